import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isPushOn, pushSupport, turnOffPush, turnOnPush } from "./push-client";

const serverKey =
  "BOr6yKCKu8UHhR4iO1CI2cyPQKT6Q0vx9oBWlYMeNCL1aQXzSDdYeRVHzn3Gu7xK9TJcQSjqRwaB3rfKT3BJFFo";
const otherKey =
  "BDd3_hVL9fZi9Ybo2UUzA284WG5FZR30_95YeZJsiApwXKpNcF1rRPF3foIiBHXRdJI2Qhumhf6_LFTeZaNndIo";
const bytes = (base64url: string) => new Uint8Array(Buffer.from(base64url, "base64url"));

interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer };
  unsubscribe: ReturnType<typeof vi.fn>;
  toJSON(): unknown;
}

function fakeSubscription(endpoint: string, key: string): FakeSubscription {
  return {
    endpoint,
    options: { applicationServerKey: bytes(key).buffer },
    unsubscribe: vi.fn(async () => true),
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: "p", auth: "a" } }),
  };
}

let permission: NotificationPermission;
let answer: NotificationPermission;
let current: FakeSubscription | null;
let registered: boolean;
let workerState: string;
let serverStatus: number;
const posts: unknown[] = [];
const subscribeCalls: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }[] = [];
const registerCalls: unknown[][] = [];

beforeEach(() => {
  permission = "default";
  answer = "granted";
  current = null;
  registered = false;
  workerState = "activated";
  serverStatus = 200;
  posts.length = 0;
  subscribeCalls.length = 0;
  registerCalls.length = 0;

  const listeners: (() => void)[] = [];
  const worker = {
    get state() {
      return workerState;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  const registration = {
    get installing() {
      return workerState === "installing" ? worker : null;
    },
    waiting: null,
    get active() {
      return workerState === "activated" ? worker : null;
    },
    pushManager: {
      getSubscription: async () => current,
      async subscribe(options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) {
        if (workerState !== "activated") throw new Error("no active service worker");
        subscribeCalls.push(options);
        current = fakeSubscription("https://push.example.com/new", serverKey);
        return current;
      },
    },
  };
  const Notification = {
    get permission() {
      return permission;
    },
    async requestPermission() {
      permission = answer;
      return answer;
    },
  };
  vi.stubGlobal("Notification", Notification);
  vi.stubGlobal("window", { PushManager: class {}, Notification });
  vi.stubGlobal("navigator", {
    serviceWorker: {
      async register(...args: unknown[]) {
        registerCalls.push(args);
        registered = true;
        if (workerState === "installing")
          setTimeout(() => {
            workerState = "activated";
            for (const listener of listeners) listener();
          }, 10);
        return registration;
      },
      getRegistration: async (scope: string) =>
        registered && scope === "/owner/" ? registration : undefined,
    },
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      posts.push({ url, init: { ...init, body: JSON.parse(String(init.body)) } });
      return new Response(null, { status: serverStatus });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("push in the owner's browser", () => {
  it("is unsupported without service workers or the Push API, and says when alerts were blocked", () => {
    expect(pushSupport()).toBe("supported");
    permission = "denied";
    expect(pushSupport()).toBe("denied");
    vi.stubGlobal("window", { Notification: {} });
    expect(pushSupport()).toBe("unsupported");
  });

  it("turned on registers the worker for /owner/, subscribes with the server's key and posts the subscription", async () => {
    workerState = "installing";
    expect(await turnOnPush(serverKey)).toBe("on");
    expect(registerCalls).toEqual([["/owner-sw.js", { scope: "/owner/" }]]);
    expect(subscribeCalls).toHaveLength(1);
    expect(subscribeCalls[0]?.userVisibleOnly).toBe(true);
    expect([...(subscribeCalls[0]?.applicationServerKey ?? [])]).toEqual([...bytes(serverKey)]);
    expect(posts).toEqual([
      {
        url: "/owner/push",
        init: {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: {
            intent: "subscribe",
            subscription: {
              endpoint: "https://push.example.com/new",
              expirationTime: null,
              keys: { p256dh: "p", auth: "a" },
            },
          },
        },
      },
    ]);
    expect(await isPushOn()).toBe(true);
  });

  it("is not turned on when permission is refused or the prompt dismissed", async () => {
    answer = "default";
    expect(await turnOnPush(serverKey)).toBe("dismissed");
    answer = "denied";
    expect(await turnOnPush(serverKey)).toBe("denied");
    expect(registerCalls).toEqual([]);
    expect(posts).toEqual([]);
    expect(await isPushOn()).toBe(false);
  });

  it("is not left half on when the server refuses the subscription", async () => {
    serverStatus = 403;
    expect(await turnOnPush(serverKey)).toBe("failed");
    expect(current?.unsubscribe).toHaveBeenCalled();
  });

  it("replaces a subscription made with other keys", async () => {
    const old = fakeSubscription("https://push.example.com/old", otherKey);
    current = old;
    expect(await turnOnPush(serverKey)).toBe("on");
    expect(old.unsubscribe).toHaveBeenCalled();
  });

  it("turned off unsubscribes and tells the server which endpoint", async () => {
    expect(await turnOffPush()).toBe(false);
    await turnOnPush(serverKey);
    const subscription = current;
    posts.length = 0;
    expect(await turnOffPush()).toBe(true);
    expect(subscription?.unsubscribe).toHaveBeenCalled();
    expect(posts).toEqual([
      {
        url: "/owner/push",
        init: {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: { intent: "unsubscribe", endpoint: "https://push.example.com/new" },
        },
      },
    ]);
  });
});
