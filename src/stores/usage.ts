import { create } from 'zustand';
import { fetchDebateUsage, type DebateUsage } from '../lib/usage.ts';

type UsageStatus = 'idle' | 'loading' | 'ready';

interface UsageState {
  usage: DebateUsage | null;
  status: UsageStatus;
  /** Reads the allowance again (after sign-in, after a debate started). */
  refresh: () => Promise<DebateUsage | null>;
  clear: () => void;
}

let requestSeq = 0;

export const useUsage = create<UsageState>()((set) => ({
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
  clear: () => {
    requestSeq++;
    set({ usage: null, status: 'idle' });
  },
}));
