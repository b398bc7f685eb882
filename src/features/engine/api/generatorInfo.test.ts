import { describe, expect, it, vi } from 'vitest';
import { fetchGeneratorInfo } from './generatorInfo.ts';

const info = {
  models: [{ name: 'gpt-4' }, { name: 'gpt-3.5-turbo' }, { name: 'llama3' }],
  generator: 'provider',
  generatorLabel: 'AI provider',
};

function answering(response: () => Response) {
  return vi.fn<typeof fetch>(async () => response());
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('fetchGeneratorInfo', () => {
  it("GETs the function with the user's token and the API key, and returns the validated answer", async () => {
    const fetchImpl = answering(() => json(info));
    const result = await fetchGeneratorInfo({ accessToken: 'user-jwt', apiKey: 'anon-key', endpoint: 'http://api/fn', fetchImpl });
    expect(result).toEqual(info);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('http://api/fn');
    expect(init?.method).toBe('GET');
    expect(init?.headers).toMatchObject({ apikey: 'anon-key', Authorization: 'Bearer user-jwt' });
  });

  it('sends the anon key as the bearer token for a visitor (the gateway verifies a JWT)', async () => {
    const fetchImpl = answering(() => json(info));
    await fetchGeneratorInfo({ accessToken: null, apiKey: 'anon-key', endpoint: 'http://api/fn', fetchImpl });
    expect(fetchImpl.mock.calls[0]![1]?.headers).toMatchObject({ apikey: 'anon-key', Authorization: 'Bearer anon-key' });
  });

  it('rejects a refusal and an answer of the wrong shape', async () => {
    await expect(
      fetchGeneratorInfo({ accessToken: null, fetchImpl: answering(() => json({ msg: 'Invalid JWT' }, 401)) }),
    ).rejects.toMatchObject({ code: 'http_401' });
    await expect(
      fetchGeneratorInfo({
        accessToken: null,
        fetchImpl: answering(() => json({ models: [], generator: 'provider', generatorLabel: 'x' })),
      }),
    ).rejects.toMatchObject({ code: 'invalid_response' });
    await expect(
      fetchGeneratorInfo({ accessToken: null, fetchImpl: answering(() => json({ ...info, generator: 'someone-else' })) }),
    ).rejects.toMatchObject({ code: 'invalid_response' });
  });
});
