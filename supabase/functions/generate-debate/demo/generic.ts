/**
 * Arguments for a topic the bank does not know. Without knowledge of the
 * subject they argue from reasons that hold for any proposal (who pays, who
 * gains, can it be undone) or any proposition (burden of proof, typical case,
 * counter-examples) — and never invent a study, a figure or a place. Each has
 * the other side's answer, so rebuttals still answer the point actually made.
 * `{subject}` is the matter under debate as a noun phrase ("banning leaf
 * blowers", or "the motion" for a topic that cannot be read).
 */
import type { Point } from './bank/types.ts';

export const PROPOSAL_POINTS: Readonly<Record<'for' | 'against', readonly Point[]>> = {
  for: [
    {
      name: 'the cost of standing still',
      claim: 'Leaving things as they are is also a choice, and it has a price.',
      support:
        'Whatever problem prompted this proposal does not pause while we deliberate; every month of delay is paid for by whoever lives with that problem now.',
      answer:
        'The present arrangement has costs, but they are known and bounded, and trading a known problem for an unknown one is not progress.',
    },
    {
      name: 'the question of who gains',
      claim: 'The people who would gain most have the least say in how things are now.',
      support:
        'Change is usually resisted hardest by those the current arrangement already suits, which is a reason to listen harder to the people it does not suit.',
      answer:
        'Good intentions toward the people left out do not show that this measure helps them, and a change can hurt the very people it names.',
    },
    {
      name: 'a trial that can be undone',
      claim: 'This can be tried, measured and, if it fails, undone.',
      support:
        'Nothing requires the change to happen everywhere at once: a pilot in a few places, with its results published, would settle the argument with evidence instead of predictions.',
      answer: 'Pilots are rarely undone: once budgets, jobs and habits grow around a change, the promised review becomes a formality.',
    },
    {
      name: 'the value of a clear rule',
      claim: 'A clear rule is easier to live with than a thousand private negotiations.',
      support:
        'When everyone knows where the line is, nobody has to fight the same battle case by case, and the people with the sharpest elbows stop winning by default.',
      answer: 'A single line drawn for everyone will be wrong for many of the people it binds, however clear it is.',
    },
    {
      name: 'the power of incentives',
      claim: 'It changes incentives, and incentives move behaviour more reliably than appeals do.',
      support: 'Years of asking people to behave differently usually achieve less than a modest change in what is easy, cheap or expected.',
      answer: 'Incentives cut both ways: people respond to them, including by finding ways around them that nobody planned for.',
    },
    {
      name: 'the principle at stake',
      claim: 'Some things are worth doing because they are right, not because a spreadsheet approves.',
      support:
        'If the present arrangement treats some people unfairly, the effort of fixing it is a reason to budget for the fix, not a reason to keep the unfairness.',
      answer: 'Invoking a principle does not settle how to act on it; people who share the principle still disagree about this remedy.',
    },
    {
      name: 'the changed circumstances',
      claim: 'The circumstances that made the old arrangement sensible have changed.',
      support: 'Rules written for another time tend to survive out of habit, and habit is not an argument.',
      answer:
        'Old arrangements often survive because they solved problems we have since forgotten, and removing them brings those problems back.',
    },
    {
      name: 'the compounding benefits',
      claim: 'The benefits arrive slowly, but they build on each other.',
      support:
        'A change like this looks expensive in its first year and cheap by its tenth, because the set-up is paid once while the gains keep accumulating.',
      answer: 'A promise that the benefits will come later is the easiest promise to make and the hardest to hold anyone to.',
    },
    {
      name: 'the directness of the remedy',
      claim: 'It tackles the problem head-on instead of working around it.',
      support:
        'Every workaround offered instead adds its own exceptions, forms and officials, while this proposal goes straight at the cause.',
      answer: 'Simple to state is not simple to run; the exceptions return the moment the rule meets real cases.',
    },
    {
      name: 'the wider choices',
      claim: 'It widens what people can actually do, which matters more than what they are formally allowed to do.',
      support:
        'Most people are held back less by rules than by what they cannot afford, reach or find time for, and this goes at exactly that.',
      answer: 'Widening the choices of some narrows the choices of others, and those others deserve to be counted too.',
    },
    {
      name: 'the record of past alarms',
      claim: 'The fears raised against this are the fears raised against almost every change.',
      support:
        'Predictions of disaster are cheap to make before a change and rarely revisited after it; the test is what happens, not what was feared.',
      answer:
        'Some warnings turn out wrong and some turn out right; noting that people worried before tells us nothing about which kind this is.',
    },
    {
      name: 'the spillover argument',
      claim: 'When a choice affects other people, it is not only a private choice.',
      support: 'Where the effects reach neighbours, colleagues or the next generation, deciding together is the only fair way to decide.',
      answer: 'Spillovers justify a rule when they are large and shown, not when they are merely asserted, and here they are asserted.',
    },
    {
      name: 'the design argument',
      claim: 'The practical objections are problems of design, not of principle.',
      support:
        'Timing, exemptions and enforcement can all be written into the rules before anything starts, and none of them is a reason to refuse the idea.',
      answer: 'Promising that the details will be worked out later is how a proposal avoids being judged on its details.',
    },
    {
      name: 'the power of norms',
      claim: 'Rules change what people see as normal, and norms then do most of the work.',
      support:
        'Many habits now taken for granted began as requirements and became second nature, because a rule gives people permission to do what they already thought was right.',
      answer:
        'Norms that grow on their own are sturdier than norms imposed, and forcing the pace can breed a resentment that sets the cause back.',
    },
    {
      name: 'the fairness of a shared standard',
      claim: 'A shared standard stops the outcome depending on luck and bargaining power.',
      support: 'Left to individual arrangements, the well-connected get a good deal and everyone else gets whatever is left.',
      answer:
        'A shared standard can just as easily lock in a bad deal for everyone, and it is much harder to change than a private arrangement.',
    },
    {
      name: 'the chance to learn',
      claim: 'Doing it is the only way to find out what it really costs and delivers.',
      support:
        'Arguments about {subject} in the abstract can run for decades; real experience, even in one place, replaces guesses with answers.',
      answer: 'Experiments on real lives are not free, and the people in the trial never agreed to be its subjects.',
    },
  ],
  against: [
    {
      name: 'the unintended consequences',
      claim: 'Changes like this rarely stop where their authors intend.',
      support:
        'A measure aimed at one problem reshapes the behaviour around it, and the side effects tend to land on people nobody was thinking about.',
      answer: 'Every change has side effects; the question is whether they outweigh the problem, and nobody has shown that they do.',
    },
    {
      name: 'the unpriced cost',
      claim: 'Someone will have to pay, and nobody has shown the bill.',
      support: 'A proposal that describes its benefits in detail and its costs in a single line is asking to be taken on trust.',
      answer: 'Costs can be counted and planned for; the cost of leaving the present problem alone is the larger number.',
    },
    {
      name: 'the freedom to decide for oneself',
      claim: 'It takes a decision away from the people best placed to make it.',
      support:
        'People know their own circumstances better than any rule written for everyone, and a rule for everyone overrides that knowledge.',
      answer: 'The freedom to choose means little when the choice lands on others who never had a say.',
    },
    {
      name: 'the enforcement problem',
      claim: 'A rule that cannot be enforced fairly will be enforced unfairly.',
      support: 'Enforcement falls hardest where it is easiest, which usually means on people without lawyers, spare time or connections.',
      answer: 'That is an argument for enforcing it well, with clear standards and a right of appeal, not for having no rule at all.',
    },
    {
      name: 'the narrower alternatives',
      claim: 'There are smaller steps that would get most of the benefit.',
      support: 'Before reaching for {subject}, we could try the modest fixes that carry less risk and are easier to test.',
      answer: 'The smaller fixes have mostly been tried already; this proposal exists because they were not enough.',
    },
    {
      name: 'the missing evidence',
      claim: 'The case rests more on hope than on results.',
      support: 'Until someone can point to a careful trial rather than a forecast, we are being asked to bet on a prediction.',
      answer: 'Waiting for perfect evidence is itself a decision, and it always favours whoever the present arrangement already suits.',
    },
    {
      name: 'the difficulty of undoing it',
      claim: 'Once made, this change would be very hard to reverse.',
      support:
        'Money, jobs and habits reorganise around a new arrangement quickly, so a mistake would be locked in long after it was recognised.',
      answer: 'Almost any change can carry a review date and a way back, and writing one in answers this worry.',
    },
    {
      name: 'the symptom-and-cause objection',
      claim: 'It treats a symptom and leaves the cause alone.',
      support:
        'The problem behind the proposal has deeper roots, and a measure aimed at the surface leaves them free to grow back in another form.',
      answer:
        'Treating a symptom is what you do while the cause is being tackled, and refusing both because one is not enough helps nobody.',
    },
    {
      name: 'the burden on those least able to adapt',
      claim: 'Those hit hardest would be the people least able to adjust.',
      support:
        'People on tight budgets, irregular hours or far from services cannot simply reorganise their lives around a new requirement.',
      answer: 'The answer to that is exemptions and support for exactly those people, which can be built in from the first day.',
    },
    {
      name: 'better uses of the effort',
      claim: 'Even if it worked, the same effort would do more good elsewhere.',
      support:
        'Attention, money and goodwill are limited, and every campaign spent on {subject} is one not spent on something more urgent.',
      answer: 'That objection could be raised against any reform at all, which is why it settles nothing about this one.',
    },
    {
      name: 'the precedent it sets',
      claim: 'It sets a precedent that will later be used for far less worthy ends.',
      support: 'Powers created for one good cause are routinely borrowed for purposes their original supporters would never have accepted.',
      answer: 'A precedent is only as wide as it is drawn, and a narrow rule with clear limits sets a narrow precedent.',
    },
    {
      name: 'differences between places and people',
      claim: 'One answer for everyone ignores how different people and places are.',
      support: 'What suits a city can fail a village, and what suits a large organisation can crush a small one.',
      answer: 'A rule can allow for local differences, and differences are a reason for flexibility, not for doing nothing.',
    },
    {
      name: 'the missing consent',
      claim: 'People are being asked to accept this before they have been persuaded.',
      support: 'Changes imposed ahead of public consent tend to provoke a backlash that sets their own goals back by years.',
      answer: 'Waiting for everyone to agree means waiting forever, and consent grows once people see a change working.',
    },
    {
      name: 'the gap between plan and practice',
      claim: 'The tidy version being debated is not the version that would be built.',
      support: 'Every real policy acquires exceptions, appeals and paperwork, and what emerges is rarely what was argued for.',
      answer: 'Exceptions show a rule being fitted to real life, which is what good rules do.',
    },
    {
      name: 'the case for voluntary choice',
      claim: 'Where this is a good idea, people can already choose it for themselves.',
      support:
        'Anyone who sees the benefits can act on them today; a requirement only adds the people who looked at their situation and decided against it.',
      answer: 'Voluntary take-up is slow and uneven, and it leaves behind exactly the people who would gain the most.',
    },
    {
      name: 'the timing',
      claim: 'Even a good idea can arrive at the wrong moment.',
      support:
        'Asking people to absorb a large change while they are already stretched risks turning a reasonable proposal into a grievance.',
      answer: 'There is never a convenient time for change, and waiting for one is a way of saying no without admitting it.',
    },
  ],
};

