import { afterEach } from "vitest";

/**
 * What a test started and must stop (a server, a mail sink, a folder), undone after each test,
 * the last started first: push a step as you start a thing.
 */
export function cleanupAfterEach(): (() => Promise<void> | void)[] {
  const steps: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const step of steps.splice(0).reverse()) await step();
  });
  return steps;
}
