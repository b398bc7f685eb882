/**
 * How each rhetoric style sounds in every part of a speech — how it opens,
 * leads into an argument, quotes the opponent, colours a point and ends —
 * and how each debate format frames it. Several of each, so a voice rarely
 * repeats itself across debates and never within one. `{q}` is a quoted
 * claim, `{name}` an argument's name, `{people}` who lives with the answer.
 */
import type { DebateStyle, RhetoricStyle } from '../settings.ts';

export interface Voice {
  /** The first sentence of an opening speech. */
  open: readonly string[];
  /** The first sentence of a rebuttal. */
  rebut: readonly string[];
  /** The first sentence of a closing speech. */
  sum: readonly string[];
  /** Lead-ins for the first and second arguments of an opening, and a new one in a rebuttal. */
  first: readonly string[];
  second: readonly string[];
  fresh: readonly string[];
  /** How the opponent's words are brought in; `{q}` is the quote. */
  quote: readonly string[];
  /** A short turn from the quote to the answer. */
  pivot: readonly string[];
  /** A line after an argument's evidence. */
  colour: readonly string[];
  /** The last sentence of a speech. */
  end: readonly string[];
  /** The casual voice talks in contractions; the formal one never does. */
  contractions: boolean;
}

export const VOICES: Readonly<Record<RhetoricStyle, Voice>> = {
  standard: {
    open: [
      'My case, then.',
      'Here is where I stand.',
      'I will be direct.',
      'My answer first.',
      'To the question, then.',
      'Let me begin.',
      'Straight to it.',
      'Here is my case.',
    ],
    rebut: [
      'Now to what we heard.',
      'Let me answer.',
      'Time to test their case.',
      'Two answers, then a reason.',
      'Replies, in turn.',
      'Their case, examined.',
      'To the replies.',
      'Now, the other side.',
    ],
    sum: [
      'Let me sum up.',
      'So where are we?',
      'Time to take stock.',
      'Here is the balance.',
      'The short version.',
      'To close.',
      'Let me weigh it up.',
      'Where this leaves us.',
    ],
    first: ['First,', 'To begin,', 'Start with this:', 'My first reason:', 'One:'],
    second: ['Second,', 'Next,', 'There is more:', 'My second reason:', 'Two:'],
    fresh: ['One more reason:', 'And further:', 'Consider, too,', 'Not yet said:', 'Then there is this:'],
    quote: [
      'We were told "{q}".',
      'My opponent says "{q}".',
      'The claim: "{q}".',
      'We heard that "{q}".',
      'They argue that "{q}".',
      'Their point: "{q}".',
    ],
    pivot: [
      'That does not hold.',
      'Look closer.',
      'Not so fast.',
      'There is a catch.',
      'It misses something.',
      'Not quite.',
      'That is too quick.',
    ],
    colour: [
      'That matters.',
      'Keep that in mind.',
      'Worth pausing on.',
      'No small thing.',
      'Hold on to that.',
      'Remember it.',
      'That counts.',
      'Note it.',
    ],
    end: [
      'That is my case.',
      'Weigh it fairly.',
      'I rest it there.',
      'Judge it on the merits.',
      'That is where I stand.',
      'Thank you.',
      'I rest my case.',
      'Decide on the reasons.',
    ],
    contractions: false,
  },
  formal: {
    open: [
      'I state my position.',
      'To the proposition.',
      'Permit me to begin.',
      'From first principles.',
      'I propose to be precise.',
      'I begin with the motion.',
      'Precision first.',
      'Allow me to begin.',
    ],
    rebut: [
      'I turn to the opposition.',
      'It remains to answer.',
      'Permit me to reply.',
      'A reply is owed.',
      'To their arguments.',
      'To the reply.',
      'I shall answer in turn.',
      'Their case requires examination.',
    ],
    sum: [
      'Let me draw this together.',
      'A brief summation.',
      'In conclusion.',
      'Let me weigh the record.',
      'In summation, then.',
      'To conclude.',
      'A final accounting.',
      'Let me now conclude.',
    ],
    first: ['In the first instance,', 'I begin with this:', 'The first consideration:', 'Foremost,', 'Firstly,'],
    second: ['Furthermore,', 'Secondly,', 'Moreover,', 'A second consideration:', 'Equally,'],
    fresh: ['A further consideration:', 'There is, moreover, this:', 'I would add this:', 'A further matter:', 'Additionally,'],
    quote: [
      'My opponent contends that "{q}".',
      'It was put that "{q}".',
      'We were asked to accept "{q}".',
      'The opposition holds that "{q}".',
      'My learned opponent asserts "{q}".',
      'It is said that "{q}".',
    ],
    pivot: [
      'With respect, no.',
      'The difficulty is plain.',
      'That cannot stand.',
      'I must respectfully demur.',
      'The premise is unsound.',
      'That will not do.',
      'It does not follow.',
    ],
    colour: [
      'The point is not academic.',
      'Precision matters here.',
      'The implication is considerable.',
      'I submit this is decisive.',
      'That is weighty.',
      'Mark it well.',
      'This is material.',
      'It bears emphasis.',
    ],
    end: [
      'I commend my position.',
      'On these grounds, I rest.',
      'The balance lies with me.',
      'I submit the case.',
      'I maintain my position.',
      'I rest my case.',
      'So I submit.',
      'I am obliged.',
    ],
    contractions: false,
  },
  casual: {
    open: [
      "Okay, here's my take.",
      "Alright, let's get into it.",
      'So, real talk.',
      "Look, I'll keep this simple.",
      'Right, my take.',
      'Here goes.',
      'Okay. Deep breath.',
      "So here's the deal.",
    ],
    rebut: [
      "Okay, let's talk about that.",
      'So, about that.',
      "Right, let's unpack this.",
      'My turn to push back.',
      'Hmm. Not buying it.',
      'Okay, so.',
      "Let's go through it.",
      'Right. Where to start?',
    ],
    sum: [
      "Okay, let's wrap up.",
      "So here's where we are.",
      'Quick recap.',
      'Bottom line time.',
      "Let's land this.",
      'So, final answer.',
      'Wrapping up.',
      'Okay, last bit.',
    ],
    first: ['First off,', "Here's the thing:", 'Start here:', 'Number one:', 'So first,'],
    second: ['Also,', 'Plus,', 'And then,', 'On top of that,', 'And'],
    fresh: ['And another thing:', 'Oh, one more:', 'Also, nobody said this:', 'Plus, get this:', 'And honestly,'],
    quote: [
      'So apparently "{q}".',
      'They said "{q}".',
      'The line was "{q}".',
      'We got told "{q}".',
      'Their big point: "{q}".',
      'Quote: "{q}".',
    ],
    pivot: ['Eh, not really.', 'Come on.', 'Nope.', 'Sounds nice, but no.', 'Yeah, about that.', 'Hmm, no.', 'Not so much.'],
    colour: [
      "That's a big deal.",
      'Think about it.',
      'And yeah, that matters.',
      'Wild, right?',
      'Not nothing.',
      'Big deal.',
      'Just saying.',
      'Yep.',
    ],
    end: [
      "So yeah, that's my take.",
      "That's where I land.",
      "Anyway, that's the gist.",
      "I'm sticking with it.",
      "And that's that.",
      'Done.',
      'Peace.',
      "That's it from me.",
    ],
    contractions: true,
  },
  emotional: {
    open: [
      'This is not abstract.',
      'Feel what is at stake.',
      'Behind this are real lives.',
      'My heart is in this.',
      'This one matters to me.',
      'Please, listen.',
      'This is personal.',
      'I care about this.',
    ],
    rebut: [
      'I am not persuaded.',
      'Words are easy.',
      'I cannot let that stand.',
      'Let me answer with feeling.',
      'That hurt to hear.',
      'No. Listen.',
      'I have to answer that.',
      'That was cold.',
    ],
    sum: [
      'Let me bring this home.',
      'Remember the people.',
      'This is the moment.',
      'From the heart, then.',
      'One last plea.',
      'Before you decide, listen.',
      'Here is what matters.',
      'At the end of it all.',
    ],
    first: ['Think about this:', 'Start with what hurts:', 'First, and it matters:', 'Remember this:', 'Above all,'],
    second: ['And remember,', 'And then there is this:', 'It goes further:', 'And it hurts that', 'Most of all,'],
    fresh: ['Something we have not faced:', 'One more weighs on me:', 'And let us be honest:', 'Consider, too,', 'There is more:'],
    quote: [
      'My opponent tells us "{q}".',
      'We have been told "{q}".',
      'They said, "{q}".',
      'They want you to believe "{q}".',
      'So calmly: "{q}".',
      'We heard "{q}".',
    ],
    pivot: [
      'Tell that to the people living it.',
      'That sounds cold aloud.',
      'It is not that simple.',
      'If only it were that easy.',
      'The people affected know better.',
      'Real people disagree.',
      'That breaks my heart.',
    ],
    colour: [
      'Think of {people}.',
      'Picture {people}.',
      'Ask {people}.',
      'Remember {people}.',
      'I think of {people}.',
      'That is real.',
      'It matters.',
      'Feel that.',
    ],
    end: [
      'Decide with your conscience.',
      'Let compassion guide you.',
      'Do it for them.',
      'Remember who is waiting.',
      'Feel the weight of it.',
      'Please.',
      'Choose kindly.',
      'Thank you.',
    ],
    contractions: false,
  },
  factual: {
    open: [
      'Start with what is checkable.',
      'The record first.',
      'Facts before opinions.',
      'Start with the evidence.',
      'What is known, first.',
      'To the evidence.',
      'Data first.',
      'Let us check.',
    ],
    rebut: [
      'Let us check those claims.',
      'Time for a fact-check.',
      'Some of that was fact.',
      'A fact-check, then.',
      'Evidence versus assertion.',
      'Checking their claims.',
      'Against the record.',
      'Now, verification.',
    ],
    sum: [
      'The evidence, in summary.',
      'Let us tally it.',
      'What the record established.',
      'A final accounting.',
      'The evidence, briefly.',
      'Summing the ledger.',
      'The tally.',
      'What held up.',
    ],
    first: ['Point one:', 'The first fact:', 'Begin with the record:', 'Evidence first:', 'Item one:'],
    second: ['Point two:', 'Next:', 'A second fact:', 'Item two:', 'Add this:'],
    fresh: ['A further data point:', 'One more fact:', 'Point three:', 'Also on record:', 'Consider this:'],
    quote: [
      'The claim: "{q}".',
      'My opponent asserted "{q}".',
      'We heard that "{q}".',
      'On the record: "{q}".',
      'The assertion: "{q}".',
      'Claimed: "{q}".',
    ],
    pivot: [
      'The evidence says otherwise.',
      'That does not check out.',
      'Only partly true.',
      'The record is messier.',
      'That needs a source.',
      'Unsupported.',
      'Not on this evidence.',
    ],
    colour: [
      'Measured, not guessed.',
      'Anyone can check it.',
      'A result, not a forecast.',
      'The figure is public.',
      'Check it yourself.',
      'That is data.',
      'Documented.',
      'On the record.',
    ],
    end: [
      'Follow the evidence.',
      'The record supports me.',
      'That is the evidence.',
      'Check the sources.',
      'On the facts, I win.',
      'The data decide.',
      'Evidence over rhetoric.',
      'That is the record.',
    ],
    contractions: false,
  },
  adversarial: {
    open: [
      'Let me be blunt.',
      'Weak arguments get no mercy.',
      'Let us cut the spin.',
      'I will say what they avoid.',
      'No hedging from me.',
      'Gloves off.',
      'Let us be honest.',
      'I will not be gentle.',
    ],
    rebut: [
      'A lot of words there.',
      'Let me dismantle that.',
      'Now, the other side.',
      'I counted their evidence. Quickly.',
      'Time to call that out.',
      'Where to begin?',
      'That speech had holes.',
      'Let us test that.',
    ],
    sum: [
      'Let us be clear.',
      'Here is the scoreboard.',
      'Strip away the spin.',
      'They had three chances.',
      'Time to settle this.',
      'The final count.',
      'No more spin.',
      'So, who answered what?',
    ],
    first: ['First,', 'Start here:', 'Point one, and it is fatal:', 'Look at this:', 'Begin with the obvious:'],
    second: ['Second,', 'Worse for them,', 'And then,', 'Next:', 'Meanwhile,'],
    fresh: ['What they missed:', 'What they ignored:', 'And above all,', 'What they never mentioned:', 'Now add this:'],
    quote: [
      'They claim "{q}".',
      'My opponent actually said "{q}".',
      'We were asked to swallow "{q}".',
      'Their case leans on "{q}".',
      'They want you to believe "{q}".',
      'Apparently "{q}".',
    ],
    pivot: [
      'Wrong.',
      'That collapses on contact.',
      'Convenient, and false.',
      'Nice try.',
      'That fails a second look.',
      'False.',
      'Hardly.',
    ],
    colour: [
      'Watch them dodge that.',
      'They have no answer.',
      'Remember that later.',
      'They hope you miss it.',
      'Ask why they skip it.',
      'Note their silence.',
      'Try answering that.',
      'Over to them.',
    ],
    end: [
      'They have had their chance.',
      'Their case is hollow.',
      'Nothing is left of theirs.',
      'I argued; they made excuses.',
      'The choice is obvious.',
      'Case closed.',
      'Beat that.',
      'Your move.',
    ],
    contractions: false,
  },
};

