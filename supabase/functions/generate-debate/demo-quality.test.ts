// How the offline demo debater reads over 50 debates on different topics — half of them the
// random-topic button's sample topics (the argument bank), half typed-in topics (the generic
// generator), one with emoji and one in Arabic script — in every debate style, rhetoric style and
// stance, with and without a moderator and a personality hint. It prints its figures and fails when
// a target is missed:
//   - no phrase of 6 or more words in more than 10 % of the debates, topic words aside: a phrase is
//     6 words in a row of one sentence, none of them a word of that debate's topic (function words
//     such as "the" or "should" are never topic words), so a template counts wherever it is used;
//   - no stance number in the prose ("For (0.6)");
//   - no debate that opens with a rebuttal ("Right back at you", "My opponent said");
//   - every turn quotes the topic at most once, and only as a quotation, never spliced into a sentence.
import { describe, expect, it } from 'vitest';
import { SAMPLE_TOPICS } from '../_shared/contract/sample-topics.ts';
import { writeDemoTurn } from './demo-debater.ts';
import type { DebateSettings, DebateStyle, RhetoricStyle } from './settings.ts';
import { planTurns, type CompletedTurn } from './turns.ts';

const FREE_TOPICS = [
  'Should cities replace parking lots with parks?',
  'Should schools start later in the morning?',
  'Are electric scooters a menace on sidewalks?',
  'Should libraries lend tools as well as books?',
  'Is it rude to recline your seat on a plane?',
  'Should companies publish every salary?',
  'Is 🍕 better cold the next morning? 🤔',
  'هل يجب أن يكون التعليم الجامعي مجانيًا؟',
  'Should every town have a public swimming pool?',
  'Is learning Latin a waste of time?',
  'Should election day be a public holiday?',
  'Do open-plan offices hurt concentration?',
  'Should landlords be licensed?',
  'Is board gaming better than video gaming for families?',
  'Should teenagers have part-time jobs?',
  'Is tourism ruining historic city centres?',
  'Should restaurants be required to show calorie counts?',
  'Should the school year run all year round?',
  'Is it worth learning to cook from scratch?',
  'Should juries be replaced by professional judges?',
  'Are podcasts replacing radio?',
  'Remote villages deserve the same broadband as cities.',
  'Should adults learn a musical instrument?',
  'Ban leaf blowers',
  'Should chess be taught in every school?',
];

// Every third sample topic: 25 of them, spread over the list's categories.
const SAMPLE = SAMPLE_TOPICS.filter((_, i) => i % 3 === 0).slice(0, 25);

const STYLES: DebateStyle[] = ['structured', 'oxford', 'crossfire', 'parliamentary', 'comment_section'];
const RHETORIC: RhetoricStyle[] = ['standard', 'formal', 'casual', 'emotional', 'factual', 'adversarial'];
const STANCES: Array<[number, number]> = [
  [0.6, -0.6],
  [-1, 1],
  [0.9, -0.4],
  [0, 0.7],
  [-0.5, 0],
  [0.4, 0.8],
  [-0.7, -0.3],
];
// Distinct personality hints, each worn by a few speakers, as different people would write them.
const HINTS = [
  '',
  'A retired urban planner',
  'You are a sceptical economist who loves data.',
  '',
  'Be sarcastic',
  'a nurse',
  '',
  'You are a high-school history teacher',
  'Speak like a pirate',
  '',
  'An optimistic startup founder',
  'Be brief and blunt',
  '',
  'A grandmother who has seen it all',
  'Focus on the cost to small businesses',
  '',
  'You are a polite diplomat',
  'Make jokes',
];

function speaker(i: number, seat: 0 | 1) {
  return {
    name: seat === 0 ? 'gpt-4' : 'gpt-3.5-turbo',
    stance: STANCES[i % STANCES.length]![seat],
    rhetoricStyle: RHETORIC[(i + seat * 3 + Math.floor(i / 6)) % RHETORIC.length]!,
    systemPrompt: HINTS[(i * 2 + seat * 7) % HINTS.length]!,
    maxTokens: 1000,
    showGuidance: false,
  };
}

const settingsOf = (topic: string, i: number): DebateSettings => ({
  topic,
  rounds: 3,
  debateStyle: STYLES[i % STYLES.length]!,
  moderatorEnabled: i % 4 === 1,
  model1: speaker(i, 0),
  model2: speaker(i, 1),
});

function debateOf(settings: DebateSettings): CompletedTurn[] {
  const done: CompletedTurn[] = [];
  for (const [sequence, turn] of planTurns(settings.moderatorEnabled).entries())
    done.push({ turn, ...writeDemoTurn({ settings, turn, sequence, previous: done }, 'quality'), fallback: false });
  return done;
}

const debates = [...SAMPLE, ...FREE_TOPICS].map((topic, i) => {
  const settings = settingsOf(topic, i);
  return { settings, turns: debateOf(settings) };
});

