/** The events that show a person has started to use the page. */
export const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** How long the browser may stay busy before the idle work runs anyway. */
export const IDLE_TIMEOUT_MS = 4_000;
/** Where requestIdleCallback is missing (Safari): a pause after the load event stands in for idle. */
export const IDLE_FALLBACK_MS = 1_500;

interface IdleWindow {
  readonly document: Pick<Document, 'readyState'>;
  addEventListener: Window['addEventListener'];
  removeEventListener: Window['removeEventListener'];
  requestIdleCallback?: Window['requestIdleCallback'];
  cancelIdleCallback?: Window['cancelIdleCallback'];
  setTimeout: (handler: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimeout: (id: ReturnType<typeof setTimeout>) => void;
}

/**
 * Runs `work` once: when the browser is first idle after the page's load
 * event, or at the page's first interaction, whichever comes first. Work
 * that the first screen does not need then stays out of the page load's
 * main-thread time. Returns the cancel.
 */
export function whenIdleOrInteraction(work: () => void, target: IdleWindow = window): () => void {
  let done = false;
  const cleanups: (() => void)[] = [];
  const cancel = () => {
    done = true;
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  const run = () => {
    if (done) return;
    cancel();
    work();
  };

  const options = { capture: true, passive: true } as const;
  for (const type of INTERACTION_EVENTS) {
    target.addEventListener(type, run, options);
    cleanups.push(() => target.removeEventListener(type, run, options));
  }

  const waitForIdle = () => {
    if (done) return;
    if (target.requestIdleCallback) {
      const id = target.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cleanups.push(() => target.cancelIdleCallback?.(id));
    } else {
      const id = target.setTimeout(run, IDLE_FALLBACK_MS);
      cleanups.push(() => target.clearTimeout(id));
    }
  };
  // Before the load event the page is still fetching and running its own
  // code: an idle moment then is a gap between its tasks, not the end of them.
  if (target.document.readyState === 'complete') waitForIdle();
  else {
    target.addEventListener('load', waitForIdle, { once: true });
    cleanups.push(() => target.removeEventListener('load', waitForIdle));
  }
  return cancel;
}
