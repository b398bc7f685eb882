/**
 * Who sits on the panel: the models in `AI_JUDGE_MODELS` (UI names from the
 * model map, or provider models, comma-separated), by default the two
 * debaters' models (one judge when both speakers used the same model).
 * Each judge knows which speaker, if exactly one, its own model wrote, so the
 * record can show how often a judge favours its own model.
 */
import type { ModelMap } from '../ai/model-map.ts';

export interface PanelSeat {
  /** As configured (a UI name or a provider model): the judge's name in the record. */
  model: string;
  /** What the provider is asked for. */
  providerModel: string;
  ownSpeaker: 0 | 1 | null;
}

export class JudgeModelsError extends Error {}

/** The configured judge models, or null when unset (the debaters' models judge). */
export function parseJudgeModels(spec: string | undefined): string[] | null {
  const entries = (spec ?? '')
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.some((entry) => /\s/.test(entry) || entry.length > 100)) {
    throw new JudgeModelsError('AI_JUDGE_MODELS: each entry is a model name of at most 100 characters without spaces');
  }
  return entries.length ? [...new Set(entries)] : null;
}

export function composePanel(
  configured: readonly string[] | null,
  models: ModelMap,
  speakerModels: readonly [string, string],
): PanelSeat[] {
  const providerOf = (name: string) => models.resolve(name) ?? name;
  const speakers = speakerModels.map(providerOf);
  const names = configured ?? speakerModels;
  const seats: PanelSeat[] = [];
  for (const model of names) {
    const providerModel = providerOf(model);
    if (seats.some((seat) => seat.providerModel === providerModel)) continue;
    const own = [0, 1].filter((i) => speakers[i] === providerModel);
    seats.push({ model, providerModel, ownSpeaker: own.length === 1 ? (own[0] as 0 | 1) : null });
  }
  return seats;
}
