/**
 * Phone alerts for new quote requests, browser side: the owner's service worker
 * (/owner-sw.js, scope /owner/) and its push subscription, which the server keeps through
 * POST /owner/push. Call these from a click: browsers ask for permission only then.
 */

export type PushSupport = "supported" | "unsupported" | "denied";
export type TurnOnResult = "on" | "unsupported" | "denied" | "dismissed" | "failed";

const workerUrl = "/owner-sw.js";
const scope = "/owner/";
const endpointUrl = "/owner/push";

/**
 * "unsupported" also on an iPhone or iPad in a Safari tab: there, alerts work only once the
 * site is added to the home screen and opened from there.
 */
export function pushSupport(): PushSupport {
  if (
    typeof window === "undefined" ||
    !("serviceWorker" in navigator) ||
    !("PushManager" in window) ||
    !("Notification" in window)
  )
    return "unsupported";
  return Notification.permission === "denied" ? "denied" : "supported";
}

function postToServer(body: unknown): Promise<Response> {
  return fetch(endpointUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")), (c) =>
    c.charCodeAt(0),
  );
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, index) => byte === b[index]);
}

/** A subscription needs an active worker; a first registration is still installing. */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(workerUrl, { scope });
  const worker = registration.installing ?? registration.waiting ?? registration.active;
  if (worker && worker.state !== "activated")
    await new Promise<void>((resolve, reject) => {
      const settle = () => {
        if (worker.state === "activated") resolve();
        else if (worker.state === "redundant") reject(new Error("the service worker failed"));
      };
      worker.addEventListener("statechange", settle);
      settle();
    });
  return registration;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(scope);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks for permission, subscribes this browser and tells the server. */
export async function turnOnPush(vapidPublicKey: string): Promise<TurnOnResult> {
  if (pushSupport() === "unsupported") return "unsupported";
  // First, before any other await: Safari asks only while the click is still fresh.
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "dismissed";
  let subscription: PushSubscription | undefined;
  try {
    const registration = await activeRegistration();
    const applicationServerKey = keyBytes(vapidPublicKey);
    const existing = await registration.pushManager.getSubscription();
    // Made with other keys (the server's were replaced): it cannot be reused.
    if (existing && !sameBytes(existing.options.applicationServerKey, applicationServerKey))
      await existing.unsubscribe();
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey,
    });
    const response = await postToServer({ intent: "subscribe", subscription });
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    return "on";
  } catch {
    // Not left half on: a subscription the server does not know would never get alerts.
    await subscription?.unsubscribe().catch(() => false);
    return "failed";
  }
}

/** Unsubscribes this browser and tells the server; false if it was not on. */
export async function turnOffPush(): Promise<boolean> {
  if (pushSupport() === "unsupported") return false;
  const subscription = await currentSubscription();
  if (!subscription) return false;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  // If this fails the server finds out anyway: the push service answers 410 at the next alert.
  await postToServer({ intent: "unsubscribe", endpoint }).catch(() => undefined);
  return true;
}

/** Whether this browser gets alerts: permission given and a subscription in place. */
export async function isPushOn(): Promise<boolean> {
  if (pushSupport() !== "supported" || Notification.permission !== "granted") return false;
  return (await currentSubscription()) !== null;
}