export const PROPOSITION_POINTS: Readonly<Record<'for' | 'against', readonly Point[]>> = {
  for: [
    {
      name: 'the typical case',
      claim: 'The claim is about the typical case, not the exceptions.',
      support:
        'Counter-examples will always exist; what matters is what happens most of the time to most of the people involved, and that is where my side is strongest.',
      answer: 'The typical case is exactly what is in dispute, and asserting it is not the same as showing it.',
    },
    {
      name: 'the evidence of behaviour',
      claim: 'Watch what people do rather than what they say, and the answer is clearer.',
      support: 'Choices made with real time and real money reveal more than opinions offered for free, and those choices lean my way.',
      answer: 'Behaviour has many causes, and reading a single lesson into it is a guess wearing the costume of evidence.',
    },
    {
      name: 'the plain meaning',
      claim: 'Read the question the way most people mean it, and the answer is yes.',
      support:
        'Debates like this are often won by redefining the terms until the obvious answer disappears, and we should not let that happen here.',
      answer: 'The plain meaning only looks plain because it has been chosen to fit; the terms are genuinely contested.',
    },
    {
      name: 'the direction of travel',
      claim: 'The direction of travel is clear, even if the destination is not.',
      support:
        'A question like this is partly about where things are heading, and the shift is visible in habits, money and attention, even where it is incomplete.',
      answer: 'Trends flatten and reverse all the time, and a direction is not a destination.',
    },
    {
      name: 'the simplest explanation',
      claim: 'My side offers the simplest explanation of what we all observe.',
      support: 'The alternative needs a string of special cases to fit the same facts, while this answer covers them in one step.',
      answer: 'Simple explanations are attractive, which is exactly why they deserve more suspicion, not less.',
    },
    {
      name: 'the cost of being wrong',
      claim: 'If we must be wrong, it is safer to be wrong on my side.',
      support: 'Acting on this answer and being mistaken costs little; acting on the other and being mistaken costs a great deal more.',
      answer: 'Whether a belief is safe to hold is a different question from whether it is true, and this debate asked the second.',
    },
    {
      name: 'the careful version of the claim',
      claim: 'Stated carefully, the claim survives every objection raised against it.',
      support: 'Most objections attack an extreme version that nobody defends; put with ordinary care, the claim holds.',
      answer: 'Retreating to a careful version is fair, but the careful version is much smaller than the claim on the table.',
    },
    {
      name: 'common experience',
      claim: 'Most people recognise this from their own lives, and that recognition counts.',
      support: 'When something matches what so many people live through, the burden shifts to whoever says it is an illusion.',
      answer: 'Shared impressions have been wrong before, and the more familiar something feels, the less we bother to check it.',
    },
    {
      name: 'the number of independent reasons',
      claim: 'The reasons on my side are many and independent of each other.',
      support:
        'If one of them fails, the others still stand, whereas the case against rests on a single objection repeated in different words.',
      answer: 'Many weak reasons do not add up to one strong one, and counting them is not weighing them.',
    },
    {
      name: 'where the burden lies',
      claim: 'The burden of proof falls on those who deny this, not on those who assert it.',
      support: 'The claim describes the ordinary state of affairs, and it is the departure from the ordinary that needs to be shown.',
      answer: 'Declaring your own view the default is the oldest trick in debating; the burden falls on whoever makes the claim.',
    },
    {
      name: 'the long view',
      claim: 'Judged over years rather than moments, the answer tilts my way.',
      support: 'Short-run impressions swing with the news, but the longer the view we take, the steadier the pattern becomes.',
      answer: 'The long view is also the view in which anything can be made to fit, because nobody has to check it yet.',
    },
    {
      name: 'the concessions in the objections',
      claim: 'Even the objections concede the heart of the claim.',
      support:
        'Listen closely and the case against argues about degree and exceptions, which is a long way from saying the claim is false.',
      answer: 'Arguing about degree is not conceding the claim; the degree is the whole question.',
    },
    {
      name: 'the consequences of the opposite answer',
      claim: 'The opposite answer has consequences few people would accept.',
      support: 'Follow the other side to its conclusion and it implies things its own supporters would reject in ordinary life.',
      answer: 'Disliking where an answer leads does not make it false, and the consequences described are exaggerated.',
    },
    {
      name: 'the best available evidence',
      claim: 'The best evidence we have points my way, even if it is not conclusive.',
      support: 'A debate has to be decided on the evidence available, not on the perfect evidence we wish we had.',
      answer: 'Pointing one way is not the same as settling the matter, and inconclusive evidence deserves an inconclusive answer.',
    },
    {
      name: 'the test of time',
      claim: 'The longer people have looked at this, the better the claim has held up.',
      support: 'Passing fashions fade under scrutiny, while a claim that keeps being confirmed by fresh experience earns its standing.',
      answer: 'Ideas also survive because they are comfortable, and longevity is a poor substitute for a fresh look.',
    },
    {
      name: 'the people closest to it',
      claim: 'Those with the most direct experience tend to agree with my side.',
      support: 'People who deal with this every day see what outsiders miss, and their judgement deserves extra weight.',
      answer: 'Insiders also have blind spots and interests of their own, which is why outside scrutiny exists.',
    },
    {
      name: 'the everyday test',
      claim: 'Apply the claim to an ordinary week, and it fits.',
      support: 'Grand arguments aside, the question is settled by what happens on a normal Tuesday, and there my side wins.',
      answer: 'An ordinary week is exactly where memory is least reliable and anecdote most persuasive.',
    },
    {
      name: 'the weaker alternatives',
      claim: 'Every rival answer explains less.',
      support:
        'The opposing view has to treat too many cases as exceptions, and a theory that is mostly exceptions is not much of a theory.',
      answer: 'Explaining everything is not a virtue when the explanation is stretched to fit.',
    },
  ],
  against: [
    {
      name: 'the burden of proof',
      claim: 'A bold claim carries the burden of proof, and this one has not met it.',
      support: 'Until it is backed by something firmer than impression, the sensible position is doubt rather than belief.',
      answer: 'Demanding proof for everything is a way of never committing, and the reasons already offered are more than impressions.',
    },
    {
      name: 'the counter-examples',
      claim: 'It fails in too many cases to be stated as a general truth.',
      support: 'Any honest look at experience turns up cases that run the other way, and they are not rare enough to wave aside.',
      answer: 'Exceptions show that a claim is general rather than universal, which is all it ever said.',
    },
    {
      name: 'the shifting definitions',
      claim: 'It is only true if the terms are defined to make it true.',
      support: 'Shift the meaning of one word slightly and the answer flips, which tells us more about the wording than about the world.',
      answer: 'Every claim depends on its words; the ordinary meaning is perfectly clear, and under it my side holds.',
    },
    {
      name: 'the unrepresentative examples',
      claim: 'The examples offered for it are memorable, not representative.',
      support:
        'Striking cases are remembered and quiet ones forgotten, so the impression behind the claim is skewed before anyone starts counting.',
      answer: 'Calling examples unrepresentative is easy; the other side has offered no examples of its own.',
    },
    {
      name: 'correlation and cause',
      claim: 'Two things happening together does not mean that one explains the other.',
      support: 'The pattern the claim relies on has other plausible explanations, and none of them has been ruled out.',
      answer: 'Naming other possible explanations is not the same as showing that any of them is true.',
    },
    {
      name: 'the pull of novelty and nostalgia',
      claim: 'It mistakes what is new, or what is fondly remembered, for what is better.',
      support: 'People judge by what feels fresh or familiar, and that feeling is a poor guide to the question actually asked.',
      answer: 'Accusing the other side of bias is not an argument; it is a way of avoiding one.',
    },
    {
      name: 'the hidden spread',
      claim: 'An average hides the spread, and the spread is where people live.',
      support: 'Even if the claim held on average, it would be false for a large share of the people it describes.',
      answer: 'A general claim is entitled to speak about the general picture; pointing at the edges does not change the centre.',
    },
    {
      name: 'the breadth of the claim',
      claim: 'A claim this broad cannot be true everywhere at once.',
      support: 'Different people, places and circumstances give different answers, and a single yes flattens all of them.',
      answer: 'Broad questions can still have clear answers, and refusing to give one is not the same as winning the argument.',
    },
    {
      name: 'the hidden premise',
      claim: 'The claim smuggles in a premise that does not survive a second look.',
      support: 'Take that premise out and say it plainly, and far fewer people would sign up to what follows from it.',
      answer: 'Every argument rests on premises; this one is shared by most people, which is why it needs no smuggling.',
    },
    {
      name: 'the loudest voices',
      claim: 'What sounds like a consensus is often just the loudest voices.',
      support: 'The people most convinced of a claim talk about it most, which makes it seem more widely held than it is.',
      answer: 'Dismissing a view because it is popular is no better than accepting it because it is popular.',
    },
    {
      name: 'the moving standards',
      claim: 'It judges the question by standards that keep moving.',
      support: 'What counts as success or failure here has changed over time, so comparisons across time prove less than they seem to.',
      answer: 'Standards move, but not so much that we cannot tell better from worse, and this case is not close.',
    },
    {
      name: 'the missing comparison',
      claim: 'It never says compared with what.',
      support:
        'Almost anything looks good or bad on its own; a claim like this means something only against a fair alternative, and none has been offered.',
      answer: 'The comparison is obvious from the question itself, and my case has made it explicitly.',
    },
    {
      name: 'where agreeing would lead',
      claim: 'Accepting this answer would lead us to conclusions we should not accept.',
      support: 'Once granted, it becomes a premise for decisions that go well beyond anything argued here.',
      answer: 'Worrying about where a conclusion might be taken is not a reason to think it false.',
    },
    {
      name: 'the honest uncertainty',
      claim: 'The honest answer to a question this contested is that the case has not been made.',
      support: 'When careful people disagree this much, confidence on either side is a warning sign, not a virtue.',
      answer: 'Uncertainty can become an excuse for never answering; we can judge the balance of reasons without certainty.',
    },
    {
      name: 'the survivors we notice',
      claim: 'We see the cases that fit the claim and forget the ones that do not.',
      support:
        'The examples that come to mind are the ones that survived to be talked about, which flatters the claim before any argument begins.',
      answer: 'Pointing at a possible bias does not show that the bias is at work here.',
    },
    {
      name: 'the exceptions that are not rare',
      claim: 'The exceptions are too common to be called exceptions.',
      support: 'A general claim can survive a few odd cases, but not a long list of ordinary ones that go the other way.',
      answer: 'The list of exceptions offered is a list of unusual cases, which is what exceptions are.',
    },
    {
      name: 'the question of measurement',
      claim: 'Nobody has agreed how to measure what the claim is about.',
      support: 'When the measure is disputed, each side picks the yardstick that suits it, and the answer follows the yardstick.',
      answer: 'Reasonable measures point the same way here, so the dispute about measurement changes little.',
    },
    {
      name: 'the change over time',
      claim: 'Whatever was true once may not be true now.',
      support: 'Circumstances have shifted, and a claim built on how things used to be can quietly stop being true.',
      answer: 'If anything has changed, it has strengthened the claim rather than weakened it.',
    },
  ],
};

