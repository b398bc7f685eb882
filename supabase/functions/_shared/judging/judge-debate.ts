/**
 * The panel's part of a stream: `judging_start`, the passes' events, the
 * record, `verdict`. A judge failure never fails the debate: whatever goes
 * wrong ends as a recorded panel ("unavailable" when no judge answered) or,
 * when even recording fails, as no panel at all. A stop (the client going
 * away) records the panel as stopped.
 */
import { JUDGE_GENERATOR_LABELS } from '../contract/judges.ts';
import type {
  GeneratedDebate,
  JudgePanel,
  JudgingStartEvent,
  JudgePassEndEvent,
  JudgePassStartEvent,
  VerdictEvent,
} from '../contract/sse-events.ts';
import type { Logger } from '../ai/client.ts';
import { describeError } from '../ai/provider-refusals.ts';
import type { JudgesStore } from './judges-store.ts';
import type { Panel } from './panel-factory.ts';
import { runPanel, type JudgeRecord } from './panel.ts';
import { PASSES, type Transcript } from './transcript.ts';

type JudgingEvent = JudgingStartEvent | JudgePassStartEvent | JudgePassEndEvent | VerdictEvent;

export interface JudgeDebateOptions {
  panel: Panel;
  panelId: string;
  transcript: Transcript;
  store: Pick<JudgesStore, 'recordJudges'>;
  signal: AbortSignal;
  send(event: JudgingEvent): void;
  log: Logger;
  /** In a generation: the recorded debate, sent with `judging_start`. */
  debate?: GeneratedDebate;
}

export async function judgeDebate(options: JudgeDebateOptions): Promise<JudgePanel | undefined> {
  const { panel, panelId, transcript, store, signal, send, log } = options;
  send({
    type: 'judging_start',
    generator: panel.generator,
    generatorLabel: JUDGE_GENERATOR_LABELS[panel.generator],
    judges: panel.judges.map((judge, index) => ({ index, model: judge.model })),
    passes: PASSES.length,
    ...(options.debate ? { debate: options.debate } : {}),
  });
  let records: JudgeRecord[] = [];
  let status: 'complete' | 'stopped' = 'complete';
  try {
    records = await runPanel({ judges: panel.judges, transcript, signal, emit: send });
  } catch (error) {
    if (signal.aborted) status = 'stopped';
    else log('the judges failed', { panelId, error: describeError(error) });
  }
  try {
    const stored = await store.recordJudges(panelId, panel.generator, status, status === 'stopped' ? [] : records);
    send({ type: 'verdict', panel: stored });
    return stored;
  } catch (error) {
    log('could not record the judges', { panelId, error: describeError(error) });
    return undefined;
  }
}
