/**
 * Runs a started debate to its end on the server: every turn written and reported to the
 * database as it streams, then the debate finished, the allowance given back when every turn
 * fell back, and the judges' panel. It does not depend on the request that started it: the
 * person may reload, close the tab or lose the connection, and the debate still finishes (their
 * engine finds it again from the database). It stops only when the database says so (the owner
 * pressed Stop, or the run was taken as interrupted) or when it cannot go on.
 *
 * `send` feeds the SSE stream of the request that started it, while that request is connected;
 * once it is gone, sending is a no-op.
 */
import { ALLOWANCE_RETURNED_MESSAGE, GENERATOR_LABELS, type AllowanceReturned, type DebateEvent } from '../_shared/contract/sse-events.ts';
import type { DebateStore } from './debate-store.ts';
import type { Debater } from './debater.ts';
import type { Logger } from '../_shared/ai/client.ts';
import { judgeDebate } from '../_shared/judging/judge-debate.ts';
import type { PanelFactory } from '../_shared/judging/panel-factory.ts';
import type { Transcript } from '../_shared/judging/transcript.ts';
import type { Ballot } from '../_shared/judging/ballot.ts';
import { ballotSidesOfRun, ModelTurnFailed, withoutFallbacks, writeBallots } from './person-turns.ts';
import { previousOf, type PreparedRun } from './resume.ts';
import { assembleDebate, runDebate } from './sequencer.ts';
import type { DebateSettings } from './settings.ts';
import type { Sleep } from './sleep.ts';
import { createTurnReporter, ReportFailed } from './turn-reporter.ts';
import { defaultPlan, spokenTurns, type CompletedTurn } from './turns.ts';

interface StartedRun {
  generationId: string;
  freeDebatesRemaining: number;
  totalDebates: number;
  turnCredit?: number;
}

