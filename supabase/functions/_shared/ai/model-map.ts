/**
 * The model map: which provider model answers for each model name the UI
 * offers. `AI_MODEL_MAP` is a comma- (or newline-) separated list of
 * `ui-name=provider-model` entries; an entry without `=` offers a model under
 * its own name. `gpt-4` and `gpt-3.5-turbo` are always offered and map to
 * themselves unless an entry says otherwise.
 *
 *   AI_MODEL_MAP="gpt-4=meta-llama/llama-3.1-70b-instruct,gpt-3.5-turbo=mistralai/mistral-7b-instruct,llama3.2"
 */
import { DEFAULT_MODEL_NAMES, MODEL_NAME_MAX_LENGTH } from '../contract/settings.ts';

export interface ModelMap {
  /** UI names in the order offered: the two defaults, then extra models. */
  readonly names: readonly string[];
  /** The provider's model for a UI name. */
  resolve(name: string): string | undefined;
}

export class ModelMapError extends Error {}

const UI_NAME = new RegExp(`^[^\\s=,]{1,${MODEL_NAME_MAX_LENGTH}}$`);

export function parseModelMap(spec: string | undefined): ModelMap {
  const entries = new Map<string, string>(DEFAULT_MODEL_NAMES.map((name) => [name, name]));
  for (const rawEntry of (spec ?? '').split(/[,\n]/)) {
    const entry = rawEntry.trim();
    if (!entry) continue;
    const eq = entry.indexOf('=');
    const name = (eq < 0 ? entry : entry.slice(0, eq)).trim();
    const model = (eq < 0 ? entry : entry.slice(eq + 1)).trim();
    if (!UI_NAME.test(name)) {
      throw new ModelMapError(
        `AI_MODEL_MAP: "${entry}" needs a model name of 1 to ${MODEL_NAME_MAX_LENGTH} characters without spaces before "="`,
      );
    }
    if (!model) throw new ModelMapError(`AI_MODEL_MAP: "${entry}" names no provider model after "="`);
    entries.set(name, model);
  }
  const names = [...entries.keys()];
  return {
    names,
    resolve: (name) => entries.get(name),
  };
}
