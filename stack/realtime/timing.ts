/**
 * Opt-in stage timings of Broadcast from the database, for bench:realtime:
 * with AGORA_REALTIME_TIMING=1 the service notes, for each message it fans
 * out, when Postgres committed it, when the commit arrived from the
 * replication stream, when delivery began and when the last `ws.send` of the
 * fan-out returned; `GET /api/timings` hands the notes over (and forgets
 * them). Off by default: nothing is recorded and the route answers 404.
 */
import { wallClock } from './wal-feed.ts';

export interface BroadcastTiming {
  /** realtime.messages' id, also sent to clients as `meta.id`. */
  id: string;
  topic: string;
  committedAt: number;
  receivedAt: number;
  deliveryStartedAt: number;
  fannedOutAt: number;
  /** Channels the frame was sent to. */
  channels: number;
}

// A bench run notes a few thousand; a forgotten switch must not grow without bound.
const MAX_KEPT = 100_000;

export class TimingLog {
  private notes: BroadcastTiming[] = [];

  constructor(readonly enabled: boolean) {}

  note(timing: Omit<BroadcastTiming, 'fannedOutAt'>): void {
    if (!this.enabled) return;
    if (this.notes.length >= MAX_KEPT) this.notes.shift();
    this.notes.push({ ...timing, fannedOutAt: wallClock() });
  }

  take(): BroadcastTiming[] {
    const notes = this.notes;
    this.notes = [];
    return notes;
  }
}

export const timingFromEnv = () => new TimingLog(process.env.AGORA_REALTIME_TIMING === '1');
