/** What the site's worker and the supervisor (`supervisor.ts`) say to each other. */

/** From the worker that finished a publish: start this release and make it the live site. */
export interface GoLiveMessage {
  type: "go-live";
  releaseId: string;
  releaseDir: string;
}

export function isGoLiveMessage(message: unknown): message is GoLiveMessage {
  if (typeof message !== "object" || message === null) return false;
  const { type, releaseId, releaseDir } = message as Record<string, unknown>;
  return type === "go-live" && typeof releaseId === "string" && typeof releaseDir === "string";
}

/** To a worker once it has taken over from the previous one: its release is now the live site. */
export const workerStartedMessage = { type: "live" } as const;

export function isLiveMessage(message: unknown): boolean {
  return (
    typeof message === "object" &&
    message !== null &&
    (message as { type?: unknown }).type === "live"
  );
}

/** To the worker a newer one has replaced: stop taking connections, finish, and exit. */
export const handOverMessage = { type: "hand-over" } as const;

export function isHandOverMessage(message: unknown): boolean {
  return (
    typeof message === "object" &&
    message !== null &&
    (message as { type?: unknown }).type === "hand-over"
  );
}