/** What a generic question turns on, for a neutral speaker and the moderator. */
export const GENERIC_HINGES: Readonly<Record<'proposal' | 'proposition', readonly string[]>> = {
  proposal: [
    'The question is whether the gains justify the cost and the disruption.',
    'It turns on who pays, who gains, and whether it can be undone.',
    'What decides it is less the principle than the design.',
    'One side sees a problem; the other foresees a risk.',
    'Much depends on how, where and for whom it is done.',
    'The dispute is about what the change would really deliver.',
  ],
  proposition: [
    'It comes down to what we count as evidence.',
    'Much depends on which cases we treat as typical.',
    'The disagreement is partly about facts and partly about words.',
    'It depends on what the claim is compared with.',
    'The answer turns on how strictly the claim is read.',
    'Both sides look at the same facts and weigh them differently.',
  ],
};

/** Who lives with the answer, when the topic is not in the bank. */
export const GENERIC_PEOPLE: readonly string[] = [
  'the people who would live with the result',
  'everyone whose day this would change',
  'the people on the receiving end',
  'the people this lands on',
  'whoever pays for the answer',
];

export const GENERIC_CLOSES: Readonly<Record<'for' | 'against', readonly string[]>> = {
  for: [
    'A change that can be tested deserves a test.',
    'The reasons on my side have held.',
    'Weighed fairly, the alternative wins.',
    'My side carried the reasons.',
    'The case for has been made.',
    'Give it the chance it has earned.',
    'The burden has been met.',
    'The balance tips to yes.',
  ],
  against: [
    'A case this uncertain has not met its burden.',
    'Doubt is what a case must overcome, and this one has not.',
    'The reasons against have held.',
    'The case for is not made.',
    'When in doubt, do not.',
    'The burden was not met.',
    'The balance tips to no.',
    'Not proven, so not accepted.',
  ],
};
