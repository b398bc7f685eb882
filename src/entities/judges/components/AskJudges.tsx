import { useEffect, useRef, useState } from 'react';
import type { PanelView } from '@contract/judges.ts';
import { Button } from '@/components/index.ts';
import { toAppError } from '@/lib/errors.ts';
import { ASK_FAILED_MESSAGE, askJudges } from '../api/judgesApi.ts';
import { markPass, startJudging, type JudgingProgress } from '../model/judgingProgress.ts';
import { JudgingProgressView } from './JudgingProgressView.tsx';
import { ASK_JUDGES_HINT, ASK_JUDGES_TEXT } from './judgesText.ts';

export interface AskJudgesProps {
  debateId: string;
  onVerdict: (panel: PanelView) => void;
}

/** "Ask the judges" for the author of a debate without a verdict (once per debate; the database enforces it). */
export function AskJudges({ debateId, onVerdict }: AskJudgesProps) {
  const [progress, setProgress] = useState<JudgingProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  async function ask() {
    setBusy(true);
    setError(null);
    const own = new AbortController();
    controller.current = own;
    try {
      const panel = await askJudges(debateId, {
        signal: own.signal,
        onEvent: (event) => {
          if (event.type === 'judging_start') setProgress(startJudging(event));
          if (event.type === 'judge_pass_start') setProgress((p) => p && markPass(p, event.judge, event.pass, 'judging'));
          if (event.type === 'judge_pass_end') setProgress((p) => p && markPass(p, event.judge, event.pass, event.outcome));
        },
      });
      onVerdict(panel);
    } catch (e) {
      if (own.signal.aborted) return;
      console.error('Asking the judges failed', e);
      setError(toAppError(e, ASK_FAILED_MESSAGE).message);
      setProgress(null);
    } finally {
      if (!own.signal.aborted) setBusy(false);
    }
  }

  if (progress) return <JudgingProgressView progress={progress} />;
  return (
    <section className="judges card" aria-label={ASK_JUDGES_TEXT} data-testid="ask-judges">
      <p className="judges__hint">{ASK_JUDGES_HINT}</p>
      <div>
        <Button variant="secondary" size="sm" onClick={() => void ask()} disabled={busy}>
          {ASK_JUDGES_TEXT}
        </Button>
      </div>
      {error && (
        <p className="judges__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
