import type { PanelView } from '@contract/judges.ts';
import { apiConfig, functionUrl } from '@/lib/apiConfig.ts';
import { currentAccessToken, db } from '@/lib/db.ts';
import { CodedError } from '@/lib/errors.ts';
import { isRecord } from '@/lib/guards.ts';

export const ASK_FAILED_MESSAGE = 'The judges could not be asked. Please try again.';

/** The judges' panel of a debate the reader can see (with the readers' verdict beside it), or null. */
export async function fetchJudgesVerdict(debateId: string): Promise<PanelView | null> {
  const { data, error } = await db.rpc('get_judges_verdict', { p_debate_id: debateId });
  if (error) throw error;
  return isPanel(data) ? data : null;
}

/** The stored panel's shape, checked where it matters for showing it (the database writes it). */
function isPanel(value: unknown): value is PanelView {
  return isRecord(value) && typeof value.status === 'string' && Array.isArray(value.judges) && typeof value.judgesTotal === 'number';
}

/** What the function streams while the judges work ("Ask the judges" and the end of a generation). */
type JudgingEvent =
  | { type: 'judging_start'; generatorLabel: string; judges: Array<{ index: number; model: string }>; passes: number }
  | { type: 'judge_pass_start'; judge: number; pass: number }
  | { type: 'judge_pass_end'; judge: number; pass: number; outcome: 'answered' | 'unusable' | 'failed' }
  | { type: 'verdict'; panel: PanelView }
  | { type: 'error'; message: string };

const JUDGING_TYPES = new Set(['judging_start', 'judge_pass_start', 'judge_pass_end', 'verdict', 'error']);

function asJudgingEvent(value: unknown): JudgingEvent | null {
  if (!isRecord(value) || typeof value.type !== 'string' || !JUDGING_TYPES.has(value.type)) return null;
  if (value.type === 'verdict' && !isPanel(value.panel)) return null;
  return value as unknown as JudgingEvent;
}

/** SSE frames' data, as text, from a fetch body. */
async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const data = buffer
          .slice(0, end)
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).replace(/^ /, ''))
          .join('\n');
        buffer = buffer.slice(end + 2);
        if (data) yield data;
      }
    }
  } finally {
    reader.releaseLock();
  }
}

export interface AskJudgesOptions {
  signal: AbortSignal;
  onEvent: (event: JudgingEvent) => void;
}

/**
 * "Ask the judges" about a saved debate (its author, once): the function
 * streams the panel's progress and ends with the verdict. A refusal (not the
 * author, asked before) throws a CodedError with the database's code.
 */
export async function askJudges(debateId: string, { signal, onEvent }: AskJudgesOptions): Promise<PanelView> {
  const accessToken = await currentAccessToken();
  if (!accessToken) throw new Error('You must be signed in.');
  const response = await fetch(functionUrl('judge-debate'), {
    method: 'POST',
    headers: {
      apikey: apiConfig.publishableKey,
      Authorization: `Bearer ${accessToken}`,
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
    },
    body: JSON.stringify({ judgeDebateId: debateId }),
    signal,
  });
  if (!response.ok || !response.body) {
    const body: unknown = await response.json().catch(() => null);
    const error = isRecord(body) && isRecord(body.error) ? body.error : null;
    throw new CodedError({
      code: typeof error?.code === 'string' ? error.code : `http_${response.status}`,
      message: typeof error?.message === 'string' ? error.message : ASK_FAILED_MESSAGE,
    });
  }
  for await (const data of sseData(response.body)) {
    let event: JudgingEvent | null = null;
    try {
      event = asJudgingEvent(JSON.parse(data));
    } catch {
      event = null;
    }
    if (!event) continue;
    onEvent(event);
    if (event.type === 'verdict') return event.panel;
    if (event.type === 'error') throw new CodedError({ code: 'judging_failed', message: event.message });
  }
  throw new CodedError({ code: 'stream_ended', message: ASK_FAILED_MESSAGE });
}
