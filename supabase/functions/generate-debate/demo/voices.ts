/**
 * How each rhetoric style and debate format sounds: openers, connectors,
 * closings and a characteristic flourish, several of each so the same voice
 * never repeats a sentence within one debate.
 */
import type { DebateStyle, RhetoricStyle } from '../settings.ts';

export interface Voice {
  openers: readonly string[];
  connectors: readonly string[];
  flourishes: readonly string[];
  closings: readonly string[];
}

export const VOICES: Readonly<Record<RhetoricStyle, Voice>> = {
  standard: {
    openers: [
      'Let me set out my position.',
      'Here is where I stand and why.',
      'Let me be clear about my view.',
      'I want to take this one step at a time.',
    ],
    connectors: ['First,', 'Second,', 'Third,', 'Beyond that,', 'Just as importantly,'],
    flourishes: [
      'That is not a small point.',
      'It is worth pausing on that.',
      'The details matter here.',
      'This is where the case is won or lost.',
    ],
    closings: [
      'That is why I ask you to see it my way.',
      'Weigh it fairly and I think you will agree.',
      'That, in short, is my case.',
      'I rest my case on those grounds.',
    ],
  },
  formal: {
    openers: [
      'Allow me to set out my position with some care.',
      'I shall begin by stating the proposition precisely.',
      'Permit me to address the matter in order.',
      'It is appropriate to begin with first principles.',
    ],
    connectors: ['In the first instance,', 'Furthermore,', 'Finally,', 'Moreover,', 'It follows that'],
    flourishes: [
      'The distinction is not merely academic.',
      'One must be precise on this point.',
      'The implications deserve careful scrutiny.',
      'This consideration is, I submit, decisive.',
    ],
    closings: [
      'I therefore commend this position to you.',
      'On these grounds, the conclusion is difficult to resist.',
      'I submit that the balance of reasons lies with me.',
      'For these reasons, I maintain my position.',
    ],
  },
  casual: {
    openers: ["Okay, here's how I see it.", "Alright, let's get into it.", 'So, real talk for a second.', "Look, I'll keep this simple."],
    connectors: ['First off,', 'Also,', 'And honestly,', 'Plus,', 'On top of that,'],
    flourishes: [
      "That's kind of a big deal.",
      'And yeah, that matters.',
      'Nobody really talks about that part.',
      'Think about it for a sec.',
    ],
    closings: [
      "So yeah, that's where I land.",
      "That's my take, and I'm sticking with it.",
      "Anyway, that's the gist.",
      "Bottom line, I think I'm right on this one.",
    ],
  },
  emotional: {
    openers: [
      'This is not an abstract question. It touches real lives.',
      'I want you to feel what is at stake here.',
      'Behind this question are people, families and futures.',
      'My heart is in this, and I will not hide it.',
    ],
    connectors: ['Think about this:', 'And remember,', 'Most of all,', 'Imagine, too, that', 'Consider the families for whom'],
    flourishes: [
      'Picture a parent trying to explain that to a child.',
      'That should move every one of us.',
      'Real people carry that weight every single day.',
      'We owe them better than indifference.',
    ],
    closings: [
      'Picture the people behind the numbers, and you will feel why this matters.',
      'Let compassion guide your judgement today.',
      'Do it for the people who have no voice in this room.',
      'I ask you to decide with your conscience.',
    ],
  },
  factual: {
    openers: [
      'Let us begin with what can be checked.',
      'I will stick to what the record shows.',
      'Start with the data, not the slogans.',
      'Here are the facts as they stand.',
    ],
    connectors: ['Point one:', 'Point two:', 'Point three:', 'A further data point:', 'On the evidence,'],
    flourishes: [
      'The figures are public and anyone can verify them.',
      'Measured outcomes beat predictions every time.',
      'The sample sizes are large enough to take seriously.',
      'Follow the numbers, not the headlines.',
    ],
    closings: [
      'Follow the evidence, and it leads here.',
      'The data support this conclusion.',
      'On the record as it stands, my position holds.',
      'Check the sources yourself and you will land where I did.',
    ],
  },
  adversarial: {
    openers: [
      'Let me be blunt, because my opponent will not be.',
      'I am not here to be polite about weak arguments.',
      'Let us cut through the spin.',
      'I will say what the other side is avoiding.',
    ],
    connectors: ['First,', 'Second,', 'And above all,', 'Worse still,', 'Meanwhile,'],
    flourishes: [
      'My opponent has no answer to that.',
      'Notice how quickly the other side changes the subject here.',
      'That is the part they hoped you would miss.',
      'Ask yourself why that was never addressed.',
    ],
    closings: [
      'My opponent has no answer to this, and you should notice that.',
      'The other side has had its chance and come up empty.',
      'Strip away the rhetoric and their case collapses.',
      'I have made my case; they have made excuses.',
    ],
  },
};

/** Debate formats: how a speaker addresses the room (a sentence prefix) and a coda. */
export interface Format {
  address(speakerIndex: 0 | 1): readonly string[];
  codas: readonly string[];
}

export const FORMATS: Readonly<Record<DebateStyle, Format>> = {
  structured: { address: () => [''], codas: [''] },
  oxford: {
    address: () => ['Madam Chair, members of the house,', 'Members of the house,', 'Madam Chair,'],
    codas: [
      'I urge the house to vote accordingly.',
      'The house should divide on exactly this point.',
      'I ask the house to carry my side of the motion.',
    ],
  },
  parliamentary: {
    address: (i) =>
      i === 0
        ? ['Mr Speaker, speaking for the Government,', 'Mr Speaker, for the Government benches,', 'Mr Speaker,']
        : ['Mr Speaker, speaking for the Opposition,', 'Mr Speaker, for the Opposition benches,', 'Mr Speaker,'],
    codas: [
      'I commend this case to the House.',
      'The House should not be misled on this.',
      'I urge honourable members to weigh this carefully.',
    ],
  },
  crossfire: {
    address: () => ['Straight to it:', 'No warm-up,', 'Right back at you,'],
    codas: ['So answer me directly: where is your plan?', 'Your move, and no dodging this time.', 'Answer that, and then we can talk.'],
  },
  comment_section: {
    address: () => ['Hot take incoming:', 'Okay, replying to the thread above,', 'Not gonna lie,'],
    codas: ['Edit: not taking questions, I said what I said.', 'Downvote me if you want, it is still true.', 'Edit 2: wow, this blew up.'],
  },
};

export const STYLE_NAMES: Readonly<Record<DebateStyle, string>> = {
  structured: 'structured debate',
  oxford: 'Oxford-style debate',
  crossfire: 'crossfire debate',
  parliamentary: 'parliamentary debate',
  comment_section: 'comment-section debate',
};
