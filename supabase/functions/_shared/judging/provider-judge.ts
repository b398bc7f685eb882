/**
 * A judge played by a model of the configured provider, through the `openai`
 * SDK: first with the `submit_verdict` tool forced; a server that refuses
 * tools is asked for the JSON object in the prompt (with `response_format`
 * unless it refuses that too), and what it refused is remembered for the rest
 * of the panel; an answer in prose is read as prose. No answer after the
 * SDK's retries is a failed pass; an answer that is no verdict is unusable.
 */
import OpenAI from 'openai';
import type { AskedFormat } from '../ai/chat.ts';
import type { Logger } from '../ai/client.ts';
import { describeError, refusesResponseFormat, refusesTools } from '../ai/provider-refusals.ts';
import type { Judge, PassResult } from './judge.ts';
import type { PanelSeat } from './panel-config.ts';
import { buildJudgeMessages, verdictTool, verdictToolChoice } from './prompts.ts';
import type { Pass, Transcript } from './transcript.ts';
import { readVerdictContent, readVerdictJson, type VerdictReading } from './verdict-reader.ts';

/** Room for four reasons, a rationale and the scores. */
const JUDGE_MAX_TOKENS = 900;

/** What this panel's server has refused so far (shared by its judges). */
export interface ServerQuirks {
  tools: boolean;
  responseFormat: boolean;
}

export function freshQuirks(): ServerQuirks {
  return { tools: true, responseFormat: true };
}

export interface ProviderJudgeOptions {
  client: OpenAI;
  seat: PanelSeat;
  quirks: ServerQuirks;
  log: Logger;
}

export function createProviderJudge({ client, seat, quirks, log }: ProviderJudgeOptions): Judge {
  async function ask(
    transcript: Transcript,
    pass: Pass,
    { mode, responseFormat }: AskedFormat,
    signal: AbortSignal,
  ): Promise<VerdictReading> {
    const completion = await client.chat.completions.create(
      {
        model: seat.providerModel,
        messages: buildJudgeMessages(transcript, pass, mode),
        ...(mode === 'tool' ? { tools: [verdictTool], tool_choice: verdictToolChoice } : {}),
        ...(mode === 'json' && responseFormat ? { response_format: { type: 'json_object' as const } } : {}),
        max_tokens: JUDGE_MAX_TOKENS,
      },
      { signal },
    );
    const message = completion.choices[0]?.message;
    const call = message?.tool_calls?.find((c) => c.type === 'function');
    if (call && call.type === 'function') return readVerdictJson(call.function.arguments);
    return readVerdictContent(message?.content ?? '');
  }

  async function attempt(transcript: Transcript, pass: Pass, signal: AbortSignal): Promise<VerdictReading> {
    if (quirks.tools) {
      try {
        return await ask(transcript, pass, { mode: 'tool', responseFormat: false }, signal);
      } catch (error) {
        if (signal.aborted || !refusesTools(error)) throw error;
        log('the server refuses tools; judges ask for JSON in the prompt from now on', { judge: seat.model, error: describeError(error) });
        quirks.tools = false;
      }
    }
    if (quirks.responseFormat) {
      try {
        return await ask(transcript, pass, { mode: 'json', responseFormat: true }, signal);
      } catch (error) {
        if (signal.aborted || !refusesResponseFormat(error)) throw error;
        log('the server refuses response_format; judges ask without it from now on', { judge: seat.model, error: describeError(error) });
        quirks.responseFormat = false;
      }
    }
    return ask(transcript, pass, { mode: 'json', responseFormat: false }, signal);
  }

  return {
    model: seat.model,
    ownSpeaker: seat.ownSpeaker,
    async judgePass(transcript, pass, signal): Promise<PassResult> {
      try {
        const reading = await attempt(transcript, pass, signal);
        if (reading.ok) return { outcome: 'answered', verdict: reading.verdict };
        log('a judge answered something unusable', { judge: seat.model, pass, problem: reading.problem });
        return { outcome: 'unusable', problem: reading.problem };
      } catch (error) {
        if (signal.aborted) throw signal.reason ?? error;
        log('a judge call failed', { judge: seat.model, pass, error: describeError(error) });
        return { outcome: 'failed', problem: 'the judge could not be reached' };
      }
    },
  };
}
