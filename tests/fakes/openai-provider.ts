/**
 * A stand-in AI provider: a node:http server speaking the OpenAI
 * chat-completions wire format, so the real `openai` SDK (and the edge
 * function running in real Deno) can be exercised without a network.
 *
 * - `POST /v1/chat/completions` with `stream: true` answers with SSE
 *   `chat.completion.chunk`s: a role/tool-call header chunk, the tool-call
 *   arguments in fragments (`choices[0].delta.tool_calls[0].function.arguments`),
 *   a chunk with `finish_reason`, then `data: [DONE]`; without `stream` a
 *   `chat.completion` JSON.
 * - Time to first token and token rate are configurable; a "token" is one
 *   fragment of `chunkChars` characters.
 * - Responses are scripted per request (queue), else a default tool call
 *   that names the model and quotes the prompt's topic line.
 * - Scripted failures: HTTP errors in OpenAI's error shape (429 with
 *   `retry-after`), dropped connections mid-stream, hanging requests.
 * - Every request is recorded (parsed body, headers, timings) and a client
 *   that hangs up before the response ends is noticed (`aborted`).
 * - Server modes (`mode`), as local servers behave: `tools` (the default,
 *   follows the forced tool call), `prose` (ignores tools and streams a
 *   plain-prose argument as content), `refuse-tools` (400 to any request
 *   with `tools`, like llama-server without `--jinja`; without tools it
 *   answers the JSON object as content, and with `refuseResponseFormat` also
 *   400s `response_format`), and `dead` (closes every connection without an
 *   answer). `refusedBaseUrl()` gives a URL where nothing listens.
 * - Judges: a request whose tool is `submit_verdict` (or, without tools,
 *   whose system prompt is the judge's) gets a verdict in the mode's form
 *   (tool call, JSON content or prose). Judge behaviour (`judge`): `fair`
 *   (the default) names the speaker of the transcript's first turn, so it
 *   agrees with itself when the sides are swapped; `always-a` names Speaker A
 *   (position-biased: its passes disagree); `unusable` answers without a
 *   winner; `dead` closes the connection; `hang` never answers. `setJudge`
 *   may set it for one model only.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

interface ChatMessage {
  role: string;
  content: string;
}

export interface ChatCompletionRequest {
  model: string;
  messages: ChatMessage[];
  stream?: boolean;
  tools?: Array<{ type: string; function: { name: string; parameters?: unknown } }>;
  tool_choice?: unknown;
  max_tokens?: number;
  [key: string]: unknown;
}

export interface RecordedRequest {
  /** 0-based order of arrival. */
  index: number;
  path: string;
  headers: IncomingMessage['headers'];
  body: ChatCompletionRequest;
  receivedAt: number;
  /** When the first argument fragment was written (streamed tool calls only). */
  firstTokenAt?: number;
  finishedAt?: number;
  /** The client hung up before the response was complete. */
  aborted: boolean;
  /** Argument (or content) fragments written before the end (or the abort). */
  fragmentsSent: number;
  /** When each fragment was written, and what it carried. */
  fragments: Array<{ at: number; text: string }>;
  /** The scripted reply used. */
  reply: FakeReply;
}

export type FakeReply =
  /** A tool call. `arguments` overrides the JSON built from text and summary (for malformed output). */
  | { kind: 'tool'; text?: string; summary?: string; arguments?: string; name?: string }
  /** Plain assistant content instead of a tool call (servers without tool support). */
  | { kind: 'content'; content: string }
  /** An HTTP error in OpenAI's shape; `retryAfter` sets the `retry-after` header (seconds). */
  | { kind: 'error'; status: number; message?: string; retryAfter?: string; headers?: Record<string, string> }
  /** Streams `afterFragments` fragments of a tool call, then drops the connection. */
  | { kind: 'drop'; afterFragments: number; text?: string; summary?: string }
  /** Streams `afterFragments` fragments of a tool call, then holds the connection open, silent, until the client hangs up (a model stuck mid-turn). */
  | { kind: 'stall'; afterFragments: number; text?: string; summary?: string }
  /** Accepts the request and never answers until the client gives up. */
  | { kind: 'hang' }
  /** Closes the connection without any answer. */
  | { kind: 'close' };

