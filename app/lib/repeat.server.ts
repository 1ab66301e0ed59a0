import type { Logger } from "pino";

/**
 * Runs `run` after `firstRunDelayMs`, then every `intervalMs` until stopped: the server's
 * chores. The timer never keeps the process alive. An error is logged with `failed` and never
 * thrown: a busy or failing database costs one run, and the next one catches up.
 */
export function repeatEvery(
  run: () => void,
  {
    intervalMs,
    firstRunDelayMs,
    logger,
    failed,
  }: {
    intervalMs: number;
    firstRunDelayMs: number;
    logger: Pick<Logger, "error">;
    /** What went wrong in the owner's words, e.g. "retention: could not delete old requests". */
    failed: string;
  },
): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      try {
        run();
      } catch (error) {
        logger.error({ err: error }, failed);
      }
      schedule(intervalMs);
    }, delay);
    timer.unref();
  };
  schedule(firstRunDelayMs);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
