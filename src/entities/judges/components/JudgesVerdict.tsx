import type { JudgePassView, JudgeView, PanelView } from '@contract/judges.ts';
import { JUDGE_CRITERIA, JUDGE_CRITERIA_LABELS, OUTCOME_NAMES, panelHeadline } from '@contract/judges.ts';
import { Disclosure } from '@/components/index.ts';
import {
  agreementText,
  inReadersWords,
  JUDGES_HEADING,
  judgeReasonText,
  judgeStatusText,
  PASS_NAMES,
  SCORES_TOGGLE,
} from './judgesText.ts';
import './judges.css';

function PassDetails({ pass, index }: { pass: JudgePassView; index: number }) {
  const name = PASS_NAMES[index] ?? `Pass ${index + 1}`;
  if (pass.outcome !== 'answered' || !pass.scores) {
    return (
      <p className="judges__pass-note">
        <strong>{name}:</strong> {pass.outcome === 'failed' ? 'no answer' : 'unusable answer'}
        {pass.problem ? ` (${pass.problem})` : ''}
      </p>
    );
  }
  const { scores } = pass;
  return (
    <div className="judges__pass-details">
      <p className="judges__pass-note">
        <strong>{name}:</strong> {pass.winner === 'tie' || !pass.winner ? 'a tie' : OUTCOME_NAMES[pass.winner]}
        {pass.rationale ? ` — ${inReadersWords(pass.rationale, pass.firstSpeakerAs)}` : ''}
      </p>
      <table className="judges__scores">
        <thead>
          <tr>
            <th scope="col">Criterion</th>
            <th scope="col">First</th>
            <th scope="col">Second</th>
          </tr>
        </thead>
        <tbody>
          {JUDGE_CRITERIA.map((criterion) => (
            <tr key={criterion}>
              <th scope="row">
                {JUDGE_CRITERIA_LABELS[criterion]}
                {pass.reasons && <span className="judges__reason">{inReadersWords(pass.reasons[criterion], pass.firstSpeakerAs)}</span>}
              </th>
              <td>{scores.first[criterion]}</td>
              <td>{scores.second[criterion]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function JudgeDetails({ judge }: { judge: JudgeView }) {
  return (
    <li className={`judges__judge judges__judge--${judge.status}`} data-testid="judge">
      <p className="judges__judge-head">
        <span className="judges__model">{judge.model}</span> <span className="judges__status">{judgeStatusText(judge)}</span>
      </p>
      {judge.reason && <p className="judges__judge-reason">{judgeReasonText(judge.reason)}</p>}
      {judge.passes.map((pass, i) => (
        <PassDetails key={i} pass={pass} index={i} />
      ))}
    </li>
  );
}

/** The panel's verdict in one line, each judge's scores and reasons on demand, and the readers beside it. */
export function JudgesVerdict({ panel }: { panel: PanelView }) {
  const agreement = agreementText(panel);
  return (
    <section className="judges card" aria-label={JUDGES_HEADING} data-testid="judges-verdict">
      <div className="judges__head">
        <p className="judges__headline" data-testid="judges-headline">
          {panelHeadline(panel)}
        </p>
        <span className="badge" data-testid="judges-label">
          {panel.generatorLabel}
        </span>
      </div>
      {agreement && (
        <p className={`judges__agreement judges__agreement--${panel.agreement ?? 'none'}`} data-testid="judges-readers">
          {agreement}
        </p>
      )}
      {panel.judges.length > 0 && (
        <Disclosure title={SCORES_TOGGLE} className="judges__details">
          <ul className="judges__list">
            {panel.judges.map((judge) => (
              <JudgeDetails key={judge.index} judge={judge} />
            ))}
          </ul>
        </Disclosure>
      )}
    </section>
  );
}
