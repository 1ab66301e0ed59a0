/**
 * Runs `run` after `firstRunDelayMs`, then every `intervalMs` until stopped: the server's
 * daily and hourly chores. The timer never keeps the process alive; `run` handles its own errors.
 */
export function repeatEvery(
  run: () => void,
  { intervalMs, firstRunDelayMs }: { intervalMs: number; firstRunDelayMs: number },
): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      run();
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
