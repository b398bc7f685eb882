/**
 * The demo debater's arguments, per side. `{subject}` is the matter under
 * debate as a noun phrase, `{Subject}` the same capitalised, `{focus}` a short
 * handle for the thing itself. Each argument is a claim, a supporting sentence
 * and a few words that name it in summaries.
 */
export type Side = 'for' | 'against' | 'neutral';

export interface Argument {
  claim: string;
  support: string;
  short: string;
}

export const ARGUMENTS: Readonly<Record<Side, readonly Argument[]>> = {
  for: [
    {
      claim: 'The gains from {subject} are concrete, not hypothetical.',
      support: 'People get back time, money and choices, and those benefits compound year after year.',
      short: 'concrete everyday gains',
    },
    {
      claim: 'Fairness points the same way.',
      support:
        'The people who lose most under the status quo are the ones with the least power to change it, and {subject} finally puts them first.',
      short: 'fairness to those the status quo fails',
    },
    {
      claim: 'Where comparable steps have been tried, the results were measurable.',
      support: 'Places that moved first report fewer harms and better outcomes, and nobody there is asking to go back.',
      short: 'results from places that tried it',
    },
    {
      claim: 'Doing nothing is also a choice, and an expensive one.',
      support: 'Every year of delay lets the problems around {focus} grow, and the bill lands on the next generation.',
      short: 'the rising cost of delay',
    },
    {
      claim: 'Public opinion has already moved.',
      support: 'Most people now expect change on {focus}, and policy that lags behind its citizens loses their trust.',
      short: 'public readiness for change',
    },
    {
      claim: 'The objections were heard before, about every reform we now take for granted.',
      support: 'Each time the predicted disaster failed to arrive, and the benefits outlived the critics.',
      short: 'the track record of past reforms',
    },
    {
      claim: '{Subject} creates room for innovation.',
      support: 'Clear rules around {focus} tell businesses and communities what to build for, and they adapt faster than critics expect.',
      short: 'room for innovation',
    },
    {
      claim: 'The long-term savings dwarf the start-up costs.',
      support: 'Cleaner air, healthier people and less waste are savings that show up in every budget a decade later.',
      short: 'long-term savings',
    },
    {
      claim: 'Young people overwhelmingly want this.',
      support: 'They will live longest with the consequences, so their view of {focus} deserves real weight.',
      short: 'the generation that lives with it',
    },
    {
      claim: 'It is a matter of principle as much as of numbers.',
      support: 'A society shows what it values by what it is willing to change, and {subject} says we value people over habit.',
      short: 'the principle behind it',
    },
    {
      claim: 'The worst fears have simple fixes.',
      support: 'Exemptions, a phased start and honest review deal with the hard cases without abandoning the goal.',
      short: 'practical fixes for the hard cases',
    },
  ],
  against: [
    {
      claim: 'The unintended consequences of {subject} are serious.',
      support: 'Sweeping changes rarely play out as planned, and the people who pay for the mistakes are the ones with the least say.',
      short: 'the unintended consequences',
    },
    {
      claim: 'The costs are badly underestimated.',
      support: 'The proposal promises a great deal but counts very little, and the same money and effort would do more good elsewhere.',
      short: 'the underestimated costs',
    },
    {
      claim: 'It is not ours to decide for everyone.',
      support: '{Subject} would settle for millions of people a question they are perfectly able to settle for themselves.',
      short: 'respect for personal choice',
    },
    {
      claim: 'The evidence is thinner than it looks.',
      support: 'The case rests on hopeful projections about {focus}, not on results anyone can check.',
      short: 'the thin evidence',
    },
    {
      claim: 'There are better alternatives.',
      support: 'Narrower, reversible steps can solve the real problems around {focus} without carrying the same risks.',
      short: 'better and safer alternatives',
    },
    {
      claim: 'Those hit hardest would be the least able to adapt.',
      support: 'Small businesses, older people and families on tight budgets cannot simply reorganise their lives overnight.',
      short: 'the burden on the vulnerable',
    },
    {
      claim: 'Once done, it is very hard to undo.',
      support:
        'Institutions, habits and whole livelihoods would reshape around {subject}, so a mistake here would be locked in for decades.',
      short: 'how hard it is to reverse',
    },
    {
      claim: '{Subject} treats a symptom and calls it a cure.',
      support: 'The deeper causes behind {focus} would remain untouched, ready to resurface in another form.',
      short: 'treating symptoms, not causes',
    },
    {
      claim: 'Enforcement would be a nightmare.',
      support: 'Rules that people do not accept get evaded, and the policing needed to enforce them costs more than it saves.',
      short: 'the enforcement problem',
    },
    {
      claim: 'The success stories are cherry-picked.',
      support: 'For every place held up as a model there are others where similar plans stalled, and those rarely make the brochure.',
      short: 'cherry-picked success stories',
    },
    {
      claim: 'The timing could hardly be worse.',
      support: 'People are already stretched, and adding this disruption now asks too much of them at once.',
      short: 'the bad timing',
    },
  ],
  neutral: [
    {
      claim: 'There are real trade-offs in {subject}.',
      support: 'Genuine gains sit next to genuine costs, and pretending otherwise on either side does the audience a disservice.',
      short: 'the real trade-offs',
    },
    {
      claim: 'Context decides.',
      support: 'What works for {focus} in one place can fail in another, so the honest answer depends on how and where it is done.',
      short: 'the weight of context',
    },
    {
      claim: 'The evidence is mixed.',
      support: 'The data on {focus} points in more than one direction, and we should say so plainly instead of cherry-picking.',
      short: 'the mixed evidence',
    },
    {
      claim: 'Whatever we choose should be reversible.',
      support: 'Any change ought to be tested, measured and undone if it fails.',
      short: 'careful, reversible steps',
    },
    {
      claim: 'Both camps are answering different questions.',
      support: 'One side talks about principles, the other about practicalities, and the truth about {focus} needs both.',
      short: 'principle and practice together',
    },
    {
      claim: 'Design matters more than the headline.',
      support: 'A well-built version of {subject} and a careless one would produce opposite results.',
      short: 'design over headlines',
    },
    {
      claim: 'The people affected should be asked.',
      support: 'Those who live with the outcome know things about {focus} that no debate stage can.',
      short: 'the voices of those affected',
    },
  ],
};

