import { ButtonLink } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Builders on the Fylde Coast" });

export default function Home() {
  return (
    <section className="blueprint-grid text-white">
      <div className="container-site py-20">
        <p className="eyebrow text-hivis-400">North West builders since 2009</p>
        <h1 className="mt-3 max-w-3xl text-5xl text-white sm:text-6xl">
          Building the Fylde coast, from groundworks to handover
        </h1>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/contact" size="lg">
            Request Free Quote
          </ButtonLink>
          <ButtonLink to="/projects" size="lg" variant="outline-light">
            View Our Work
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