// Function words stay: a template is the same template whatever it is about.
const FUNCTION_WORDS = new Set(
  'a an the of to in on for and or be is are was it its that this than with by as at from should must can could will do does we'.split(' '),
);
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

/** The debate's 6-word phrases, sentence by sentence; a word of its topic ends a phrase. */
function phrasesOf(settings: DebateSettings, turns: readonly CompletedTurn[]): Set<string> {
  const topicWords = new Set(wordsOf(settings.topic).filter((w) => !FUNCTION_WORDS.has(w)));
  const phrases = new Set<string>();
  for (const { text, summary } of turns) {
    for (const sentence of `${text}\n${summary}`.split(/(?<=[.!?…])\s+|\n+/)) {
      const words = wordsOf(sentence);
      for (let i = 0; i + 6 <= words.length; i++) {
        const gram = words.slice(i, i + 6);
        if (!gram.some((w) => topicWords.has(w))) phrases.add(gram.join(' '));
      }
    }
  }
  return phrases;
}

const STANCE_NUMBER = /\((?:[-+]?[01](?:\.\d)?)\)|\b(?:for|against|neutral)\s*\(?\s*[-+]?[01]\.\d/i;
const REBUTTAL_OPENING =
  /^(?:[^.!?]*\b)?(right back at you|in reply|in response|replying to|you say|my opponent (?:said|says|claims|told|argues|thinks)|the other side (?:said|says|claims)|we (?:just )?heard|contrary to what|i disagree)\b/i;

const bareTopic = (topic: string) => topic.trim().replace(/[?.!\s]+$/u, '');

/** Occurrences of the topic in a text, and how many of them stand as a quotation. */
function topicQuotes(text: string, topic: string): { count: number; quoted: number } {
  const bare = bareTopic(topic).toLowerCase();
  const lower = text.toLowerCase();
  let count = 0;
  let quoted = 0;
  for (let at = lower.indexOf(bare); at >= 0; at = lower.indexOf(bare, at + bare.length)) {
    count++;
    const before = text.slice(Math.max(0, at - 1), at);
    const after = text.slice(at + bare.length).replace(/^[?.!\s🤔]*/u, '');
    if (/["“]/.test(before) && /^["”]/.test(after)) quoted++;
  }
  return { count, quoted };
}

describe('the demo debater over 50 debates', () => {
  it('meets the variety and hygiene targets', () => {
    expect(new Set(debates.map((d) => d.settings.topic)).size).toBe(50);

    const debatesWith = new Map<string, number>();
    for (const { settings, turns } of debates)
      for (const phrase of phrasesOf(settings, turns)) debatesWith.set(phrase, (debatesWith.get(phrase) ?? 0) + 1);
    const common = [...debatesWith].sort((a, b) => b[1] - a[1]);
    const [topPhrase, topCount] = common[0] ?? ['', 0];
    const overTarget = common.filter(([, n]) => n / debates.length > 0.1);

    const stanceNumbers = debates.flatMap(({ turns }) =>
      turns.flatMap((t) => [t.text, t.summary]).filter((text) => STANCE_NUMBER.test(text)),
    );
    const rebuttalOpenings = debates.filter(({ turns }) => {
      const opening = turns.find((t) => t.turn.role === 'speaker')!;
      const firstSentence = opening.text.split(/(?<=[.!?])\s/)[0]!;
      return REBUTTAL_OPENING.test(firstSentence) || /my opponent (said|told us|claims)/i.test(opening.text);
    });
    const topicProblems = debates.flatMap(({ settings, turns }) =>
      turns
        .flatMap((t) => [t.text, t.summary])
        .map((text) => topicQuotes(text, settings.topic))
        .filter(({ count, quoted }) => count > 1 || quoted < count)
        .map(() => settings.topic),
    );

    console.log(
      [
        `demo quality over ${debates.length} debates (${SAMPLE.length} sample topics, ${FREE_TOPICS.length} typed-in topics):`,
        `  most common 6-word phrase: "${topPhrase}" in ${topCount} debates (${Math.round((100 * topCount) / debates.length)} %; target at most 10 %)`,
        `  phrases over 10 %: ${overTarget.length}${
          overTarget.length
            ? ` (${overTarget
                .slice(0, 5)
                .map(([p, n]) => `"${p}" ${n}`)
                .join(', ')})`
            : ''
        }`,
        `  stance numbers in prose: ${stanceNumbers.length} (target 0)`,
        `  debates opening with a rebuttal phrase: ${rebuttalOpenings.length} (target 0)`,
        `  turns quoting the topic more than once or splicing it into a sentence: ${topicProblems.length} (target 0)`,
      ].join('\n'),
    );

    expect(overTarget.map(([p, n]) => `${p} (${n})`)).toEqual([]);
    expect(stanceNumbers).toEqual([]);
    expect(rebuttalOpenings.map((d) => d.settings.topic)).toEqual([]);
    expect(topicProblems).toEqual([]);
  });
});
