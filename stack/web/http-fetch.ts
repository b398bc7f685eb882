// The public pages' reads from PostgREST over node:http with kept-alive
// connections: the `fetch` the shared data module takes, for the prod server.
// Node's global fetch (undici) spends a few milliseconds of CPU on each small
// request, as much as PostgREST and PostgreSQL together spend answering it;
// a plain http.request on a kept-alive socket spends a fraction of that.
// Only what the data module sends (a method, headers and a string body) to
// an http: address; anything else goes to the global fetch.
import http from 'node:http';

export function createHttpFetch(options: { maxSockets?: number } = {}): typeof fetch {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 16, timeout: 60_000 });
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = init?.body;
    const plain = body === undefined || body === null || typeof body === 'string';
    if (input instanceof Request || url.protocol !== 'http:' || !plain) return fetch(input, init);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    return new Promise<Response>((resolve, reject) => {
      const request = http.request(
        url,
        { method: init?.method ?? 'GET', agent, headers, signal: init?.signal ?? undefined },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const answer = new Headers();
            for (const [name, value] of Object.entries(response.headers)) {
              if (value !== undefined) answer.set(name, Array.isArray(value) ? value.join(', ') : value);
            }
            const status = response.statusCode ?? 502;
            const bytes = Buffer.concat(chunks);
            resolve(new Response(status === 204 || status === 304 ? null : bytes, { status, headers: answer }));
          });
        },
      );
      request.on('error', reject);
      request.end(body ?? undefined);
    });
  };
}
