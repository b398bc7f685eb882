import type { TopicBank } from './types.ts';

export const PHILOSOPHY: readonly TopicBank[] = [
  {
    topic: 'Is free will an illusion?',
    category: 'Philosophy',
    subject: 'free will',
    yes: 'free will is an illusion',
    no: 'free will is not an illusion',
    hinge: 'It depends on whether free will means escaping causes altogether, or acting on our own reasons without coercion.',
    people: 'a judge deciding how much blame a defendant deserves',
    for: [
      {
        name: 'the causal chain',
        claim: 'Every decision has causes we did not choose.',
        support:
          'Our genes, upbringing and brain chemistry were set before we could choose them, and each choice follows from those causes.',
        answer: 'Being caused is not the same as being forced; a choice that flows from my own reasons is still mine.',
      },
      {
        name: 'the Libet experiments',
        claim: 'Brain activity can precede the feeling of deciding.',
        support:
          'In the 1980s Benjamin Libet found brain activity building up before people reported deciding to move, suggesting the decision started before awareness.',
        answer:
          'Later research suggests that signal may reflect random neural noise, not a hidden decision, and Libet himself believed in a conscious veto.',
      },
      {
        name: 'the influence of circumstance',
        claim: 'Small circumstances change our choices without our knowing.',
        support:
          'Psychology experiments show that mood, hunger and how options are framed can shift decisions, while people believe they chose freely.',
        answer: 'Influences on choice do not remove choice; people can learn to notice and resist them.',
      },
      {
        name: 'the lack of a mechanism',
        claim: 'There is no known mechanism by which a mind could act outside physics.',
        support:
          'Neuroscience finds brains following physical laws, and no evidence that thoughts can change neurons without physical causes.',
        answer: 'Free will need not break physics; most philosophers are compatibilists who place freedom within a physical world.',
      },
    ],
    against: [
      {
        name: 'the compatibilist view',
        claim: 'Free will is compatible with a caused world.',
        support:
          'Philosophers from David Hume to Daniel Dennett argue that acting freely means acting on our own reasons without coercion, which we do every day.',
        answer: 'That redefines free will into something smaller than what most people believe they have.',
      },
      {
        name: 'the experience of choosing',
        claim: 'We experience deliberating and choosing.',
        support: 'We weigh options, change our minds and act on decisions, and this experience is among the most basic facts of our lives.',
        answer: 'The feeling of choosing can be produced by processes we are not aware of, so it proves nothing.',
      },
      {
        name: 'the moral responsibility',
        claim: 'Without free will, praise and blame make no sense.',
        support: 'Our legal and moral systems depend on holding people responsible, and that practice works better than any alternative.',
        answer:
          'Responsibility can be justified by its effects, such as deterrence, without assuming that anyone could have done otherwise.',
      },
      {
        name: 'the limits of the experiments',
        claim: 'The experiments said to disprove free will study trivial choices.',
        support: 'Libet-style studies involve flicking a wrist at random moments, nothing like choosing a career or keeping a promise.',
        answer: 'If even simple choices start unconsciously, complex ones are unlikely to be different.',
      },
    ],
    close: {
      for: 'Understanding that we are shaped by causes should make us kinder, not less free.',
      against: 'We are authors of our choices, even if we did not write the first page.',
    },
  },
  {
    topic: 'Is patriotism a virtue?',
    category: 'Philosophy',
    subject: 'patriotism',
    yes: 'patriotism is a virtue',
    no: 'patriotism is not a virtue',
    hinge: 'It depends on whether love of country sits alongside concern for everyone else or comes at their expense.',
    people: 'a volunteer who spends every weekend improving her town',
    for: [
      {
        name: 'the solidarity',
        claim: 'Patriotism binds citizens into a community.',
        support:
          'Shared loyalty helps people accept sacrifices for each other, from paying taxes for public services to serving in emergencies.',
        answer: 'Solidarity can rest on shared values and institutions without loving a country above others.',
      },
      {
        name: 'the gratitude',
        claim: 'We owe a debt to the country that raised us.',
        support: 'Public schools, hospitals, roads and laws built by earlier generations give us lives we did not earn ourselves.',
        answer: 'Gratitude to particular people and institutions does not require loyalty to a nation as a whole.',
      },
      {
        name: 'the Orwell distinction',
        claim: 'Patriotism is different from nationalism.',
        support:
          'George Orwell described patriotism as devotion to a place and way of life without wanting to impose it on others, unlike nationalism.',
        answer: 'In practice, patriotism and nationalism blur, and politicians use the language of one to promote the other.',
      },
      {
        name: 'the civic engagement',
        claim: 'Patriots care enough to improve their country.',
        support: 'Civil rights leaders and reformers often appealed to their country’s ideals to demand that it live up to them.',
        answer: 'Reformers appealed to universal ideals of justice, which would have applied in any country.',
      },
    ],
    against: [
      {
        name: 'the accident of birth',
        claim: 'Where we are born is a matter of luck, not merit.',
        support: 'Nobody chooses their country, so taking pride in it is like taking pride in one’s height.',
        answer: 'We also did not choose our families, yet loving them is a virtue; belonging is not about merit.',
      },
      {
        name: 'the danger of excess',
        claim: 'Patriotism has fuelled wars and exclusion.',
        support: 'In 1914, crowds across Europe cheered the outbreak of a war that killed millions, swept along by patriotic fervour.',
        answer: 'That was nationalism turned aggressive; patriotism rightly understood includes respect for other nations.',
      },
      {
        name: 'the scoundrel’s refuge',
        claim: 'Patriotism is easily exploited by the powerful.',
        support:
          'Samuel Johnson called patriotism the last refuge of a scoundrel in 1775, warning that appeals to it can cover self-interest.',
        answer: 'Johnson was condemning false patriotism, not love of country itself, according to his biographer Boswell.',
      },
      {
        name: 'the universal obligations',
        claim: 'Our moral duties extend to all humans.',
        support:
          'Philosophers like Peter Singer argue that a child drowning abroad matters as much as one at home, and patriotism biases us against that.',
        answer: 'Special obligations to those close to us are compatible with general duties to everyone.',
      },
    ],
    close: {
      for: 'Love of one’s country, rightly held, is the first school of love for the world.',
      against: 'Loyalty to humanity asks more of us than loyalty to a flag.',
    },
  },
  {
    topic: 'Is happiness more important than success?',
    category: 'Philosophy',
    subject: 'happiness over success',
    yes: 'happiness is more important than success',
    no: 'success matters as much as happiness',
    hinge: 'It depends on whether success is a route to happiness or a different kind of good.',
    people: 'a lawyer wondering whether to leave a high-paying job for something quieter',
    for: [
      {
        name: 'the final goal',
        claim: 'Happiness is what we want success for.',
        support:
          'Aristotle argued that happiness is the only thing we seek for its own sake, while money and status are sought for what they bring.',
        answer: 'Aristotle’s happiness meant living well and fulfilling one’s potential, which includes achievement.',
      },
      {
        name: 'the Harvard study',
        claim: 'Relationships predict happiness better than achievement.',
        support:
          'The Harvard Study of Adult Development, following people for more than 80 years, found that close relationships were the strongest predictor of health and happiness.',
        answer: 'The study also found that work and purpose matter to wellbeing, so success and happiness are connected.',
      },
      {
        name: 'the diminishing returns',
        claim: 'Beyond a point, more success adds little happiness.',
        support: 'Research on income and wellbeing finds happiness rising with income, but each extra amount adds less than the last.',
        answer: 'Later research by Matthew Killingsworth found wellbeing continuing to rise with income for most people.',
      },
      {
        name: 'the regrets of the dying',
        claim: 'People at the end of life regret the wrong priorities.',
        support:
          'Palliative care nurse Bronnie Ware reported that dying patients commonly regretted working too hard and not staying in touch with friends.',
        answer: 'Those are anecdotes from one nurse, and people also regret not pursuing their ambitions.',
      },
    ],
    against: [
      {
        name: 'the meaning',
        claim: 'Success gives life meaning that happiness alone cannot.',
        support:
          'Building something, mastering a skill or achieving a goal brings satisfaction and purpose that fleeting pleasure does not.',
        answer: 'Purpose is part of happiness in its deeper sense, not a rival to it.',
      },
      {
        name: 'the security',
        claim: 'Success provides security for those we love.',
        support: 'Financial success lets people support their families, afford healthcare and withstand setbacks.',
        answer: 'Security beyond a modest level brings little extra wellbeing, and chasing more can damage relationships.',
      },
      {
        name: 'the contribution',
        claim: 'Success often benefits others.',
        support: 'Scientists, entrepreneurs and artists who strive for success create medicines, jobs and works that enrich many lives.',
        answer: 'Many contributions come from people motivated by curiosity or care rather than success.',
      },
      {
        name: 'the false choice',
        claim: 'Happiness and success are not opposites.',
        support:
          'Research by Sonja Lyubomirsky and colleagues found that happiness often precedes and contributes to success at work and in relationships.',
        answer: 'If happiness leads to success, happiness is the more fundamental of the two.',
      },
    ],
    close: {
      for: 'Success is worth having only if it leaves room for a happy life.',
      against: 'A life of achievement and purpose is its own kind of happiness.',
    },
  },
  {
    topic: 'Does money buy happiness?',
    category: 'Philosophy',
    subject: 'money and happiness',
    yes: 'money buys happiness',
    no: 'money does not buy happiness',
    hinge: 'It depends on how much money we mean, and what it is spent on.',
    people: 'a family choosing between a bigger house and more time together',
    for: [
      {
        name: 'the income research',
        claim: 'Wellbeing rises with income.',
        support:
          'A 2021 study by Matthew Killingsworth, using over a million reports from people’s phones, found wellbeing kept rising with income well above average salaries.',
        answer:
          'A later joint study with Daniel Kahneman found that for the unhappiest people, extra income stopped helping beyond a certain point.',
      },
      {
        name: 'the security',
        claim: 'Money removes the stress of scarcity.',
        support:
          'Not being able to pay rent or bills causes severe stress, and cash transfers to poor households have been found to improve mental health.',
        answer: 'That shows money relieves misery, not that it buys happiness once basic needs are met.',
      },
      {
        name: 'the buying of time',
        claim: 'Money can buy time.',
        support: 'A 2017 study found that people who paid to outsource chores such as cleaning reported greater life satisfaction.',
        answer: 'Most people spend extra money on possessions, which bring far less lasting happiness.',
      },
      {
        name: 'the spending on others',
        claim: 'Money spent on others makes us happier.',
        support:
          'Experiments by Elizabeth Dunn found that people given money to spend on others were happier than those who spent it on themselves.',
        answer: 'That shows kindness brings happiness, which people can practise without money.',
      },
    ],
    against: [
      {
        name: 'the Easterlin paradox',
        claim: 'Nations grow richer without growing happier.',
        support: 'Richard Easterlin found that as American incomes rose over decades, average reported happiness barely changed.',
        answer: 'Later analyses of global data found richer countries are, on average, happier.',
      },
      {
        name: 'the adaptation',
        claim: 'People adapt to wealth.',
        support: 'A famous 1978 study found lottery winners were not much happier than others a year or so later.',
        answer: 'That small study has been challenged by larger ones showing lasting gains in life satisfaction for big winners.',
      },
      {
        name: 'the relative comparison',
        claim: 'Money matters relative to others.',
        support: 'Research suggests people often care more about earning more than their neighbours than about absolute income.',
        answer: 'Absolute income still matters for health, security and opportunity, regardless of comparisons.',
      },
      {
        name: 'the things money cannot buy',
        claim: 'The greatest sources of happiness are not for sale.',
        support: 'Friendship, love, purpose and health are the strongest predictors of happiness, and none can be bought directly.',
        answer: 'Money helps provide the time and security that those things need to grow.',
      },
    ],
    close: {
      for: 'Money cannot buy everything, but it buys the freedom in which happiness grows.',
      against: 'Money can ease suffering, but happiness comes from what it cannot buy.',
    },
  },
  {
    topic: 'Is it ever right to break the law?',
    category: 'Philosophy',
    subject: 'breaking the law',
    yes: 'it is sometimes right to break the law',
    no: 'it is never right to break the law',
    hinge: 'It turns on whether a person’s conscience can ever outrank the rules a community has agreed on.',
    people: 'a nurse deciding whether to follow an order she believes is wrong',
    for: [
      {
        name: 'the unjust laws of history',
        claim: 'Some laws have been deeply unjust, and breaking them was right.',
        support:
          'Segregation laws in the American South were legal, and Rosa Parks broke one in 1955 when she refused to give up her bus seat.',
        answer:
          'Those changes also came through courts and legislation, and the movement’s power lay in accepting the legal penalty openly.',
      },
      {
        name: 'the tradition of civil disobedience',
        claim: 'Civil disobedience is a recognised part of democratic life.',
        support:
          'Martin Luther King Jr., writing from Birmingham jail in 1963, argued that one has a moral responsibility to disobey unjust laws, openly and accepting the penalty.',
        answer:
          'King accepted punishment precisely because he respected the rule of law; that is very different from simply ignoring laws one dislikes.',
      },
      {
        name: 'the emergencies',
        claim: 'Emergencies can justify breaking minor laws.',
        support:
          'Smashing a car window to rescue a child from a hot car, or speeding to get someone to hospital, breaks the law to prevent greater harm.',
        answer: 'Many legal systems already recognise necessity as a defence, so in those cases the law itself is not really being broken.',
      },
      {
        name: 'the conscience',
        claim: 'Obeying every law can mean taking part in wrongdoing.',
        support:
          'After the Second World War, the Nuremberg trials rejected the defence that defendants were merely following orders and the laws of their state.',
        answer: 'Nuremberg concerned atrocities under a criminal regime; in a democracy, there are lawful ways to resist bad laws.',
      },
    ],
    against: [
      {
        name: 'the rule of law',
        claim: 'The rule of law depends on people obeying laws they disagree with.',
        support: 'If everyone broke the laws they thought unjust, laws would mean only what each person wanted them to mean.',
        answer:
          'Respecting the rule of law in general is compatible with breaking a specific unjust law openly and accepting the consequences.',
      },
      {
        name: 'the democratic channels',
        claim: 'Democracies offer lawful ways to change bad laws.',
        support: 'Voting, campaigning, petitioning and going to court allow citizens to change laws without breaking them.',
        answer: 'Those channels can be closed to minorities, as they were to Black Americans denied the vote in much of the South.',
      },
      {
        name: 'the self-serving judgement',
        claim: 'People are poor judges of when their own lawbreaking is justified.',
        support:
          'Nearly everyone who breaks the law believes they have a good reason, and a principle that permits justified lawbreaking invites excuses.',
        answer: 'That is why civil disobedience is public and accepts punishment, which filters out self-serving cases.',
      },
      {
        name: 'the precedent for others',
        claim: 'Breaking the law for good causes licenses others to break it for bad ones.',
        support:
          'If protesters may block roads for causes they believe in, so may their opponents, and public order depends on a shared rule.',
        answer: 'Societies distinguish between causes all the time, and history judges lawbreakers by the justice of what they sought.',
      },
    ],
    close: {
      for: 'Laws serve justice, and when they betray it, conscience must come first.',
      against: 'Change the law through the law, or the law protects no one.',
    },
  },
];
