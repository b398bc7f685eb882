import { create } from 'zustand';
import { toast } from '@/components/index.ts';
import { type Category } from '@contract/categories.ts';
import { toggleCategory } from '@/lib/categories.ts';
import { CodedError, ErrorCode, toAppError } from '@/lib/errors.ts';
import { useSession } from '@/stores/session.ts';
import { useUsage } from '@/entities/usage/stores/usage.ts';
import { useVotes } from '@/entities/vote/stores/votes.ts';
import { currentAccessToken, RUN_FAILURE_MESSAGE, streamDebate } from '../api/generateDebate.ts';
import { SAVE_FAILURE_MESSAGE, SAVE_SUCCESS_MESSAGE, saveDebate } from '../api/saveDebate.ts';
import { SHARE_FAILURE_MESSAGE, SHARE_SUCCESS_MESSAGE, shareDebate } from '../api/shareDebate.ts';
import { applyDebateEvent, idleRun, isRunning, startingRun, stopRun, type RunState } from '../model/run.ts';
import type { DebateSettings } from '../model/settings.ts';

export type SaveStatus = 'unsaved' | 'saving' | 'saved';
/** The saved debate: private, being shared, or shared with the community (there is no un-share). */
export type ShareStatus = 'private' | 'sharing' | 'shared';

/** Why a start was refused before any text arrived. */
type StartRefusal = 'no-free-debates' | 'login-required' | null;

interface GenerationState {
  run: RunState;
  /** The run-failure alert text, or null. */
  error: string | null;
  refusal: StartRefusal;
  categories: Category[];
  saveStatus: SaveStatus;
  /** The saved debate's id; null until saved (and when it was saved elsewhere, e.g. another tab). */
  savedDebateId: string | null;
  shareStatus: ShareStatus;
  /** The settings of the last run started, for Run again. */
  lastSettings: DebateSettings | null;
  /** The database's message when it gave this debate back (every turn failed), or null. */
  allowanceReturnedMessage: string | null;
  start: (settings: DebateSettings) => Promise<void>;
  /** The person ends the run: the request is aborted, the finished turns stay (the debate still counts). */
  stop: () => void;
  abort: () => void;
  toggleCategory: (category: Category) => void;
  save: () => Promise<void>;
  share: () => Promise<void>;
  dismissRefusal: () => void;
}

let controller: AbortController | null = null;

// Everything a run leaves behind, cleared for a new run.
const noResult = {
  error: null,
  refusal: null,
  categories: [],
  saveStatus: 'unsaved',
  savedDebateId: null,
  shareStatus: 'private',
  allowanceReturnedMessage: null,
} as const satisfies Partial<GenerationState>;
const noRun = { run: idleRun, lastSettings: null, ...noResult } as const;

/** One debate run at a time; it keeps going while the visitor looks at other pages. */
export const useGeneration = create<GenerationState>()((set, get) => ({
  ...noRun,

  async start(settings) {
    if (isRunning(get().run.phase)) return;
    controller?.abort();
    const own = new AbortController();
    controller = own;
    set({
      run: startingRun(settings.topic.trim(), [
        { name: settings.model1.name, stance: settings.model1.stance },
        { name: settings.model2.name, stance: settings.model2.stance },
      ]),
      lastSettings: settings,
      ...noResult,
    });
    const stillMine = () => controller === own;
    try {
      const accessToken = await currentAccessToken();
      if (!accessToken) throw new CodedError({ code: 'unauthorized', message: 'You must be signed in.' });
      const outcome = await streamDebate(settings, {
        accessToken,
        signal: own.signal,
        onEvent: (event) => {
          if (!stillMine()) return;
          set((s) => ({ run: applyDebateEvent(s.run, event) }));
          // The free debate is spent now; the count should not wait for the end of the run.
          if (event.type === 'start') useUsage.getState().debateStarted(event);
          if (event.type === 'done' && event.allowanceReturned) {
            useUsage.getState().allowanceReturned(event.allowanceReturned);
            set({ allowanceReturnedMessage: event.allowanceReturned.message });
          }
          if (event.type === 'error') {
            console.error('The debate failed on the server', event);
            set({ error: RUN_FAILURE_MESSAGE });
          }
        },
      });
      if (outcome === 'aborted' && stillMine()) set({ run: idleRun });
    } catch (error) {
      if (!stillMine()) return;
      const appError = toAppError(error, RUN_FAILURE_MESSAGE);
      if (appError.code === ErrorCode.noFreeDebates) {
        set({ run: idleRun, refusal: 'no-free-debates' });
      } else if (appError.code === 'unauthorized') {
        set({ run: idleRun, refusal: 'login-required' });
      } else {
        console.error('The debate run failed', error);
        set((s) => ({ run: { ...s.run, phase: 'failed', current: null }, error: RUN_FAILURE_MESSAGE }));
      }
    } finally {
      if (stillMine()) controller = null;
      // The allowance changed (or a refusal told us it is spent): read it again.
      void useUsage.getState().refresh();
    }
  },

  stop() {
    if (!isRunning(get().run.phase)) return;
    // Forget the controller first: the aborted stream must not reset the run it leaves behind.
    const stopping = controller;
    controller = null;
    stopping?.abort();
    set((s) => ({ run: stopRun(s.run) }));
  },

  abort() {
    controller?.abort();
    controller = null;
    set(noRun);
  },

  toggleCategory(category) {
    if (get().saveStatus !== 'unsaved') return;
    set((s) => ({ categories: toggleCategory(s.categories, category) }));
  },

  async save() {
    const { run, categories, saveStatus } = get();
    if (saveStatus !== 'unsaved' || run.phase !== 'done' || !run.generationId || categories.length === 0) return;
    set({ saveStatus: 'saving' });
    try {
      const id = await saveDebate(run.generationId, categories);
      set({ saveStatus: 'saved', savedDebateId: id });
      toast.success(SAVE_SUCCESS_MESSAGE);
    } catch (error) {
      // Saved already (e.g. from another tab): the debate is in the history, so say so.
      if (toAppError(error).code === ErrorCode.generationAlreadySaved) {
        set({ saveStatus: 'saved' });
        toast.success(SAVE_SUCCESS_MESSAGE);
        return;
      }
      console.error('Saving the debate failed', error);
      set({ saveStatus: 'unsaved' });
      toast.error(SAVE_FAILURE_MESSAGE);
    }
  },

  async share() {
    const { savedDebateId, shareStatus } = get();
    if (!savedDebateId || shareStatus !== 'private') return;
    set({ shareStatus: 'sharing' });
    try {
      await shareDebate(savedDebateId);
      // A new run (or a sign-out) since the click: this result belongs to a debate no longer shown.
      if (get().savedDebateId !== savedDebateId) return;
      // Sharing records the author's own upvote.
      useVotes.getState().setMyVote(savedDebateId, 1);
      set({ shareStatus: 'shared' });
      toast.success(SHARE_SUCCESS_MESSAGE);
    } catch (error) {
      if (get().savedDebateId !== savedDebateId) return;
      console.error('Sharing the debate failed', error);
      set({ shareStatus: 'private' });
      toast.error(SHARE_FAILURE_MESSAGE);
    }
  },

  dismissRefusal() {
    set({ refusal: null });
  },
}));

// A run belongs to the user who started it: signing out stops it and clears the results.
useSession.subscribe((next, prev) => {
  if (prev.status === 'signed-in' && next.status !== 'signed-in') useGeneration.getState().abort();
});
