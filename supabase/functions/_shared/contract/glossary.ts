/**
 * The words a person reads for who speaks and who wrote it, the same on every page the SPA
 * renders and every page the server writes (previews, embeds, feeds, exports): the
 * specification's First Speaker and Second Speaker, never "Speaker 1" or "Speaker A"; the offline
 * demo named beside a model's name wherever its template text is shown, so it never passes for
 * that model; and counts with their plural right. Plain TypeScript: Deno and the SPA (as
 * `@contract/glossary.ts`) import it.
 */
import type { Generator } from './generators.ts';

export const SPEAKER_NAMES = ['First Speaker', 'Second Speaker'] as const;
export type SpeakerName = (typeof SPEAKER_NAMES)[number];

/** "First Speaker" for 0, "Second Speaker" for 1 (a turn's speaker_index). */
export function speakerName(index: number): SpeakerName {
  return index === 1 ? SPEAKER_NAMES[1] : SPEAKER_NAMES[0];
}

/** Said after a model's name when the offline demo debater wrote the text, not that model. */
const OFFLINE_DEMO_MARK = 'offline demo';

/**
 * Who wrote a speaker's text: the model's name, or "gpt-4 · offline demo" when the debate's text is
 * the offline demo debater's (a debate with any demo-written turn is the demo's: `generator`).
 */
export function writtenBy(model: string, generator: Generator | string | null | undefined): string {
  return generator === 'offline-demo' ? `${model} · ${OFFLINE_DEMO_MARK}` : model;
}

/** Said after a person's name where a model's would be: a person's seat is never named as a model. */
const PERSON_MARK = 'person';

/** Who spoke in a person's seat: "Alice Moreau · person". */
export function personAuthor(name: string): string {
  return `${name} · ${PERSON_MARK}`;
}

/** Who wrote a text a person typed in a speaker's seat, when their name is not at hand. */
export const PERSON_AUTHOR = 'a person';

/**
 * Who wrote one turn from its own kind of author: a person, or the model (marked when the offline
 * demo wrote it). A turn saved before kinds were recorded (`kind` null) goes by the debate's generator.
 */
export function turnWrittenBy(
  kind: 'model' | 'demo' | 'person' | string | null | undefined,
  model: string,
  generator: Generator | string | null | undefined,
): string {
  if (kind === 'person') return PERSON_AUTHOR;
  return writtenBy(model, kind ? (kind === 'demo' ? 'offline-demo' : 'provider') : generator);
}

/** "1 debate", "2 debates", "0 debates"; `many` where adding an s is wrong ("1 reply", "2 replies"). */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
