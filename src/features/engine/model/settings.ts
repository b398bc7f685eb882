import { roundStance } from '@contract/stance.ts';
import {
  DEBATE_STYLES as DEBATE_STYLE_VALUES,
  DEFAULT_MODEL_NAMES,
  MAX_TOKENS,
  RHETORIC_STYLES as RHETORIC_STYLE_VALUES,
  ROUNDS,
  type DebateStyle,
  type RhetoricStyle,
} from '@contract/settings.ts';
import { isRecord } from '@/lib/guards.ts';
import { RHETORIC_STYLE_LABELS } from '@/lib/rhetoricStyles.ts';

const DEBATE_STYLE_LABELS: Readonly<Record<DebateStyle, string>> = {
  structured: 'Structured Debate',
  oxford: 'Oxford Style',
  crossfire: 'Crossfire',
  parliamentary: 'Parliamentary',
  comment_section: 'Internet Comment Section',
};

/** The debate styles, in the contract's order, with the labels the generator shows. */
export const DEBATE_STYLES: readonly { value: DebateStyle; label: string }[] = DEBATE_STYLE_VALUES.map((value) => ({
  value,
  label: DEBATE_STYLE_LABELS[value],
}));

export const RHETORIC_STYLES: readonly { value: RhetoricStyle; label: string }[] = RHETORIC_STYLE_VALUES.map((value) => ({
  value,
  label: RHETORIC_STYLE_LABELS[value],
}));

/** The spec's models: always accepted, and what the engine offers when the function cannot say more. */
export const MODELS: readonly string[] = DEFAULT_MODEL_NAMES;

export interface SpeakerSettings {
  /** A model name the function accepts (the spec's two, or an extra of its model map). */
  name: string;
  stance: number;
  rhetoricStyle: RhetoricStyle;
  maxTokens: number;
  /** The personality hints. */
  systemPrompt: string;
  showGuidance: boolean;
}

export interface DebateSettings {
  topic: string;
  rounds: typeof ROUNDS;
  moderatorEnabled: boolean;
  debateStyle: DebateStyle;
  model1: SpeakerSettings;
  model2: SpeakerSettings;
}

export type SpeakerIndex = 0 | 1;
export const SPEAKER_LABELS = ['First Speaker', 'Second Speaker'] as const;

/** The speakers start on opposite sides: randomly -0.6 / 0.6 or 0.6 / -0.6. */
export function initialStances(random: () => number = Math.random): [number, number] {
  return random() < 0.5 ? [-0.6, 0.6] : [0.6, -0.6];
}

function speaker(stance: number): SpeakerSettings {
  return { name: 'gpt-4', stance, rhetoricStyle: 'standard', maxTokens: MAX_TOKENS, systemPrompt: '', showGuidance: false };
}

export function defaultSettings(random: () => number = Math.random): DebateSettings {
  const [first, second] = initialStances(random);
  return {
    topic: '',
    rounds: ROUNDS,
    moderatorEnabled: false,
    debateStyle: 'structured',
    model1: speaker(first),
    model2: speaker(second),
  };
}

/** The model to keep selected: the current one while it is offered, else the first offered. */
export function offeredModel(name: string, models: readonly string[]): string {
  return models.includes(name) ? name : (models[0] ?? name);
}

/** Generation needs a non-empty topic; the button is disabled while the topic is empty or a debate runs. */
export function canGenerate(topic: string, running: boolean): boolean {
  return !running && topic.trim() !== '';
}

/** The body the generate-debate function expects (trimmed topic, tenth-rounded stances). */
export function toRequestBody(settings: DebateSettings): DebateSettings {
  const clean = (s: SpeakerSettings): SpeakerSettings => ({ ...s, stance: roundStance(s.stance) });
  return { ...settings, topic: settings.topic.trim(), model1: clean(settings.model1), model2: clean(settings.model2) };
}

const isString = (value: unknown): value is string => typeof value === 'string';

function speakerFrom(value: unknown, fallback: SpeakerSettings): SpeakerSettings {
  if (!isRecord(value)) return fallback;
  const style = RHETORIC_STYLE_VALUES.find((v) => v === value.rhetoricStyle);
  return {
    name: isString(value.name) && value.name !== '' ? value.name : fallback.name,
    stance: typeof value.stance === 'number' && value.stance >= -1 && value.stance <= 1 ? roundStance(value.stance) : fallback.stance,
    rhetoricStyle: style ?? fallback.rhetoricStyle,
    maxTokens: MAX_TOKENS,
    systemPrompt: isString(value.systemPrompt) ? value.systemPrompt : '',
    showGuidance: value.showGuidance === true,
  };
}

/**
 * Settings read back from somewhere untrusted (a saved draft, the database's copy): every field
 * checked, anything missing or wrong taken from the defaults. Null when there is no topic field.
 */
export function settingsFrom(value: unknown, random: () => number = () => 0): DebateSettings | null {
  if (!isRecord(value) || !isString(value.topic)) return null;
  const defaults = defaultSettings(random);
  return {
    ...defaults,
    topic: value.topic,
    moderatorEnabled: value.moderatorEnabled === true,
    debateStyle: DEBATE_STYLE_VALUES.find((v) => v === value.debateStyle) ?? defaults.debateStyle,
    model1: speakerFrom(value.model1, defaults.model1),
    model2: speakerFrom(value.model2, defaults.model2),
  };
}
