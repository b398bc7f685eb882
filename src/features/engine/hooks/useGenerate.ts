import { useEffect, useState } from 'react';
import { useSession } from '@/stores/session.ts';
import { useUsage } from '@/entities/usage/stores/usage.ts';
import { decideGenerate } from '../model/generateDecision.ts';
import { isRunning } from '../model/run.ts';
import type { DebateSettings } from '../model/settings.ts';
import { useEngineSettings } from '../stores/engineSettings.ts';
import { useGeneration, type FamilyStart, type RunDisplay } from '../stores/generation.ts';

/** A run waiting for the person's answer: a new debate's settings, or a continuation or rematch. */
type PendingStart = { kind: 'new'; settings: DebateSettings } | { kind: 'family'; start: FamilyStart; display: RunDisplay };

export interface GenerateAction {
  /** Starts a run with the form's settings, or with the given ones (Run again). */
  generate: (runSettings?: DebateSettings) => void;
  /** Continues a debate or rematches it (the database decides whether the allowance covers it). */
  startFamily: (start: FamilyStart, display: RunDisplay) => void;
  /** The settings fold away once a run starts, until the person opens them again. */
  settingsCollapsed: boolean;
  expandSettings: () => void;
  /** Counts started runs: the page brings each new run into view. */
  revealRun: number;
  freeDebatesRemaining: number | null;
  /** Generated turns paid for and not used (a stopped debate's, what a continuation left of a free debate). */
  turnCredit: number;
  loginModalOpen: boolean;
  closeLoginModal: () => void;
  noFreeHint: boolean;
  dismissNoFreeHint: () => void;
  /** Generate was asked while an unsaved debate is on screen: the run waiting for the person's answer. */
  replacing: PendingStart | null;
  keepUnsaved: () => void;
  replaceUnsaved: () => void;
}

/** A finished or stopped debate on screen that is not saved (the person is asked before it makes way). */
function unsavedOnScreen(): boolean {
  const { run, saveStatus } = useGeneration.getState();
  return (run.phase === 'done' || run.phase === 'stopped') && saveStatus === 'unsaved' && run.generationId !== null;
}

/**
 * Generate Debate: starts a run, or asks the visitor to sign in, or says the
 * free debates are spent (decided here first, or refused by the server).
 */
export function useGenerate(): GenerateAction {
  const refusal = useGeneration((s) => s.refusal);
  const running = useGeneration((s) => isRunning(s.run.phase));
  // Whether someone is signed in, not the status: a visitor found signed out at
  // start-up would otherwise render the whole engine again, at once (a store
  // update is never a transition). The decision reads the status when it is made.
  const signedIn = useSession((s) => s.status === 'signed-in');
  const isPro = useSession((s) => s.user?.isPro ?? false);
  const usage = useUsage((s) => s.usage);
  const [loginModalOpen, setLoginModalOpen] = useState(false);
  const [noFreeHint, setNoFreeHint] = useState(false);
  const [settingsCollapsed, setSettingsCollapsed] = useState(false);
  const [revealRun, setRevealRun] = useState(0);
  const [replacing, setReplacing] = useState<PendingStart | null>(null);
  const freeDebatesRemaining = signedIn ? (usage?.free_debates_remaining ?? null) : null;
  const turnCredit = signedIn ? (usage?.turn_credit ?? 0) : 0;

  useEffect(() => {
    if (refusal === 'login-required') setLoginModalOpen(true);
    if (refusal === 'no-free-debates') setNoFreeHint(true);
  }, [refusal]);

  function generate(runSettings: DebateSettings = useEngineSettings.getState().settings) {
    const sessionStatus = useSession.getState().status;
    const decision = decideGenerate({ topic: runSettings.topic, running, sessionStatus, freeDebatesRemaining, turnCredit, isPro });
    if (decision === 'login-required') setLoginModalOpen(true);
    else if (decision === 'no-free-debates') setNoFreeHint(true);
    else if (decision === 'start') {
      const pending: PendingStart = { kind: 'new', settings: runSettings };
      if (unsavedOnScreen()) setReplacing(pending);
      else begin(pending);
    }
  }

  function startFamily(start: FamilyStart, display: RunDisplay) {
    if (running) return;
    if (useSession.getState().status !== 'signed-in') {
      setLoginModalOpen(true);
      return;
    }
    const pending: PendingStart = { kind: 'family', start, display };
    if (unsavedOnScreen()) setReplacing(pending);
    else begin(pending);
  }

  function begin(pending: PendingStart) {
    setNoFreeHint(false);
    setSettingsCollapsed(true);
    const generation = useGeneration.getState();
    void (pending.kind === 'new' ? generation.start(pending.settings) : generation.startFrom(pending.start, pending.display));
    setRevealRun((n) => n + 1);
  }

  return {
    generate,
    startFamily,
    settingsCollapsed,
    expandSettings: () => setSettingsCollapsed(false),
    revealRun,
    freeDebatesRemaining,
    turnCredit,
    loginModalOpen,
    closeLoginModal: () => {
      setLoginModalOpen(false);
      useGeneration.getState().dismissRefusal();
    },
    noFreeHint,
    dismissNoFreeHint: () => {
      setNoFreeHint(false);
      useGeneration.getState().dismissRefusal();
    },
    replacing,
    keepUnsaved: () => setReplacing(null),
    replaceUnsaved: () => {
      const pending = replacing;
      setReplacing(null);
      if (pending) begin(pending);
    },
  };
}
