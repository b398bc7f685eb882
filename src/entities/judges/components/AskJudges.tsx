import { useEffect, useRef, useState } from 'react';
import type { PanelView } from '@contract/judges.ts';
import { Button } from '@/components/index.ts';
import { useMutation } from '@/hooks/useMutation.ts';
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
  // Leaving the page stops the judging stream (and the hook ignores its end).
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const ask = useMutation(
    () => {
      const own = new AbortController();
      controller.current = own;
      return askJudges(debateId, {
        signal: own.signal,
        onEvent: (event) => {
          if (event.type === 'judging_start') setProgress(startJudging(event));
          if (event.type === 'judge_pass_start') setProgress((p) => p && markPass(p, event.judge, event.pass, 'judging'));
          if (event.type === 'judge_pass_end') setProgress((p) => p && markPass(p, event.judge, event.pass, event.outcome));
        },
      });
    },
    {
      errorText: (e) => toAppError(e, ASK_FAILED_MESSAGE).message,
      onSuccess: onVerdict,
      onError: (e) => {
        console.error('Asking the judges failed', e);
        setProgress(null);
      },
    },
  );
  const { pending: busy, error } = ask;

  if (progress) return <JudgingProgressView progress={progress} />;
  return (
    <section className="judges card" aria-label={ASK_JUDGES_TEXT} data-testid="ask-judges">
      <p className="judges__hint">{ASK_JUDGES_HINT}</p>
      <div>
        <Button variant="secondary" size="sm" onClick={() => void ask.run()} disabled={busy}>
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
