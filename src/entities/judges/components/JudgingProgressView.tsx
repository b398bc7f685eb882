import type { JudgingProgress } from '../model/judgingProgress.ts';
import { passesDone } from '../model/judgingProgress.ts';
import { JUDGES_HEADING, JUDGING_TEXT, PASS_NAMES, PASS_STATE_TEXT } from './judgesText.ts';
import './judges.css';

/** The panel at work: which judge is on which pass (the debate in its order, then with the sides swapped). */
export function JudgingProgressView({ progress }: { progress: JudgingProgress }) {
  const { done, total } = passesDone(progress);
  return (
    <section className="judges card judges--working" aria-label={JUDGES_HEADING} data-testid="judging-progress">
      <div className="judges__head">
        <span className="progress__pulse" aria-hidden="true" />
        <p className="judges__headline" role="status" aria-live="polite">
          {JUDGING_TEXT}{' '}
          {total > 0 && (
            <span className="judges__count">
              {done}/{total} passes
            </span>
          )}
        </p>
        <span className="badge">{progress.generatorLabel}</span>
      </div>
      <ul className="judges__progress">
        {progress.judges.map((judge) => (
          <li key={judge.index} className="judges__progress-judge">
            <span className="judges__model">{judge.model}</span>
            {judge.passes.map((state, pass) => (
              <span key={pass} className={`judges__pass judges__pass--${state}`} data-testid={`judge-${judge.index}-pass-${pass}`}>
                {PASS_NAMES[pass] ?? `pass ${pass + 1}`}: {PASS_STATE_TEXT[state]}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
