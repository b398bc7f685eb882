import { spawn, type ChildProcess } from 'node:child_process';
import { LogTail, type RunningService } from './running-service.ts';

export interface ChildServiceOptions {
  /** Short name for logs and crash reports. */
  name: string;
  command: string;
  args?: string[];
  cwd?: string;
  /** Complete environment of the child (not merged with process.env here). */
  env: NodeJS.ProcessEnv;
  port: number;
  url: string;
  /** Resolves once the service answers; should give up when `signal` aborts. */
  ready: (signal: AbortSignal) => Promise<void>;
  readyTimeoutMs?: number;
  /** Every log line the child writes (stdout and stderr). */
  onLog?: (line: string) => void;
  /** Grace period between the stop signal and SIGKILL on stop(). */
  stopTimeoutMs?: number;
  /** What stop() sends first (default SIGTERM; PostgreSQL: SIGINT, its fast shutdown). */
  stopSignal?: NodeJS.Signals;
  /** Sent if this process exits without stopping the child (default SIGKILL). */
  exitSignal?: NodeJS.Signals;
  /** Run as this user and group (root only: PostgreSQL refuses to run as root). */
  uid?: number;
  gid?: number;
}

// Children run in their own process group (so a stop reaches grandchildren,
// e.g. Vite's esbuild) and therefore do not receive the terminal's Ctrl-C: if
// this process dies without stopping them, kill the groups on the way out.
const liveGroups = new Map<number, NodeJS.Signals>();
process.once('exit', () => {
  for (const [pid, signal] of liveGroups) killGroup(pid, signal);
});

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

/**
 * Spawns a long-running child process as a RunningService: its output goes to a
 * bounded log tail, start-up waits for `ready` while watching for an early exit,
 * a later unexpected exit is reported to onCrash listeners, and stop() ends the
 * whole process group (SIGTERM, then SIGKILL after a grace period).
 */
export interface ChildService extends RunningService {
  /** Process id of the child (tests use it to simulate a crash). */
  pid: number | undefined;
}

export async function startChildService(options: ChildServiceOptions): Promise<ChildService> {
  const tail = new LogTail();
  const crashListeners: Array<(reason: string) => void> = [];
  let stopping = false;
  let exited: string | undefined;

  const child: ChildProcess = spawn(options.command, options.args ?? [], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    uid: options.uid,
    gid: options.gid,
  });
  const pid = child.pid;
  if (pid) liveGroups.set(pid, options.exitSignal ?? 'SIGKILL');

  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    tail.push(text);
    if (options.onLog) for (const line of text.split('\n')) if (line.trim()) options.onLog(line);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);

  const exitPromise = new Promise<void>((resolve) => {
    child.once('error', (error) => {
      exited = `could not be started: ${error.message}`;
      tail.push(exited);
      if (pid) liveGroups.delete(pid);
      resolve();
    });
    child.once('exit', (code, signal) => {
      exited = describeExit(code, signal);
      if (pid) liveGroups.delete(pid);
      // Orphaned grandchildren would keep ports open.
      if (pid) killGroup(pid, 'SIGKILL');
      if (!stopping) for (const listener of crashListeners) listener(`${options.name} ${exited}`);
      resolve();
    });
  });

  const stop = async (): Promise<void> => {
    if (stopping) return exitPromise;
    stopping = true;
    if (exited === undefined && pid) {
      killGroup(pid, options.stopSignal ?? 'SIGTERM');
      const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), options.stopTimeoutMs ?? 5000);
      await exitPromise;
      clearTimeout(timer);
    }
    return exitPromise;
  };

  const timeoutMs = options.readyTimeoutMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new AbortController();
  try {
    await Promise.race([
      options.ready(giveUp.signal),
      exitPromise.then(() => {
        throw new Error(`${options.name} ${exited} before it was ready`);
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${options.name} was not ready after ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } catch (error) {
    await stop();
    const log = tail.toString();
    throw new Error(`${(error as Error).message}${log ? `\n--- ${options.name} log ---\n${log}` : ''}`, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
    giveUp.abort();
  }

  return {
    pid,
    name: options.name,
    port: options.port,
    url: options.url,
    logTail: () => tail.toString(),
    stop,
    onCrash: (listener) => {
      crashListeners.push(listener);
    },
  };
}

/** Polls an HTTP URL until it answers with an accepted status (or `signal` aborts). */
export async function waitForHttp(url: string, signal: AbortSignal, accept: (status: number) => boolean = (s) => s < 500): Promise<void> {
  while (!signal.aborted) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.body?.cancel();
      if (accept(res.status)) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
