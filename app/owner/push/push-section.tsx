import { useEffect, useState } from "react";
import { SubmitButton } from "~/owner/owner-ui";

type State = "checking" | "unsupported" | "denied" | "off" | "on" | "busy";

const explain: Record<string, string> = {
  unsupported:
    "This browser cannot show alerts. On an iPhone, add this page to the home screen (Share, then Add to Home Screen), open it from there and try again.",
  denied:
    "Alerts are blocked for this site in the browser's settings. Allow notifications there, then come back.",
  dismissed: "Alerts stay off: the browser did not get a yes.",
  failed: "Alerts could not be turned on just now. Check the connection and try again.",
};

/**
 * "Alerts on this phone": a push notification for every new lead, with the name and the kind
 * of job, never the message. Needs JavaScript; the server-rendered text says so.
 */
export function PushSection({
  publicKey,
  devices,
}: {
  publicKey: string;
  devices: { id: number; device: string }[];
}) {
  const [state, setState] = useState<State>("checking");
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    import("./push-client").then(async ({ pushSupport, isPushOn }) => {
      const support = pushSupport();
      if (support !== "supported") return setState(support);
      setState((await isPushOn()) ? "on" : "off");
    });
  }, []);

  async function toggle() {
    const client = await import("./push-client");
    const wasOn = state === "on";
    setState("busy");
    setProblem(null);
    if (wasOn) {
      await client.turnOffPush();
      return setState("off");
    }
    const result = await client.turnOnPush(publicKey);
    if (result === "on") return setState("on");
    setProblem(explain[result] ?? explain.failed ?? null);
    setState(result === "unsupported" || result === "denied" ? result : "off");
  }

  return (
    <section aria-labelledby="alerts-heading" className="mt-8">
      <h2 id="alerts-heading" className="text-2xl">
        Alerts on this phone
      </h2>
      <p className="mt-1 text-muted">
        A notification within seconds of every new quote request: the name and the kind of job.
      </p>
      <div className="mt-4 grid gap-3 rounded-card bg-white p-4 shadow-card" aria-live="polite">
        {state === "checking" ? (
          <p>Alerts need JavaScript. If this does not change, it is off or still loading.</p>
        ) : state === "unsupported" || state === "denied" ? (
          <p>{explain[state]}</p>
        ) : (
          <>
            <p className="font-semibold">
              {state === "on"
                ? "Alerts are on for this device."
                : "Alerts are off for this device."}
            </p>
            <SubmitButton
              type="button"
              onClick={toggle}
              disabled={state === "busy"}
              variant={state === "on" ? "outline" : "primary"}
            >
              {state === "on"
                ? "Turn alerts off"
                : state === "busy"
                  ? "One moment…"
                  : "Turn alerts on"}
            </SubmitButton>
          </>
        )}
        {problem ? (
          <p role="alert" className="font-semibold text-danger">
            {problem}
          </p>
        ) : null}
        {devices.length > 0 ? (
          <p className="text-muted text-sm">
            Alerts go to: {devices.map((device) => device.device).join(", ")}.
          </p>
        ) : null}
      </div>
    </section>
  );
}
