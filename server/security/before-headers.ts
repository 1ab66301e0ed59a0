import type { ServerResponse } from "node:http";

/**
 * Runs `decide` at the last moment before the response's headers go out, whoever sends them
 * (a static file, React Router, an error page), so it can see what the handler has set.
 * Every path to the wire, including an implicit header on the first write, passes through
 * `writeHead`.
 */
export function beforeHeadersSent(response: ServerResponse, decide: () => void): void {
  const writeHead = response.writeHead;
  let decided = false;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!decided) {
      decided = true;
      decide();
    }
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}
