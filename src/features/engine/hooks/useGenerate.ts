import { useEffect, useState } from 'react';
import { useSession } from '@/stores/session.ts';
import { useUsage } from '@/stores/usage.ts';
import { decideGenerate } from '../model/generateDecision.ts';
import { isRunning } from '../model/run.ts';
import { useEngineSettings } from '../stores/engineSettings.ts';
import { useGeneration } from '../stores/generation.ts';

export interface GenerateAction {
  generate: () => void;
  freeDebatesRemaining: number | null;
  loginModalOpen: boolean;
  closeLoginModal: () => void;
  noFreeHint: boolean;
  dismissNoFreeHint: () => void;
}

/**
 * Generate Debate: starts a run, or asks the visitor to sign in, or says the
 * free debates are spent (decided here first, or refused by the server).
 */
export function useGenerate(): GenerateAction {
  const refusal = useGeneration((s) => s.refusal);
  const running = useGeneration((s) => isRunning(s.run.phase));
  const sessionStatus = useSession((s) => s.status);
  const isPro = useSession((s) => s.user?.isPro ?? false);
  const usage = useUsage((s) => s.usage);
  const [loginModalOpen, setLoginModalOpen] = useState(false);
  const [noFreeHint, setNoFreeHint] = useState(false);
  const signedIn = sessionStatus === 'signed-in';
  const freeDebatesRemaining = signedIn ? (usage?.free_debates_remaining ?? null) : null;

  useEffect(() => {
    if (refusal === 'login-required') setLoginModalOpen(true);
    if (refusal === 'no-free-debates') setNoFreeHint(true);
  }, [refusal]);

  function generate() {
    const settings = useEngineSettings.getState().settings;
    const decision = decideGenerate({ topic: settings.topic, running, sessionStatus, freeDebatesRemaining, isPro });
    if (decision === 'login-required') setLoginModalOpen(true);
    else if (decision === 'no-free-debates') setNoFreeHint(true);
    else if (decision === 'start') {
      setNoFreeHint(false);
      void useGeneration.getState().start(settings);
    }
  }

  return {
    generate,
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
  };
}