export interface RunGenerationOptions extends Partial<Omit<PreparedRun, 'settings'>> {
  started: StartedRun;
  settings: DebateSettings;
  debater: Debater;
  panel: PanelFactory;
  store: DebateStore;
  turnPauseMs: number;
  sleep?: Sleep;
  log: Logger;
  send(event: DebateEvent): void;
  /**
   * Aborted when the request that started the run goes away. The debate does not care; the
   * judges do: they judge for the person watching, who can ask them again about the saved debate.
   */
  watching: AbortSignal;
  /** Records a person's side's ballot after the judges (a debate with a person in it). */
  recordBallot?: (generationId: string, ballot: Ballot) => Promise<void>;
  /** Report intervals (tests shorten them). */
  progressMs?: number;
  heartbeatMs?: number;
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

function transcriptOf(topic: string, completed: readonly CompletedTurn[]): Transcript {
  return {
    topic,
    turns: spokenTurns(completed).flatMap((done) =>
      done.turn.role === 'speaker' ? [{ roundIndex: done.turn.roundIndex, speakerIndex: done.turn.speakerIndex, text: done.text }] : [],
    ),
  };
}

export async function runGeneration(options: RunGenerationOptions): Promise<void> {
  const { started, settings, store, log, send } = options;
  const { generationId } = started;
  const plan = options.plan ?? defaultPlan(settings.moderatorEnabled);
  // With a person speaking, a model's failed turn is not written in their debate (it can be asked for again).
  const withPeople = plan.some((entry) => entry.author === 'person');
  const debater = withPeople ? withoutFallbacks(options.debater) : options.debater;
  const generator = debater.generator;
  const prefix = options.prefix ?? [];
  send({
    type: 'start',
    generationId,
    generator,
    generatorLabel: GENERATOR_LABELS[generator],
    freeDebatesRemaining: started.freeDebatesRemaining,
    totalDebates: started.totalDebates,
    ...(started.turnCredit === undefined ? {} : { turnCredit: started.turnCredit }),
    turnCount: plan.length,
    ...(options.origin ? { origin: options.origin } : {}),
  });
  // The turns already written (a continuation's copied turns, a person's question): shown before the rest.
  if (prefix.length > 0) send({ type: 'prefix', turns: [...prefix] });

  const stop = new AbortController();
  const reporter = createTurnReporter({
    generationId,
    settings,
    generator,
    reports: store,
    stop,
    log,
    progressMs: options.progressMs,
    heartbeatMs: options.heartbeatMs,
  });
  let completed: CompletedTurn[];
  try {
    completed = await runDebate({
      settings,
      plan,
      previous: previousOf(prefix),
      debater,
      pauseMs: options.turnPauseMs,
      signal: stop.signal,
      sleep: options.sleep,
      emit: (event) => {
        reporter.onEvent(event);
        send(event);
      },
    });
    await reporter.flush();
  } catch (error) {
    reporter.close();
    await endStopped(options, stop.signal.aborted ? stop.signal.reason : error, withPeople);
    return;
  }
  reporter.close();
  // The database said stop while the last reports were written.
  if (stop.signal.aborted) {
    await endStopped(options, stop.signal.reason, withPeople);
    return;
  }

  // The plan goes on with a turn that is not the runner's (a person's): the debate waits for it.
  if (completed.length < plan.length) {
    log('the debate waits for a turn the runner does not write', { generationId, sequence: completed.length });
    return;
  }

  try {
    await store.finish(generationId);
  } catch (error) {
    log('could not record the debate', { generationId, error: describe(error) });
    await store.end(generationId, 'failed').catch(() => undefined);
    send({ type: 'error', code: 'record_failed', message: 'The debate could not be recorded. Please try again.' });
    return;
  }

  const allowanceReturned = await giveBackWhenAllFellBack(options, completed.slice(prefix.length));
  const debate = assembleDebate(generationId, settings, generator, completed);
  let judges;
  const chosen = options.panel([settings.model1.name, settings.model2.name]);
  try {
    const panelId = await store.openJudgePanel(generationId);
    // Nothing usable to judge when every turn fell back: the panel is recorded unavailable, nothing asked.
    const panel = completed.slice(prefix.length).every((turn) => turn.fallback) ? { ...chosen, judges: [] } : chosen;
    judges = await judgeDebate({
      panel,
      panelId,
      transcript: transcriptOf(settings.topic, completed),
      store,
      signal: options.watching,
      send,
      log,
      debate,
    });
  } catch (error) {
    log("could not open the judges' panel", { generationId, error: describe(error) });
  }
  if (withPeople && options.recordBallot) {
    for (const ballot of await writeBallots(chosen.ballot, ballotSidesOfRun(settings.topic, plan, completed))) {
      await options
        .recordBallot(generationId, ballot)
        .catch((error: unknown) => log('could not record a ballot', { generationId, error: describe(error) }));
    }
  }
  send({ type: 'done', debate, ...(allowanceReturned ? { allowanceReturned } : {}), ...(judges ? { judges } : {}) });
}

/**
 * The run ended before its last turn. Told to stop by the database: the owner stopped it (or it
 * was taken as interrupted) and the database already kept what was finished. Anything else is a
 * failure: the generation stops with its finished turns kept (they can still be saved).
 */
async function endStopped(options: RunGenerationOptions, reason: unknown, withPeople: boolean): Promise<void> {
  const { started, store, log, send } = options;
  const generationId = started.generationId;
  if (reason instanceof DOMException && reason.name === 'AbortError') {
    send({ type: 'stopped' });
    return;
  }
  // A person's debate stays where it was: their turns are kept and the model's turn can be asked for again (/resume).
  if (withPeople) {
    log('the model could not answer in a debate with a person', { generationId, error: describe(reason) });
    send(
      reason instanceof ModelTurnFailed
        ? { type: 'error', code: 'model_failed', message: 'The model could not answer just now. Your turns are kept: try again.' }
        : { type: 'error', code: 'internal', message: 'An error occurred during the debate. Your turns are kept: try again.' },
    );
    return;
  }
  log(reason instanceof ReportFailed ? 'could not report the debate' : 'generation failed', {
    generationId,
    error: describe(reason),
  });
  await store.end(generationId, 'failed').catch((e: unknown) => log('could not end the generation', { generationId, error: describe(e) }));
  send({ type: 'error', code: 'internal', message: 'An error occurred during the debate. Please try again.' });
}

/** Nothing usable came back in any turn this run wrote: the debate is not counted against the allowance. */
async function giveBackWhenAllFellBack(
  options: RunGenerationOptions,
  written: readonly CompletedTurn[],
): Promise<AllowanceReturned | undefined> {
  if (written.length === 0 || !written.every((turn) => turn.fallback)) return undefined;
  try {
    const usage = await options.store.returnAllowance(options.started.generationId);
    return { freeDebatesRemaining: usage.freeDebatesRemaining, totalDebates: usage.totalDebates, message: ALLOWANCE_RETURNED_MESSAGE };
  } catch (error) {
    options.log('could not give the allowance back', { generationId: options.started.generationId, error: describe(error) });
    return undefined;
  }
}
