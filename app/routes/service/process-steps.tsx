import type { Service } from "~/services/service";

/** Survey, Quote, Build, Sign-off: numbered, in order, as the service describes them. */
export function ProcessSteps({ steps }: { steps: Service["process"] }) {
  return (
    <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="relative rounded-card border border-white/15 bg-white/5 p-6"
        >
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-hivis-400 font-display text-2xl text-navy-950"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-2xl">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-navy-100">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
