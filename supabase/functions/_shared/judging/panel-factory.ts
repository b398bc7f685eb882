/**
 * Who judges a debate: with a provider configured, the models of
 * `AI_JUDGE_MODELS` (by default the two debaters' models), sharing what the
 * server refused, the first of them also writing a person's side's ballot;
 * without one, the offline demo judge.
 */
import type OpenAI from 'openai';
import type { Generator } from '../contract/sse-events.ts';
import type { Logger } from '../ai/client.ts';
import type { ModelMap } from '../ai/model-map.ts';
import { offlineBallotWriter, type BallotWriter } from './ballot.ts';
import { createDemoJudge } from './demo-judge.ts';
import type { Judge } from './judge.ts';
import { composePanel } from './panel-config.ts';
import { createProviderBallotWriter } from './provider-ballot.ts';
import { createProviderJudge, freshQuirks } from './provider-judge.ts';

export interface Panel {
  generator: Generator;
  judges: Judge[];
  /** Who writes a person's side's ballot (absent: the offline judge). */
  ballot?: BallotWriter;
}

export type PanelFactory = (speakerModels: readonly [string, string]) => Panel;

export function createProviderPanelFactory(options: {
  client: OpenAI;
  models: ModelMap;
  judgeModels: readonly string[] | null;
  log?: Logger;
}): PanelFactory {
  const log: Logger = options.log ?? ((message, details) => console.warn(`[judges] ${message}`, details ?? ''));
  return (speakerModels) => {
    const quirks = freshQuirks();
    const seats = composePanel(options.judgeModels, options.models, speakerModels);
    const judges = seats.map((seat) => createProviderJudge({ client: options.client, seat, quirks, log }));
    return { generator: 'provider', judges, ballot: createProviderBallotWriter({ client: options.client, seat: seats[0]!, log }) };
  };
}

export function createDemoPanelFactory(): PanelFactory {
  return () => ({ generator: 'offline-demo', judges: [createDemoJudge()], ballot: offlineBallotWriter });
}
