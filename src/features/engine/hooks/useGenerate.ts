import { useEffect, useState } from 'react';
import { useSession } from '@/stores/session.ts';
import { useUsage } from '@/entities/usage/stores/usage.ts';
import { decideGenerate } from '../model/generateDecision.ts';
import { isRunning } from '../model/run.ts';
import type { DebateSettings } from '../model/settings.ts';
import { useEngineSettings } from '../stores/engineSettings.ts';
import { useGeneration } from '../stores/generation.ts';

export interface GenerateAction {
  /** Starts a run with the form's settings, or with the given ones (Run again). */
  generate: (runSettings?: DebateSettings) => void;
  /** The settings fold away once a run starts, until the person opens them again. */
  settingsCollapsed: boolean;
  expandSettings: () => void;
  /** Counts started runs: the page brings each new run into view. */
  revealRun: number;
  freeDebatesRemaining: number | null;
  loginModalOpen: boolean;
  closeLoginModal: () => void;
  noFreeHint: boolean;
  dismissNoFreeHint: () => void;
  /** Generate was asked while an unsaved debate is on screen: the settings waiting for the person's answer. */
  replacing: DebateSettings | null;
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
  const [replacing, setReplacing] = useState<DebateSettings | null>(null);
  const freeDebatesRemaining = signedIn ? (usage?.free_debates_remaining ?? null) : null;

  useEffect(() => {
    if (refusal === 'login-required') setLoginModalOpen(true);
    if (refusal === 'no-free-debates') setNoFreeHint(true);
  }, [refusal]);

  function generate(runSettings: DebateSettings = useEngineSettings.getState().settings) {
    const sessionStatus = useSession.getState().status;
    const decision = decideGenerate({ topic: runSettings.topic, running, sessionStatus, freeDebatesRemaining, isPro });
    if (decision === 'login-required') setLoginModalOpen(true);
    else if (decision === 'no-free-debates') setNoFreeHint(true);
    else if (decision === 'start') {
      if (unsavedOnScreen()) setReplacing(runSettings);
      else begin(runSettings);
    }
  }

  function begin(runSettings: DebateSettings) {
    setNoFreeHint(false);
    setSettingsCollapsed(true);
    void useGeneration.getState().start(runSettings);
    setRevealRun((n) => n + 1);
  }

  return {
    generate,
    settingsCollapsed,
    expandSettings: () => setSettingsCollapsed(false),
    revealRun,
    freeDebatesRemaining,
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
