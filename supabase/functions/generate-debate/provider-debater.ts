/**
 * Turns written by an OpenAI-compatible chat-completions provider through the
 * `openai` SDK, streamed. First with the argument tool forced; the `text`
 * field is forwarded as it arrives and the complete arguments read strictly,
 * then leniently. Servers differ (Ollama, LM Studio, llama.cpp without
 * `--jinja`), so:
 *   - a server that refuses tools (4xx naming tools / tool_choice) gets the
 *     turn again without them, the JSON asked for in the prompt, with
 *     `response_format: json_object` unless it refuses that too; both
 *     refusals are remembered for the rest of the debate;
 *   - a server that answers prose instead of JSON has its prose kept as the
 *     turn's text, with a summary made from it.
 * The spec's fallback texts are only for when nothing usable came back
 * (after the SDK's own retries). Only the client's abort ends the run.
 */
import OpenAI from 'openai';
import type { Debater, TurnOutput } from './debater.ts';
import type { Logger } from '../_shared/ai/client.ts';
import type { AskedFormat } from '../_shared/ai/chat.ts';
import type { ModelMap } from '../_shared/ai/model-map.ts';
import { describeError as describe, refusesResponseFormat, refusesTools } from '../_shared/ai/provider-refusals.ts';
import { argumentTool, argumentToolChoice, buildTurnMessages } from './prompts.ts';
import type { DebateSettings } from './settings.ts';
import { createTextExtractor, FALLBACK_ARGUMENT, looksLikeJson, readArgument, readContent } from './tool-arguments.ts';
import { turnSpeaker, type TurnRequest } from './turns.ts';

const defaultLogger: Logger = (message, details) => console.warn(`[generate-debate] ${message}`, details ?? '');

export interface ProviderDebaterOptions {
  client: OpenAI;
  models: ModelMap;
  log?: Logger;
}

/** What this debate's server has refused so far. */
interface ServerQuirks {
  tools: boolean;
  responseFormat: boolean;
}

export function createProviderDebater(options: ProviderDebaterOptions): Debater {
  const log = options.log ?? defaultLogger;
  // Keyed by the debate's settings object, which every turn of one debate shares.
  const quirks = new WeakMap<DebateSettings, ServerQuirks>();

  async function streamTurn(
    request: TurnRequest,
    { mode, responseFormat }: AskedFormat,
    { signal, onDelta }: { signal: AbortSignal; onDelta: (text: string) => void },
  ): Promise<TurnOutput & { parse: string }> {
    const speaker = turnSpeaker(request.settings, request.turn);
    const model = options.models.resolve(speaker.name) ?? speaker.name;
    const stream = await options.client.chat.completions.create(
      {
        model,
        messages: buildTurnMessages(request, mode),
        ...(mode === 'tool' ? { tools: [argumentTool], tool_choice: argumentToolChoice } : {}),
        ...(mode === 'json' && responseFormat ? { response_format: { type: 'json_object' as const } } : {}),
        max_tokens: speaker.maxTokens,
        stream: true,
      },
      { signal },
    );
    const extractArgumentText = createTextExtractor();
    const extractContentText = createTextExtractor();
    let args = '';
    let content = '';
    // Content is either JSON (stream its text field) or prose (stream it as is); its first characters tell.
    let contentKind: 'unknown' | 'json' | 'prose' = 'unknown';
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta;
      if (!delta) continue;
      for (const call of delta.tool_calls ?? []) {
        const fragment = call.function?.arguments;
        if (call.index !== 0 || !fragment) continue;
        args += fragment;
        onDelta(extractArgumentText(fragment));
      }
      if (delta.content) {
        const before = content;
        content += delta.content;
        if (args) continue;
        if (contentKind === 'unknown' && content.trim()) contentKind = looksLikeJson(content) ? 'json' : 'prose';
        if (contentKind === 'json') onDelta(extractContentText(contentKind === 'json' && !before.trim() ? content : delta.content));
        else if (contentKind === 'prose') onDelta(before.trim() ? delta.content : content.trimStart());
      }
    }
    if (args) {
      const outcome = readArgument(args);
      if (outcome.parse !== 'strict')
        log(`tool arguments needed the ${outcome.parse} path`, { model, sequence: request.sequence, received: args.slice(0, 200) });
      return { text: outcome.text, summary: outcome.summary, fallback: outcome.parse === 'fallback', parse: outcome.parse };
    }
    const outcome = readContent(content);
    if (outcome.parse !== 'strict')
      log(`the answer was read by the ${outcome.parse} path`, { model, sequence: request.sequence, received: content.slice(0, 200) });
    return { text: outcome.text, summary: outcome.summary, fallback: outcome.parse === 'fallback', parse: outcome.parse };
  }

  return {
    generator: 'provider',
    async generateTurn(request, { signal, onDelta }): Promise<TurnOutput> {
      const known = quirks.get(request.settings) ?? { tools: true, responseFormat: true };
      quirks.set(request.settings, known);
      const attempt = async (): Promise<TurnOutput> => {
        if (known.tools) {
          try {
            const { parse: _parse, ...output } = await streamTurn(request, { mode: 'tool', responseFormat: false }, { signal, onDelta });
            return output;
          } catch (error) {
            if (signal.aborted || !refusesTools(error)) throw error;
            log('the server refuses tools; asking for JSON in the prompt from now on', {
              sequence: request.sequence,
              error: describe(error),
            });
            known.tools = false;
          }
        }
        if (known.responseFormat) {
          try {
            const { parse: _parse, ...output } = await streamTurn(request, { mode: 'json', responseFormat: true }, { signal, onDelta });
            return output;
          } catch (error) {
            if (signal.aborted || !refusesResponseFormat(error)) throw error;
            log('the server refuses response_format; asking without it from now on', {
              sequence: request.sequence,
              error: describe(error),
            });
            known.responseFormat = false;
          }
        }
        const { parse: _parse, ...output } = await streamTurn(request, { mode: 'json', responseFormat: false }, { signal, onDelta });
        return output;
      };
      try {
        return await attempt();
      } catch (error) {
        if (signal.aborted) throw signal.reason ?? error;
        log('provider call failed; using the fallback text', { sequence: request.sequence, error: describe(error) });
        return { ...FALLBACK_ARGUMENT, fallback: true };
      }
    },
  };
}
