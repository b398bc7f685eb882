import { create, type StoreApi } from 'zustand';
import { toast } from '@/components/index.ts';
import { type Category } from '@contract/categories.ts';
import { toggleCategory } from '@/lib/categories.ts';
import { CodedError, ErrorCode, toAppError } from '@/lib/errors.ts';
import { useSession } from '@/stores/session.ts';
import { useUsage } from '@/entities/usage/stores/usage.ts';
import { useVotes } from '@/entities/vote/stores/votes.ts';
import { currentAccessToken, RUN_FAILURE_MESSAGE, streamDebate, streamGeneration, type GenerationStart } from '../api/generateDebate.ts';
import { SAVE_FAILURE_MESSAGE, SAVE_SUCCESS_MESSAGE, saveDebate } from '../api/saveDebate.ts';
import { SHARE_FAILURE_MESSAGE, SHARE_SUCCESS_MESSAGE, shareDebate } from '../api/shareDebate.ts';
import { followUserTopic } from '@/lib/userTopic.ts';
import { isRecord } from '@/lib/guards.ts';
import { discardGeneration, findOpenGeneration, parseServerTurn, stopGeneration, type OpenGeneration } from '../api/openGeneration.ts';
import {
  applyDebateEvent,
  applyServerTurn,
  idleRun,
  isRunning,
  restoredRun,
  startingRun,
  stopRun,
  type RunState,
  type SpeakerSummary,
} from '../model/run.ts';
import type { DebateSettings } from '../model/settings.ts';
import type { DebateEvent } from '@contract/sse-events.ts';

export type SaveStatus = 'unsaved' | 'saving' | 'saved';
/** The saved debate: private, being shared, or shared with the community (there is no un-share). */
export type ShareStatus = 'private' | 'sharing' | 'shared';

/** Why a start was refused before any text arrived. */
type StartRefusal = 'no-free-debates' | 'login-required' | null;

/** A continuation or a rematch (a new debate starts from its settings). */
export type FamilyStart = Exclude<GenerationStart, { kind: 'new' }>;

/** What a run shows before its first event: the motion and the two speakers. */
export interface RunDisplay {
  topic: string;
  speakers: [SpeakerSummary, SpeakerSummary];
}

/** Refusals a person can act on, said in the database's words (which turn, which question, which debate). */
const SAID_AS_REFUSED = new Set<string>([
  ErrorCode.debateNotFound,
  ErrorCode.continuationPointNotFound,
  ErrorCode.questionMidRound,
  ErrorCode.nothingLeftToContinue,
  ErrorCode.questionLength,
  ErrorCode.noReadersQuestion,
  ErrorCode.continuationUnderReview,
  ErrorCode.tooManyQuestions,
  ErrorCode.rematchChangesNothing,
  'validation_failed',
]);

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
  /**
   * The run came back from the server (a reload, another tab, a sign-in detour) rather than being
   * started in this tab: a finished one is offered as "You have an unsaved debate".
   */
  restored: boolean;
  start: (settings: DebateSettings) => Promise<void>;
  /**
   * Continues a debate after one of its turns, or rematches it with the sides swapped; the run
   * shows `display` (the motion and the speakers) until the server's first events.
   */
  startFrom: (start: FamilyStart, display: RunDisplay) => Promise<void>;
  /**
   * The person ends the run: the database stops it (wherever it is watched), the finished turns
   * stay and can be saved as they are (the debate still counts).
   */
  stop: () => Promise<void>;
  /** Finds the person's debate in the making, if any: still running, or finished and not saved. */
  findOpen: () => Promise<void>;
  /** Follows what happens to the person's debates in their other tabs; returns the unfollow. */
  follow: (userId: string) => () => void;
  /** Drops the unsaved debate (after the person confirmed). */
  discard: () => Promise<void>;
  abort: () => void;
  toggleCategory: (category: Category) => void;
  save: () => Promise<void>;
  share: () => Promise<void>;
  dismissRefusal: () => void;
}

// The run this tab streams over SSE (null when it only follows a run from the database).
let controller: AbortController | null = null;
// The last findOpen asked for wins.
let findSeq = 0;

const STOP_FAILURE = 'The debate could not be stopped. Please try again.';
const DISCARD_FAILURE = 'The debate could not be discarded. Please try again.';

