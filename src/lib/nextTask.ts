interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so the browser may paint and handle input in
 * between: a long start-up split this way counts as several short tasks
 * (Total Blocking Time counts only what a task takes beyond 50 ms).
 * `scheduler.yield()` resumes ahead of other queued work where the browser has it.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Where the browser has `scheduler.yield()`: a later task, ahead of other
 * queued work. Elsewhere (and in tests' DOMs) nothing: a timer here would
 * only add a delay.
 */
export async function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (scheduler?.yield) await scheduler.yield();
}