type FakeProviderMode = 'tools' | 'prose' | 'refuse-tools' | 'dead';
type FakeJudge = 'fair' | 'always-a' | 'unusable' | 'dead' | 'hang';

/** The 400 llama-server answers to `tools` when started without `--jinja`. */
export const TOOLS_REFUSED_MESSAGE = 'tools param requires --jinja flag';
const RESPONSE_FORMAT_REFUSED_MESSAGE = "'response_format' of type 'json_object' is not supported";

export interface FakeProviderOptions {
  port?: number;
  /** Delay before the first argument fragment (and before error answers). */
  ttftMs?: number;
  /** Fragments per second after the first; 0 = as fast as possible. */
  tokensPerSecond?: number;
  /** Delay before a judge's answer (instead of `ttftMs`), so a test can watch the judges at work. */
  judgeTtftMs?: number;
  /** Characters of the arguments JSON per fragment. */
  chunkChars?: number;
  /** Default reply when the script queue is empty (overrides `mode`). */
  defaultReply?: (request: ChatCompletionRequest, index: number) => FakeReply;
  mode?: FakeProviderMode;
  /** In `refuse-tools` mode, also refuse `response_format`. */
  refuseResponseFormat?: boolean;
  judge?: FakeJudge;
}

export interface FakeProvider {
  /** Base URL for the SDK / AI_BASE_URL, ending in `/v1`. */
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  /** Replies for the next requests, in order. */
  script(...replies: FakeReply[]): void;
  /** Changes timing for requests that arrive from now on. */
  setTiming(timing: Pick<FakeProviderOptions, 'ttftMs' | 'tokensPerSecond' | 'chunkChars' | 'judgeTtftMs'>): void;
  /** Resolves when `count` requests have arrived. */
  waitForRequests(count: number, timeoutMs?: number): Promise<void>;
  /** Resolves when request `index` has ended, completed or aborted. */
  waitForEnd(index: number, timeoutMs?: number): Promise<RecordedRequest>;
  /** Switches the server mode for requests that arrive from now on. */
  setMode(mode: FakeProviderMode, refuseResponseFormat?: boolean): void;
  /** Switches how judges answer from now on (for one provider model, or for all). */
  setJudge(judge: FakeJudge, model?: string): void;
  reset(): void;
  stop(): Promise<void>;
}

/** A plain-prose argument in paragraphs, as a model ignoring the tool writes it. */
function proseArgument(request: ChatCompletionRequest, index: number): string {
  return [
    `Prose argument ${index + 1} from ${request.model}. ${topicLine(request).replace(/^Topic: /, 'On the question ')} I will argue my side plainly.`,
    'The first reason is that the people affected deserve a say. Their lives change most, and they know it best.',
    'The second reason is cost. Nobody has shown who pays, and the bill always arrives.',
  ].join('\n\n');
}

/** True for a judge's request (the verdict tool, or the judge's prompt when tools are off). */
export function isJudgeRequest(request: ChatCompletionRequest): boolean {
  if (request.tools?.length) return request.tools[0]?.function.name === 'submit_verdict';
  return /impartial judge/i.test(request.messages.find((m) => m.role === 'system')?.content ?? '');
}

/** True for a ballot's request: the judge's prompt asking for a person's side's ballot as JSON (no tools). */
export function isBallotRequest(request: ChatCompletionRequest): boolean {
  return !request.tools?.length && /writing a ballot/i.test(request.messages.find((m) => m.role === 'system')?.content ?? '');
}

/** A fake judge's ballot for Speaker A: their opening's first words marked strong, one thing dropped, three tips. */
function fakeBallotJson(request: ChatCompletionRequest): string {
  const user = request.messages.find((m) => m.role === 'user')?.content ?? '';
  const opening = /Speaker A:\n(.*)/.exec(user)?.[1] ?? '';
  return JSON.stringify({
    arguments: [
      {
        name: opening.split(/\s+/).slice(0, 6).join(' '),
        strength: 'strong',
        reason: `Fake ballot judge ${request.model}: a named example carries it.`,
      },
    ],
    dropped: ['the cost to shops'],
    improvements: [
      `Fake ballot judge ${request.model}: answer the cost to shops with a figure.`,
      'Name your strongest argument again in the summary.',
      "Quote your opponent's words when you answer them.",
    ],
  });
}

