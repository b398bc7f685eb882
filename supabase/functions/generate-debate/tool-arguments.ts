/**
 * Reading the model's tool-call arguments, `{"text": "…", "summary": "…"}`:
 * while they stream (the `text` field decoded incrementally from partial
 * JSON, so the user sees the argument as it is written) and once complete
 * (strip control characters, parse; on failure a lenient second
 * parse; on any failure the fallback texts).
 */
import { JSONParser } from '@streamparser/json';
import { CONTROL_CHARACTERS, stripControlCharacters } from '../_shared/ai/control-characters.ts';
import { FALLBACK_SUMMARY, FALLBACK_TEXT } from '../_shared/contract/sse-events.ts';

const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

const JSON_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't', 'u']);

export interface FieldDelta {
  field: string;
  text: string;
}

/**
 * An incremental reader of the top-level string fields of a JSON object that
 * arrives in arbitrary fragments, over @streamparser/json's tokenizer (escapes,
 * \u sequences and surrogate pairs split across fragments, nesting). Around it:
 * whatever precedes the object (a code fence, chatter) is skipped; raw control
 * characters are dropped, exactly as the final parse strips them; a field's
 * first occurrence wins; and after invalid JSON the fields read so far stay.
 */
export class StreamingFieldReader {
  private readonly values = new Map<string, { value: string; complete: boolean }>();
  private readonly parser = new JSONParser({
    paths: ['$.*'],
    keepStack: false,
    emitPartialTokens: true,
    emitPartialValues: true,
  });
  private started = false;
  private escaping = false;
  private broken = false;
  private deltas: FieldDelta[] = [];

  constructor() {
    this.parser.onValue = ({ value, key, partial }) => {
      if (typeof value !== 'string' || typeof key !== 'string') return;
      const entry = this.values.get(key) ?? { value: '', complete: false };
      if (entry.complete) return;
      this.values.set(key, entry);
      // A partial string is the value so far; hand out what it gained.
      const gained = value.slice(entry.value.length);
      entry.value = value;
      entry.complete = !partial;
      if (gained) this.deltas.push({ field: key, text: gained });
    };
    this.parser.onError = () => {
      this.broken = true;
    };
  }

  /** Feeds a fragment; returns the decoded text each field gained. */
  push(fragment: string): FieldDelta[] {
    this.deltas = [];
    let json = this.repairEscapes(fragment.replace(CONTROL_CHARACTERS, ''));
    if (!this.started) {
      const start = json.indexOf('{');
      if (start < 0) return [];
      this.started = true;
      json = json.slice(start);
    }
    // The tokenizer reports a partial string only at the end of a write, and
    // holds the whole write back when it ends inside an escape: the text before
    // the last backslash goes in a write of its own.
    const lastEscape = json.lastIndexOf('\\');
    for (const part of lastEscape > 0 ? [json.slice(0, lastEscape), json.slice(lastEscape)] : [json]) {
      if (this.broken) break;
      this.parser.write(part);
    }
    return this.merged();
  }

  // Models write escapes JSON lacks (\' most often), where the tokenizer
  // would stop: such a backslash is dropped and the character kept. A backslash
  // that ends a fragment waits for the character that decides.
  private repairEscapes(text: string): string {
    let out = '';
    for (const ch of text) {
      if (this.escaping) {
        this.escaping = false;
        out += JSON_ESCAPES.has(ch) ? `\\${ch}` : ch;
      } else if (ch === '\\') this.escaping = true;
      else out += ch;
    }
    return out;
  }

  /** Every string field seen so far, with whether its closing quote arrived. */
  fields(): ReadonlyMap<string, { value: string; complete: boolean }> {
    return this.values;
  }

  // Consecutive deltas of one field, as one.
  private merged(): FieldDelta[] {
    const out: FieldDelta[] = [];
    for (const delta of this.deltas) {
      const last = out.at(-1);
      if (last?.field === delta.field) last.text += delta.text;
      else out.push({ ...delta });
    }
    return out;
  }
}

/** Streams the decoded `text` field out of tool-call argument fragments. */
export function createTextExtractor(field = 'text'): (fragment: string) => string {
  const reader = new StreamingFieldReader();
  return (fragment) =>
    reader
      .push(fragment)
      .filter((delta) => delta.field === field)
      .map((delta) => delta.text)
      .join('');
}

export interface ParsedArgument {
  text: string;
  summary: string;
}

export type ArgumentOutcome = ParsedArgument & {
  /** How the arguments were read: as JSON, by the lenient parse, or not at all (fallback texts). */
  parse: 'strict' | 'lenient' | 'fallback';
};

export const FALLBACK_ARGUMENT: ParsedArgument = { text: FALLBACK_TEXT, summary: FALLBACK_SUMMARY };

/** A field's value cleaned for display: no control characters but line breaks and tabs, trimmed. */
function cleanValue(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/\r\n?/g, '\n').replace(CONTROL_EXCEPT_LINE_BREAKS, '').trim();
  return cleaned ? cleaned : null;
}

