import type { DebateEvent } from '@contract/sse-events.ts';
import { apiConfig, functionUrl } from '@/lib/apiConfig.ts';
import { currentAccessToken, db } from '@/lib/db.ts';
import { CodedError, toAppError } from '@/lib/errors.ts';

/** A seat held by a person. */
interface Seat {
  speakerIndex: 0 | 1;
  userId: string;
  name: string;
  handle: string | null;
}

interface PlanEntry {
  role: 'speaker' | 'moderator' | 'question' | 'answer';
  roundIndex: number | null;
  speakerIndex: number | null;
  phase: string | null;
  author: 'model' | 'inherited' | 'person';
}

export interface FloorTurn {
  sequence: number;
  role: string;
  roundIndex: number | null;
  speakerIndex: number | null;
  phase: string | null;
  text: string;
  summary: string;
  complete: boolean;
  authorKind: 'model' | 'demo' | 'person';
  model: string | null;
  forfeited?: boolean;
  authorName: string | null;
}

interface Speaker {
  name: string;
  stance: number;
  rhetoricStyle: string;
}

/** A debate with a person in it, as get_person_debate answers (generation_json and the turn lengths). */
export interface PersonDebate {
  id: string;
  status: 'running' | 'completed' | 'stopped';
  stopReason: string | null;
  settings: { topic: string; debateStyle: string; model1: Speaker; model2: Speaker };
  turnCount: number;
  seats: Seat[];
  nextSequence: number;
  plan: PlanEntry[];
  challenge: { isPublic: boolean; taken: boolean; turnDueAt: string | null; forfeitedBy: number | null; inviteToken: string | null } | null;
  turns: FloorTurn[];
  savedDebateId: string | null;
  turnLength: { min: number; max: number };
  /** The ballots the reader may see: their own, or all once the debate is shared. */
  ballots: FloorBallot[];
}

export interface FloorBallot {
  speakerIndex: 0 | 1;
  judge: 'offline-demo' | 'provider';
  /** The provider's judge model that wrote it (a provider ballot only). */
  model?: string;
  arguments: Array<{ name: string; strength: 'strong' | 'weak'; reason: string }>;
  dropped: string[];
  improvements: string[];
}

/** A finished debate between people has no runner: a seated person asks the judges for its ballots (written once). */
export async function requestBallots(generationId: string): Promise<void> {
  const token = await currentAccessToken();
  if (!token) return;
  await fetch(`${functionUrl('generate-debate')}/ballots`, {
    method: 'POST',
    headers: { apikey: apiConfig.publishableKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ generationId }),
  });
}

export interface OpenChallenge {
  generation_id: string;
  topic: string;
  debate_style: string;
  open_seat: number;
  opener_name: string;
  opener_handle: string | null;
  created_at: string;
}

function unwrap<T>({ data, error }: { data: T | null; error: unknown }): T {
  if (error) throw new CodedError(toAppError(error));
  if (data === null) throw new Error('The server returned no data.');
  return data;
}

export async function getPersonDebate(generationId: string, inviteToken?: string | null): Promise<PersonDebate> {
  const args = inviteToken ? { p_generation_id: generationId, p_invite_token: inviteToken } : { p_generation_id: generationId };
  return unwrap(await db.rpc('get_person_debate', args)) as unknown as PersonDebate;
}

/** A turn in a debate between people (the database starts the other person's clock and tells them). */
export async function submitPersonTurn(generationId: string, sequence: number, text: string, summary: string | null): Promise<void> {
  unwrap(
    await db.rpc('submit_person_turn', { p_generation_id: generationId, p_sequence: sequence, p_text: text, p_summary: summary ?? '' }),
  );
}

export async function listOpenChallenges(): Promise<OpenChallenge[]> {
  return unwrap(await db.rpc('list_open_challenges', { p_limit: 50 }));
}

export async function listMyPersonDebates(): Promise<Omit<PersonDebate, 'turns' | 'plan' | 'turnLength' | 'ballots'>[]> {
  return unwrap(await db.rpc('list_my_person_debates')) as unknown as Omit<PersonDebate, 'turns' | 'plan' | 'turnLength' | 'ballots'>[];
}

export async function openChallenge(
  settings: object,
  seat: 0 | 1,
  isPublic: boolean,
): Promise<{ generationId: string; inviteToken: string }> {
  const rows = unwrap(await db.rpc('open_challenge', { p_settings: settings as never, p_seat: seat, p_public: isPublic }));
  const row = rows[0];
  if (!row) throw new Error('The server returned no challenge.');
  return { generationId: row.generation_id, inviteToken: row.invite_token };
}

export async function takeChallenge(generationId: string, inviteToken: string | null): Promise<void> {
  unwrap(
    await db.rpc(
      'take_challenge',
      inviteToken ? { p_generation_id: generationId, p_invite_token: inviteToken } : { p_generation_id: generationId },
    ),
  );
}

/**
 * The generate-debate function's stream for a person's debate with a model: starting it in a seat
 * (`''` with the settings and `seat`), a person's turn (`/turn`) or the model's turn again
 * (`/resume`). Each event reaches `onEvent`; a refusal before the stream throws a CodedError.
 */
export async function streamPersonRun(
  path: '' | '/turn' | '/resume',
  body: object,
  onEvent: (event: DebateEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const token = await currentAccessToken();
  if (!token) throw new CodedError({ code: 'unauthorized', message: 'You must be signed in.' });
  const response = await fetch(`${functionUrl('generate-debate')}${path}`, {
    method: 'POST',
    headers: {
      apikey: apiConfig.publishableKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
    },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok || !response.body) {
    const answer = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new CodedError({
      code: answer?.error?.code ?? `http_${response.status}`,
      message: answer?.error?.message ?? 'An error occurred during the debate. Please try again.',
    });
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = frame
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (data) onEvent(JSON.parse(data) as DebateEvent);
    }
  }
}

/** Saves a finished debate with a person in it (its owner only: the database says) and shares it with the community. */
export async function saveAndShare(generationId: string, categories: string[]): Promise<string> {
  const saved = unwrap(await db.rpc('save_debate', { p_generation_id: generationId, p_categories: categories }));
  const debateId = (saved as { id: string }).id;
  unwrap(await db.rpc('share_debate', { p_debate_id: debateId }));
  return debateId;
}
