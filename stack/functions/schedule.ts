/**
 * What `pg_cron` + `pg_net` do for a hosted project (docs/people.md): call a
 * function on a schedule with the project's secret key. Locally the stack
 * calls `send-emails` every few seconds through the gateway, so a "your turn"
 * email reaches the mailbox moments after the turn is recorded. One call at a
 * time: the next waits until the last has answered.
 */
export interface Schedule {
  /** Stops the timer and waits for a call in flight. */
  stop(): Promise<void>;
}

export interface ScheduleOptions {
  /** false: nothing is called (a stack whose functions folder has no such function). */
  enabled?: boolean;
  /** The function's address through the gateway (…/functions/v1/send-emails). */
  url: string;
  secretKey: string;
  everyMs: number;
  onLog?: (line: string) => void;
}

export function scheduleFunction(options: ScheduleOptions): Schedule {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | undefined;
  let stopped = false;
  let lastRefusal = '';
  const halt = new AbortController();

  const call = async () => {
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.secretKey}`, apikey: options.secretKey },
        signal: halt.signal,
      });
      const line = `${response.status} ${await response.text()}`;
      // Quiet when idle, and a refusal (not configured) said once, not every few seconds.
      if (response.ok) {
        if (!line.includes('"sent":0,"failed":0')) options.onLog?.(line);
        lastRefusal = '';
      } else if (line !== lastRefusal) {
        options.onLog?.(line);
        lastRefusal = line;
      }
    } catch (error) {
      if (!stopped) options.onLog?.(`call failed: ${(error as Error).message}`);
    }
  };
  const tick = () => {
    inFlight = call().finally(() => {
      inFlight = undefined;
      if (!stopped) timer = setTimeout(tick, options.everyMs);
    });
  };
  if (options.enabled !== false) timer = setTimeout(tick, options.everyMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      halt.abort();
      await inFlight;
    },
  };
}