/** Position statements by side and strength; `{yes}` / `{no}` are the sides' clauses, `{subject}` the matter. */
export const POSITIONS = {
  for: {
    strong: [
      'Emphatically yes: {yes}.',
      'I am firmly for: {yes}.',
      'No hedging: {yes}.',
      'Without reservation, {yes}.',
      'I hold, firmly, that {yes}.',
      'Yes, wholeheartedly: {yes}.',
      'Absolutely: {yes}.',
      'I am certain that {yes}.',
    ],
    firm: [
      'My answer is yes: {yes}.',
      'I am for it: {yes}.',
      'I say that {yes}.',
      'I will argue that {yes}.',
      'Simply put, {yes}.',
      'Yes: {yes}.',
      'My view: {yes}.',
      'I believe {yes}.',
    ],
    lean: [
      'On balance, {yes}.',
      'I lean yes: {yes}.',
      'On reflection, for.',
      'A qualified yes: {yes}.',
      'Cautiously, yes.',
      'I tilt towards yes.',
    ],
  },
  against: {
    strong: [
      'Emphatically no: {no}.',
      'I am firmly against: {no}.',
      'No hedging: {no}.',
      'Without reservation, {no}.',
      'I hold, firmly, that {no}.',
      'No, wholeheartedly: {no}.',
      'Absolutely not: {no}.',
      'I am certain that {no}.',
    ],
    firm: [
      'My answer is no: {no}.',
      'I am against it: {no}.',
      'I say that {no}.',
      'I will argue that {no}.',
      'Simply put, {no}.',
      'No: {no}.',
      'My view: {no}.',
      'I believe {no}.',
    ],
    lean: [
      'On balance, {no}.',
      'I lean no: {no}.',
      'On reflection, against.',
      'A qualified no: {no}.',
      'Cautiously, no.',
      'I tilt towards no.',
    ],
  },
  neutral: [
    'This is not simple.',
    'I come without a side.',
    'Neither camp has it all.',
    'I will weigh both cases.',
    'I am undecided, honestly.',
    'I sit in the middle, deliberately.',
    'Both sides have a point.',
    'I hold no brief for either side.',
    'Honestly? It is close.',
  ],
} as const;