function ballotReply(mode: FakeProviderMode, refuseResponseFormat: boolean, judge: FakeJudge, request: ChatCompletionRequest): FakeReply {
  if (judge === 'dead' || mode === 'dead') return { kind: 'close' };
  if (judge === 'hang') return { kind: 'hang' };
  if (judge === 'unusable' || mode === 'prose') return { kind: 'content', content: 'You argued well; keep going.' };
  if (request.response_format && refuseResponseFormat) return { kind: 'error', status: 400, message: RESPONSE_FORMAT_REFUSED_MESSAGE };
  return { kind: 'content', content: fakeBallotJson(request) };
}

const CRITERIA = ['argument', 'evidence', 'engagement', 'clarity'] as const;

interface FakeVerdict {
  winner: 'A' | 'B' | 'tie' | null;
  scores: Record<'A' | 'B', Record<(typeof CRITERIA)[number], number>>;
}

/** The verdict a fake judge gives: see `FakeJudge`. */
function fakeVerdict(request: ChatCompletionRequest, judge: FakeJudge): FakeVerdict {
  const user = request.messages.find((m) => m.role === 'user')?.content ?? '';
  const firstTurn = (/Speaker (A|B):\n/.exec(user)?.[1] ?? 'A') as 'A' | 'B';
  const winner = judge === 'unusable' ? null : judge === 'always-a' ? 'A' : firstTurn;
  const high = { argument: 8, evidence: 7, engagement: 8, clarity: 9 };
  const low = { argument: 6, evidence: 5, engagement: 6, clarity: 7 };
  return { winner, scores: winner === 'B' ? { A: low, B: high } : { A: high, B: low } };
}

/** The verdict as the tool's arguments (also the JSON-mode content). */
function verdictJson(verdict: FakeVerdict): string {
  return JSON.stringify({
    scores: verdict.scores,
    reasons: {
      argument: 'Speaker A built the clearer chain of reasons than Speaker B.',
      evidence: 'Both cited examples, Speaker A more concretely.',
      engagement: 'Speaker B answered fewer of the points put to them.',
      clarity: 'Speaker A wrote in shorter, plainer sentences.',
    },
    ...(verdict.winner ? { winner: verdict.winner } : {}),
    rationale: verdict.winner ? `Speaker ${verdict.winner} argued better on balance.` : 'Both had moments.',
  });
}

/** The verdict in prose, as a model ignoring the tool writes it. */
function verdictProse(verdict: FakeVerdict): string {
  const line = (label: 'A' | 'B') =>
    `Speaker ${label}: strength of argument ${verdict.scores[label].argument}/10, evidence ${verdict.scores[label].evidence}/10, engagement ${verdict.scores[label].engagement}/10, clarity ${verdict.scores[label].clarity}/10.`;
  return [
    'Here is my assessment of the debate.',
    line('A'),
    line('B'),
    verdict.winner
      ? `Winner: Speaker ${verdict.winner}. The stronger case was made with clearer reasons.`
      : 'Both speakers had good moments.',
  ].join('\n\n');
}

/** A fair judge's verdict through the tool, for a `defaultReply` that still wants judges answered. */
export function defaultJudgeReply(request: ChatCompletionRequest): FakeReply {
  return { kind: 'tool', arguments: verdictJson(fakeVerdict(request, 'fair')) };
}

function judgeReply(mode: FakeProviderMode, refuseResponseFormat: boolean, judge: FakeJudge, request: ChatCompletionRequest): FakeReply {
  if (judge === 'dead') return { kind: 'close' };
  if (judge === 'hang') return { kind: 'hang' };
  const verdict = fakeVerdict(request, judge);
  switch (mode) {
    case 'tools':
      return { kind: 'tool', arguments: verdictJson(verdict) };
    case 'prose':
      return { kind: 'content', content: verdictProse(verdict) };
    case 'dead':
      return { kind: 'close' };
    case 'refuse-tools':
      if (request.tools) return { kind: 'error', status: 400, message: TOOLS_REFUSED_MESSAGE };
      if (request.response_format && refuseResponseFormat) return { kind: 'error', status: 400, message: RESPONSE_FORMAT_REFUSED_MESSAGE };
      return { kind: 'content', content: verdictJson(verdict) };
  }
}

