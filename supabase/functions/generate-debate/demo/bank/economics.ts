import type { TopicBank } from './types.ts';

export const ECONOMICS: readonly TopicBank[] = [
  {
    topic: 'Should a universal basic income replace existing welfare programs?',
    also: [
      {
        topic: 'Is universal basic income a good idea?',
        yes: 'universal basic income is a good idea',
        no: 'universal basic income is not a good idea',
      },
    ],
    category: 'Economics',
    subject: 'a universal basic income',
    yes: 'a universal basic income should replace existing welfare programmes',
    no: 'a universal basic income should not replace existing welfare programmes',
    hinge: 'It turns on whether paying everyone the same is a simplification worth its price, or a costly way to help fewer people well.',
    people: 'a single parent caught between two benefit offices and a zero-hours contract',
    for: [
      {
        name: 'the Finnish trial',
        claim: 'Basic income trials have improved wellbeing without making people stop working.',
        support:
          'Finland paid 2,000 unemployed people a monthly income with no conditions in 2017 and 2018; they worked slightly more days and reported less stress than the control group.',
        answer:
          'The Finnish trial covered a small group of unemployed people for two years, which says little about paying an entire population for life.',
      },
      {
        name: 'the end of the poverty trap',
        claim: 'Means-tested benefits punish people for earning more.',
        support:
          'When benefits are withdrawn as earnings rise, some claimants keep only a small part of each extra pound, while a basic income is never taken away.',
        answer: 'Withdrawal rates can be reduced within existing systems, as Britain did with Universal Credit, at a fraction of the cost.',
      },
      {
        name: 'the simpler state',
        claim: 'A single payment would replace a maze of programmes.',
        support:
          'Complex welfare systems cost money to administer and leave many eligible people unpaid because they never apply or are wrongly refused.',
        answer: 'Much of the complexity exists because needs differ; disability, housing and childcare costs do not fit one flat payment.',
      },
      {
        name: 'the Kenyan cash transfers',
        claim: 'Giving people cash directly works.',
        support:
          'Long-running cash transfer studies in Kenya, run with the charity GiveDirectly, found recipients invested in businesses, livestock and homes rather than wasting the money.',
        answer: 'Cash transfers in rural Kenya are a different thing from replacing the welfare state of a rich country.',
      },
    ],
    against: [
      {
        name: 'the enormous cost',
        claim: 'A meaningful basic income for everyone would be extraordinarily expensive.',
        support:
          'Paying every adult a modest living income would cost a large share of national output in most rich countries, requiring tax rises far beyond anything voters have accepted.',
        answer: 'Much of the gross cost returns through taxes on higher earners, so the net cost is a fraction of the headline figure.',
      },
      {
        name: 'the needs that differ',
        claim: 'One flat payment cannot meet very different needs.',
        support:
          'A disabled person with care costs, a family paying London rent and a single adult in a cheap town need very different support.',
        answer: 'A basic income can sit alongside extra support for disability and housing while replacing the rest.',
      },
      {
        name: 'the money for the rich',
        claim: 'A universal payment sends money to people who do not need it.',
        support:
          'Millionaires would receive the same payment as the poorest, which means spreading limited funds thinly instead of concentrating them where need is greatest.',
        answer: 'Higher earners would pay it back and more in tax; universality is what removes stigma and gaps in coverage.',
      },
      {
        name: 'the work question',
        claim: 'Some people would work less, and the economy would feel it.',
        support:
          'A large American study of unconditional payments published in 2024 found recipients worked somewhat fewer hours on average.',
        answer: 'The reduction was small, and some of that time went into caring, training and job searching, which also have value.',
      },
    ],
    close: {
      for: 'Security without strings lets people build their lives instead of defending their benefits.',
      against: 'Help should go where the need is, not be spread equally across everyone.',
    },
  },
  {
    topic: 'Is a four-day work week a good idea?',
    also: [
      {
        topic: 'Should a four-day work week be standard?',
        yes: 'a four-day work week should be standard',
        no: 'the four-day work week should not be made standard',
      },
    ],
    category: 'Economics',
    subject: 'the four-day work week',
    yes: 'a four-day work week is a good idea',
    no: 'a four-day work week is not a good idea',
    hinge: 'It depends on whether the same work really fits into fewer days, or only in some kinds of job.',
    people: 'a nurse already covering shifts for colleagues who have left',
    for: [
      {
        name: 'the British trial',
        claim: 'A large trial found most companies kept the four-day week.',
        support:
          'In a 2022 British pilot of 61 companies, most continued with the shorter week afterwards, reporting steady revenue and lower sickness and staff turnover.',
        answer: 'The companies volunteered, so they were the ones most likely to succeed, and many were small office businesses.',
      },
      {
        name: 'the Icelandic trials',
        claim: 'Iceland’s public-sector trials showed productivity held up.',
        support:
          'Trials covering about 2,500 workers in Iceland between 2015 and 2019 reduced hours without cutting pay, and productivity stayed the same or improved in most workplaces.',
        answer: 'Iceland mostly trimmed a few hours a week rather than removing a whole day, so the results are often overstated.',
      },
      {
        name: 'the wellbeing',
        claim: 'A third day off improves health and family life.',
        support: 'Workers in trials reported less burnout, better sleep and more time for children, exercise and caring responsibilities.',
        answer: 'Compressing the same work into four days can mean longer, more intense days, which raises stress for some workers.',
      },
      {
        name: 'the recruitment edge',
        claim: 'Employers offering a four-day week attract and keep staff.',
        support:
          'Firms in the trials reported more job applicants and fewer resignations, which saves the high cost of hiring and training.',
        answer: 'That advantage disappears if every employer adopts it, and it does nothing for the total amount of work to be done.',
      },
    ],
    against: [
      {
        name: 'the services that never close',
        claim: 'Hospitals, schools and shops cannot simply close for a day.',
        support:
          'Care and service jobs are measured in hours of cover, so a shorter week means hiring more staff, which costs money and needs people who are not there.',
        answer: 'Rota-based four-day weeks exist in some care settings, and better retention can offset part of the cost.',
      },
      {
        name: 'the self-selected trials',
        claim: 'The trials tested companies that were already keen.',
        support:
          'Firms that volunteer for a four-day week pilot are those that expect it to work, so their results say little about the whole economy.',
        answer: 'Every workplace reform starts with early adopters, and the results have been positive across many different sectors.',
      },
      {
        name: 'the intensity',
        claim: 'Squeezing five days into four can make work harder, not better.',
        support: 'Some workers in trials reported cutting breaks, meetings and social time to fit the work into fewer days.',
        answer: 'Fewer meetings and less time-wasting are often welcome, and most trial workers said they preferred the new pattern.',
      },
      {
        name: 'the competitiveness',
        claim: 'Cutting hours without cutting pay raises costs.',
        support: 'If output per hour does not rise enough, labour costs rise, and businesses competing internationally may lose customers.',
        answer: 'Countries with shorter working hours, such as Germany and the Netherlands, remain highly productive and competitive.',
      },
    ],
    close: {
      for: 'We work to live, and the evidence says we can live a little more.',
      against: 'A good idea for some offices is not a standard for a whole economy.',
    },
  },
  {
    topic: 'Should billionaires exist?',
    category: 'Economics',
    subject: 'billionaires',
    yes: 'billionaires should exist',
    no: 'society should not allow billionaires',
    hinge: 'It turns on whether extreme fortunes are the reward for creating value or the result of capturing it.',
    people: 'a warehouse worker whose employer’s founder is worth more than a small country',
    for: [
      {
        name: 'the value created',
        claim: 'Most billionaires built companies that people choose to use.',
        support:
          'Fortunes like those behind Microsoft or Amazon came from products bought by millions of people, who valued them more than they paid.',
        answer: 'Creating value does not require capturing so much of it; founders would still build companies for a great deal less.',
      },
      {
        name: 'the capital for new ventures',
        claim: 'Large fortunes fund risky new ventures that others will not.',
        support:
          'Private space launch, electric cars and early biotech were pushed forward by founders willing to risk fortunes that governments would not.',
        answer: 'Public research funded the internet, GPS and most early biotech; private fortunes often build on public investment.',
      },
      {
        name: 'the wealth that is not cash',
        claim: 'Billionaire wealth is mostly shares in working companies, not money in a vault.',
        support:
          'Capping fortunes would force founders to sell their stakes, handing control of companies to funds or rivals and disrupting the businesses.',
        answer: 'Shares can be taxed gradually or held in trusts and foundations, as has happened in several European countries.',
      },
      {
        name: 'the philanthropy',
        claim: 'Some billionaires give away vast sums.',
        support:
          'The Gates Foundation has spent tens of billions of dollars on global health, including vaccines that have saved millions of lives.',
        answer: 'Philanthropy lets one unelected person set priorities for public goods, and much giving is tax-advantaged.',
      },
    ],
    against: [
      {
        name: 'the inequality',
        claim: 'Extreme wealth concentrates alongside widespread hardship.',
        support: 'Oxfam reports that the richest one percent have captured around two thirds of new wealth created since 2020.',
        answer:
          'Oxfam’s figures measure wealth, which rises and falls with share prices, and global poverty has fallen greatly over the same decades.',
      },
      {
        name: 'the political power',
        claim: 'Great wealth buys political influence.',
        support:
          'Billionaires fund campaigns, own newspapers and social networks, and can shape policy far beyond the reach of ordinary voters.',
        answer: 'That is a case for campaign finance rules and media ownership limits, not for capping fortunes.',
      },
      {
        name: 'the work of others',
        claim: 'No one earns a billion dollars alone.',
        support:
          'Fortunes depend on workers, public roads, an educated workforce and public research, yet the rewards flow overwhelmingly to the owners.',
        answer:
          'Workers are paid wages and customers get products; the founder’s reward is for the risk and the idea that made the jobs possible.',
      },
      {
        name: 'the low taxes paid',
        claim: 'The very rich often pay lower effective tax rates than their employees.',
        support:
          'Investigations using leaked tax data found that some of America’s richest people paid little income tax relative to the growth of their wealth.',
        answer: 'Unrealised gains are taxed when they are sold or passed on, and the answer is tax reform, not abolishing success.',
      },
    ],
    close: {
      for: 'Do not punish the creation of wealth; make sure more people share in it.',
      against: 'No one needs a billion dollars, and a fair society would not produce them.',
    },
  },
  {
    topic: 'Should tipping be abolished?',
    category: 'Economics',
    subject: 'abolishing tipping',
    yes: 'tipping should be abolished',
    no: 'tipping should be kept',
    hinge: 'It depends on whether tips reward good service or let employers pass their wage bill to customers.',
    people: 'a waiter whose rent depends on the mood of strangers',
    for: [
      {
        name: 'the subminimum wage',
        claim: 'Tipping lets employers pay far below a living wage.',
        support:
          'In much of the United States, the federal minimum for tipped workers is still 2.13 dollars an hour, with tips expected to make up the rest.',
        answer: 'Employers must make up the difference if tips fall short of the full minimum wage, and many servers earn well above it.',
      },
      {
        name: 'the bias in tips',
        claim: 'Tips reflect prejudice as much as service.',
        support:
          'Studies have found that tips vary with servers’ race, gender and appearance, and customers rarely adjust for the quality of the food or the kitchen’s speed.',
        answer: 'Bias exists in wages set by managers too, and tips at least put money directly into workers’ hands.',
      },
      {
        name: 'the countries without it',
        claim: 'Much of the world does fine without tipping.',
        support: 'In Japan tipping is rare and can even cause offence, and service there is famously attentive.',
        answer: 'Service in Japan rests on a particular culture and wage structure, which cannot simply be copied elsewhere.',
      },
      {
        name: 'the tip creep',
        claim: 'Tipping has spread to places where no service is given.',
        support:
          'Card machines now suggest tips for takeaway coffee, self-service kiosks and counter pickups, adding pressure without adding pay transparency.',
        answer:
          'Customers can decline a suggested tip; the spread of prompts is an annoyance, not a reason to end tipping for table service.',
      },
    ],
    against: [
      {
        name: 'the earnings of servers',
        claim: 'Many servers earn more from tips than they would from wages.',
        support:
          'In busy restaurants experienced servers can earn far above the minimum wage, and many oppose abolishing tips for that reason.',
        answer: 'Average earnings hide wide swings, and kitchen staff rarely share in what front-of-house staff collect.',
      },
      {
        name: 'the failed experiments',
        claim: 'Restaurants that abolished tipping have often reversed course.',
        support:
          'The New York restaurant group of Danny Meyer dropped tipping in 2015 and brought it back in 2020, citing staff losses and higher prices.',
        answer: 'One restaurant going it alone faces a competitive disadvantage; a rule applied to everyone would level the field.',
      },
      {
        name: 'the reward for service',
        claim: 'A tip gives customers a voice in rewarding good service.',
        support: 'Tips let diners show appreciation directly to the person who looked after them, and give servers a reason to go further.',
        answer: 'Research finds tips are only weakly linked to how good the service was.',
      },
      {
        name: 'the higher menu prices',
        claim: 'Without tips, menu prices would rise sharply.',
        support:
          'Restaurants would need to raise prices to cover wages, and customers often react badly to higher menu prices even when the total is the same.',
        answer: 'The total cost to the diner is the same; the difference is that the price becomes honest and the wage reliable.',
      },
    ],
    close: {
      for: 'Workers deserve a wage, not a gamble on the generosity of strangers.',
      against: 'A good tip is a thank-you that goes straight to the person who earned it.',
    },
  },
  {
    topic: 'Should the minimum wage be raised?',
    category: 'Economics',
    subject: 'raising the minimum wage',
    yes: 'the minimum wage should be raised',
    no: 'the minimum wage should not be raised',
    hinge: 'It turns on how high the minimum can go before it costs the jobs of the people it is meant to help.',
    people: 'a care worker on the minimum wage working two jobs',
    for: [
      {
        name: 'the British experience',
        claim: 'Britain raised its minimum wage steeply without the predicted job losses.',
        support:
          'Since 1999 the United Kingdom’s minimum wage has risen much faster than average pay, and employment rates stayed at record highs for most of that time.',
        answer: 'Britain raised it gradually with advice from an independent commission; sudden large rises are a different matter.',
      },
      {
        name: 'the research record',
        claim: 'Careful studies have found small or no job losses from moderate rises.',
        support:
          'The economists David Card and Alan Krueger compared fast-food restaurants across the New Jersey–Pennsylvania border in the 1990s and found no fall in employment after a rise.',
        answer: 'Other economists found losses using different data, and the effects depend heavily on how high the minimum is set.',
      },
      {
        name: 'the cost of living',
        claim: 'Low-paid workers cannot keep up with rising prices.',
        support: 'Rent, food and energy have risen sharply in many countries, and people in full-time work are relying on food banks.',
        answer: 'Targeted support through tax credits helps low-income households without raising employers’ costs.',
      },
      {
        name: 'the public subsidy',
        claim: 'Low wages are topped up by taxpayers.',
        support:
          'When wages are too low to live on, workers claim in-work benefits, so the state effectively subsidises employers who underpay.',
        answer:
          'In-work benefits target household need, which a wage floor cannot, since many minimum-wage earners are not in poor households.',
      },
    ],
    against: [
      {
        name: 'the job risk',
        claim: 'Raising the minimum too far costs jobs, especially for the least experienced.',
        support:
          'The United States Congressional Budget Office estimated in 2019 that a fifteen-dollar federal minimum could cost over a million jobs while lifting many out of poverty.',
        answer:
          'The same CBO report found that far more workers would gain than lose, and its job-loss estimate had a wide range that included zero.',
      },
      {
        name: 'the small business strain',
        claim: 'Small businesses have the least room to absorb higher wages.',
        support: 'A corner shop or a small café works on thin margins, and higher wage bills can mean cutting hours, staff or closing.',
        answer: 'Higher wages also mean more spending in local businesses and lower staff turnover, which saves on hiring.',
      },
      {
        name: 'the automation push',
        claim: 'Higher labour costs speed up automation.',
        support:
          'Self-service kiosks and ordering apps spread faster when labour becomes more expensive, removing entry-level jobs altogether.',
        answer: 'Automation is happening regardless of wages, and the answer is training and higher-skilled work, not low pay.',
      },
      {
        name: 'the regional differences',
        claim: 'One national minimum ignores huge differences in living costs.',
        support: 'A wage that is modest in a big city can be a heavy burden for employers in a poorer rural region.',
        answer: 'Regional minimums exist in some countries, and the national floor can be set with poorer regions in mind.',
      },
    ],
    close: {
      for: 'A full-time job should pay enough to live on.',
      against: 'A minimum wage that costs people their jobs helps no one.',
    },
  },
  {
    topic: 'Is it better to rent or to buy a home?',
    category: 'Economics',
    subject: 'buying rather than renting a home',
    yes: 'it is better to buy a home than to rent',
    no: 'it is better to rent a home than to buy',
    hinge: 'It depends on how long you stay, what the market does, and what you would do with the money otherwise.',
    people: 'a couple deciding whether to spend their savings on a deposit',
    for: [
      {
        name: 'the forced saving',
        claim: 'A mortgage is a savings plan that people actually stick to.',
        support:
          'Each repayment builds equity, and homeowners in many countries hold far more wealth at retirement than renters with similar incomes.',
        answer: 'That comparison mixes cause and effect: people who buy are often richer and more settled to begin with.',
      },
      {
        name: 'the rent-free retirement',
        claim: 'Owning outright means no rent in old age.',
        support: 'Pensioners who own their homes spend far less on housing than those still renting, which matters most when income falls.',
        answer: 'Maintenance, insurance and property taxes continue after the mortgage ends, and a renter can invest the difference.',
      },
      {
        name: 'the security of tenure',
        claim: 'Owners cannot be asked to leave.',
        support:
          'Renters in many countries can face eviction or steep rent rises at the end of a tenancy, disrupting schools, work and community.',
        answer:
          'Rental security depends on law, and countries like Germany give tenants strong protection that makes renting a stable choice.',
      },
      {
        name: 'the protection against inflation',
        claim: 'A fixed mortgage is protected from rising rents.',
        support: 'As prices and wages rise, the mortgage payment stays the same in money terms, while rents tend to climb.',
        answer: 'Variable rates can rise sharply, as many borrowers discovered when interest rates jumped in 2022.',
      },
    ],
    against: [
      {
        name: 'the flexibility',
        claim: 'Renting lets people move for work, study or life.',
        support:
          'Buying and selling a home costs thousands in fees and taxes, which can trap owners in the wrong place when opportunities arise elsewhere.',
        answer: 'Most people settle in one area for years, and owners can still move by selling or letting their home.',
      },
      {
        name: 'the hidden costs',
        claim: 'Owning a home costs much more than the mortgage.',
        support: 'Repairs, maintenance, insurance and property taxes add up, and a new roof or boiler can arrive without warning.',
        answer: 'Renters pay those costs too, built into their rent along with the landlord’s profit.',
      },
      {
        name: 'the concentration of risk',
        claim: 'Buying puts most of a household’s wealth in one asset.',
        support: 'After the 2008 crash, millions of American homeowners owed more than their homes were worth.',
        answer: 'Over long periods house prices in most rich countries have risen, and owners who did not sell recovered.',
      },
      {
        name: 'the investment alternative',
        claim: 'The deposit could grow faster elsewhere.',
        support:
          'A renter who invests the difference between renting and owning costs in a diversified fund can, in some markets, end up wealthier than a buyer.',
        answer: 'In practice few renters invest the difference consistently, which is why the discipline of a mortgage matters.',
      },
    ],
    close: {
      for: 'A home you own is the one investment you also get to live in.',
      against: 'Buy when it suits your life, not because everyone says renting is wasted money.',
    },
  },
  {
    topic: 'Should professional athletes be paid less?',
    category: 'Economics',
    subject: 'lower pay for professional athletes',
    yes: 'professional athletes should be paid less',
    no: 'professional athletes should not be paid less',
    hinge: 'It turns on whether pay should reflect what a job is worth to society, or what the market will pay for it.',
    people: 'a nurse watching a footballer’s weekly wage exceed her annual salary',
    for: [
      {
        name: 'the gap with essential work',
        claim: 'Top athletes earn vastly more than people whose work keeps society running.',
        support: 'Some Premier League footballers earn in a week what a nurse or teacher earns in several years.',
        answer: 'Athletes are paid from ticket sales and broadcast deals, not from public funds that could go to nurses.',
      },
      {
        name: 'the cost to fans',
        claim: 'High salaries push up ticket prices.',
        support: 'Fans of top clubs have protested against rising ticket and broadcast costs, as clubs pass on the wage bill.',
        answer: 'Ticket prices are set by demand for scarce seats; clubs charge what fans will pay regardless of wages.',
      },
      {
        name: 'the health of smaller clubs',
        claim: 'Wage inflation drives clubs into debt.',
        support:
          'Many football clubs spend most of their revenue on wages, and several historic clubs have fallen into administration chasing success.',
        answer: 'Salary caps and financial fair play rules can curb overspending without simply cutting players’ pay.',
      },
      {
        name: 'the example of salary caps',
        claim: 'Leagues with salary caps are thriving.',
        support:
          'American football’s NFL has a hard salary cap, and it remains one of the most profitable and competitive leagues in the world.',
        answer:
          'Caps redistribute spending among teams; they do not lower total player pay, which the league shares by agreement with players.',
      },
    ],
    against: [
      {
        name: 'the market',
        claim: 'Athletes are paid from the revenue they generate.',
        support:
          'Broadcasting deals worth billions are signed because millions want to watch the best athletes, and the players are the product.',
        answer: 'Markets can still produce outcomes a society finds unjust, and sport enjoys public subsidies for stadiums and policing.',
      },
      {
        name: 'the short career',
        claim: 'Most athletes have short careers and risk serious injury.',
        support: 'Many professional careers last only a few years, and players may live with injuries long after they retire.',
        answer: 'That applies to the many lower-paid athletes, not to the stars earning hundreds of thousands a week.',
      },
      {
        name: 'the owners instead',
        claim: 'Cutting players’ pay would only enrich owners.',
        support: 'Money not paid to players would not go to fans or nurses; it would become profit for club owners and investors.',
        answer: 'It could also be reinvested in grassroots sport, women’s teams and lower ticket prices, if rules required it.',
      },
      {
        name: 'the majority who earn little',
        claim: 'Most professional athletes are not rich.',
        support:
          'Outside the top leagues, many professional athletes earn modest salaries, and some work second jobs to continue competing.',
        answer: 'Nobody is proposing to cut the pay of struggling athletes; the debate is about the superstars.',
      },
    ],
    close: {
      for: 'Sport should stay within reach of the fans who make it matter.',
      against: 'Athletes are paid what they earn for the game; cutting it would only move the money upstairs.',
    },
  },
  {
    topic: 'Is globalization good for developing countries?',
    category: 'Economics',
    subject: 'globalisation',
    yes: 'globalisation is good for developing countries',
    no: 'globalisation is not good for developing countries',
    hinge: 'It depends on whether countries join the global economy on terms they set or on terms set for them.',
    people: 'a garment worker in a factory that did not exist twenty years ago',
    for: [
      {
        name: 'the fall in poverty',
        claim: 'Extreme poverty has fallen dramatically in the era of globalisation.',
        support:
          'The World Bank estimates that the share of people in extreme poverty fell from over a third of humanity in 1990 to under ten percent before the pandemic.',
        answer: 'Much of that fall was in China, which opened to trade on its own terms, with heavy state control of capital and industry.',
      },
      {
        name: 'the Asian tigers',
        claim: 'The fastest-developing countries grew by exporting to the world.',
        support: 'South Korea and Taiwan went from poverty to wealth in two generations by building export industries for global markets.',
        answer: 'Those countries protected infant industries and controlled foreign investment, policies that trade rules now restrict.',
      },
      {
        name: 'the spread of technology',
        claim: 'Globalisation spreads technology and know-how.',
        support: 'Mobile phones, medicines and farming methods have reached poorer countries quickly through trade and investment.',
        answer: 'Patent rules in trade agreements have also kept some medicines expensive, as with HIV drugs in the 1990s.',
      },
      {
        name: 'the jobs for women',
        claim: 'Export industries have given millions of women their first paid work.',
        support:
          'Bangladesh’s garment industry employs around four million people, most of them women, many of whom gained income and independence.',
        answer: 'The 2013 Rana Plaza collapse, which killed over 1,100 garment workers, shows the cost of jobs without safety.',
      },
    ],
    against: [
      {
        name: 'the race to the bottom',
        claim: 'Competition for investment pushes down wages and standards.',
        support:
          'Multinationals can move production to wherever labour is cheapest, which pressures countries to weaken labour and environmental rules.',
        answer: 'Wages in export sectors are usually higher than the farm work people leave, and they rise as countries develop.',
      },
      {
        name: 'the stuck at the bottom',
        claim: 'Many countries stay trapped exporting raw materials.',
        support:
          'Countries dependent on exporting oil, minerals or crops face volatile prices and capture little of the value added elsewhere.',
        answer: 'That reflects a lack of open trade in manufacturing, not too much globalisation.',
      },
      {
        name: 'the financial crises',
        claim: 'Open capital markets expose poorer countries to crises.',
        support:
          'The 1997 Asian financial crisis began when foreign money fled Thailand, sinking currencies and throwing millions back into poverty.',
        answer: 'The countries hit in 1997 recovered and went on growing, and trade, not capital flight, drove their long-run gains.',
      },
      {
        name: 'the rules written by the rich',
        claim: 'Global trade rules favour rich countries.',
        support:
          'Rich countries subsidise their own farmers heavily, making it hard for poorer countries to compete in the sectors where they are strongest.',
        answer:
          'That is an argument for fairer globalisation, not less of it; poorer countries gain most when rich ones open their markets.',
      },
    ],
    close: {
      for: 'No country has escaped poverty by shutting itself off from the world.',
      against: 'Globalisation can help the poor, but only on fairer terms than they have been offered.',
    },
  },
  {
    topic: 'Is the customer always right?',
    category: 'Economics',
    subject: 'the idea that the customer is always right',
    yes: 'the customer is always right',
    no: 'the customer is not always right',
    hinge: 'It turns on whether the slogan is a rule about service or a licence for rudeness.',
    people: 'a shop assistant being shouted at over a return policy',
    for: [
      {
        name: 'the customer keeps the business alive',
        claim: 'Businesses survive by giving customers what they want.',
        support:
          'Companies that listen to customers adapt; those that argue with them lose out, and a dissatisfied customer often tells many others.',
        answer: 'Listening to customers is different from agreeing with every one of them, especially the abusive ones.',
      },
      {
        name: 'the taste is theirs',
        claim: 'On matters of taste, the customer really is right.',
        support:
          'The fuller original saying, attributed to shopkeepers around 1900, was that the customer is always right in matters of taste: if they want the ugly lamp, sell them the lamp.',
        answer: 'That version only covers preference, which is far narrower than the way the slogan is used today.',
      },
      {
        name: 'the cost of winning an argument',
        claim: 'Winning an argument with a customer usually loses the customer.',
        support: 'Acquiring a new customer costs far more than keeping an existing one, so small concessions are often good business.',
        answer: 'Some customers cost more than they bring, and businesses are allowed to let them go.',
      },
      {
        name: 'the service culture',
        claim: 'The slogan sets a culture where staff try to help.',
        support:
          'Firms known for service, like the shoe retailer Zappos, built their reputations on going far beyond what customers expected.',
        answer: 'Zappos also empowered staff to use their judgement, which is the opposite of assuming the customer is always right.',
      },
    ],
    against: [
      {
        name: 'the abuse of staff',
        claim: 'The slogan is used to excuse abuse of workers.',
        support:
          'Retail workers in Britain report rising levels of verbal abuse and violence, and some employers now display signs saying that abuse will not be tolerated.',
        answer: 'Abuse is not what the slogan asks businesses to accept, and good service policies already protect staff.',
      },
      {
        name: 'the wrong customer',
        claim: 'Customers are often simply mistaken.',
        support:
          'People misremember what they were sold, misunderstand warranties and sometimes make fraudulent returns, costing retailers billions each year.',
        answer: 'Mistaken customers can be corrected politely, which is still good service; the slogan is about attitude, not accuracy.',
      },
      {
        name: 'the other customers',
        claim: 'Serving one demanding customer can be unfair to the others.',
        support:
          'Staff time given to the loudest customer is taken from others waiting quietly, and rules bent for one must be bent for all.',
        answer: 'Fair service means treating everyone well, which is what a customer-first culture aims for.',
      },
      {
        name: 'the businesses that fire customers',
        claim: 'Some successful businesses refuse customers who mistreat staff.',
        support:
          'Airlines ban disruptive passengers, and many restaurants and firms say they put staff first, arguing that happy staff give better service.',
        answer: 'Those businesses still put customers at the centre; they just recognise that some customers are not worth keeping.',
      },
    ],
    close: {
      for: 'Treat every customer as if they were right, and most of them will prove you right.',
      against: 'Respect customers, but never at the cost of respecting the people who serve them.',
    },
  },
  {
    topic: 'Should there be a maximum wage?',
    category: 'Economics',
    subject: 'a maximum wage',
    yes: 'there should be a maximum wage',
    no: 'there should not be a maximum wage',
    hinge: 'It turns on whether top pay reflects value or the power of those who set it.',
    people: 'a junior employee whose boss earns three hundred times her salary',
    for: [
      {
        name: 'the pay ratio',
        claim: 'Chief executive pay has soared far beyond workers’ pay.',
        support:
          'The Economic Policy Institute estimates that American chief executives earned nearly 300 times as much as typical workers in recent years, up from about 20 times in 1965.',
        answer: 'Executive pay rose with the size of companies, which are far larger and more global than in 1965.',
      },
      {
        name: 'the performance gap',
        claim: 'High pay is not closely linked to performance.',
        support:
          'Studies of executive pay have found that much of it rises with share prices driven by the whole market, not by the executive’s own decisions.',
        answer: 'That is an argument for better-designed pay, tied to relative performance, not for a legal ceiling.',
      },
      {
        name: 'the Mondragon example',
        claim: 'Successful firms operate with pay limits.',
        support:
          'The Mondragon cooperative in Spain, with tens of thousands of workers, has long capped the ratio between its highest and lowest pay.',
        answer: 'Mondragon has struggled to keep senior managers at those rates and has had to loosen its ratios over time.',
      },
      {
        name: 'the money for workers',
        claim: 'A cap would free money for the rest of the workforce.',
        support: 'Money not spent on extreme salaries could go to wages, training or investment within the company.',
        answer: 'Total executive pay is small compared with a large firm’s wage bill, so the gain for each worker would be tiny.',
      },
    ],
    against: [
      {
        name: 'the flight of talent',
        claim: 'Talented people would move to countries without a cap.',
        support: 'Executives, surgeons and entrepreneurs can work anywhere, and a cap in one country would push them elsewhere.',
        answer: 'Many talented people stay for reasons beyond money, and countries with lower top pay still attract excellent leaders.',
      },
      {
        name: 'the avoidance',
        claim: 'A cap would be easy to avoid.',
        support:
          'Pay can be turned into shares, bonuses, perks, consultancy fees or pay from offshore companies, making a wage cap largely symbolic.',
        answer: 'A cap can cover total compensation, and tax authorities already deal with avoidance in other forms.',
      },
      {
        name: 'the better tools',
        claim: 'Progressive taxes address top pay without a ceiling.',
        support: 'Higher top tax rates reduce the gap after tax while leaving companies free to compete for talent.',
        answer:
          'Tax rates have been cut repeatedly under pressure from the very people they apply to, which is why a ceiling may be needed.',
      },
      {
        name: 'the freedom to contract',
        claim: 'It is not the state’s role to fix what people can earn.',
        support: 'Shareholders own companies and set pay; a government ceiling would override private agreements.',
        answer: 'The state already sets a minimum wage, so setting limits on pay is nothing new.',
      },
    ],
    close: {
      for: 'If there is a floor on pay, there can be a ceiling too.',
      against: 'Tax high pay fairly, but do not tell talent where its limits are.',
    },
  },
  {
    topic: 'Should sugary drinks be taxed?',
    category: 'Economics',
    subject: 'taxing sugary drinks',
    yes: 'sugary drinks should be taxed',
    no: 'sugary drinks should not be taxed',
    hinge: 'It turns on whether a tax changes what people drink, or only what the poorest pay.',
    people: 'a child with tooth decay at the age of five',
    for: [
      {
        name: 'the British levy',
        claim: 'Britain’s sugar levy made manufacturers cut sugar.',
        support:
          'After the soft drinks industry levy was announced in 2016, many manufacturers reformulated their drinks, and sugar sold in soft drinks fell sharply.',
        answer: 'Reformulation shows that regulation of recipes works; it does not show that taxing consumers is the best tool.',
      },
      {
        name: 'the Mexican tax',
        claim: 'Mexico’s tax on sugary drinks reduced purchases.',
        support:
          'After Mexico introduced a tax of one peso per litre in 2014, studies found purchases of taxed drinks fell, especially in poorer households.',
        answer: 'Obesity rates in Mexico have not fallen, so lower drink purchases did not translate into better health.',
      },
      {
        name: 'the health costs',
        claim: 'Sugary drinks contribute to obesity, diabetes and tooth decay.',
        support:
          'Tooth decay is the leading cause of hospital admissions among young children in England, and sugary drinks are a major source of sugar.',
        answer: 'Sugar comes from many foods, and focusing on drinks alone lets people substitute other sugary products.',
      },
      {
        name: 'the revenue',
        claim: 'The tax raises money for health.',
        support: 'Revenue from the British levy was earmarked for school sports and healthy breakfast programmes.',
        answer: 'Earmarking is often an accounting fiction; the money goes into general budgets either way.',
      },
    ],
    against: [
      {
        name: 'the regressive tax',
        claim: 'The tax falls hardest on the poor.',
        support:
          'Lower-income households spend a larger share of their income on food and drink, so a drinks tax takes more from those with least.',
        answer: 'Poorer households also suffer most from diet-related disease, so they gain most from the health benefits.',
      },
      {
        name: 'the substitution',
        claim: 'People switch to other sugary products.',
        support: 'Consumers can replace taxed drinks with sweets, juices or untaxed milkshakes, leaving total sugar intake little changed.',
        answer: 'Studies of the British levy found overall sugar from drinks fell without clear evidence of a switch to other products.',
      },
      {
        name: 'the nanny state',
        claim: 'Adults should be free to choose what they drink.',
        support: 'Taxing ordinary products to change behaviour treats adults as children who cannot be trusted with their own diets.',
        answer:
          'Markets already shape choices through advertising and price; a tax simply reflects the costs sugary drinks impose on health systems.',
      },
      {
        name: 'the small effect on obesity',
        claim: 'The effect on obesity is small.',
        support:
          'Obesity has many causes, including portion sizes, inactivity and processed food, and a drinks tax addresses only a fraction of them.',
        answer: 'No single measure solves obesity; a drinks tax is one cost-effective part of a wider strategy.',
      },
    ],
    close: {
      for: 'A small tax that makes drinks less sugary is one of the easiest health wins there is.',
      against: 'Teach, label and reformulate, but do not tax the poorest for their shopping.',
    },
  },
  {
    topic: "Should wealthy nations forgive developing countries' debt?",
    category: 'Economics',
    subject: 'forgiving the debts of developing countries',
    yes: 'wealthy nations should forgive the debts of developing countries',
    no: 'wealthy nations should not simply forgive those debts',
    hinge: 'It depends on whether debt relief frees money for development or invites the next round of borrowing.',
    people: 'a health worker in a country that spends more on debt than on clinics',
    for: [
      {
        name: 'the debt burden',
        claim: 'Many poor countries spend more on debt than on health or schools.',
        support:
          'United Nations figures show that billions of people live in countries that spend more on interest payments than on either health or education.',
        answer: 'Much of today’s debt is owed to private lenders and China, so forgiveness by Western governments would not reach it.',
      },
      {
        name: 'the Jubilee results',
        claim: 'Past debt relief freed money for development.',
        support:
          'After the Heavily Indebted Poor Countries initiative and the 2005 Multilateral Debt Relief Initiative, many countries increased spending on health and education.',
        answer:
          'Several of those countries are heavily indebted again within two decades, which shows relief alone does not solve the problem.',
      },
      {
        name: 'the odious debts',
        claim: 'Some debts were taken on by dictators, not by the people now repaying them.',
        support:
          'Loans made to regimes like Mobutu’s in Zaire were largely stolen, yet the burden passed to later governments and their citizens.',
        answer: 'Odious debt can be handled case by case without forgiving debts that funded real roads, schools and hospitals.',
      },
      {
        name: 'the climate injustice',
        claim: 'Poor countries are paying for a crisis they did not cause.',
        support:
          'Countries hit by climate disasters must borrow to rebuild, adding debt for damage caused mostly by the emissions of rich nations.',
        answer: 'Climate finance and disaster clauses in loans address that more directly than blanket forgiveness.',
      },
    ],
    against: [
      {
        name: 'the moral hazard',
        claim: 'Forgiveness can encourage reckless borrowing.',
        support: 'If debts are regularly written off, governments and lenders have less reason to borrow carefully or lend responsibly.',
        answer: 'Countries that receive relief face strict conditions, and the real recklessness has often come from lenders.',
      },
      {
        name: 'the creditors who remain',
        claim: 'Western forgiveness alone would subsidise other creditors.',
        support:
          'China and private bondholders now hold large shares of poor-country debt; if Western governments forgive theirs, the freed money may flow to those lenders instead.',
        answer: 'That is why relief needs all creditors at the table, as the G20 Common Framework attempts.',
      },
      {
        name: 'the lost access to credit',
        claim: 'Defaults and write-offs can make future borrowing harder.',
        support: 'Countries that restructure debt may face higher interest rates or be shut out of markets for years.',
        answer: 'Countries drowning in debt are already shut out, and relief can restore their creditworthiness.',
      },
      {
        name: 'the governance question',
        claim: 'Money freed by relief is not always spent well.',
        support: 'Where corruption is high, savings from debt relief can be diverted, which is why donors attach conditions.',
        answer: 'Relief tied to transparent spending plans has been shown to raise social spending in many countries.',
      },
    ],
    close: {
      for: 'No country can build schools while its budget goes to creditors.',
      against: 'Relief helps when it is part of a plan; forgiveness alone only resets the clock.',
    },
  },
  {
    topic: 'Is it better to be a generalist or a specialist?',
    category: 'Economics',
    subject: 'being a generalist rather than a specialist',
    yes: 'it is better to be a generalist',
    no: 'it is better to be a specialist',
    hinge: 'It depends on whether the world ahead rewards depth in one thing or the ability to connect many.',
    people: 'a graduate choosing between a broad degree and a narrow one',
    for: [
      {
        name: 'the adaptability',
        claim: 'Generalists adapt when the world changes.',
        support:
          'Whole specialties can be disrupted by technology within a decade, while people with broad skills can move into new fields.',
        answer: 'New fields still need deep expertise, and generalists often end up competing for fewer roles.',
      },
      {
        name: 'the range research',
        claim: 'Many top performers sampled widely before specialising.',
        support:
          'David Epstein’s book Range gathers evidence that athletes, scientists and inventors often benefited from broad early experience.',
        answer: 'For every example of range, there are fields like medicine and music where early, deep practice clearly matters.',
      },
      {
        name: 'the connections',
        claim: 'Breakthroughs often come from combining fields.',
        support:
          'Innovations like the Nintendo Game Boy came from applying old, well-understood technology in new ways, a strategy its designer called lateral thinking with withered technology.',
        answer: 'Combination requires people who deeply understand what they are combining, which is specialist knowledge.',
      },
      {
        name: 'the leadership',
        claim: 'Leaders need to understand many functions.',
        support:
          'Managers coordinate specialists in finance, engineering and sales, and need enough breadth to ask good questions of each.',
        answer: 'Many successful leaders rose through deep expertise, and teams trust leaders who understand the core work.',
      },
    ],
    against: [
      {
        name: 'the pay premium',
        claim: 'Specialists tend to earn more.',
        support: 'Surgeons, specialist engineers and niche lawyers command higher pay because their skills are scarce and hard to replace.',
        answer: 'Specialist pay can collapse when a field is automated or falls out of demand.',
      },
      {
        name: 'the complexity of knowledge',
        claim: 'Modern problems require deep expertise.',
        support:
          'The frontier of most fields is so advanced that years of focused study are needed just to reach it, as in medicine or chip design.',
        answer: 'Frontier problems increasingly need teams that combine fields, where generalists play the connecting role.',
      },
      {
        name: 'the deliberate practice',
        claim: 'Mastery comes from sustained, focused practice.',
        support:
          'Research on expert performance, associated with the psychologist Anders Ericsson, emphasises long, deliberate practice in a single domain.',
        answer: 'That research comes from stable domains like chess and music, which are not like most careers.',
      },
      {
        name: 'the trust',
        claim: 'People trust specialists with important decisions.',
        support: 'When a patient needs heart surgery, they want the cardiac surgeon, not a doctor who knows a little about everything.',
        answer: 'The patient also needs a good general practitioner to spot the problem and refer them in the first place.',
      },
    ],
    close: {
      for: 'In a changing world, the ability to learn new things beats knowing one thing well.',
      against: 'Depth is what makes someone indispensable.',
    },
  },
];
