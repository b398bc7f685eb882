interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/** The browser's `scheduler.yield()`, where it has one (Chromium); tests' DOMs have none. */
const schedulerYield = (): Promise<void> | undefined => (globalThis as { scheduler?: YieldingScheduler }).scheduler?.yield?.();

/**
 * Resolves in a later task, so the browser may paint and handle input in
 * between: a long start-up split this way counts as several short tasks
 * (Total Blocking Time counts only what a task takes beyond 50 ms).
 * `scheduler.yield()` resumes ahead of other queued work where the browser has it.
 */
export function nextTask(): Promise<void> {
  return schedulerYield() ?? new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Where the browser has `scheduler.yield()`: a later task, ahead of other
 * queued work. Elsewhere nothing: a timer here would only add a delay.
 */
export async function yieldToBrowser(): Promise<void> {
  await schedulerYield();
}
