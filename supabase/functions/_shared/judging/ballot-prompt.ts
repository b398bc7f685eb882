/**
 * A provider judge's ballot for one person's side: the prompt (the transcript with that person as
 * Speaker A, the ballot asked for as a JSON object) and the reading of the answer, validated with
 * zod. An answer that is no such ballot is unusable, with the problem named (the caller falls back
 * to the offline judge's ballot).
 */
import { z } from 'zod';
import type { ChatMessage } from '../ai/chat.ts';
import type { BallotContent } from './ballot.ts';
import { renderTranscript, type Pass, type Transcript } from './transcript.ts';
import { jsonObjectIn } from './verdict-reader.ts';

const MAX_TEXT_CHARS = 400;
const MAX_ITEMS = 8;

const BALLOT_SYSTEM_PROMPT = [
  'You are a debate judge writing a ballot that teaches Speaker A of a three-round debate how to argue better.',
  'Address Speaker A as "you" and Speaker B as "your opponent".',
  'Mark each argument Speaker A made as strong or weak, with a one-sentence reason;',
  'name the arguments of the opponent that Speaker A left unanswered (dropped);',
  'and give two or three concrete things Speaker A could do better.',
  'Judge only the quality of the arguments as written, not whether you agree with the position.',
  'Reply with only a JSON object of the form {"arguments": [{"name": "<the argument in a few words>", "strength": "strong" | "weak", "reason": "<one sentence>"}], "dropped": ["<an argument of the opponent, in a few words>"], "improvements": ["<one concrete thing to do better>", "<another>"]} and nothing else.',
].join(' ');

/** The person's side is Speaker A: the pass that labels their seat A. */
export function buildBallotMessages(transcript: Transcript, speakerIndex: 0 | 1): ChatMessage[] {
  const pass: Pass = speakerIndex;
  return [
    { role: 'system', content: BALLOT_SYSTEM_PROMPT },
    { role: 'user', content: `Topic: ${transcript.topic}\n\n${renderTranscript(transcript, pass)}` },
  ];
}

const text = z
  .string()
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1))
  .transform((value) => (value.length > MAX_TEXT_CHARS ? `${value.slice(0, MAX_TEXT_CHARS - 1).replace(/\s+\S*$/, '')}…` : value));

const ballotSchema = z.object({
  arguments: z
    .array(
      z.object({
        name: text,
        strength: z
          .string()
          .transform((value) => value.trim().toLowerCase())
          .pipe(z.enum(['strong', 'weak'])),
        reason: text,
      }),
    )
    .max(MAX_ITEMS),
  dropped: z.array(text).max(MAX_ITEMS),
  // Two or three, as the ballot promises (and the database checks): a fourth is let go.
  improvements: z
    .array(text)
    .min(2)
    .transform((tips) => tips.slice(0, 3)),
});

export type BallotReading = { ok: true; ballot: BallotContent } | { ok: false; problem: string };

export function readBallot(raw: string): BallotReading {
  const value = jsonObjectIn(raw);
  if (value === undefined) return { ok: false, problem: 'the answer holds no JSON object' };
  const parsed = ballotSchema.safeParse(value);
  if (parsed.success) return { ok: true, ballot: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, problem: `the ballot is not usable: ${issue?.path.join('.') || 'the object'} ${issue?.message ?? ''}`.trim() };
}
