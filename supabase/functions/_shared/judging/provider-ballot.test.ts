// A person's ballot written by a provider's judge, with the real `openai` SDK against the fake
// chat-completions server: the model's ballot labelled with its model; the offline judge's ballot,
// labelled as its own, when the answer is no ballot or the server cannot be reached.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAIProvider, type FakeProvider } from '../../../../tests/fakes/openai-provider.ts';
import { createOpenAIClient } from '../ai/client.ts';
import { parseModelMap } from '../ai/model-map.ts';
import { ballotFor } from './ballot.ts';
import { createProviderPanelFactory } from './panel-factory.ts';
import type { Transcript } from './transcript.ts';

let provider: FakeProvider;
beforeAll(async () => {
  provider = await startFakeOpenAIProvider();
});
afterAll(async () => {
  await provider.stop();
});
afterEach(() => {
  provider.reset();
  provider.setMode('tools');
  provider.setJudge('fair');
});

const transcript: Transcript = {
  topic: 'Should cities ban cars from downtown areas?',
  turns: [
    { roundIndex: 0, speakerIndex: 0, text: 'Pontevedra closed its centre to cars in 1999 and its shops stayed open.' },
    { roundIndex: 0, speakerIndex: 1, text: 'Shops would lose the customers who drive in.' },
    { roundIndex: 1, speakerIndex: 0, text: 'Deliveries run before ten in the morning.' },
    { roundIndex: 1, speakerIndex: 1, text: 'The elderly need to reach the centre by car.' },
    { roundIndex: 2, speakerIndex: 0, text: 'Pontevedra shows it works.' },
    { roundIndex: 2, speakerIndex: 1, text: 'Freedom of movement matters more.' },
  ],
};

function writer(logs: string[] = []) {
  const client = createOpenAIClient({ apiKey: 'test-key', baseURL: provider.baseUrl, timeoutMs: 10_000, maxRetries: 0 });
  const models = parseModelMap('gpt-4=provider-large,gpt-3.5-turbo=provider-small');
  const panel = createProviderPanelFactory({ client, models, judgeModels: null, log: (message) => void logs.push(message) })([
    'gpt-4',
    'gpt-3.5-turbo',
  ]);
  return panel.ballot!;
}

describe("a provider judge's ballot", () => {
  it("is the model's, asked once as JSON with the person's side as Speaker A, and labelled with the judge's model", async () => {
    const ballot = await writer().write(transcript, 1);
    expect(provider.requests).toHaveLength(1);
    const request = provider.requests[0]!.body;
    expect(request).toMatchObject({ model: 'provider-large', response_format: { type: 'json_object' } });
    expect(request.messages[1]?.content).toContain('Speaker A:\nShops would lose the customers who drive in.');
    expect(ballot).toEqual({
      judge: 'provider',
      model: 'gpt-4',
      speakerIndex: 1,
      arguments: [
        {
          name: 'Shops would lose the customers who',
          strength: 'strong',
          reason: 'Fake ballot judge provider-large: a named example carries it.',
        },
      ],
      dropped: ['the cost to shops'],
      improvements: [
        'Fake ballot judge provider-large: answer the cost to shops with a figure.',
        'Name your strongest argument again in the summary.',
        "Quote your opponent's words when you answer them.",
      ],
    });
  });

  it('asks again without response_format when the server refuses it', async () => {
    provider.setMode('refuse-tools', true);
    const ballot = await writer().write(transcript, 0);
    expect(provider.requests.map((r) => 'response_format' in r.body)).toEqual([true, false]);
    expect(ballot).toMatchObject({ judge: 'provider', model: 'gpt-4' });
  });

  it("is the offline judge's, labelled as such, when the answer is no ballot", async () => {
    provider.setJudge('unusable');
    const logs: string[] = [];
    const ballot = await writer(logs).write(transcript, 0);
    expect(ballot).toEqual(ballotFor(transcript, 0));
    expect(ballot.judge).toBe('offline-demo');
    expect(logs).toEqual([expect.stringContaining('no ballot')]);
  });

  it("is the offline judge's when the server cannot be reached", async () => {
    provider.setJudge('dead');
    const logs: string[] = [];
    const ballot = await writer(logs).write(transcript, 1);
    expect(ballot).toEqual(ballotFor(transcript, 1));
    expect(logs).toEqual([expect.stringContaining('could not be reached')]);
  });
});