function argumentFrom(value: unknown, unwrap: boolean, depth = 0): ParsedArgument | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const text = cleanValue(record.text);
  const summary = cleanValue(record.summary);
  if (text && summary) return { text, summary };
  // Some OpenAI-compatible servers wrap the call: {"name": …, "arguments": {…}} or a JSON string of it.
  if (unwrap && depth < 2) {
    for (const key of ['arguments', 'parameters', 'input']) {
      const inner = record[key];
      const nested = typeof inner === 'string' ? tryJson(inner) : inner;
      const found = argumentFrom(nested, unwrap, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

function tryJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The spec's first attempt: strip control characters and parse as JSON. */
export function parseArgumentStrict(raw: string): ParsedArgument | null {
  return argumentFrom(tryJson(stripControlCharacters(raw)), false);
}

/**
 * Raw control characters inside strings become escapes (a raw line break in
 * a string is the most common defect), those outside strings are dropped.
 */
function escapeControlCharactersInStrings(raw: string): string {
  let out = '';
  let inString = false;
  let escaped = false;
  for (const ch of raw) {
    const code = ch.charCodeAt(0);
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      if (isControl(code)) {
        if (ch === '\n') out += '\\n';
        else if (ch === '\t') out += '\\t';
        continue;
      }
    } else {
      if (isControl(code)) continue;
      if (ch === '"') inString = true;
    }
    out += ch;
  }
  return out;
}

/** Appends whatever closes a truncated JSON document: a quote, brackets. */
function closeTruncatedJson(raw: string): string {
  const stack: string[] = [];
  let inString = false;
  let escaped = false;
  for (const ch of raw) {
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') stack.push('}');
    else if (ch === '[') stack.push(']');
    else if (ch === '}' || ch === ']') stack.pop();
  }
  let closed = raw;
  if (escaped) closed = closed.slice(0, -1);
  if (inString) closed += '"';
  closed = closed.replace(/,\s*$/, '').replace(/:\s*$/, ': ""');
  return closed + stack.reverse().join('');
}

/**
 * The lenient second parse: cut to the JSON object (code fences and chatter
 * around it are common with smaller models), repair raw line breaks, trailing
 * commas and truncation, and as a last resort read the two fields directly
 * from whatever prefix of the object arrived.
 */
export function parseArgumentLenient(raw: string): ParsedArgument | null {
  const start = raw.indexOf('{');
  if (start < 0) return null;
  const end = raw.lastIndexOf('}');
  const body = escapeControlCharactersInStrings(end > start ? raw.slice(start, end + 1) : raw.slice(start));
  const withoutTrailingCommas = body.replace(/,(\s*[}\]])/g, '$1');
  const candidates = [withoutTrailingCommas, closeTruncatedJson(withoutTrailingCommas)];
  for (const candidate of candidates) {
    const found = argumentFrom(tryJson(candidate), true);
    if (found) return found;
  }
  const reader = new StreamingFieldReader();
  reader.push(raw.slice(start));
  const fields = reader.fields();
  const text = cleanValue(fields.get('text')?.value);
  const summary = cleanValue(fields.get('summary')?.value);
  return text && summary ? { text, summary } : null;
}

/** Strict parse, then lenient parse, then the spec's fallback texts. */
export function readArgument(raw: string): ArgumentOutcome {
  const strict = parseArgumentStrict(raw);
  if (strict) return { ...strict, parse: 'strict' };
  const lenient = parseArgumentLenient(raw);
  if (lenient) return { ...lenient, parse: 'lenient' };
  return { ...FALLBACK_ARGUMENT, parse: 'fallback' };
}

const MAX_SUMMARY_CHARS = 400;

/** The first sentences of a text, at most three and about 400 characters: a summary for prose answers. */
export function summariseProse(text: string): string {
  const sentences = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean);
  let summary = '';
  for (const sentence of sentences.slice(0, 3)) {
    const next = summary ? `${summary} ${sentence}` : sentence;
    if (summary && next.length > MAX_SUMMARY_CHARS) break;
    summary = next;
  }
  if (summary.length > MAX_SUMMARY_CHARS) summary = `${summary.slice(0, MAX_SUMMARY_CHARS - 1).replace(/\s+\S*$/, '')}…`;
  return summary;
}

/** True when an answer opens like JSON (or a fenced JSON block) rather than prose. */
export function looksLikeJson(raw: string): boolean {
  return /^\s*(\{|```)/.test(raw);
}

export type ContentOutcome = ParsedArgument & { parse: 'strict' | 'lenient' | 'text-field' | 'prose' | 'fallback' };

/**
 * A reply written as message content (no tool call): the JSON object when it
 * parses, its `text` field when only that arrived, the prose itself when the
 * model simply wrote the argument, else the spec's fallback.
 */
export function readContent(raw: string): ContentOutcome {
  const outcome = readArgument(raw);
  if (outcome.parse !== 'fallback') return outcome;
  if (looksLikeJson(raw)) {
    const reader = new StreamingFieldReader();
    reader.push(raw.slice(Math.max(0, raw.indexOf('{'))));
    const text = cleanValue(reader.fields().get('text')?.value);
    if (text) return { text, summary: cleanValue(reader.fields().get('summary')?.value) ?? summariseProse(text), parse: 'text-field' };
    return { ...FALLBACK_ARGUMENT, parse: 'fallback' };
  }
  const prose = cleanValue(raw);
  if (prose) return { text: prose, summary: summariseProse(prose), parse: 'prose' };
  return { ...FALLBACK_ARGUMENT, parse: 'fallback' };
}
