// The owner's service worker, registered with scope /owner/: it shows an alert when a quote
// request arrives and opens that lead when the alert is tapped. It caches nothing and has no
// fetch handler, so every owner page still comes straight from the server.

const fallback = { title: "New quote request", body: "", url: "/owner", tag: undefined };

/** Only a path in the owner's area: a push message must never send the phone elsewhere. */
function ownerPath(url) {
  return typeof url === "string" && /^\/owner(\/|$)/.test(url) ? url : "/owner";
}

function readAlert(data) {
  let alert = {};
  try {
    alert = data ? data.json() : {};
  } catch {
    // Not JSON: still show something, as the browser requires for every push.
  }
  return {
    title: typeof alert.title === "string" ? alert.title : fallback.title,
    body: typeof alert.body === "string" ? alert.body : fallback.body,
    url: ownerPath(alert.url),
    tag: typeof alert.tag === "string" ? alert.tag : fallback.tag,
  };
}

self.addEventListener("push", (event) => {
  const alert = readAlert(event.data);
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      icon: "/apple-touch-icon.png",
      data: { url: alert.url },
    }),
  );
});

function isOwnerWindow(client) {
  const { pathname } = new URL(client.url);
  return pathname === "/owner" || pathname.startsWith("/owner/");
}

async function openLead(url) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find(isOwnerWindow);
  if (open) {
    const focused = (await open.focus()) ?? open;
    try {
      // navigate() works only for a window this worker controls (not the bare /owner page).
      return await focused.navigate(url);
    } catch {
      // Fall through to a new window.
    }
  }
  return self.clients.openWindow(url);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(ownerPath(event.notification.data?.url), self.location.origin).href;
  event.waitUntil(openLead(url));
});

// The browser replaced the subscription (its push service rotated it): tell the server the
// new one and forget the old, so alerts keep coming without the owner doing anything.
self.addEventListener("pushsubscriptionchange", (event) => {
  const post = (body) =>
    fetch("/owner/push", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  event.waitUntil(
    (async () => {
      const key = event.oldSubscription?.options?.applicationServerKey;
      const subscription =
        event.newSubscription ??
        (key
          ? await self.registration.pushManager.subscribe({
              userVisibleOnly: true,
              applicationServerKey: key,
            })
          : null);
      if (subscription) await post({ intent: "subscribe", subscription });
      if (event.oldSubscription)
        await post({ intent: "unsubscribe", endpoint: event.oldSubscription.endpoint });
    })(),
  );
});
