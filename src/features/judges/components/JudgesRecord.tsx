import { useEffect, useState } from 'react';
import { DelayedSpinner, EmptyState, ErrorBox } from '@/components/index.ts';
import { fetchJudgedModels, fetchJudgesRecord, type JudgedModelRow, type JudgeRecordRow } from '../api/judgesRecordApi.ts';
import { rateText } from '../utils/rates.ts';
import './judges-record.css';

const HEADING = "The judges' record";
const LEAD =
  "How each AI judge has behaved on Agora's own debates, from the stored verdicts only. A judge reads every debate twice, with the sides swapped; a flip means its two readings disagreed. The offline demo judge never counts.";
const EMPTY_TEXT = 'No verdicts from AI judges yet.';
const EMPTY_HINT = 'The offline demo judge’s verdicts, and any verdict on the offline demo’s debates, are not counted.';
const LOAD_FAILED_TEXT = "The judges' record could not be loaded.";
const MODELS_HEADING = "Models by the judges' verdicts";
const MODELS_LEAD =
  "The debaters' models rated from the judges' verdicts on shared debates, with the readers' leaderboard's method (Bradley–Terry on the Elo scale, 95 % intervals, a tie half a win).";

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; judges: JudgeRecordRow[]; models: JudgedModelRow[] };

/** The judges' own record and the model leaderboard by their verdicts: the leaderboard's "AI judges" tab. */
export function JudgesRecord() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    Promise.all([fetchJudgesRecord(), fetchJudgedModels()]).then(
      ([judges, models]) => active && setLoad({ status: 'ready', judges, models }),
      (error: unknown) => {
        if (!active) return;
        console.error("Loading the judges' record failed", error);
        setLoad({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, []);

  return (
    <section className="judges-record" aria-labelledby="judges-record-heading" data-testid="judges-record">
      <h3 id="judges-record-heading">{HEADING}</h3>
      <p className="judges-record__lead">{LEAD}</p>
      {load.status === 'loading' && <DelayedSpinner label="Loading the judges' record…" />}
      {load.status === 'error' && <ErrorBox>{LOAD_FAILED_TEXT}</ErrorBox>}
      {load.status === 'ready' && load.judges.length === 0 && <EmptyState title={EMPTY_TEXT}>{EMPTY_HINT}</EmptyState>}
      {load.status === 'ready' && load.judges.length > 0 && (
        <div className="judges-record__scroll">
          <table className="judges-record__table">
            <thead>
              <tr>
                <th scope="col">Judge</th>
                <th scope="col">Verdicts</th>
                <th scope="col">Position flips</th>
                <th scope="col">Chose the longer side</th>
                <th scope="col">Chose its own model</th>
                <th scope="col">Agrees with readers</th>
              </tr>
            </thead>
            <tbody>
              {load.judges.map((row) => (
                <tr key={row.judge_model}>
                  <th scope="row">{row.judge_model}</th>
                  <td>{row.verdicts}</td>
                  <td>{rateText(row.position_flips, row.verdicts)}</td>
                  <td>{rateText(row.chose_longer, row.decisive)}</td>
                  <td>{rateText(row.chose_own, row.own_model)}</td>
                  <td>{rateText(row.agreed, row.with_readers)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {load.status === 'ready' && load.models.length > 0 && (
        <>
          <h4>{MODELS_HEADING}</h4>
          <p className="judges-record__lead">{MODELS_LEAD}</p>
          <div className="judges-record__scroll">
            <table className="judges-record__table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Model</th>
                  <th scope="col">Rating</th>
                  <th scope="col">95 % interval</th>
                  <th scope="col">Debates</th>
                </tr>
              </thead>
              <tbody>
                {load.models.map((row, i) => (
                  <tr key={row.model}>
                    <td>{i + 1}</td>
                    <th scope="row">{row.model}</th>
                    <td>{Math.round(row.rating)}</td>
                    <td>
                      {Math.round(row.ci_low)}–{Math.round(row.ci_high)}
                    </td>
                    <td>{row.debates}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
