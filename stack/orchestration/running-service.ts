/**
 * What every piece of the local stack returns when started, so the
 * orchestrator and the test setup can supervise them the same way.
 */
export interface RunningService {
  /** Short name for logs ("postgres", "postgrest", "auth", ...). */
  name: string;
  /** The loopback port it listens on. */
  port: number;
  /** Base URL on 127.0.0.1. */
  url: string;
  /** The last lines it logged, for crash reports. */
  logTail(): string;
  /** Resolves once the service has stopped; idempotent. */
  stop(): Promise<void>;
  /** Called if the service dies on its own (not after stop()). */
  onCrash(listener: (reason: string) => void): void;
}

/** A bounded ring of log lines. */
export class LogTail {
  private lines: string[] = [];
  constructor(private readonly max = 200) {}
  push(text: string): void {
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      this.lines.push(line);
      if (this.lines.length > this.max) this.lines.shift();
    }
  }
  toString(): string {
    return this.lines.join('\n');
  }
}
