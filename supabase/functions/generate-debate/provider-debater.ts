/**
 * Turns written by an OpenAI-compatible chat-completions provider through the
 * `openai` SDK: streamed, with the argument tool forced, the `text` field
 * forwarded as it arrives and the complete arguments read strictly, then
 * leniently, then replaced by the spec's fallback. Any provider failure (after
 * the SDK's own retries) falls back too; only the client's abort ends the run.
 */
import OpenAI from 'openai';
import type { ProviderConfig } from './config.ts';
import type { Debater, TurnOutput } from './debater.ts';
import type { ModelMap } from './model-map.ts';
import { argumentTool, argumentToolChoice, buildTurnMessages } from './prompts.ts';
import { createTextExtractor, FALLBACK_ARGUMENT, readArgument } from './tool-arguments.ts';
import { turnSpeaker } from './turns.ts';

export function createOpenAIClient(config: ProviderConfig, fetchImpl?: typeof fetch): OpenAI {
  return new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

export type Logger = (message: string, details?: Record<string, unknown>) => void;

const defaultLogger: Logger = (message, details) => console.warn(`[generate-debate] ${message}`, details ?? '');

export interface ProviderDebaterOptions {
  client: OpenAI;
  models: ModelMap;
  log?: Logger;
}

export function createProviderDebater(options: ProviderDebaterOptions): Debater {
  const log = options.log ?? defaultLogger;
  return {
    generator: 'provider',
    async generateTurn(request, { signal, onDelta }): Promise<TurnOutput> {
      const speaker = turnSpeaker(request.settings, request.turn);
      const model = options.models.resolve(speaker.name) ?? speaker.name;
      try {
        const stream = await options.client.chat.completions.create(
          {
            model,
            messages: buildTurnMessages(request),
            tools: [argumentTool],
            tool_choice: argumentToolChoice,
            max_tokens: speaker.maxTokens,
            stream: true,
          },
          { signal },
        );
        const extractArgumentText = createTextExtractor();
        // Servers without tool support may answer with the JSON as plain content.
        const extractContentText = createTextExtractor();
        let args = '';
        let content = '';
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
            content += delta.content;
            if (!args) onDelta(extractContentText(delta.content));
          }
        }
        const outcome = readArgument(args || content);
        if (outcome.parse !== 'strict') {
          log(`tool arguments needed the ${outcome.parse} path`, { model, sequence: request.sequence, received: (args || content).slice(0, 200) });
        }
        return { text: outcome.text, summary: outcome.summary, fallback: outcome.parse === 'fallback' };
      } catch (error) {
        if (signal.aborted) throw signal.reason ?? error;
        log('provider call failed; using the fallback text', {
          model,
          sequence: request.sequence,
          error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        });
        return { ...FALLBACK_ARGUMENT, fallback: true };
      }
    },
  };
}
