/**
 * Reading a judge's answer, in the order the debate turns are read: the tool
 * call's arguments (or a JSON object in the reply) strictly, then leniently
 * (code fences, chatter around the object, trailing commas, raw line breaks),
 * then as prose ("Winner: Speaker B", "clarity 7/10"). A verdict needs a
 * winner and both speakers' scores on the four criteria; reasons and the
 * rationale are kept when present. Anything else is unusable, with the
 * problem named.
 */
import { JUDGE_CRITERIA, JUDGE_SCORE_MAX, JUDGE_SCORE_MIN, type CriterionScores, type JudgeCriterion } from '../contract/judges.ts';
import { stripControlCharacters } from '../ai/control-characters.ts';
import type { Label } from './transcript.ts';

/** A pass's verdict in the pass's own labels. */
export interface LabelledVerdict {
  winner: Label | 'tie';
  scores: Record<Label, CriterionScores>;
  reasons: Record<JudgeCriterion, string> | null;
  rationale: string | null;
}

export type VerdictReading = { ok: true; verdict: LabelledVerdict; parse: 'strict' | 'lenient' | 'prose' } | { ok: false; problem: string };

const MAX_REASON_CHARS = 400;

function clean(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return text.length > MAX_REASON_CHARS ? `${text.slice(0, MAX_REASON_CHARS - 1).replace(/\s+\S*$/, '')}…` : text;
}

function readWinner(value: unknown): Label | 'tie' | null {
  if (typeof value !== 'string') return null;
  const v = value
    .trim()
    .toLowerCase()
    .replace(/^speaker[\s_-]*/, '');
  if (v === 'a') return 'A';
  if (v === 'b') return 'B';
  if (v === 'tie' || v === 'draw' || v === 'none') return 'tie';
  return null;
}

function readScore(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value.trim().replace(/\s*\/\s*10$/, '')) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return null;
  const rounded = Math.round(n);
  return rounded >= JUDGE_SCORE_MIN && rounded <= JUDGE_SCORE_MAX ? rounded : null;
}

function readScores(value: unknown): CriterionScores | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const out = {} as CriterionScores;
  for (const criterion of JUDGE_CRITERIA) {
    const score = readScore(record[criterion]);
    if (score === null) return null;
    out[criterion] = score;
  }
  return out;
}

function speakerEntry(scores: Record<string, unknown>, label: Label): unknown {
  return scores[label] ?? scores[label.toLowerCase()] ?? scores[`Speaker ${label}`] ?? scores[`speaker_${label.toLowerCase()}`];
}

/** A verdict from a parsed JSON value, or the reason it is not one. */
function verdictFrom(value: unknown): VerdictReading | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  let record = value as Record<string, unknown>;
  // Some servers wrap the call: {"name": …, "arguments": {…}} or a JSON string of it.
  for (const key of ['arguments', 'parameters', 'input']) {
    if (!('winner' in record) && key in record) {
      const inner = typeof record[key] === 'string' ? tryJson(record[key]) : record[key];
      if (typeof inner === 'object' && inner !== null) record = inner as Record<string, unknown>;
    }
  }
  const winner = readWinner(record.winner);
  if (!winner) return { ok: false, problem: 'the answer names no winner (A, B or tie)' };
  const scores = typeof record.scores === 'object' && record.scores !== null ? (record.scores as Record<string, unknown>) : {};
  const a = readScores(speakerEntry(scores, 'A'));
  const b = readScores(speakerEntry(scores, 'B'));
  if (!a || !b)
    return {
      ok: false,
      problem: `the answer lacks a score from ${JUDGE_SCORE_MIN} to ${JUDGE_SCORE_MAX} on every criterion for both speakers`,
    };
  let reasons: Record<JudgeCriterion, string> | null = null;
  if (typeof record.reasons === 'object' && record.reasons !== null) {
    const given = record.reasons as Record<string, unknown>;
    const read = JUDGE_CRITERIA.map((c) => [c, clean(given[c])] as const);
    if (read.every(([, r]) => r !== null)) reasons = Object.fromEntries(read) as Record<JudgeCriterion, string>;
  }
  return { ok: true, verdict: { winner, scores: { A: a, B: b }, reasons, rationale: clean(record.rationale) }, parse: 'strict' };
}