/** How the server answers what nothing scripted: its mode, and how its judges judge. */
interface ServerBehaviour {
  mode: FakeProviderMode;
  refuseResponseFormat: boolean;
  judge: FakeJudge;
}

/** What a server behaving so answers when nothing is scripted. */
function modeReply({ mode, refuseResponseFormat, judge }: ServerBehaviour, request: ChatCompletionRequest, index: number): FakeReply {
  if (isJudgeRequest(request)) return judgeReply(mode, refuseResponseFormat, judge, request);
  if (isBallotRequest(request)) return ballotReply(mode, refuseResponseFormat, judge, request);
  switch (mode) {
    case 'tools':
      return defaultFakeReply(request, index);
    case 'prose':
      return { kind: 'content', content: proseArgument(request, index) };
    case 'dead':
      return { kind: 'close' };
    case 'refuse-tools': {
      if (request.tools) return { kind: 'error', status: 400, message: TOOLS_REFUSED_MESSAGE };
      if (request.response_format && refuseResponseFormat) return { kind: 'error', status: 400, message: RESPONSE_FORMAT_REFUSED_MESSAGE };
      return {
        kind: 'content',
        content: JSON.stringify({
          text: `JSON-mode argument ${index + 1} from ${request.model}.\n\nIt has a second paragraph.`,
          summary: `JSON-mode summary ${index + 1}.`,
        }),
      };
    }
  }
}

/** A base URL on a free local port where nothing listens: connections are refused. */
export async function refusedBaseUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1' }, () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}

/** The line of the user message that names the topic, as the function's prompts write it. */
function topicLine(request: ChatCompletionRequest): string {
  const user = request.messages.find((m) => m.role === 'user')?.content ?? '';
  return user.split('\n').find((line) => line.startsWith('Topic:')) ?? '';
}

export function defaultFakeReply(request: ChatCompletionRequest, index: number): FakeReply {
  return {
    kind: 'tool',
    text: `Fake provider argument ${index + 1} from ${request.model}. ${topicLine(request)}. "Quoted" words, a back\\slash and a line\nbreak.`,
    summary: `Fake summary ${index + 1} from ${request.model}.`,
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function fragments(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

let nextId = 1;

type Timing = { ttftMs: number; tokensPerSecond: number; chunkChars: number; judgeTtftMs: number | undefined };

/** The server's state: timing and behaviour (changeable while it runs), the script, what arrived. */
interface ProviderState {
  timing: Timing;
  behaviour: ServerBehaviour;
  judgeOfModel: Map<string, FakeJudge>;
  defaultReply?: (request: ChatCompletionRequest, index: number) => FakeReply;
  requests: RecordedRequest[];
  queue: FakeReply[];
  waiters: Set<() => void>;
}

const notify = (state: ProviderState) => {
  for (const waiter of state.waiters) waiter();
};

function replyFor(state: ProviderState, body: ChatCompletionRequest, index: number): FakeReply {
  const scripted = state.queue.shift();
  if (scripted) return scripted;
  if (state.defaultReply) return state.defaultReply(body, index);
  return modeReply({ ...state.behaviour, judge: state.judgeOfModel.get(body.model) ?? state.behaviour.judge }, body, index);
}

/** Records the request and notices its end: completed (finish) or abandoned by the client (close first). */
function record(state: ProviderState, req: IncomingMessage, res: ServerResponse, body: ChatCompletionRequest): RecordedRequest {
  const index = state.requests.length;
  const recorded: RecordedRequest = {
    index,
    path: new URL(req.url ?? '/', 'http://fake').pathname,
    headers: req.headers,
    body,
    receivedAt: performance.now(),
    aborted: false,
    fragmentsSent: 0,
    fragments: [],
    reply: replyFor(state, body, index),
  };
  state.requests.push(recorded);
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    recorded.finishedAt = performance.now();
    notify(state);
  };
  res.on('close', () => {
    if (!res.writableFinished) recorded.aborted = true;
    end();
  });
  res.on('finish', end);
  notify(state);
  return recorded;
}

function writeError(res: ServerResponse, reply: Extract<FakeReply, { kind: 'error' }>): void {
  const type = reply.status === 429 ? 'rate_limit_error' : reply.status >= 500 ? 'server_error' : 'invalid_request_error';
  res.writeHead(reply.status, {
    'content-type': 'application/json',
    ...(reply.retryAfter !== undefined ? { 'retry-after': reply.retryAfter } : {}),
    ...reply.headers,
  });
  res.end(
    JSON.stringify({
      error: {
        message: reply.message ?? `Scripted ${reply.status}`,
        type,
        param: null,
        code: reply.status === 429 ? 'rate_limit_exceeded' : null,
      },
    }),
  );
}

/** A completion's parts, the same whether sent whole or streamed. */
interface Answer {
  id: string;
  created: number;
  model: string;
  reply: Exclude<FakeReply, { kind: 'error' | 'hang' | 'close' }>;
  /** The tool call's name and arguments (no call for a content reply). */
  toolName: string;
  argumentsJson: string;
  callId: string;
}

function answerOf(body: ChatCompletionRequest, reply: Answer['reply'], index: number): Answer {
  const toolName = body.tools?.[0]?.function.name ?? 'submit_argument';
  return {
    id: `chatcmpl-fake${nextId++}`,
    created: Math.floor(Date.now() / 1000),
    model: body.model,
    reply,
    toolName: reply.kind === 'tool' ? (reply.name ?? toolName) : toolName,
    argumentsJson:
      reply.kind === 'content'
        ? ''
        : reply.kind === 'tool' && reply.arguments !== undefined
          ? reply.arguments
          : JSON.stringify({ text: reply.text ?? 'Fake text.', summary: reply.summary ?? 'Fake summary.' }),
    callId: `call_fake${index}`,
  };
}

/** A `chat.completion` JSON, for a request without `stream`. */
function writeCompletion(res: ServerResponse, answer: Answer): void {
  const { reply } = answer;
  const message =
    reply.kind === 'content'
      ? { role: 'assistant', content: reply.content, refusal: null }
      : {
          role: 'assistant',
          content: null,
          refusal: null,
          tool_calls: [{ id: answer.callId, type: 'function', function: { name: answer.toolName, arguments: answer.argumentsJson } }],
        };
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: answer.id,
      object: 'chat.completion',
      created: answer.created,
      model: answer.model,
      choices: [{ index: 0, message, logprobs: null, finish_reason: reply.kind === 'content' ? 'stop' : 'tool_calls' }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      system_fingerprint: null,
    }),
  );
}

