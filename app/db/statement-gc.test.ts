import { spawnSync } from "node:child_process";
import { expect, it } from "vitest";

/**
 * better-sqlite3 12 aborted the whole server on Node 24 (SIGABRT, `(env) != nullptr` in
 * RemoveEnvironmentCleanupHook) when V8 collected a dropped prepared statement from a GC that
 * started with no JavaScript on the stack, as the server's start-up did every time. This runs
 * exactly that in a child process on the Node running the tests.
 */
const collectDroppedStatements = `
  import Database from "better-sqlite3";
  const db = new Database(":memory:");
  for (let i = 0; i < 2000; i++) db.prepare("SELECT ?").get(i);
  const garbage = [];
  let rounds = 0;
  const allocate = () => {
    for (let i = 0; i < 100000; i++) garbage[i % 1000] = { i, text: "x".repeat(20) };
    if (++rounds < 200) setImmediate(allocate);
    else console.log("survived");
  };
  allocate();
`;

it("survives the garbage collection of statements it no longer holds", () => {
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", collectDroppedStatements], {
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(run.stderr).not.toContain("Assertion failed");
  expect(run.signal).toBeNull();
  expect(run.stdout.trim()).toBe("survived");
});