/** Sentences that answer a quoted claim of the opponent, per side. */
export const COUNTERS: Readonly<Record<Side, readonly string[]>> = {
  for: [
    'That worry mistakes the risk of change for the risk of standing still.',
    'That describes the world as it was, not the one we are living in.',
    'Every concern in that line can be met with good design, and none of them outweighs the benefits.',
    'Notice that this is a prediction, not a finding, and the places that acted first have not borne it out.',
    'The status quo has costs too, and my opponent simply leaves them off the ledger.',
    'If that were decisive, no reform in history would ever have happened.',
    'The fear is real, but it is a reason to do this well, not to do nothing.',
    'Look closely and that objection is an argument for better implementation, not for inaction.',
    'We have heard the same warning before every step forward, and it was wrong every time.',
    'That is a cost worth managing, not a reason to turn back.',
  ],
  against: [
    'That sounds appealing, but appealing is not the same as proven.',
    'A good intention is not a plan, and the plan is exactly where this falls apart.',
    'The benefits described there are promised, while the costs are certain.',
    'Nobody has shown who pays for that, and the bill always arrives.',
    'It is easy to promise gains when you never have to deliver them.',
    'Those examples are the exceptions, held up as if they were the rule.',
    'Repeating a hope with confidence does not turn it into evidence.',
    'That skips over everyone who would be worse off the day after.',
    'It is a slogan dressed up as a policy.',
    'The small print tells a very different story.',
  ],
  neutral: [
    'There is something right in that, but it is only half of the picture.',
    'That point deserves weight, and so does the evidence pulling the other way.',
    'It is a fair argument, yet it assumes a certainty nobody here can honestly claim.',
    'That holds in some places and fails in others, which is exactly my point.',
    'It is true as far as it goes, but it does not go far enough to settle anything.',
    'I grant the premise and doubt the conclusion.',
    'Both things can be true at once, and that is what makes this hard.',
    'The answer depends on details neither side has spelled out.',
    'That is a good argument for caution, not for certainty.',
    'It is persuasive in theory and untested in practice.',
  ],
};

/** How a speaker introduces the opponent's words; `{q}` is the quote. */
export const QUOTE_INTROS: readonly string[] = [
  'My opponent told us that "{q}".',
  'We just heard that "{q}".',
  'The other side claims that "{q}".',
  'According to my opponent, "{q}".',
  'I was struck by the claim that "{q}".',
  'My opponent would have you believe that "{q}".',
  'We were asked to accept that "{q}".',
  'The central claim we heard was that "{q}".',
];

/** How a speaker states where they stand; `{claim}` is the for-side clause. */
export const POSITIONS: Readonly<Record<Side, readonly string[]>> = {
  for: [
    'My answer is {strength} yes: {claim}.',
    'I am here to argue that {claim}, and I mean it {strength2}.',
    'I stand {strength2} in favour of {subject}.',
    'Let me say it plainly: {claim}.',
  ],
  against: [
    'My answer is {strength} no: it is a mistake to believe {claim}.',
    'I am here to argue against {subject}, and I mean it {strength2}.',
    'I stand {strength2} against {subject}.',
    'Let me say it plainly: {subject} would do more harm than good.',
  ],
  neutral: [
    'On {subject}, neither camp has the whole truth, and I will say where each falls short.',
    'I come to {subject} without a side, and I intend to test both.',
    'I will not pretend that {subject} is simple, in either direction.',
  ],
};

/** A second speaker's acknowledgement of the first speaker's opening, before making their own case. */
export const OPENING_REPLIES: readonly string[] = [
  'I listened carefully when my opponent said that "{q}".',
  'We have just been told that "{q}".',
  'My opponent opened with the claim that "{q}".',
];
