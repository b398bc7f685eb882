import { describe, expect, it } from 'vitest';
import { makeDebate } from '../testing/fixtures.ts';
import { speakerAuthors, turnAuthor } from './authors.ts';

/** A debate whose First Speaker's turns a person wrote (the seat's settings still name gpt-4). */
function withPersonInFirstSeat(generator: 'provider' | 'offline-demo' = 'provider') {
  const debate = makeDebate({ generator });
  return {
    ...debate,
    debate_turns: debate.debate_turns.map((t) =>
      t.speaker_index === 0
        ? { ...t, author_kind: 'person', model: null }
        : { ...t, author_kind: generator === 'provider' ? 'model' : 'demo', model: 'gpt-3.5-turbo' },
    ),
  };
}

describe('who wrote a debate', () => {
  it("names a person's seat and turns as a person's, never the model its settings name", () => {
    const debate = withPersonInFirstSeat();
    expect(speakerAuthors(debate)).toEqual(['a person', 'gpt-3.5-turbo']);
    const [first, second] = [0, 1].map((i) => debate.debate_turns.find((t) => t.speaker_index === i)!);
    expect(turnAuthor(first!, debate)).toBe('a person');
    expect(turnAuthor(second!, debate)).toBe('gpt-3.5-turbo');
  });

  it("marks the offline demo's seat beside a person's", () => {
    expect(speakerAuthors(withPersonInFirstSeat('offline-demo'))).toEqual(['a person', 'gpt-3.5-turbo · offline demo']);
  });

  it("keeps a seat as its model's when a person's turns were only copied from the debate it continues", () => {
    const debate = makeDebate({ generator: 'provider' });
    const continued = {
      ...debate,
      debate_turns: debate.debate_turns.map((t) =>
        t.round_index === 0
          ? { ...t, author_kind: 'person', model: null, inherited: true }
          : { ...t, author_kind: 'model', model: 'gpt-4' },
      ),
    };
    expect(speakerAuthors(continued)).toEqual(['gpt-4', 'gpt-3.5-turbo']);
    expect(
      turnAuthor(
        continued.debate_turns.find((t) => t.round_index === 0)!,
        continued,
      ),
    ).toBe('a person');
    expect(
      turnAuthor(
        continued.debate_turns.find((t) => t.round_index === 1 && t.speaker_index === 1)!,
        continued,
      ),
    ).toBe('gpt-4');
  });

  it('goes by the debate for turns saved before their author was recorded', () => {
    const demo = makeDebate({ generator: 'offline-demo' });
    expect(speakerAuthors(demo)).toEqual(['gpt-4 · offline demo', 'gpt-3.5-turbo · offline demo']);
    expect(turnAuthor(demo.debate_turns[0]!, demo)).toBe(
      `${demo.debate_turns[0]!.speaker_index === 1 ? 'gpt-3.5-turbo' : 'gpt-4'} · offline demo`,
    );
  });
});
