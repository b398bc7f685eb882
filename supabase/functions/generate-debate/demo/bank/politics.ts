import type { TopicBank } from './types.ts';

export const POLITICS: readonly TopicBank[] = [
  {
    topic: 'Should voting be compulsory?',
    also: [{ topic: 'Should voting be mandatory?', yes: 'voting should be mandatory', no: 'voting should stay a free choice' }],
    category: 'Politics',
    subject: 'compulsory voting',
    yes: 'voting should be compulsory',
    no: 'voting should stay a free choice',
    hinge: 'It turns on whether a turnout that is required is worth as much as one that is won.',
    people: 'a young renter who has never once been canvassed',
    for: [
      {
        name: 'the Australian record',
        claim: 'Compulsory voting works where it has been tried.',
        support:
          'Australia has required its citizens to vote since 1924, and turnout at federal elections has stayed above 90 percent for most of the century since, enforced by a fine of about twenty dollars.',
        answer:
          'Australia also counts a steady share of blank and spoiled ballots, so part of that famous turnout is people obeying the law rather than choosing anyone.',
      },
      {
        name: 'the voters who are missing',
        claim: 'Voluntary voting lets the same people stay silent, election after election.',
        support:
          'Where voting is optional, turnout falls most among the young, renters and people on low incomes, so parties learn to court older homeowners who reliably show up.',
        answer: 'The cure for low turnout among the young is to give them reasons to vote, not to fine them for staying at home.',
      },
      {
        name: 'the cheapness of the duty',
        claim: 'The duty asks very little of anyone.',
        support:
          'Australians can vote early, by post, or simply turn up and spoil the ballot; the law asks people to have their name marked off, much like jury service asks people to attend.',
        answer: 'If a spoiled ballot satisfies the law, the law is not producing engaged voters, only a ritual that inflates a statistic.',
      },
      {
        name: 'the calmer campaigns',
        claim: 'When everyone votes, campaigns stop spending their energy on getting the angriest supporters out.',
        support:
          'Parties in voluntary systems pour money into turning out their base, which rewards outrage; with turnout guaranteed, the contest shifts to persuading the middle.',
        answer:
          'Campaigns in compulsory systems are hardly gentle; Australian elections have their share of scare campaigns and attack ads.',
      },
    ],
    against: [
      {
        name: 'the freedom not to vote',
        claim: 'The right to vote includes the right to abstain.',
        support:
          'Staying at home can be a deliberate judgement that no candidate deserves support, and a democracy that fines people for that judgement has confused participation with consent.',
        answer: 'Nobody is forced to choose a candidate: the ballot can be left blank, so the only thing required is to turn up.',
      },
      {
        name: 'the uninformed vote',
        claim: 'Forcing the uninterested to vote adds noise, not judgement.',
        support:
          'Political scientists have long documented a donkey vote in Australia: people who number the boxes straight down the ballot, which hands a small bonus to whoever is listed first.',
        answer:
          'The donkey vote is a fraction of a percent, while voluntary voting silences millions, which is the bigger distortion by far.',
      },
      {
        name: 'the burden on the poorest',
        claim: 'Fines for not voting fall hardest on people with the least slack.',
        support:
          'A missed deadline or an unpaid fine can escalate into court costs, and the people most likely to miss a vote are those juggling shifts, moves and caring duties.',
        answer: 'That is an argument for small fines, easy excuses and early voting, all of which compulsory systems already have.',
      },
      {
        name: 'the treatment of symptoms',
        claim: 'Low turnout is a symptom of distrust, and compulsion hides the symptom without treating the cause.',
        support:
          'When people feel that politics ignores them, a rising turnout figure is a warning light that has been switched off, not a problem solved.',
        answer: 'Politicians stop ignoring groups once those groups vote, so compulsion is how the distrust actually gets treated.',
      },
    ],
    close: {
      for: 'A democracy should hear from everyone, not just from those with the most time to spare.',
      against: 'A vote only means something when it is given freely.',
    },
  },
  {
    topic: 'Should the voting age be lowered to 16?',
    category: 'Politics',
    subject: 'votes at sixteen',
    yes: 'the voting age should be lowered to 16',
    no: 'the voting age should stay at 18',
    hinge: 'It comes down to whether sixteen-year-olds are ready, and whether readiness is even the right test.',
    people: 'a sixteen-year-old who works weekends and pays tax on it',
    for: [
      {
        name: 'the habit of voting',
        claim: 'People who vote in their first election tend to keep voting.',
        support:
          'At sixteen most young people still live at home and attend school, where voting can be taught and practised; at eighteen many are moving away, and first-time turnout suffers.',
        answer: 'The habit argument works for any age, and it does not tell us why sixteen is the right one rather than eighteen.',
      },
      {
        name: 'the Austrian and Scottish experience',
        claim: 'Countries that lowered the age did not regret it.',
        support:
          'Austria has let sixteen-year-olds vote in national elections since 2007, and Scotland extended the vote to them after the 2014 independence referendum, in which most of them turned out.',
        answer:
          'A handful of small cases is not proof; in several Austrian studies young voters were more influenced by their parents than older voters.',
      },
      {
        name: 'the stake in the future',
        claim: 'Sixteen-year-olds will live longest with today’s decisions.',
        support: 'Climate policy, housing and pensions are set now and paid for over decades, mostly by people who are teenagers today.',
        answer: 'Everyone has a stake in the future, including children of eight; a stake alone has never been the test for the vote.',
      },
      {
        name: 'the duties already carried',
        claim: 'At sixteen many people already work, pay tax and carry adult responsibilities.',
        support:
          'In much of Europe sixteen-year-olds can leave school, work full time and pay income tax, yet they have no say over how that tax is spent.',
        answer:
          'Society sets different ages for different things, and most teenagers still rely on their parents for most of what they need.',
      },
    ],
    against: [
      {
        name: 'the question of maturity',
        claim: 'The brain’s capacity for long-term judgement is still developing at sixteen.',
        support:
          'We restrict driving, drinking and contracts at sixteen for a reason, and it would be odd to treat choosing a government as the easier decision.',
        answer: 'Voting asks for considered judgement made calmly, which research on teenagers suggests they manage as well as adults do.',
      },
      {
        name: 'the influence of parents and teachers',
        claim: 'Sixteen-year-olds are unusually exposed to the views of the adults around them.',
        support:
          'Young people living at home and sitting in classrooms hear politics filtered through parents and teachers, which risks adding votes that echo someone else’s.',
        answer: 'Adults are influenced by spouses, employers and newspapers, and we do not take their votes away for it.',
      },
      {
        name: 'the line at adulthood',
        claim: 'Eighteen is where the law draws adulthood, and the vote belongs with it.',
        support:
          'Most democracies tie full citizenship to the age of legal majority, when people can also sign contracts, marry without consent and serve on juries.',
        answer:
          'The age of majority has moved before, from twenty-one to eighteen in the 1960s and 70s, and the same arguments were made then.',
      },
      {
        name: 'the weak demand',
        claim: 'Most sixteen-year-olds are not asking for the vote.',
        support:
          'Surveys of teenagers in several countries find many unsure or opposed, and a right granted to a group that did not ask for it risks producing low turnout and disappointment.',
        answer:
          'Rights are not handed out only to those who campaign for them, and turnout among newly enfranchised teenagers has often surprised the sceptics.',
      },
    ],
    close: {
      for: 'Sixteen-year-olds already live with the consequences; they should help choose them.',
      against: 'Adulthood comes with the vote because the vote is an adult responsibility.',
    },
  },
  {
    topic: 'Should social media platforms be regulated like utilities?',
    category: 'Politics',
    subject: 'regulating social media platforms like utilities',
    yes: 'social media platforms should be regulated like utilities',
    no: 'social media platforms should not be regulated like utilities',
    hinge: 'It depends on whether these platforms are essential infrastructure or just very successful products.',
    people: 'a small business owner whose customers all find her through one app',
    for: [
      {
        name: 'the network effect',
        claim: 'A handful of platforms have become the places where public life happens.',
        support:
          'Facebook alone has around three billion monthly users, and once everyone is on one network, leaving it means leaving your customers, your family and your news.',
        answer:
          'Platforms rise and fall quickly; MySpace once looked unbeatable, and TikTok took a huge audience from incumbents within a few years.',
      },
      {
        name: 'the power over speech',
        claim: 'Decisions about who may speak are being made by private moderation teams with no appeal.',
        support:
          'Accounts with millions of followers have been removed or restored overnight, and users rarely learn which rule they broke or get a human review.',
        answer:
          'A private company choosing what it hosts is itself a form of free expression, and utility rules would hand those choices to the state.',
      },
      {
        name: 'the precedent of utilities',
        claim: 'We have regulated essential networks before without destroying them.',
        support:
          'Telephone companies were treated as common carriers for a century: they had to serve everyone on fair terms, and the phone network still thrived.',
        answer: 'A phone line carries a private call; a feed ranks and recommends, which makes it an editor, not a pipe.',
      },
      {
        name: 'the transparency it would bring',
        claim: 'Utility-style rules would force platforms to show how their systems work.',
        support:
          'The European Union’s Digital Services Act already requires the largest platforms to assess risks and open data to researchers, and the sky has not fallen.',
        answer: 'The Digital Services Act shows that targeted rules work, which is an argument for more of them, not for utility status.',
      },
    ],
    against: [
      {
        name: 'the difference from a pipe',
        claim: 'Social media is not a utility, because everything it offers is a choice about what to show.',
        support:
          'Water and electricity are the same whoever supplies them, while a feed is made of ranking decisions; regulating it like a utility means regulating editorial judgement.',
        answer:
          'Those ranking decisions are exactly why oversight is needed: they shape what billions of people see without anyone answering for them.',
      },
      {
        name: 'the risk of state control',
        claim: 'Utility regulation hands governments a lever over what citizens can say.',
        support:
          'A regulator that sets terms of service for a utility can be captured by whoever holds power, and governments around the world already press platforms to remove criticism.',
        answer:
          'Clear rules written in law are a better protection against political pressure than today’s private deals made behind closed doors.',
      },
      {
        name: 'the frozen market',
        claim: 'Utility status would lock today’s giants in place.',
        support:
          'Regulated utilities are usually protected monopolies with guaranteed returns, the opposite of the competition that could one day displace today’s platforms.',
        answer:
          'The giants are already locked in; regulation that forces interoperability would make it easier, not harder, for rivals to compete.',
      },
      {
        name: 'the better targeted tools',
        claim: 'Competition and privacy law can fix the real problems more precisely.',
        support:
          'Antitrust cases, data protection rules and interoperability requirements address specific harms without turning feeds into public services.',
        answer: 'Those tools have been tried for twenty years while the platforms grew larger, which suggests that they are not enough.',
      },
    ],
    close: {
      for: 'What has become essential to public life should answer to the public.',
      against: 'The fix for powerful platforms is competition, not a government switchboard.',
    },
  },
  {
    topic: 'Is censorship ever justified?',
    category: 'Politics',
    subject: 'censorship',
    yes: 'censorship is sometimes justified',
    no: 'censorship is never justified',
    hinge: 'It turns on whether anyone can be trusted to draw the line, and what happens when they draw it badly.',
    people: 'a parent whose child’s photograph was shared without consent',
    for: [
      {
        name: 'the material no one defends',
        claim: 'Every free society already bans some content, and rightly.',
        support:
          'Images of child sexual abuse are illegal to publish almost everywhere, and nobody serious argues that removing them is an attack on free speech.',
        answer: 'Those images are banned because making them is a crime against a child, which is a rule about abuse, not about ideas.',
      },
      {
        name: 'the cost of incitement',
        claim: 'Words can be the direct instrument of violence.',
        support:
          'During the 1994 genocide in Rwanda, the radio station RTLM broadcast calls to kill and even named targets; shutting it down sooner would have saved lives.',
        answer:
          'Rwanda shows what happens when a state controls the airwaves; the station was backed by the powerful, the people who usually decide what gets censored.',
      },
      {
        name: 'the legal line that already exists',
        claim: 'Courts have shown that a narrow line can be drawn and held.',
        support:
          'Since 1969 the United States Supreme Court has allowed speech to be punished only when it is meant to incite imminent lawless action and likely to do so, a test that has protected dissent for decades.',
        answer: 'That test protects speech precisely because it is so narrow; most censorship around the world is nothing like it.',
      },
      {
        name: 'the privacy of ordinary people',
        claim: 'Protecting people from having their private lives published is also censorship, and it is right.',
        support:
          'Laws against sharing intimate images without consent restrict publication, and they exist because the harm to victims is severe and lasting.',
        answer:
          'Privacy protections are better described as personal rights than as censorship, which usually means the state suppressing views.',
      },
    ],
    against: [
      {
        name: 'the record of censors',
        claim: 'History’s censors have mostly silenced people who turned out to be right.',
        support:
          'Galileo was forced to recant, and in December 2019 a doctor in Wuhan, Li Wenliang, was reprimanded by police for warning colleagues about a new virus.',
        answer:
          'Bad censorship by authoritarian states does not show that every restriction is wrong, any more than bad trials show that courts are.',
      },
      {
        name: 'the question of who decides',
        claim: 'Any power to censor will eventually be held by someone you distrust.',
        support:
          'Rules written against hateful speech have been turned against protesters, journalists and minorities in many countries once governments changed hands.',
        answer:
          'That is an argument for narrow laws, independent courts and appeals, not for allowing absolutely anything to be published.',
      },
      {
        name: 'the Streisand effect',
        claim: 'Suppressing an idea often spreads it.',
        support:
          'When Barbra Streisand sued in 2003 to remove a photograph of her house, the lawsuit made the picture famous, and banned books routinely top sales charts.',
        answer: 'Some material spreads when banned, but mass removal of abuse material and spam clearly works.',
      },
      {
        name: 'the better answer of more speech',
        claim: 'The answer to bad speech is more speech.',
        support: 'Open argument lets errors be exposed in public, while censorship drives them underground where nobody can answer them.',
        answer:
          'More speech does not help a person whose address has been published with a call to harm them; some harms happen too fast to be argued away.',
      },
    ],
    close: {
      for: 'Freedom of speech is defended best by defending the few lines that protect people from real harm.',
      against: 'Once a society accepts that some ideas may be silenced, it only argues about which ones.',
    },
  },
  {
    topic: 'Is democracy the best form of government?',
    category: 'Politics',
    subject: 'democracy',
    yes: 'democracy is the best form of government',
    no: 'democracy is not the best form of government',
    hinge: 'It depends on whether we judge governments by their best results or by their protection against the worst.',
    people: 'a dissident who can criticise a minister without being arrested',
    for: [
      {
        name: 'the famine record',
        claim: 'Democracies avoid the worst catastrophes.',
        support:
          'The economist Amartya Sen observed that no major famine has occurred in a functioning democracy with a free press, because governments that face elections and newspapers cannot ignore mass hunger.',
        answer: 'Avoiding catastrophe is a low bar; it says nothing about whether democracies govern well day to day.',
      },
      {
        name: 'the peaceful exit',
        claim: 'Democracy is the only system that removes bad leaders without bloodshed.',
        support:
          'Every election that ends with a loser conceding is a transfer of power that, in much of history, required a war or a coup.',
        answer:
          'Elections can also remove good leaders and reward those who promise the most, so peaceful change is not always better change.',
      },
      {
        name: 'the error correction',
        claim: 'Free debate lets a democracy notice and fix its mistakes.',
        support:
          'Scandals, bad policies and abuses are exposed by a free press and opposition, while in closed systems officials learn to hide bad news.',
        answer:
          'Democracies also repeat mistakes for decades when voters reward them, as with budget deficits that every government promises to close.',
      },
      {
        name: 'the rival systems’ record',
        claim: 'The alternatives have been tried and have failed worse.',
        support:
          'Winston Churchill told Parliament in 1947 that democracy was the worst form of government except all the others, and the twentieth century’s dictatorships proved his point.',
        answer: 'Quoting Churchill is not an argument, and some one-party states have delivered growth that many democracies envy.',
      },
    ],
    against: [
      {
        name: 'the growth of non-democracies',
        claim: 'Some non-democratic states have delivered more for their citizens in a generation.',
        support:
          'China lifted hundreds of millions of people out of extreme poverty in a few decades, and Singapore became one of the richest countries on earth under a single dominant party.',
        answer:
          'Those successes come with censorship, detention and no way to remove a bad leader, a price that citizens never chose to pay.',
      },
      {
        name: 'the short horizon',
        claim: 'Elections every few years make long-term planning almost impossible.',
        support:
          'Pensions, infrastructure and climate policy need decades, while politicians are rewarded for what voters feel before the next election.',
        answer: 'Democracies have built pensions, motorways and national health services; the horizon problem is real but not fatal.',
      },
      {
        name: 'the uninformed voter',
        claim: 'Most voters know little about the policies they are voting on.',
        support:
          'Surveys regularly find that large shares of voters cannot name their representative or estimate basic facts such as the size of the foreign aid budget.',
        answer: 'Voters do not need to know every policy; they judge results and trust, which is what a check on power requires.',
      },
      {
        name: 'the tyranny of the majority',
        claim: 'A majority can vote away the rights of a minority.',
        support:
          'Majorities have voted for segregation and discriminatory laws in the past, and only courts and constitutions stopped some of them.',
        answer: 'Constitutional democracy includes those courts and rights by design, which is why it is better than the alternatives.',
      },
    ],
    close: {
      for: 'A system that lets people remove their rulers peacefully is worth every inefficiency it carries.',
      against: 'Democracy is a valuable tool, not a sacred one, and it should be judged by what it delivers.',
    },
  },
  {
    topic: 'Should the death penalty be abolished?',
    category: 'Politics',
    subject: 'abolishing the death penalty',
    yes: 'the death penalty should be abolished',
    no: 'the death penalty should be kept for the worst crimes',
    hinge: 'It turns on whether any system of justice can be certain enough to take a life.',
    people: 'a prisoner released after years on death row for a crime he did not commit',
    for: [
      {
        name: 'the innocent on death row',
        claim: 'The justice system convicts innocent people, and death cannot be undone.',
        support:
          'Since 1973 more than 190 people sentenced to death in the United States have later been exonerated, many after DNA evidence became available.',
        answer:
          'Those exonerations show the appeals system working, and modern forensic standards make wrongful convictions rarer in the cases that lead to execution.',
      },
      {
        name: 'the missing deterrent',
        claim: 'There is no good evidence that executions deter murder.',
        support:
          'A 2012 review by the United States National Research Council concluded that studies claiming a deterrent effect were not informative, and states without the death penalty do not have higher murder rates.',
        answer: 'The absence of proof is not proof of absence; some murders are planned, and planners respond to consequences.',
      },
      {
        name: 'the cost',
        claim: 'The death penalty costs far more than life imprisonment.',
        support:
          'Decades of mandatory appeals mean that in California each execution has cost many millions of dollars more than keeping the prisoner for life.',
        answer: 'Costs could be reduced by reforming the appeals process, and justice should not be priced like a public service.',
      },
      {
        name: 'the unequal application',
        claim: 'Who is executed depends heavily on race, money and the county of the trial.',
        support:
          'Studies of American sentencing have found that killers of white victims are more likely to be sentenced to death than killers of Black victims.',
        answer: 'Unequal application calls for fairer trials, not for sparing every murderer, including those whose guilt is beyond doubt.',
      },
    ],
    against: [
      {
        name: 'the gravity of the worst crimes',
        claim: 'Some crimes are so grave that only the ultimate penalty matches them.',
        support:
          'Timothy McVeigh killed 168 people, including 19 children, in the Oklahoma City bombing, and was executed in 2001 without any doubt about his guilt.',
        answer:
          'The gravity of a crime does not give the state the right to kill, and life without parole already removes the offender for good.',
      },
      {
        name: 'justice for families',
        claim: 'The families of victims deserve a punishment that reflects their loss.',
        support:
          'Many relatives of murder victims say that a sentence short of death tells them the state valued their loved one’s life less than the killer’s.',
        answer:
          'Other families say that decades of appeals keep the wound open, and many campaign against executions in their relatives’ names.',
      },
      {
        name: 'the certain cases',
        claim: 'Where guilt is beyond any doubt, the innocence argument does not apply.',
        support:
          'Modern cases with video, DNA and confessions leave no room for mistaken identity, and the penalty could be limited to them.',
        answer: 'Courts were equally confident in many cases later overturned, and no system can sort certain guilt from mere conviction.',
      },
      {
        name: 'public support',
        claim: 'In many democracies a large share of citizens still support it.',
        support:
          'Gallup’s polling has found around half of Americans in favour of the death penalty for murder in recent years, and Japan keeps it with strong public backing.',
        answer: 'Majorities once backed many punishments we now see as cruel; rights are not decided by opinion polls.',
      },
    ],
    close: {
      for: 'A state that can make mistakes should never claim a power that cannot correct them.',
      against: 'Justice must be able to answer the very worst crimes in full.',
    },
  },
  {
    topic: 'Should voting be possible online?',
    category: 'Politics',
    subject: 'online voting',
    yes: 'voting should be possible online',
    no: 'elections should stay on paper',
    hinge: 'It turns on whether convenience for millions is worth a risk that is hard to see and hard to prove.',
    people: 'a voter in a wheelchair whose polling station has stairs',
    for: [
      {
        name: 'the Estonian example',
        claim: 'Estonia has used online voting for nearly two decades.',
        support:
          'Estonians have been able to vote online since 2005, and in the 2023 parliamentary election more than half of all votes were cast that way.',
        answer:
          'Estonia has a national digital identity card that most countries lack, and security researchers have still published serious criticisms of its system.',
      },
      {
        name: 'the access it gives',
        claim: 'Online voting would reach people that polling stations miss.',
        support:
          'Disabled voters, carers, shift workers and citizens abroad face real barriers to voting in person, and postal votes often arrive too late to count.',
        answer:
          'Those barriers can be fixed with accessible stations, longer opening hours and earlier postal ballots, without putting the whole election online.',
      },
      {
        name: 'the trust we already place online',
        claim: 'We already trust the internet with banking, taxes and medical records.',
        support: 'Most people file tax returns and move their savings online, systems that are attacked constantly and still work.',
        answer:
          'A bank can see and reverse a fraudulent payment, but a secret ballot cannot be checked against the voter without destroying its secrecy.',
      },
      {
        name: 'the turnout gain',
        claim: 'Making voting easier raises turnout among the young.',
        support:
          'Younger voters do almost everything else through their phones, and every reduction in the effort of voting has historically brought more of them in.',
        answer: 'Studies of Estonia found that online voting mostly made voting more convenient for people who would have voted anyway.',
      },
    ],
    against: [
      {
        name: 'the security risk',
        claim: 'No online voting system has satisfied independent security experts.',
        support:
          'In 2019 Switzerland suspended its online voting trials after researchers found critical flaws in the Swiss Post system that could have let votes be altered undetected.',
        answer: 'The Swiss flaws were found because the code was published for testing, which is how a secure system is built.',
      },
      {
        name: 'the secret ballot',
        claim: 'Voting at home cannot guarantee that nobody is watching.',
        support:
          'A polling booth protects voters from a controlling partner, employer or family member; a laptop at the kitchen table cannot.',
        answer:
          'Estonia lets voters recast an online vote as often as they like, and a paper vote on election day cancels it, which defeats coercion.',
      },
      {
        name: 'the paper trail',
        claim: 'Paper ballots can be recounted; digital votes can only be trusted.',
        support:
          'The United States National Academies recommended in 2018 that all elections use human-readable paper ballots, precisely so that results can be checked by hand.',
        answer: 'Cryptographic systems can let each voter verify that their vote was counted, which is more checking than paper allows.',
      },
      {
        name: 'the damage to trust',
        claim: 'An election must be believed by the losers, and online voting makes that harder.',
        support:
          'Even unfounded claims of fraud have shaken confidence in paper elections; a system that few people can understand invites far worse.',
        answer:
          'Distrust is driven by politicians, not by ballot technology, and paper elections have not protected countries from fraud claims.',
      },
    ],
    close: {
      for: 'A democracy should meet voters where they live, and they live online.',
      against: 'An election is only as good as the losers’ confidence in it, and paper earns that confidence.',
    },
  },
  {
    topic: 'Should the monarchy be abolished?',
    category: 'Politics',
    subject: 'abolishing the monarchy',
    yes: 'the monarchy should be abolished',
    no: 'the monarchy should be kept',
    hinge: 'It depends on whether we value the monarchy for what it does or object to it for what it represents.',
    people: 'a schoolchild told that anyone can grow up to lead the country, except to be head of state',
    for: [
      {
        name: 'the principle of equality',
        claim: 'A head of state chosen by birth contradicts the idea that citizens are equal.',
        support:
          'Every other public office in a democracy is earned or elected, but the highest position is reserved for one family forever.',
        answer: 'The monarch holds no real power, so the inequality is symbolic, and the symbol unites rather than divides.',
      },
      {
        name: 'the cost',
        claim: 'The monarchy costs public money that a ceremonial presidency would not.',
        support:
          'The British Sovereign Grant was about 86 million pounds in 2023–24, before the large cost of royal security, which is never published.',
        answer: 'An elected president also needs a residence, staff and security, and the saving would be a small fraction of that figure.',
      },
      {
        name: 'the tourism myth',
        claim: 'Tourists come for the palaces and history, not for a living king.',
        support:
          'The Palace of Versailles draws millions of visitors a year, and France abolished its monarchy more than two centuries ago.',
        answer: 'Royal weddings, coronations and the changing of the guard draw visitors and worldwide coverage that a museum cannot.',
      },
      {
        name: 'the fading support of the young',
        claim: 'Support for the monarchy is falling among younger citizens.',
        support:
          'YouGov polling in Britain has found support among 18-to-24-year-olds falling to around a third, far below that of their grandparents.',
        answer: 'Young people often grow more supportive of traditions as they age, and the monarchy still commands a majority overall.',
      },
    ],
    against: [
      {
        name: 'the stability it provides',
        claim: 'A monarch above politics gives a nation a symbol that no party owns.',
        support: 'In a crisis, a head of state who has never campaigned can speak for everyone, as the late Queen did during the pandemic.',
        answer: 'An elected non-partisan president, as in Ireland, plays the same role without the hereditary principle.',
      },
      {
        name: 'the democratic monarchies',
        claim: 'Some of the world’s strongest democracies are monarchies.',
        support:
          'Norway, Denmark, Sweden and the Netherlands regularly rank at the top of international democracy indices while keeping their royal families.',
        answer:
          'Those countries are democratic despite their monarchies, not because of them; their strength comes from their institutions.',
      },
      {
        name: 'the disruption of change',
        claim: 'Abolition would open a long constitutional fight for little gain.',
        support:
          'Replacing the monarch means rewriting the role of head of state, the armed forces’ oath and, in Britain, the status of fourteen other realms.',
        answer: 'Barbados removed the Queen as head of state in 2021 peacefully and quickly, showing that the change can be done.',
      },
      {
        name: 'the soft power',
        claim: 'The royal family brings the country attention and goodwill abroad.',
        support:
          'State visits, royal tours and events watched by hundreds of millions of people give Britain a global profile that money could not easily buy.',
        answer: 'That attention is hard to measure and often focused on scandal rather than on the country’s interests.',
      },
    ],
    close: {
      for: 'In a democracy, even the highest office should be open to any citizen.',
      against: 'An institution that works, unites and costs little should not be discarded for the sake of a principle.',
    },
  },
  {
    topic: 'Should governments regulate artificial intelligence?',
    category: 'Politics',
    subject: 'regulating artificial intelligence',
    yes: 'governments should regulate artificial intelligence',
    no: 'governments should not regulate artificial intelligence yet',
    hinge: 'It turns on whether rules written now would prevent harm or only freeze a technology nobody fully understands.',
    people: 'a job applicant rejected by an algorithm without any explanation',
    for: [
      {
        name: 'the precedent of other technologies',
        claim: 'Every powerful technology has eventually been regulated, and was better for it.',
        support:
          'Medicines answer to drug regulators, aircraft to aviation authorities, and cars to safety standards; none of those industries collapsed.',
        answer: 'Those rules came after the technology matured and its risks were understood, which is not yet the case with AI.',
      },
      {
        name: 'the decisions already made',
        claim: 'AI is already deciding things that change people’s lives.',
        support:
          'Algorithms screen job applications, score credit and flag fraud, and people affected often cannot learn why a decision was made.',
        answer: 'Existing laws against discrimination and unfair decisions already apply to algorithms and can be enforced.',
      },
      {
        name: 'the European model',
        claim: 'A risk-based law is possible, and one has already passed.',
        support:
          'The European Union’s AI Act, adopted in 2024, bans a few uses outright and places stricter duties on high-risk systems, while leaving most software alone.',
        answer: 'It is far too early to know whether the AI Act works, and European firms already complain about its compliance burden.',
      },
      {
        name: 'the race to the bottom',
        claim: 'Without rules, companies are rewarded for releasing first and checking later.',
        support:
          'Competition between a few labs pushes each to move faster than its rivals, and safety testing is the easiest thing to cut.',
        answer: 'The leading labs already publish safety testing voluntarily, and heavy rules would push development to places with none.',
      },
    ],
    against: [
      {
        name: 'the moving target',
        claim: 'Rules written today will be out of date before they take effect.',
        support: 'The technology changes within months, and laws drafted around one generation of models may miss the next entirely.',
        answer: 'Laws can regulate uses and outcomes rather than specific models, which keeps them current as the technology changes.',
      },
      {
        name: 'the advantage to incumbents',
        claim: 'Heavy regulation protects the largest companies from smaller rivals.',
        support:
          'Compliance costs that a giant absorbs easily can sink a start-up, which is why data protection rules in Europe have been found to favour larger firms.',
        answer: 'Rules can scale with the size of the company, as the AI Act partly does, so small developers are not crushed.',
      },
      {
        name: 'the flight of research',
        claim: 'Strict rules in one country push research to countries with none.',
        support: 'AI development needs only talent, data and computing power, all of which can move across borders faster than any law.',
        answer: 'Big markets set global standards, as Europe did with data protection, and companies follow them to sell there.',
      },
      {
        name: 'the existing laws',
        claim: 'Most harms from AI are already illegal under existing law.',
        support: 'Fraud, discrimination, defamation and negligence are offences whether a person or a program commits them.',
        answer: 'Existing laws struggle when nobody can explain how a decision was made, which is exactly the gap new rules fill.',
      },
    ],
    close: {
      for: 'A technology this powerful should answer to the public before, not after, it goes wrong.',
      against: 'Regulate what AI does when it does harm, and let the rest of it grow.',
    },
  },
  {
    topic: 'Should people be paid to vote?',
    category: 'Politics',
    subject: 'paying people to vote',
    yes: 'people should be paid to vote',
    no: 'people should not be paid to vote',
    hinge: 'It turns on whether money would add real voters or cheapen what voting means.',
    people: 'a cleaner who loses half a day’s wages to queue at the polling station',
    for: [
      {
        name: 'the cost of voting',
        claim: 'Voting already costs some people money, and payment would only even that out.',
        support:
          'Workers paid by the hour lose wages while they queue, and parents may need to pay for childcare to get to the polling station.',
        answer: 'Those costs are better removed directly, with a voting holiday or longer opening hours, than paid for afterwards.',
      },
      {
        name: 'the jury precedent',
        claim: 'We already pay citizens for other civic duties.',
        support: 'Jurors in many countries receive an allowance for each day they serve, and nobody thinks it corrupts their verdicts.',
        answer: 'Jury allowances cover expenses for a compulsory duty; they are not an incentive to volunteer.',
      },
      {
        name: 'the turnout gap',
        claim: 'A small payment could bring in the voters that politicians ignore.',
        support:
          'Turnout is lowest among the young and people on low incomes, the groups for whom even a modest sum makes the most difference.',
        answer:
          'People who vote for money may not vote for anything in particular, so turnout would rise without engagement rising with it.',
      },
      {
        name: 'the cheaper alternative to fines',
        claim: 'A reward is a gentler way to raise turnout than compulsion.',
        support:
          'Countries with compulsory voting fine non-voters; paying voters achieves a similar result with a carrot instead of a stick.',
        answer: 'Compulsory voting makes voting a shared duty; payment makes it a transaction, which is a different and worse message.',
      },
    ],
    against: [
      {
        name: 'the crowding out of duty',
        claim: 'Paying people for a civic act can weaken the sense of duty behind it.',
        support:
          'In a famous study of Israeli day-care centres, fining parents for late pick-ups increased lateness, because a moral obligation had become a price.',
        answer: 'That study was about a fine, not a reward, and the stakes of a day-care pick-up are not those of a national election.',
      },
      {
        name: 'the legal barrier',
        claim: 'Paying for votes is exactly what election law exists to prevent.',
        support:
          'Federal law in the United States makes it a crime to pay someone for voting, because money at the ballot box has a long history of corruption.',
        answer:
          'Those laws forbid paying for a particular vote; a flat payment to every voter, whatever their choice, is a different thing.',
      },
      {
        name: 'the cost to taxpayers',
        claim: 'A payment to every voter would cost a fortune for an uncertain gain.',
        support:
          'Even a small sum multiplied by tens of millions of voters runs into hundreds of millions, most of it paid to people who would have voted anyway.',
        answer: 'Democracy already spends heavily on elections; paying to include more of the public is a reasonable use of that money.',
      },
      {
        name: 'the voters rejecting it',
        claim: 'When voters were asked, they rejected the idea.',
        support:
          'In 2006 Arizona voters turned down a ballot measure that would have given one voter in each election a million-dollar lottery prize.',
        answer: 'A lottery is not a payment to every voter, and one rejected proposal does not settle the question.',
      },
    ],
    close: {
      for: 'If voting costs the poor more than the rich, paying them back is simply fair.',
      against: 'A vote that has a price stops being a civic act and becomes a transaction.',
    },
  },
  {
    topic: 'Should rich countries accept more refugees?',
    category: 'Politics',
    subject: 'accepting more refugees',
    yes: 'rich countries should accept more refugees',
    no: 'rich countries should not accept more refugees',
    hinge: 'It turns on how rich countries balance their duty to people fleeing danger against their capacity to integrate them.',
    people: 'a family who fled a war with two suitcases',
    for: [
      {
        name: 'the scale of need',
        claim: 'The number of people forced from their homes has never been higher.',
        support:
          'The United Nations refugee agency counts well over 100 million forcibly displaced people, and most are hosted by low- and middle-income countries next to the crises.',
        answer:
          'The scale of need is precisely why aid in the region, which reaches far more people per pound, matters more than resettlement.',
      },
      {
        name: 'the German experience',
        claim: 'Large numbers can be integrated when countries commit to it.',
        support:
          'Germany took in about a million asylum seekers in 2015 and 2016, and follow-up studies found that around half were in work within five years.',
        answer:
          'Germany also saw a political backlash, with a new far-right party entering parliament, which shows the limits of public consent.',
      },
      {
        name: 'the legal duty',
        claim: 'Rich countries signed the Refugee Convention and should honour it.',
        support:
          'The 1951 Refugee Convention forbids returning people to a country where they face persecution, a promise made after Europe itself produced millions of refugees.',
        answer: 'The Convention obliges countries not to send refugees back, not to resettle ever greater numbers from elsewhere.',
      },
      {
        name: 'the workers that ageing countries need',
        claim: 'Ageing societies need working-age newcomers.',
        support:
          'Many rich countries face shrinking workforces and rising pension costs, and refugees are on average younger than the populations receiving them.',
        answer: 'Refugees are admitted for protection, not for labour, and many take years to find work that matches their skills.',
      },
    ],
    against: [
      {
        name: 'the pressure on housing and services',
        claim: 'Housing and public services are already under strain.',
        support:
          'In many rich countries housing waiting lists, school places and doctors’ lists are stretched, and new arrivals add to the pressure where it is already worst.',
        answer:
          'The strain comes from decades of underinvestment, and refugees often end up working in the very services that are short-staffed.',
      },
      {
        name: 'help in the region',
        claim: 'Money spent helping refugees near home reaches far more people.',
        support:
          'Supporting a refugee in a neighbouring country costs a fraction of resettling them in Europe, and most refugees hope to return home one day.',
        answer:
          'Neighbouring countries like Turkey and Lebanon already host millions, and pushing the whole burden onto them is not fair either.',
      },
      {
        name: 'public consent',
        claim: 'Integration only works with public consent, which is fragile.',
        support:
          'Surveys across Europe show majorities wanting fewer arrivals, and anti-immigration parties have grown wherever governments ignored that.',
        answer: 'Public consent grows when integration is well managed; the backlash follows chaos, not numbers alone.',
      },
      {
        name: 'the integration gap',
        claim: 'Integration takes years, and rushing numbers makes it fail.',
        support:
          'Language learning, recognition of qualifications and housing all take time, and large cohorts arriving at once can end up concentrated and isolated.',
        answer:
          'Canada’s private sponsorship scheme, in which communities take responsibility for families, has integrated refugees well since 1979.',
      },
    ],
    close: {
      for: 'Rich countries can afford to do more, and history will ask why they did not.',
      against: 'Helping the most people means helping them well, and that has limits that good intentions cannot wish away.',
    },
  },
  {
    topic: 'Should there be term limits for all politicians?',
    category: 'Politics',
    subject: 'term limits for all politicians',
    yes: 'there should be term limits for all politicians',
    no: 'politicians should not face term limits',
    hinge: 'It turns on whether experience in office serves voters or entrenches the people already there.',
    people: 'a challenger trying to unseat a thirty-year incumbent',
    for: [
      {
        name: 'the incumbency advantage',
        claim: 'Incumbents win so often that elections barely check them.',
        support:
          'Members of the United States House of Representatives who run again are re-elected more than nine times in ten in most elections.',
        answer: 'Incumbents often win because voters are satisfied with them, which is what elections are meant to allow.',
      },
      {
        name: 'the presidential precedent',
        claim: 'The most powerful offices already have limits, and they work.',
        support:
          'The United States limited presidents to two terms in 1951, and most democracies cap their heads of state, with no sign that they are worse governed for it.',
        answer: 'A president holds concentrated power over an executive; a legislator is one voice among hundreds, a very different risk.',
      },
      {
        name: 'the fresh ideas',
        claim: 'Term limits bring new people and ideas into politics.',
        support:
          'Open seats attract more candidates, including women and people from groups under-represented among long-serving incumbents.',
        answer: 'Open seats also attract candidates funded by the same donors and parties, so newness does not guarantee variety.',
      },
      {
        name: 'the break in ties to lobbyists',
        claim: 'Long careers in office build cosy relationships with donors and lobbyists.',
        support:
          'A politician who knows they must leave after a fixed time has less to gain from cultivating donors for the next campaign.',
        answer: 'Term-limited politicians often look ahead to their next job, and lobbying firms are a common destination.',
      },
    ],
    against: [
      {
        name: 'the lost experience',
        claim: 'Term limits throw out experienced lawmakers just as they learn the job.',
        support:
          'Budgets, committees and legislation take years to master, and studies of term-limited American states found less expertise among members.',
        answer: 'Experience can also mean habit and capture, and new members learn quickly with good staff.',
      },
      {
        name: 'the power of lobbyists and staff',
        claim: 'When politicians rotate out, unelected insiders gain power.',
        support:
          'Research on states such as California found that term limits shifted influence toward lobbyists, staff and the governor, who outlast the legislators.',
        answer:
          'That shift can be answered by strengthening legislative staff and ethics rules, rather than by keeping members for decades.',
      },
      {
        name: 'the voters’ choice',
        claim: 'Term limits take a choice away from voters.',
        support:
          'If voters want to keep a representative who serves them well, a term limit forbids it, overriding the very democracy it claims to protect.',
        answer: 'Voters also accept constitutional limits they chose themselves, and many term limits were passed by popular vote.',
      },
      {
        name: 'the lame duck',
        claim: 'A politician who cannot run again has less reason to listen to voters.',
        support: 'In their final term, officials answer to no future election, which weakens the accountability that elections provide.',
        answer: 'Lame ducks are free to make hard, unpopular decisions that a politician facing re-election would avoid.',
      },
    ],
    close: {
      for: 'Power is safest when everyone who holds it knows that they must give it back.',
      against: 'Let voters decide when a representative has served long enough.',
    },
  },
  {
    topic: 'Should public figures have a right to privacy?',
    category: 'Politics',
    subject: 'privacy for public figures',
    yes: 'public figures should have a right to privacy',
    no: 'public figures should give up most of their privacy',
    hinge: 'It turns on where the public’s interest ends and the public’s curiosity begins.',
    people: 'a celebrity’s teenage child photographed on the way to school',
    for: [
      {
        name: 'the human cost',
        claim: 'Unlimited intrusion has destroyed lives.',
        support:
          'Princess Diana died in 1997 in a car chased by photographers, and the phone-hacking scandal revealed journalists listening to the voicemails of grieving families.',
        answer: 'Those were abuses already against the law, and they do not justify hiding the conduct of powerful people.',
      },
      {
        name: 'the families who did not choose it',
        claim: 'Children and partners of public figures never signed up for fame.',
        support:
          'Courts in Europe have ruled repeatedly that photographs of celebrities’ children in private settings breach their rights.',
        answer:
          'Protecting children is already part of press codes, and it does not require a wider right for the public figures themselves.',
      },
      {
        name: 'the chilling effect on public service',
        claim: 'Without privacy, good people will refuse to enter public life.',
        support:
          'If every past relationship and private struggle is fair game, only the thick-skinned and the shameless will stand for office.',
        answer: 'Public life should involve scrutiny, and the people deterred by it are not always the ones we need.',
      },
      {
        name: 'the line that can be drawn',
        claim: 'The law can separate public interest from mere curiosity.',
        support:
          'Britain’s Leveson inquiry and European privacy rulings both apply a public-interest test, protecting exposure of wrongdoing but not of private life.',
        answer: 'Those tests are applied by judges after the fact, and powerful people use them to threaten reporting in advance.',
      },
    ],
    against: [
      {
        name: 'the need for scrutiny',
        claim: 'The powerful must be watched, and privacy is their favourite shield.',
        support:
          'Britain’s 2009 parliamentary expenses scandal and the Watergate affair both came to light because journalists pursued what officials wanted kept private.',
        answer:
          'Expenses and abuse of office are public acts; a right to privacy covers private life, and the two are easy to distinguish.',
      },
      {
        name: 'the bargain of fame',
        claim: 'People who seek fame and power accept a life in public.',
        support:
          'Celebrities and politicians use their private lives to sell themselves, from family photographs to campaign biographies, and cannot then fence them off.',
        answer:
          'Choosing a public career does not mean forfeiting every private moment, any more than a shopkeeper gives up a private home.',
      },
      {
        name: 'character as evidence',
        claim: 'How leaders behave in private can reveal how they will behave in office.',
        support:
          'The Profumo affair in 1963 involved a minister lying to Parliament about a relationship with a security dimension, a private matter with public consequences.',
        answer: 'The Profumo case was about a lie to Parliament and a security risk, both of which fall within any public-interest test.',
      },
      {
        name: 'the use of privacy law to silence',
        claim: 'Privacy laws are used by the wealthy to bury stories.',
        support:
          'Super-injunctions in Britain have been used to suppress reporting about powerful people, sometimes forbidding even mention of the injunction itself.',
        answer: 'Abuse of injunctions calls for reform of the courts’ procedures, not for stripping everyone in public life of privacy.',
      },
    ],
    close: {
      for: 'Protecting private life is how we keep public life worth entering.',
      against: 'Those who hold power over others must accept that others will watch them.',
    },
  },
  {
    topic: 'Is cancel culture a threat to free speech?',
    category: 'Politics',
    subject: 'cancel culture',
    yes: 'cancel culture is a threat to free speech',
    no: 'cancel culture is not a threat to free speech',
    hinge: 'It depends on whether losing an audience or a job for what you say is accountability or punishment.',
    people: 'a teacher afraid to discuss a difficult book in class',
    for: [
      {
        name: 'the self-censorship it breeds',
        claim: 'Many people now keep their views to themselves for fear of the consequences.',
        support:
          'A 2020 survey by the Cato Institute found that about six in ten Americans said the political climate stopped them from saying things they believed.',
        answer:
          'People have always kept controversial views to themselves at work; a survey of feelings does not show a new threat to rights.',
      },
      {
        name: 'the disproportion',
        claim: 'The punishment is often wildly out of proportion to the offence.',
        support:
          'Ordinary people have lost jobs over a single clumsy joke or a misread gesture shared online, with no process and no appeal.',
        answer: 'Most people who lose jobs do so for serious misconduct, and the viral exceptions are rare and widely criticised.',
      },
      {
        name: 'the chill on debate',
        claim: 'Universities and newsrooms are where free argument matters most, and they are affected.',
        support:
          'In 2020 over 150 writers and academics signed an open letter in Harper’s Magazine warning of an intolerant climate in cultural institutions.',
        answer: 'The signatories published their letter in a famous magazine and kept their jobs, which rather shows their freedom intact.',
      },
      {
        name: 'the mob instead of the court',
        claim: 'Online pile-ons punish without evidence, process or proportion.',
        support:
          'A viral accusation can reach millions in hours, long before anyone checks whether it is true, and the correction rarely travels as far.',
        answer: 'Online criticism is itself speech, and the answer to unfair criticism is more speech, not limits on critics.',
      },
    ],
    against: [
      {
        name: 'the meaning of free speech',
        claim: 'Free speech protects you from the state, not from criticism.',
        support:
          'Constitutional free speech guarantees stop governments from punishing speech; they have never promised an audience, a platform or a job.',
        answer: 'Free speech is also a cultural value, and a culture in which people fear to speak is less free whatever the law says.',
      },
      {
        name: 'accountability',
        claim: 'What gets called cancelling is often simply being held to account.',
        support:
          'Boycotts, protests and public criticism have long been how ordinary people push back against the powerful, from bus boycotts onward.',
        answer: 'Accountability implies proportion and a fair hearing, both of which online campaigns often lack.',
      },
      {
        name: 'the platforms the cancelled keep',
        claim: 'Many supposedly cancelled people still have enormous platforms.',
        support:
          'Comedians and commentators said to be cancelled have gone on to sell-out tours, streaming specials and bestselling books about being silenced.',
        answer: 'The famous can weather it; the teachers, students and junior staff who cannot are the ones who fall silent.',
      },
      {
        name: 'the older forms of silencing',
        claim: 'Marginalised groups were silenced long before anyone spoke of cancel culture.',
        support:
          'Blacklists, dismissals for being gay and censorship of civil rights activists were far more powerful forms of cancellation.',
        answer: 'Earlier injustice does not make today’s excesses acceptable; free speech should protect everyone.',
      },
    ],
    close: {
      for: 'A society that punishes people for words it dislikes will soon have fewer words to hear.',
      against: 'Criticism is the exercise of free speech, not a threat to it.',
    },
  },
  {
    topic: 'Should all drugs be decriminalized?',
    category: 'Politics',
    subject: 'decriminalising all drugs',
    yes: 'all drugs should be decriminalised',
    no: 'drug possession should remain a crime',
    hinge: 'It turns on whether treating drug use as a health problem needs the threat of the law behind it.',
    people: 'a young man with a criminal record for carrying a few pills',
    for: [
      {
        name: 'the Portuguese model',
        claim: 'Portugal decriminalised personal possession of all drugs and saw health improve.',
        support:
          'Since 2001, Portugal has treated possession as an administrative matter, and drug-related HIV infections and overdose deaths fell well below the European average.',
        answer:
          'Portugal invested heavily in treatment at the same time, and in recent years its cities have reported rising public drug use.',
      },
      {
        name: 'the harm of a criminal record',
        claim: 'A conviction for possession can do more damage than the drug.',
        support:
          'A criminal record follows people into job applications, housing and travel, pushing them away from the stable life that helps them stop.',
        answer: 'Records for simple possession can be expunged or replaced by diversion without decriminalising every drug.',
      },
      {
        name: 'the failure of the war on drugs',
        claim: 'Decades of prohibition have not reduced drug use.',
        support:
          'The United States has arrested millions of people for drug offences since the 1970s, yet drugs are cheaper and more potent than ever.',
        answer:
          'Drug use might be far higher without enforcement; the counterfactual is unknown, and some countries with strict laws have low use.',
      },
      {
        name: 'the health approach',
        claim: 'Addiction is a health condition, and health systems handle it better than courts.',
        support: 'People who fear arrest avoid clinics, needle exchanges and emergency services, which is how overdoses become deaths.',
        answer: 'Treatment works best when there is leverage to start it, and courts often provide the push that gets people into care.',
      },
    ],
    against: [
      {
        name: 'the Oregon reversal',
        claim: 'Oregon tried decriminalisation and reversed it.',
        support:
          'Oregon decriminalised possession of all drugs in 2020, then recriminalised it in 2024 after overdose deaths rose and few people took up treatment.',
        answer:
          'Oregon’s overdoses were driven by the arrival of fentanyl across the whole country, and its treatment services were never funded in time.',
      },
      {
        name: 'the signal it sends',
        claim: 'Decriminalising every drug tells young people that all drugs are acceptable.',
        support: 'The law shapes norms, and removing penalties for substances like heroin and methamphetamine risks normalising them.',
        answer: 'Portugal did not see a rise in drug use among young people after decriminalisation.',
      },
      {
        name: 'the harm to communities',
        claim: 'Open drug use damages neighbourhoods and deters the people who live there.',
        support:
          'Residents of cities that tolerated public use report needles in parks and disorder on their streets, and it is the poorest areas that bear it.',
        answer: 'Decriminalising possession does not mean allowing public use; cities can still enforce rules on public order.',
      },
      {
        name: 'the leverage for treatment',
        claim: 'The threat of prosecution is one of the few things that gets people into treatment.',
        support:
          'Drug courts in the United States offer treatment as an alternative to prison, and many participants say they would not have started without that push.',
        answer: 'Coerced treatment tends to have poor long-term results, and voluntary treatment would be easier to seek without fear.',
      },
    ],
    close: {
      for: 'Treat addiction as an illness, and stop punishing people for being ill.',
      against: 'Compassion for people with addiction is compatible with keeping the law on the side of recovery.',
    },
  },
];
