import { readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { describe, expect, it } from "vitest";

type Listener = (event: Record<string, unknown>) => void;
interface FakeWindow {
  url: string;
  focused: boolean;
  navigatedTo?: string;
  failNavigate?: boolean;
}

/** Runs public/owner-sw.js against a fake service worker global, as a browser would. */
function loadWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const windowClient = (window: FakeWindow) => ({
    url: window.url,
    async focus() {
      window.focused = true;
      return windowClient(window);
    },
    async navigate(url: string) {
      if (window.failNavigate) throw new TypeError("not controlled");
      window.navigatedTo = url;
      return windowClient(window);
    },
  });
  const self = {
    location: { origin: "https://www.example.co.uk" },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: {
      async showNotification(title: string, options: Record<string, unknown>) {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => windows.map(windowClient),
      async openWindow(url: string) {
        opened.push(url);
        return null;
      },
    },
  };
  const source = readFileSync(path.resolve("public", "owner-sw.js"), "utf8");
  vm.runInNewContext(source, { self, URL, fetch });

  async function dispatch(type: string, event: Record<string, unknown>) {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  }
  const push = (data: unknown) =>
    dispatch("push", {
      data:
        data === undefined
          ? null
          : {
              json: () => (typeof data === "string" ? JSON.parse(data) : data),
            },
    });
  const click = (data: unknown) =>
    dispatch("notificationclick", { notification: { data, close() {} } });
  return { listeners, shown, opened, push, click };
}

const alert = {
  title: "New quote request",
  body: "Sarah Mills · Extension",
  url: "/owner/leads/42",
  tag: "MC-00042",
};

describe("the owner's service worker", () => {
  it("shows a pushed alert with its title, body and tag, and the site's icon", async () => {
    const worker = loadWorker();
    await worker.push(alert);
    expect(worker.shown).toEqual([
      {
        title: "New quote request",
        options: {
          body: "Sarah Mills · Extension",
          tag: "MC-00042",
          icon: "/apple-touch-icon.png",
          data: { url: "/owner/leads/42" },
        },
      },
    ]);
  });

  it("still shows an alert for an empty or unreadable push, and never keeps a link out of /owner", async () => {
    const worker = loadWorker();
    await worker.push(undefined);
    await worker.push("{not json");
    for (const url of ["https://evil.example/", "//evil.example/owner", "/ownerx", "/contact", 42])
      await worker.push({ ...alert, url });
    expect(worker.shown).toHaveLength(7);
    for (const { title, options } of worker.shown) {
      expect(title).toBe("New quote request");
      expect(options.data).toEqual({ url: "/owner" });
    }
  });

  it("caches nothing: no fetch handler, no install-time caching", () => {
    const worker = loadWorker();
    expect([...worker.listeners.keys()].sort()).toEqual([
      "notificationclick",
      "push",
      "pushsubscriptionchange",
    ]);
  });

  it("on a tap, brings an open owner window forward and shows the lead in it", async () => {
    const windows = [
      { url: "https://www.example.co.uk/contact", focused: false },
      { url: "https://www.example.co.uk/owner/leads", focused: false },
    ];
    const worker = loadWorker(windows);
    await worker.click({ url: "/owner/leads/42" });
    expect(windows[0]).toEqual({ url: "https://www.example.co.uk/contact", focused: false });
    expect(windows[1]).toMatchObject({
      focused: true,
      navigatedTo: "https://www.example.co.uk/owner/leads/42",
    });
    expect(worker.opened).toEqual([]);
  });

  it("on a tap, opens a window when none of the owner's is open or it cannot be steered", async () => {
    const worker = loadWorker([{ url: "https://www.example.co.uk/", focused: false }]);
    await worker.click({ url: "/owner/leads/42" });
    const uncontrolled = loadWorker([
      { url: "https://www.example.co.uk/owner", focused: false, failNavigate: true },
    ]);
    await uncontrolled.click({ url: "https://evil.example/" });
    expect(worker.opened).toEqual(["https://www.example.co.uk/owner/leads/42"]);
    expect(uncontrolled.opened).toEqual(["https://www.example.co.uk/owner"]);
  });
});
