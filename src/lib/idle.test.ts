import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS, INTERACTION_EVENTS, whenIdleOrInteraction } from './idle.ts';

/** A window whose load state and idle callbacks the test drives. */
function fakeWindow(options: { loaded: boolean; idleCallback: boolean }) {
  const events = new EventTarget();
  const idle: { run: IdleRequestCallback; timeout: number | undefined; cancelled: boolean }[] = [];
  const target = {
    document: { readyState: (options.loaded ? 'complete' : 'interactive') as DocumentReadyState },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    ...(options.idleCallback
      ? {
          requestIdleCallback: (run: IdleRequestCallback, opts?: IdleRequestOptions) =>
            idle.push({ run, timeout: opts?.timeout, cancelled: false }),
          cancelIdleCallback: (id: number) => {
            idle[id - 1]!.cancelled = true;
          },
        }
      : {}),
  };
  const runIdle = () => {
    for (const entry of idle) if (!entry.cancelled) entry.run({ didTimeout: false, timeRemaining: () => 50 });
  };
  const load = () => {
    target.document.readyState = 'complete';
    events.dispatchEvent(new Event('load'));
  };
  return { target, idle, runIdle, load };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('whenIdleOrInteraction', () => {
  it('runs when the browser is idle after the load event, with a deadline', () => {
    const { target, idle, runIdle, load } = fakeWindow({ loaded: false, idleCallback: true });
    const work = vi.fn();
    whenIdleOrInteraction(work, target);
    // Idle moments while the page still loads do not count.
    expect(idle).toHaveLength(0);
    load();
    expect(idle).toHaveLength(1);
    expect(idle[0]!.timeout).toBe(IDLE_TIMEOUT_MS);
    expect(work).not.toHaveBeenCalled();
    runIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it.each(INTERACTION_EVENTS)('runs at the first %s, before the browser is idle, and only once', (type) => {
    const { target, idle, runIdle } = fakeWindow({ loaded: true, idleCallback: true });
    const work = vi.fn();
    whenIdleOrInteraction(work, target);
    target.dispatchEvent(new Event(type));
    expect(work).toHaveBeenCalledTimes(1);
    expect(idle[0]!.cancelled).toBe(true);
    runIdle();
    for (const other of INTERACTION_EVENTS) target.dispatchEvent(new Event(other));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits a moment after the load event where requestIdleCallback is missing', () => {
    const { target, load } = fakeWindow({ loaded: false, idleCallback: false });
    const work = vi.fn();
    whenIdleOrInteraction(work, target);
    vi.advanceTimersByTime(IDLE_FALLBACK_MS * 10);
    expect(work).not.toHaveBeenCalled();
    load();
    vi.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const { target, idle, load } = fakeWindow({ loaded: false, idleCallback: false });
    const work = vi.fn();
    const cancel = whenIdleOrInteraction(work, target);
    cancel();
    load();
    target.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(IDLE_FALLBACK_MS * 10);
    expect(work).not.toHaveBeenCalled();
    expect(idle).toHaveLength(0);
  });
});
