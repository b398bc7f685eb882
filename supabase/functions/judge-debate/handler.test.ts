// "Ask the judges" without a database: the refusals before anything is asked,
// the database's refusals passed on as they are, and the stream of an asked
// panel with the offline demo judge. Through the stack: tests/integration/functions/judges.test.ts.
import { describe, expect, it } from 'vitest';
import type { CallerCheck } from '../_shared/caller.ts';
import { debateEventSchema, type DebateEvent, type JudgePanel } from '../_shared/contract/sse-events.ts';
import type { JudgesStore } from '../_shared/judging/judges-store.ts';
import { createDemoPanelFactory } from '../_shared/judging/panel-factory.ts';
import { readSseFrames } from '../_shared/sse.ts';
import { createJudgeDebateHandler } from './handler.ts';

const URL_ = 'http://functions.local/judge-debate';
const DEBATE_ID = '6f1c1a52-8c1e-4d3b-9a43-0d8e3f0b9a11';
const userJwt = 'user-jwt';

const caller: CallerCheck = {
  identify: async (request) =>
    request.headers.get('Authorization') === `Bearer ${userJwt}` ? { kind: 'user', userId: 'user-1' } : { kind: 'none' },
};

function storeWith(asked: Awaited<ReturnType<JudgesStore['askJudges']>>) {
  const calls: string[] = [];
  const store: JudgesStore = {
    askJudges: async (_authorization, debateId) => {
      calls.push(`ask ${debateId}`);
      return asked;
    },
    recordJudges: async (panelId, generator, status, judges): Promise<JudgePanel> => {
      calls.push(`record ${panelId} ${status} ${judges.length}`);
      return {
        status: 'complete',
        generator,
        generatorLabel: 'Offline demo judge',
        verdict: 'first',
        judgesTotal: 1,
        judgesCounted: 1,
        judgesSplit: 0,
        judgesUnavailable: 0,
        judgesForVerdict: 1,
        asked: true,
        judges: [],
      };
    },
  };
  return { store, calls };
}

const transcript = {
  topic: 'Should cities ban cars from downtown areas?',
  turns: ([0, 1, 2] as const).flatMap((roundIndex) =>
    ([0, 1] as const).map((speakerIndex) => ({
      roundIndex,
      speakerIndex,
      text: `Speaker ${speakerIndex + 1} in round ${roundIndex + 1}: studies show 40% fewer crashes. A second point follows here.`,
    })),
  ),
};

function post(body: unknown, authorization: string | null = `Bearer ${userJwt}`) {
  return new Request(URL_, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function eventsOf(response: Response): Promise<DebateEvent[]> {
  const events: DebateEvent[] = [];
  for await (const frame of readSseFrames(response.body!)) events.push(debateEventSchema.parse(JSON.parse(frame.data)));
  return events;
}

describe('judge-debate', () => {
  const asked = {
    ok: true as const,
    panel: { panelId: 'panel-1', transcript, speakerModels: ['gpt-4', 'gpt-3.5-turbo'] as [string, string] },
  };

  it('answers the preflight and refuses other methods than POST', async () => {
    const { store } = storeWith(asked);
    const handler = createJudgeDebateHandler({ panel: createDemoPanelFactory(), store, caller });
    expect((await handler(new Request(URL_, { method: 'OPTIONS' }))).status).toBe(204);
    const get = await handler(new Request(URL_));
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST, OPTIONS');
    expect(await get.json()).toEqual({ error: { code: 'method_not_allowed', message: 'Use POST.' } });
  });

  it('refuses a caller without a session and a body without a debate id, asking nothing', async () => {
    const { store, calls } = storeWith(asked);
    const handler = createJudgeDebateHandler({ panel: createDemoPanelFactory(), store, caller });
    const anonymous = await handler(post({ judgeDebateId: DEBATE_ID }, null));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: { code: 'unauthorized', message: 'You must be signed in.' } });
    for (const body of [{}, { judgeDebateId: 'not-a-uuid' }, { judgeDebateId: 7 }]) {
      const refused = await handler(post(body));
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        error: { code: 'validation_failed', field: 'judgeDebateId', message: 'a debate id is required' },
      });
    }
    const notJson = await handler(post('{'));
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: { field: string } }).error.field).toBe('judgeDebateId');
    expect(calls).toEqual([]);
  });

  it("passes the database's refusal on with its status and code", async () => {
    const refusal = {
      ok: false as const,
      status: 409,
      error: { code: 'AG334', message: 'The judges have already given their verdict on this debate.' },
    };
    const { store, calls } = storeWith(refusal);
    const handler = createJudgeDebateHandler({ panel: createDemoPanelFactory(), store, caller });
    const response = await handler(post({ judgeDebateId: DEBATE_ID }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: refusal.error });
    expect(calls).toEqual([`ask ${DEBATE_ID}`]);
  });

  it('streams the panel: judging_start, each pass, then the recorded verdict', async () => {
    const { store, calls } = storeWith(asked);
    const handler = createJudgeDebateHandler({ panel: createDemoPanelFactory(), store, caller });
    const response = await handler(post({ judgeDebateId: DEBATE_ID }));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    const events = await eventsOf(response);
    expect(events[0]).toMatchObject({ type: 'judging_start', generator: 'offline-demo', passes: 2 });
    expect(events.filter((e) => e.type === 'judge_pass_end')).toHaveLength(2);
    expect(events.at(-1)).toMatchObject({ type: 'verdict', panel: { asked: true, verdict: 'first' } });
    expect(calls).toEqual([`ask ${DEBATE_ID}`, 'record panel-1 complete 1']);
  });
});