/** How a neutral speaker introduces each side's best point. */
export const NEUTRAL_LEADS = {
  forSide: [
    'The case for has force:',
    'Grant the supporters this:',
    'For it, the best argument:',
    'Supporters get this right:',
    'In favour:',
  ],
  againstSide: ['So does the case against:', 'Critics have a point:', 'Against it, just as real:', 'Against that stands this:', 'Opposed:'],
  concede: ['That much is true.', 'Fair, so far.', 'I grant that.', 'There is something in that.', 'Partly right.', 'True enough.'],
  but: [
    'But that is half of it.',
    'But it settles nothing.',
    'But there is another half.',
    'Yet the hard question remains.',
    'But only partly.',
    'And yet.',
  ],
};

export interface Format {
  /** How a speaker addresses the room at the start of a speech (a lead-in), per seat. */
  address(seat: 0 | 1): readonly string[];
  /** A last line, per side of the speaker. */
  coda(side: 'for' | 'against' | 'neutral'): readonly string[];
  /** A pointed question to the opponent about one of the speaker's arguments (crossfire). */
  question?: readonly string[];
}

export const FORMATS: Readonly<Record<DebateStyle, Format>> = {
  structured: { address: () => [''], coda: () => [''] },
  oxford: {
    address: () => ['Madam Chair, members,', 'Members of the house,', 'Madam Chair,'],
    coda: (side) =>
      side === 'neutral'
        ? ['Divide on the evidence.', 'Weigh both before you divide.', 'Divide with care.', 'Vote on the merits.']
        : side === 'for'
          ? [
              'Support the motion.',
              'Carry the motion.',
              'Vote for the motion.',
              'Aye to the motion.',
              'The motion deserves your vote.',
              'Back the motion.',
            ]
          : [
              'Oppose the motion.',
              'Reject the motion.',
              'Vote against the motion.',
              'No to the motion.',
              'The motion deserves defeat.',
              'Defeat the motion.',
            ],
  },
  parliamentary: {
    address: (seat) =>
      seat === 0
        ? ['Mr Speaker, for the Government,', 'Mr Speaker,', 'Mr Speaker, for this side,']
        : ['Mr Speaker, for the Opposition,', 'Mr Speaker,', 'Mr Speaker, for this side,'],
    coda: () => [
      'I commend it.',
      'Do not be misled.',
      'Honourable members, weigh this.',
      'Let the House decide.',
      'I commend it to members.',
      'The House knows the answer.',
      'Hear, hear.',
      'So I commend it.',
    ],
  },
  crossfire: {
    address: () => ['', 'Straight to it.', 'No warm-up.'],
    coda: () => [''],
    question: [
      'Straight question: {name}?',
      'Answer me this: what about {name}?',
      'Directly, then: {name}?',
      'Your move: deal with {name}.',
      'So: {name}. Your answer?',
      'What do you say to {name}?',
      'Answer {name}. Go.',
      'And {name}? Well?',
    ],
  },
  comment_section: {
    address: () => ['Hot take:', 'Okay, hear me out.', 'Not gonna lie,', 'Long-time lurker, first post.'],
    coda: () => [
      'Edit: not taking questions.',
      'Downvote me, still true.',
      'Edit: this blew up.',
      'Source: see above.',
      'Fight me in the replies.',
      'This. So much this.',
      'Edit: typo.',
      'Thread.',
      'Cope.',
      'Ratio incoming.',
    ],
  },
};

export const STYLE_NAMES: Readonly<Record<DebateStyle, string>> = {
  structured: 'structured debate',
  oxford: 'Oxford-style debate',
  crossfire: 'crossfire debate',
  parliamentary: 'parliamentary debate',
  comment_section: 'comment-section debate',
};

/** Lines for a Funny topic, in any voice: the speaker knows it is absurd and commits anyway. */
export const FUNNY_LINES = {
  open: [
    'I have waited years for this.',
    'I prepared like a state visit.',
    'This is the hill. I packed lunch.',
    'Nations divide on less. Dinner tables too.',
    'I trained for this. Mostly by snacking.',
    'Finally, a serious question.',
  ],
  colour: [
    'Write that down.',
    'Science, basically.',
    'Not a joke. Well, a little.',
    'Questions after the snacks.',
    'My case rests; my appetite does not.',
    'Trust me, I did research.',
  ],
  end: [
    'History will agree, over lunch.',
    'I yield the floor, not the point.',
    'Napkins signed afterwards.',
    'Case closed, plate cleared.',
    'You have been delicious.',
  ],
};
