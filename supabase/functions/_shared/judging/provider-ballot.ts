/**
 * A person's side's ballot written by a provider's judge: one chat-completions call asking for the
 * ballot as JSON (with `response_format` unless the server refuses it), read and validated
 * (ballot-prompt.ts). No answer after the SDK's retries, or an answer that is no ballot, and the
 * offline judge writes it instead, labelled as its own: a ballot is never lost.
 */
import type OpenAI from 'openai';
import type { Logger } from '../ai/client.ts';
import { describeError, refusesResponseFormat } from '../ai/provider-refusals.ts';
import { ballotFor, type BallotWriter } from './ballot.ts';
import { buildBallotMessages, readBallot } from './ballot-prompt.ts';
import type { PanelSeat } from './panel-config.ts';
import type { Transcript } from './transcript.ts';

/** Room for eight arguments with their reasons, what was dropped and three tips. */
const BALLOT_MAX_TOKENS = 1200;

export function createProviderBallotWriter({ client, seat, log }: { client: OpenAI; seat: PanelSeat; log: Logger }): BallotWriter {
  async function ask(transcript: Transcript, speakerIndex: 0 | 1, responseFormat: boolean): Promise<string> {
    const completion = await client.chat.completions.create({
      model: seat.providerModel,
      messages: buildBallotMessages(transcript, speakerIndex),
      ...(responseFormat ? { response_format: { type: 'json_object' as const } } : {}),
      max_tokens: BALLOT_MAX_TOKENS,
    });
    return completion.choices[0]?.message?.content ?? '';
  }

  async function answer(transcript: Transcript, speakerIndex: 0 | 1): Promise<string> {
    try {
      return await ask(transcript, speakerIndex, true);
    } catch (error) {
      if (!refusesResponseFormat(error)) throw error;
      return ask(transcript, speakerIndex, false);
    }
  }

  return {
    async write(transcript, speakerIndex) {
      try {
        const reading = readBallot(await answer(transcript, speakerIndex));
        if (reading.ok) return { judge: 'provider', model: seat.model, speakerIndex, ...reading.ballot };
        log("the ballot judge's answer is no ballot; the offline judge writes it", { judge: seat.model, problem: reading.problem });
      } catch (error) {
        log('the ballot judge could not be reached; the offline judge writes it', { judge: seat.model, error: describeError(error) });
      }
      return ballotFor(transcript, speakerIndex);
    },
  };
}
