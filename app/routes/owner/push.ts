import { data } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { pushContext } from "~/push/push-alerts.server";
import type { Route } from "./+types/push";

/**
 * `/owner/push`, posted by push-client.ts: `{intent: "subscribe", subscription}` saves this
 * browser for new-lead alerts, `{intent: "unsubscribe", endpoint}` forgets it. JSON in, JSON
 * out; every refusal is a 4xx with a plain message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context);
  const push = context.get(pushContext);
  const body = await request.json().catch(() => null);
  if (body?.intent === "subscribe") {
    const saved = push.subscribe(user.id, body.subscription, request.headers.get("User-Agent"));
    return saved.ok
      ? { ok: true }
      : data(
          { ok: false, message: "That subscription is not one this site can use." },
          { status: 400 },
        );
  }
  if (body?.intent === "unsubscribe" && typeof body.endpoint === "string") {
    push.unsubscribe(user.id, body.endpoint);
    return { ok: true };
  }
  return data(
    { ok: false, message: 'Send {"intent": "subscribe" | "unsubscribe", ...} as JSON.' },
    { status: 400 },
  );
}

export function loader() {
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}