/**
 * SSE `chat.completion.chunk`s: a header chunk (role, and the tool call's id and
 * name), the arguments or content in fragments at the configured rate, a chunk
 * with `finish_reason`, then `[DONE]`; a `drop` reply stops mid-way, a `stall` one goes silent.
 */
async function streamCompletion(res: ServerResponse, answer: Answer, timing: Timing, recorded: RecordedRequest): Promise<void> {
  const { reply } = answer;
  const gone = () => recorded.aborted || res.destroyed;
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
  res.flushHeaders();
  const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
    `data: ${JSON.stringify({ id: answer.id, object: 'chat.completion.chunk', created: answer.created, model: answer.model, system_fingerprint: null, choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }] })}\n\n`;
  const write = (text: string) => {
    if (!gone()) res.write(text);
  };
  write(
    reply.kind === 'content'
      ? chunk({ role: 'assistant', content: '' })
      : chunk({
          role: 'assistant',
          content: null,
          tool_calls: [{ index: 0, id: answer.callId, type: 'function', function: { name: answer.toolName, arguments: '' } }],
        }),
  );
  const pieces = fragments(reply.kind === 'content' ? reply.content : answer.argumentsJson, timing.chunkChars);
  const interval = timing.tokensPerSecond > 0 ? 1000 / timing.tokensPerSecond : 0;
  const started = performance.now();
  for (const [i, piece] of pieces.entries()) {
    if (gone()) return;
    if (reply.kind === 'drop' && i >= reply.afterFragments) {
      res.destroy();
      return;
    }
    if (reply.kind === 'stall' && i >= reply.afterFragments) {
      await new Promise((resolve) => res.once('close', resolve));
      return;
    }
    if (i > 0 && interval > 0) {
      // Scheduled against the stream's start so timer drift does not accumulate.
      const due = started + i * interval - performance.now();
      if (due > 0) await sleep(due);
      if (gone()) return;
    }
    if (i === 0) recorded.firstTokenAt = performance.now();
    write(reply.kind === 'content' ? chunk({ content: piece }) : chunk({ tool_calls: [{ index: 0, function: { arguments: piece } }] }));
    recorded.fragmentsSent++;
    recorded.fragments.push({ at: performance.now(), text: piece });
  }
  if (gone()) return;
  write(chunk({}, reply.kind === 'content' ? 'stop' : 'tool_calls'));
  write('data: [DONE]\n\n');
  res.end();
}

