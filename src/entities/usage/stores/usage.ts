import { create } from 'zustand';
import { fetchDebateUsage, type DebateUsage } from '../api/debateUsage.ts';

type UsageStatus = 'idle' | 'loading' | 'ready';

/** What the generate-debate function reports when a debate starts (begin_debate's answer). */
interface DebateStartUsage {
  freeDebatesRemaining: number;
  totalDebates: number;
  /** Generated turns in hand, when the start reported them (continuations, rematches). */
  turnCredit?: number;
}

interface UsageState {
  usage: DebateUsage | null;
  status: UsageStatus;
  /** Reads the allowance again (after sign-in, after a debate started). */
  refresh: () => Promise<DebateUsage | null>;
  /**
   * A debate of this user just started: show the allowance the database left,
   * without waiting for the run to end. `startedAt` defaults to now.
   */
  debateStarted: (started: DebateStartUsage, startedAt?: string) => void;
  /** The database gave a debate back (every turn of it failed): show the allowance it reported. */
  allowanceReturned: (returned: DebateStartUsage) => void;
  clear: () => void;
}

let requestSeq = 0;

export const useUsage = create<UsageState>()((set, get) => {
  /** Shows numbers the server just reported on top of the row already held. */
  function applyReported(changes: Partial<DebateUsage>): void {
    const current = get().usage;
    // Without a row to update (never read yet) only the database knows the rest of it.
    if (current === null) {
      void get().refresh();
      return;
    }
    // A read sent before the change would answer with the old numbers.
    requestSeq++;
    set({ usage: { ...current, ...changes }, status: 'ready' });
  }

  return {
    usage: null,
    status: 'idle',
    refresh: async () => {
      const seq = ++requestSeq;
      set({ status: 'loading' });
      const usage = await fetchDebateUsage();
      // A sign-out during the read must not bring the old user's numbers back.
      if (seq === requestSeq) set({ usage, status: 'ready' });
      return usage;
    },
    debateStarted: (started, startedAt = new Date().toISOString()) =>
      applyReported({
        free_debates_remaining: started.freeDebatesRemaining,
        total_debates: started.totalDebates,
        ...(started.turnCredit === undefined ? {} : { turn_credit: started.turnCredit }),
        last_debate_started: startedAt,
        updated_at: startedAt,
      }),
    allowanceReturned: (returned) =>
      applyReported({ free_debates_remaining: returned.freeDebatesRemaining, total_debates: returned.totalDebates }),
    clear: () => {
      requestSeq++;
      set({ usage: null, status: 'idle' });
    },
  };
});