function tryJson(raw: unknown): unknown {
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Raw line breaks inside strings become escapes; trailing commas go. */
function repairJson(raw: string): string {
  let out = '';
  let inString = false;
  let escaped = false;
  for (const ch of raw) {
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      if (ch === '\n') {
        out += '\\n';
        continue;
      }
      if (ch.charCodeAt(0) < 0x20) continue;
    } else if (ch === '"') inString = true;
    out += ch;
  }
  return out.replace(/,(\s*[}\]])/g, '$1');
}

/**
 * A JSON object in a model's reply: the reply itself, else the text from its first `{` to its
 * last `}` repaired (code fences and chatter around it, trailing commas, raw line breaks).
 */
export function jsonObjectIn(raw: string): unknown {
  const strict = tryJson(stripControlCharacters(raw));
  if (typeof strict === 'object' && strict !== null) return strict;
  const start = raw.indexOf('{');
  const end = raw.lastIndexOf('}');
  return start >= 0 && end > start ? tryJson(repairJson(raw.slice(start, end + 1))) : undefined;
}

/** The tool call's arguments or a JSON reply: strictly, then leniently. */
export function readVerdictJson(raw: string): VerdictReading {
  const strict = verdictFrom(tryJson(stripControlCharacters(raw)));
  if (strict?.ok) return strict;
  const start = raw.indexOf('{');
  const end = raw.lastIndexOf('}');
  if (start >= 0 && end > start) {
    const lenient = verdictFrom(tryJson(repairJson(raw.slice(start, end + 1))));
    if (lenient?.ok) return { ...lenient, parse: 'lenient' };
    if (lenient) return lenient;
  }
  return strict ?? { ok: false, problem: 'the answer is not a readable verdict' };
}

const CRITERION_WORDS: Readonly<Record<JudgeCriterion, string>> = {
  argument: '(?:strength\\s+of\\s+(?:the\\s+)?argument|argument(?:\\s+strength)?|strength)',
  evidence: 'evidence',
  engagement: '(?:engagement(?:\\s+with\\s+the\\s+opponent)?|rebuttal)',
  clarity: 'clarity',
};

/** The part of the prose about one speaker: from its name to the other's (or the winner line). */
function sectionOf(prose: string, label: Label): string | null {
  const start = new RegExp(`speaker\\s+${label}\\b`, 'i').exec(prose);
  if (!start) return null;
  const rest = prose.slice(start.index + start[0].length);
  const other = new RegExp(`speaker\\s+${label === 'A' ? 'B' : 'A'}\\b|\\bwinner\\b`, 'i').exec(rest);
  return other ? rest.slice(0, other.index) : rest;
}

function proseScores(section: string | null): CriterionScores | null {
  if (!section) return null;
  const out = {} as CriterionScores;
  for (const criterion of JUDGE_CRITERIA) {
    const match = new RegExp(`${CRITERION_WORDS[criterion]}\\W{0,12}?(\\d{1,2})(?:\\s*/\\s*10)?\\b`, 'i').exec(section);
    const score = match ? readScore(Number(match[1])) : null;
    if (score === null) return null;
    out[criterion] = score;
  }
  return out;
}

const PROSE_WINNER =
  /\bwinner\b[^A-Za-z]{0,6}(?:is\s+)?(?:\*\*)?\s*(?:speaker\s+)?(A|B|tie|draw)\b|\bspeaker\s+(A|B)\s+wins\b|\bit(?:'s| is) a (tie|draw)\b/i;

/** A verdict written as prose: a named winner and "criterion n/10" for both speakers. */
export function readVerdictProse(raw: string): VerdictReading {
  const prose = raw.replace(/\*\*/g, '').trim();
  if (!prose) return { ok: false, problem: 'the answer was empty' };
  const won = PROSE_WINNER.exec(prose);
  const winner = won ? readWinner(won[1] ?? won[2] ?? won[3]) : null;
  if (!winner) return { ok: false, problem: 'the prose answer names no winner' };
  const a = proseScores(sectionOf(prose, 'A'));
  const b = proseScores(sectionOf(prose, 'B'));
  if (!a || !b) return { ok: false, problem: 'the prose answer does not score both speakers on every criterion' };
  const after = prose.slice((won?.index ?? 0) + (won?.[0].length ?? 0)).replace(/^[\s.:;,-]+/, '');
  return { ok: true, verdict: { winner, scores: { A: a, B: b }, reasons: null, rationale: clean(after) }, parse: 'prose' };
}

/** A reply written as message content: JSON when it looks like JSON, else prose. */
export function readVerdictContent(raw: string): VerdictReading {
  const json = readVerdictJson(raw);
  if (json.ok || /^\s*(\{|```)/.test(raw)) return json;
  return readVerdictProse(raw);
}
