import type { RunningService } from './running-service.ts';

/** How a service of the stack is (re)started: every start serves the same address. */
export interface ServiceSpec<T extends RunningService = RunningService> {
  name: string;
  start(): Promise<T>;
}

export interface StackCrash {
  service: string;
  reason: string;
  logTail: string;
}

export interface SupervisorEvents {
  /** A service died on its own; it is being restarted. */
  onCrash(crash: StackCrash): void;
  /** A crashed service answers again (attempt: how many tries it took). */
  onRecover?(service: string, attempt: number): void;
  /** A restart attempt failed; another follows after `retryInMs`. */
  onRetry?(service: string, error: Error, retryInMs: number): void;
}

/** A supervised service: always the current instance, whatever restarts happened. */
export type Supervised<T extends RunningService> = RunningService & { readonly current: T };

// Backoff between restart attempts: quick first (most crashes are one-offs),
// capped so a service that is down for a while is retried every few seconds.
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5_000;
// A service that ran this long before dying starts its backoff over.
const STABLE_AFTER_MS = 30_000;

function restartDelay(attempt: number): number {
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempt - 1));
}

/**
 * Starts services in order and keeps them running: one that dies on its own is
 * reported (with its log tail) and restarted with exponential backoff until it
 * answers again. stop() ends everything, last started first, and cancels any
 * pending restart, so no child outlives it.
 */
export class Supervisor {
  private readonly services: Array<Supervised<RunningService>> = [];
  private stopping: Promise<void> | undefined;
  private readonly restarts = new Set<Promise<void>>();
  private readonly halt = new AbortController();

  constructor(private readonly events: SupervisorEvents) {}

  get stopped(): boolean {
    return this.stopping !== undefined;
  }

  /** Starts a service (a failure to start throws) and supervises it from then on. */
  async add<T extends RunningService>(spec: ServiceSpec<T>): Promise<Supervised<T>> {
    if (this.stopping) throw new Error(`the stack is stopping; ${spec.name} was not started`);
    let current = await spec.start();
    if (this.stopping) {
      await current.stop();
      throw new Error(`the stack is stopping; ${spec.name} was not started`);
    }
    let startedAt = Date.now();
    let attempt = 0;

    const watch = (instance: T) => {
      instance.onCrash((reason) => {
        if (this.stopping || instance !== current) return;
        this.events.onCrash({ service: spec.name, reason, logTail: instance.logTail() });
        if (Date.now() - startedAt > STABLE_AFTER_MS) attempt = 0;
        const restart = this.restart(spec, () => ++attempt).then((next) => {
          if (!next) return;
          current = next;
          startedAt = Date.now();
          watch(next);
          this.events.onRecover?.(spec.name, attempt);
        });
        this.restarts.add(restart);
        void restart.finally(() => this.restarts.delete(restart));
      });
    };
    watch(current);

    const supervised: Supervised<T> = {
      name: spec.name,
      get current() {
        return current;
      },
      get port() {
        return current.port;
      },
      get url() {
        return current.url;
      },
      // Tests kill a child by pid to simulate a crash.
      get pid() {
        return (current as { pid?: number }).pid;
      },
      logTail: () => current.logTail(),
      stop: () => current.stop(),
      onCrash: (listener) => current.onCrash(listener),
    } as Supervised<T>;
    this.services.push(supervised);
    return supervised;
  }

  private async restart<T extends RunningService>(spec: ServiceSpec<T>, nextAttempt: () => number): Promise<T | undefined> {
    for (;;) {
      const attempt = nextAttempt();
      await this.pause(restartDelay(attempt));
      if (this.stopping) return undefined;
      try {
        const next = await spec.start();
        if (this.stopping) {
          await next.stop();
          return undefined;
        }
        return next;
      } catch (error) {
        if (this.stopping) return undefined;
        this.events.onRetry?.(spec.name, error as Error, restartDelay(attempt + 1));
      }
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.halt.signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });
  }

  /** Stops every service, last started first. Idempotent. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      this.halt.abort();
      // A restart under way finishes (and stops what it started) before the rest goes.
      await Promise.allSettled([...this.restarts]);
      for (const service of [...this.services].reverse()) {
        try {
          await service.current.stop();
        } catch (error) {
          console.error(`stopping ${service.name} failed: ${(error as Error).message}`);
        }
      }
    })();
    return this.stopping;
  }
}