async function handle(state: ProviderState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://fake');
  if (req.method !== 'POST' || url.pathname !== '/v1/chat/completions') {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        error: { message: `Unknown route ${req.method} ${url.pathname}`, type: 'invalid_request_error', param: null, code: null },
      }),
    );
    return;
  }
  const body = JSON.parse(await readBody(req)) as ChatCompletionRequest;
  const recorded = record(state, req, res, body);
  const { reply } = recorded;
  const timing = { ...state.timing };
  const ttftMs = timing.judgeTtftMs !== undefined && isJudgeRequest(body) ? timing.judgeTtftMs : timing.ttftMs;

  if (reply.kind === 'hang') return;
  if (reply.kind === 'close') {
    req.socket.destroy();
    return;
  }
  if (ttftMs > 0) await sleep(ttftMs);
  if (recorded.aborted || res.destroyed) return;
  if (reply.kind === 'error') return writeError(res, reply);
  const answer = answerOf(body, reply, recorded.index);
  if (!body.stream) return writeCompletion(res, answer);
  await streamCompletion(res, answer, timing, recorded);
}

/** Resolves once `ready()` holds (checked whenever a request arrives or ends), or rejects after `timeoutMs`. */
function waitFor(state: ProviderState, ready: () => boolean, timeoutMs: number, what: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (ready()) return resolve();
    const timer = setTimeout(() => {
      state.waiters.delete(check);
      reject(new Error(`fake provider: timed out waiting for ${what}`));
    }, timeoutMs);
    const check = () => {
      if (!ready()) return;
      clearTimeout(timer);
      state.waiters.delete(check);
      resolve();
    };
    state.waiters.add(check);
  });
}

async function listen(state: ProviderState, port: number): Promise<{ server: http.Server; sockets: Set<Socket> }> {
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    handle(state, req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(error), type: 'server_error', param: null, code: null } }));
    });
  });
  server.on('connection', (socket) => {
    socket.setNoDelay(true);
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host: '127.0.0.1' }, () => resolve());
  });
  return { server, sockets };
}

export async function startFakeOpenAIProvider(options: FakeProviderOptions = {}): Promise<FakeProvider> {
  const state: ProviderState = {
    timing: {
      ttftMs: options.ttftMs ?? 0,
      tokensPerSecond: options.tokensPerSecond ?? 0,
      chunkChars: options.chunkChars ?? 8,
      judgeTtftMs: options.judgeTtftMs,
    },
    behaviour: {
      mode: options.mode ?? 'tools',
      refuseResponseFormat: options.refuseResponseFormat ?? false,
      judge: options.judge ?? 'fair',
    },
    judgeOfModel: new Map(),
    defaultReply: options.defaultReply,
    requests: [],
    queue: [],
    waiters: new Set(),
  };
  const { server, sockets } = await listen(state, options.port ?? 0);
  const { port } = server.address() as AddressInfo;
  const { requests } = state;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => void state.queue.push(...replies),
    setTiming: (next) => {
      state.timing = { ...state.timing, ...Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)) };
    },
    waitForRequests: (count, timeoutMs = 10_000) => waitFor(state, () => requests.length >= count, timeoutMs, `${count} requests`),
    waitForEnd: async (index, timeoutMs = 10_000) => {
      await waitFor(state, () => requests[index]?.finishedAt !== undefined, timeoutMs, `request ${index} to end`);
      return requests[index]!;
    },
    setMode: (mode, refuseResponseFormat = false) => {
      state.behaviour = { ...state.behaviour, mode, refuseResponseFormat };
    },
    setJudge: (judge, model) => {
      if (model) state.judgeOfModel.set(model, judge);
      else {
        state.behaviour = { ...state.behaviour, judge };
        state.judgeOfModel.clear();
      }
    },
    reset: () => {
      requests.length = 0;
      state.queue.length = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