/** A finished or stopped debate shown here that is not saved yet. */
function unsavedDebate(state: Pick<GenerationState, 'run' | 'saveStatus'>): boolean {
  return (
    state.run.generationId !== null &&
    (state.run.phase === 'done' || state.run.phase === 'stopped') &&
    state.saveStatus === 'unsaved' &&
    state.run.turns.some((t) => t.complete && t.ref.role === 'speaker')
  );
}

// Everything a run leaves behind, cleared for a new run.
const noResult = {
  error: null,
  refusal: null,
  categories: [],
  saveStatus: 'unsaved',
  savedDebateId: null,
  shareStatus: 'private',
  allowanceReturnedMessage: null,
  restored: false,
} as const satisfies Partial<GenerationState>;
const noRun = { run: idleRun, lastSettings: null, ...noResult } as const;

type SetState = StoreApi<GenerationState>['setState'];
type GetState = StoreApi<GenerationState>['getState'];

/** Starts a run (new, continued or rematched) in this tab, streaming it over SSE. */
async function launch(set: SetState, get: GetState, start: GenerationStart, display: RunDisplay): Promise<void> {
  if (isRunning(get().run.phase)) return;
  controller?.abort();
  const own = new AbortController();
  controller = own;
  // The person confirmed: the unsaved debate on screen makes way for the new one.
  const previous = get();
  if (unsavedDebate(previous) && previous.run.generationId) {
    void discardGeneration(previous.run.generationId).catch((error: unknown) =>
      console.error('Discarding the unsaved debate failed', error),
    );
  }
  set({
    run: startingRun(display.topic, display.speakers),
    // Run again repeats a new debate; a continuation or rematch is asked for again from the debate.
    lastSettings: start.kind === 'new' ? start.settings : null,
    ...noResult,
  });
  const stillMine = () => controller === own;
  try {
    const accessToken = await currentAccessToken();
    if (!accessToken) throw new CodedError({ code: 'unauthorized', message: 'You must be signed in.' });
    const options = {
      accessToken,
      signal: own.signal,
      onEvent: (event: DebateEvent) => {
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
    };
    const outcome = start.kind === 'new' ? await streamDebate(start.settings, options) : await streamGeneration(start, options);
    if (outcome === 'aborted' && stillMine()) set({ run: idleRun });
  } catch (error) {
    if (!stillMine()) return;
    const appError = toAppError(error, RUN_FAILURE_MESSAGE);
    if (appError.code === ErrorCode.noFreeDebates) {
      set({ run: idleRun, refusal: 'no-free-debates' });
    } else if (appError.code === 'unauthorized') {
      set({ run: idleRun, refusal: 'login-required' });
    } else if (appError.code !== null && SAID_AS_REFUSED.has(appError.code)) {
      set({ run: idleRun, error: appError.message });
    } else {
      console.error('The debate run failed', error);
      set((s) => ({ run: { ...s.run, phase: 'failed', current: null }, error: RUN_FAILURE_MESSAGE }));
    }
  } finally {
    if (stillMine()) controller = null;
    // The allowance changed (or a refusal told us it is spent): read it again.
    void useUsage.getState().refresh();
  }
}

/** Starting, stopping and dropping a run. */
function runActions(set: SetState, get: GetState): Pick<GenerationState, 'start' | 'startFrom' | 'stop' | 'abort'> {
  const speakersOf = (settings: DebateSettings): [SpeakerSummary, SpeakerSummary] => [
    { name: settings.model1.name, stance: settings.model1.stance },
    { name: settings.model2.name, stance: settings.model2.stance },
  ];
  return {
    start: (settings) => launch(set, get, { kind: 'new', settings }, { topic: settings.topic.trim(), speakers: speakersOf(settings) }),
    startFrom: (start, display) => launch(set, get, start, display),

    async stop() {
      const { run } = get();
      if (!isRunning(run.phase)) return;
      // Forget the controller first: the aborted stream must not reset the run it leaves behind.
      const stopping = controller;
      controller = null;
      stopping?.abort();
      set((s) => ({ run: stopRun(s.run) }));
      // While the judges read, the debate is already recorded: only the judging stops (with this stream).
      if (run.phase === 'judging' || !run.generationId) return;
      const id = run.generationId;
      try {
        const open = await stopGeneration(id);
        // The database's word on what was finished (a turn may have ended just before the stop).
        if (open && get().run.generationId === id) set({ run: restoredRun(open) });
        // What it did not write came back as turn credit.
        void useUsage.getState().refresh();
      } catch (error) {
        console.error('Stopping the debate failed', error);
        toast.error(STOP_FAILURE);
        void get().findOpen();
      }
    },

    abort() {
      controller?.abort();
      controller = null;
      set(noRun);
    },
  };
}

/** The debate on the server: finding it again, following it from other tabs, discarding it. */
function serverActions(set: SetState, get: GetState): Pick<GenerationState, 'findOpen' | 'follow' | 'discard'> {
  return {
    async findOpen() {
      if (controller) return;
      const seq = ++findSeq;
      let open: OpenGeneration | null;
      try {
        open = await findOpenGeneration();
      } catch (error) {
        console.error('Finding the unsaved debate failed', error);
        return;
      }
      if (seq !== findSeq || controller) return;
      const state = get();
      if (!open) {
        // Nothing waiting any more: an unsaved debate shown here was saved or discarded elsewhere.
        if (state.saveStatus === 'unsaved' && state.run.generationId !== null && state.run.phase !== 'failed') set(noRun);
        return;
      }
      if (open.id === state.run.generationId) {
        // The same debate: this tab's own finished run keeps what its stream told it (the judges).
        if (state.run.phase === 'done' && open.status === 'completed') return;
        set({ run: restoredRun(open) });
        return;
      }
      set({ ...noResult, run: restoredRun(open), lastSettings: open.settings, restored: true });
    },

    follow(userId) {
      const seen = new Set<string>();
      return followUserTopic(userId, (event, payload) => {
        if (!isRecord(payload) || typeof payload.generation_id !== 'string') return;
        const id = payload.generation_id;
        const state = get();
        if (event === 'generation_status' && id === state.run.generationId) {
          if (typeof payload.saved_debate_id === 'string') {
            set({ saveStatus: 'saved', savedDebateId: payload.saved_debate_id, restored: false });
          } else if (payload.discarded === true) {
            if (!controller) set(noRun);
          } else if (!controller) {
            void get().findOpen();
          }
          return;
        }
        if (event !== 'generation_turn' || controller) return;
        if (id === state.run.generationId) {
          const turn = parseServerTurn(payload);
          if (turn) set((s) => ({ run: applyServerTurn(s.run, turn) }));
        } else if (!seen.has(id) && !isRunning(state.run.phase)) {
          // A debate started in another tab: show it here too.
          seen.add(id);
          void get().findOpen();
        }
      });
    },

    async discard() {
      const id = get().run.generationId;
      if (id) {
        try {
          await discardGeneration(id);
        } catch (error) {
          console.error('Discarding the debate failed', error);
          toast.error(DISCARD_FAILURE);
          return;
        }
      }
      if (get().run.generationId === id) set(noRun);
    },
  };
}

/** Saving and sharing the finished (or stopped) debate. */
function saveActions(set: SetState, get: GetState): Pick<GenerationState, 'toggleCategory' | 'save' | 'share' | 'dismissRefusal'> {
  return {
    toggleCategory(category) {
      if (get().saveStatus !== 'unsaved') return;
      set((s) => ({ categories: toggleCategory(s.categories, category) }));
    },

    async save() {
      const state = get();
      const { run, categories } = state;
      if (!unsavedDebate(state) || !run.generationId || categories.length === 0) return;
      set({ saveStatus: 'saving' });
      try {
        const id = await saveDebate(run.generationId, categories);
        set({ saveStatus: 'saved', savedDebateId: id, restored: false });
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
  };
}

/** One debate run at a time; it keeps going while the visitor looks at other pages. */
export const useGeneration = create<GenerationState>()((set, get) => ({
  ...noRun,
  ...runActions(set, get),
  ...serverActions(set, get),
  ...saveActions(set, get),
}));

// A run belongs to the user who started it: signing out stops it and clears the results.
useSession.subscribe((next, prev) => {
  if (prev.status === 'signed-in' && next.status !== 'signed-in') useGeneration.getState().abort();
});
