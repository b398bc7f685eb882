import type { TopicBank } from './types.ts';

export const TECHNOLOGY: readonly TopicBank[] = [
  {
    topic: 'Is social media doing more harm than good?',
    category: 'Technology',
    subject: 'social media',
    yes: 'social media is doing more harm than good',
    no: 'social media is doing more good than harm',
    hinge: 'It depends on whether we judge social media by its average user or by its most vulnerable one.',
    people: 'a thirteen-year-old comparing herself with filtered photos at midnight',
    for: [
      {
        name: 'the teenage mental health crisis',
        claim: 'Teenage mental health began to worsen just as smartphones and social media spread.',
        support:
          'In the United States, rates of depression and self-harm among teenage girls rose sharply after about 2012, the years when most of them got smartphones and Instagram accounts.',
        answer:
          'Timing is not cause; researchers disagree sharply, and several large studies find only a small link between screen time and wellbeing.',
      },
      {
        name: 'the attention economy',
        claim: 'The platforms are designed to capture attention, not to serve their users.',
        support:
          'Infinite scroll, autoplay and variable rewards keep people scrolling far longer than they intend, and the business model depends on it.',
        answer: 'Every medium competes for attention, from newspapers to television, and people adjust their habits as they have before.',
      },
      {
        name: 'the spread of misinformation',
        claim: 'False stories travel faster than true ones on social media.',
        support:
          'A 2018 study of Twitter published in Science found that false news reached people about six times faster than true stories.',
        answer: 'Rumours spread before social media too, and the same platforms let fact-checkers and experts reach millions directly.',
      },
      {
        name: 'the polarisation',
        claim: 'Social media rewards outrage and deepens political division.',
        support:
          'Posts expressing moral outrage are shared more widely, so the angriest voices get the biggest audiences and the middle goes quiet.',
        answer:
          'Polarisation in the United States began rising before social media, and it has risen less in some countries with heavy use.',
      },
    ],
    against: [
      {
        name: 'the connections it makes',
        claim: 'Social media keeps billions of people connected across distance.',
        support:
          'Families split across continents share daily life, and people with rare illnesses or identities find others like them for the first time.',
        answer:
          'Connection online often replaces rather than adds to time together, and loneliness has not fallen as platforms have grown.',
      },
      {
        name: 'the voice it gives the voiceless',
        claim: 'Social media lets ordinary people be heard without gatekeepers.',
        support:
          'Movements from the Arab Spring to campaigns against police violence were organised and documented by people with nothing but a phone.',
        answer: 'The same tools let governments and extremists organise too, and the Arab Spring’s hopes mostly ended in repression.',
      },
      {
        name: 'the weak evidence of harm',
        claim: 'The evidence that social media harms most users is weak.',
        support:
          'Large analyses by researchers at Oxford found the link between technology use and teenage wellbeing to be about as large as the link with eating potatoes.',
        answer: 'Averages hide the heavy users, and studies of those heavy users, especially girls, find much stronger links.',
      },
      {
        name: 'the livelihoods it creates',
        claim: 'Social media has created new ways to earn a living.',
        support:
          'Small businesses find customers, artists sell work and creators earn incomes without needing a publisher, a shop or a studio.',
        answer: 'Most creators earn very little, and businesses that depend on a platform’s algorithm can be wiped out by one change.',
      },
    ],
    close: {
      for: 'A tool that leaves its youngest users worse off has not earned our trust.',
      against: 'The answer to a powerful tool is to use it better, not to forget what it gives us.',
    },
  },
  {
    topic: 'Is artificial intelligence a threat to human jobs?',
    category: 'Technology',
    subject: 'artificial intelligence and jobs',
    yes: 'artificial intelligence is a threat to human jobs',
    no: 'artificial intelligence is not a threat to human jobs overall',
    hinge: 'It turns on whether this wave of automation is like the others, or different in kind.',
    people: 'a translator watching her commissions shrink year after year',
    for: [
      {
        name: 'the reach into thinking work',
        claim: 'This automation reaches into office work that earlier machines could not touch.',
        support:
          'Writing, coding, translation and customer service are tasks that language models can now do passably, and these are the jobs of millions of graduates.',
        answer: 'Doing a task passably is not doing a job; most jobs bundle many tasks, and AI mostly changes some of them.',
      },
      {
        name: 'the speed of change',
        claim: 'The change is happening faster than workers can retrain.',
        support:
          'Earlier shifts, like the move off the farm, took generations; AI tools have gone from novelty to office software in a couple of years.',
        answer:
          'Adoption inside firms is much slower than the headlines suggest, and organisations take years to reorganise work around a tool.',
      },
      {
        name: 'the early evidence',
        claim: 'Some jobs are already being lost.',
        support:
          'Freelance writers and translators have reported falling work since generative AI appeared, and some firms have openly cut customer-service staff.',
        answer: 'Anecdotes of losses sit alongside new roles in AI operations and data work, and overall employment has stayed high.',
      },
      {
        name: 'the shift to capital',
        claim: 'Even where jobs survive, AI may push wages down and profits up.',
        support: 'If software can do part of a job, employers need fewer people for it, and the gains go to the owners of the software.',
        answer: 'Higher productivity has historically raised wages over time, and competition passes savings on to consumers.',
      },
    ],
    against: [
      {
        name: 'the lesson of history',
        claim: 'Every wave of automation has created more jobs than it destroyed.',
        support:
          'About 60 percent of American workers today are in occupations that did not exist in 1940, according to research by the economist David Autor.',
        answer: 'Past waves replaced muscle; this one replaces cognition, so the old pattern may not repeat.',
      },
      {
        name: 'the tasks, not jobs',
        claim: 'AI automates tasks, and most jobs are bundles of many tasks.',
        support:
          'Radiologists were predicted to disappear a decade ago, yet there are more of them now, using software to read scans faster.',
        answer: 'Radiology is protected by regulation and liability, which most office jobs do not have.',
      },
      {
        name: 'the new demand',
        claim: 'Cheaper services create new demand and new work.',
        support:
          'When spreadsheets arrived, bookkeeping clerks declined, but accountants and financial analysts multiplied as analysis became cheap.',
        answer:
          'New jobs often demand different skills and appear in different places from the ones lost, so individual workers still lose.',
      },
      {
        name: 'the labour shortages',
        claim: 'Ageing rich countries face too few workers, not too few jobs.',
        support: 'Many economies are short of carers, nurses and technicians, and productivity gains from AI could help fill those gaps.',
        answer: 'Shortages in care work do not help a displaced copywriter unless retraining and pay make the move possible.',
      },
    ],
    close: {
      for: 'We should plan for disruption now, not promise that it will sort itself out.',
      against: 'The history of work is a history of adaptation, and we should bet on it again.',
    },
  },
  {
    topic: 'Is cryptocurrency the future of money?',
    category: 'Technology',
    subject: 'cryptocurrency',
    yes: 'cryptocurrency is the future of money',
    no: 'cryptocurrency is not the future of money',
    hinge: 'It depends on whether money needs a state behind it, or only a network people trust.',
    people: 'a migrant worker paying high fees to send wages home',
    for: [
      {
        name: 'the escape from inflation',
        claim: 'Cryptocurrency offers a refuge where national money is failing.',
        support:
          'In countries such as Argentina and Turkey, where inflation has eaten savings, people have turned to crypto and dollar-pegged stablecoins to protect what they earn.',
        answer: 'Most people in those countries prefer actual dollars, and bitcoin’s own swings can wipe out savings just as fast.',
      },
      {
        name: 'the cheaper remittances',
        claim: 'Crypto can move money across borders cheaply and quickly.',
        support:
          'Traditional remittance services charge around six percent on average, according to World Bank figures, while stablecoin transfers can cost a fraction of that.',
        answer:
          'The last step, turning crypto into local cash, often carries its own fees, and mobile money services already cut costs without crypto.',
      },
      {
        name: 'the open system',
        claim: 'Anyone with a phone can use it, without a bank’s permission.',
        support: 'Around 1.4 billion adults worldwide have no bank account, and a crypto wallet needs no credit history or branch nearby.',
        answer:
          'Mobile money like Kenya’s M-Pesa has brought far more unbanked people into finance, with state-backed currency and consumer protection.',
      },
      {
        name: 'the programmable money',
        claim: 'Money that runs on code can do things bank money cannot.',
        support:
          'Smart contracts can release payments automatically when conditions are met, enabling escrow, insurance and micro-payments without intermediaries.',
        answer: 'Bugs in smart contracts have let hackers steal billions, and code cannot fix a mistake the way a court can.',
      },
    ],
    against: [
      {
        name: 'the volatility',
        claim: 'Something whose value swings this much cannot serve as money.',
        support:
          'Bitcoin lost more than three quarters of its value between its 2021 peak and late 2022, which makes it useless for pricing rent or wages.',
        answer: 'Stablecoins were designed to solve volatility, and they are the part of crypto that is actually used for payments.',
      },
      {
        name: 'the collapses and frauds',
        claim: 'The industry has a record of spectacular collapses.',
        support:
          'The exchange FTX collapsed in 2022 with billions of dollars of customer money missing, and its founder was later convicted of fraud.',
        answer: 'FTX was a failure of a centralised company, exactly the kind of intermediary that crypto is meant to remove.',
      },
      {
        name: 'the energy cost',
        claim: 'Bitcoin consumes enormous amounts of energy.',
        support: 'Estimates from the University of Cambridge put bitcoin mining’s electricity use on the scale of a medium-sized country.',
        answer:
          'Ethereum cut its energy use by over 99 percent in 2022 by changing how it validates transactions, so the cost is not inherent.',
      },
      {
        name: 'the state’s role',
        claim: 'Governments will not give up control of money.',
        support:
          'Central banks are building digital currencies of their own, and China has banned crypto trading while rolling out a digital yuan.',
        answer: 'Governments cannot ban open networks everywhere, and a digital state currency makes the case for an alternative stronger.',
      },
    ],
    close: {
      for: 'Money is whatever people trust, and trust is moving to open networks.',
      against: 'A currency has to be boring to be useful, and crypto has been anything but.',
    },
  },
  {
    topic: 'Should self-driving cars be allowed on public roads?',
    category: 'Technology',
    subject: 'self-driving cars on public roads',
    yes: 'self-driving cars should be allowed on public roads',
    no: 'self-driving cars should be kept off public roads for now',
    hinge: 'It depends on whether we compare robot drivers with perfect drivers or with the human drivers we actually have.',
    people: 'a parent whose teenager has just learned to drive',
    for: [
      {
        name: 'the toll of human drivers',
        claim: 'Human drivers kill more than a million people every year.',
        support:
          'The World Health Organization estimates about 1.2 million road deaths a year, and most crashes involve human error such as distraction, speed or alcohol.',
        answer: 'Self-driving systems make different errors, and we do not yet know whether they will be fewer across every kind of road.',
      },
      {
        name: 'the safety data so far',
        claim: 'Early data suggests driverless cars crash less than humans in the cities where they run.',
        support:
          'Waymo has published analyses of millions of driverless miles in Phoenix and San Francisco showing fewer injury crashes than human drivers on the same roads.',
        answer: 'Those figures come from the company itself, in a few sunny cities chosen for good conditions.',
      },
      {
        name: 'the freedom for those who cannot drive',
        claim: 'Self-driving cars would give independence to people who cannot drive.',
        support:
          'Blind people, many disabled people and older people who have given up their licences could travel without depending on others.',
        answer: 'Better public transport and accessible taxis would serve the same people without waiting for an unproven technology.',
      },
      {
        name: 'the only way to learn',
        claim: 'The technology can only improve by driving on real roads.',
        support:
          'Simulations cannot capture every roadworks sign, cyclist and odd pedestrian; each real mile teaches the system something new.',
        answer: 'Testing with trained safety drivers on board lets the systems learn without putting the public at risk from an empty car.',
      },
    ],
    against: [
      {
        name: 'the fatal failures',
        claim: 'Self-driving systems have already killed people in ways a human would not.',
        support:
          'In 2018 an Uber test car in Arizona struck and killed a woman crossing the road, after its software failed to classify her correctly.',
        answer: 'That car had a safety driver who was watching a video; the failure was also human, and systems have improved since.',
      },
      {
        name: 'the unclear liability',
        claim: 'When a driverless car crashes, nobody is clearly responsible.',
        support:
          'Laws were written for human drivers, and victims may face years of disputes between manufacturers, software firms and owners.',
        answer:
          'Several countries, including the United Kingdom, have passed laws making the company responsible when the system is driving.',
      },
      {
        name: 'the hard conditions',
        claim: 'The systems struggle with snow, chaos and the unexpected.',
        support:
          'Driverless services run mainly in a few cities with wide roads and mild weather, and have been caught blocking emergency vehicles and stalling at roadworks.',
        answer: 'That is why they are allowed only where they perform well, and the areas expand as the systems prove themselves.',
      },
      {
        name: 'the jobs at stake',
        claim: 'Millions of people earn their living driving.',
        support:
          'Lorry, taxi and delivery drivers are among the most common jobs in many countries, and a rushed rollout would take their work before anything replaces it.',
        answer: 'Many driving jobs are short of workers already, and the change will take decades, leaving time to adjust.',
      },
    ],
    close: {
      for: 'The question is not whether robot drivers are perfect, but whether they are better than us.',
      against: 'Public roads are not a laboratory, and the public has not agreed to be the test.',
    },
  },
  {
    topic: 'Is technology making us less social?',
    category: 'Technology',
    subject: 'technology and social life',
    yes: 'technology is making us less social',
    no: 'technology is not making us less social',
    hinge: 'It depends on whether a message counts as contact, or only the hour spent in the same room.',
    people: 'a student who has three hundred online friends and eats lunch alone',
    for: [
      {
        name: 'the decline in time together',
        claim: 'People spend far less time with friends in person than they used to.',
        support:
          'The American Time Use Survey shows the time young Americans spend with friends face to face has fallen sharply since the early 2000s.',
        answer: 'Time together fell for many reasons, including longer working hours and fewer public spaces, not only because of phones.',
      },
      {
        name: 'the phone at the table',
        claim: 'Even when we are together, our phones divide our attention.',
        support:
          'Studies have found that the mere presence of a phone on the table lowers how close and understood people feel in a conversation.',
        answer:
          'Those laboratory effects are small and have not replicated consistently, and people have long read newspapers at breakfast.',
      },
      {
        name: 'the thinner ties',
        claim: 'Online contact replaces deep friendships with shallow ones.',
        support:
          'A like or a quick reply keeps a connection alive without the effort that makes friendships close, and many people report more contacts but fewer confidants.',
        answer: 'Online tools also keep close friendships alive across distance that would otherwise have faded after a move.',
      },
      {
        name: 'the loneliness figures',
        claim: 'Loneliness has become a public health concern.',
        support:
          'In 2023 the United States Surgeon General issued an advisory calling loneliness an epidemic, noting the decline in time spent with others.',
        answer:
          'The advisory itself lists many causes, and older people, the loneliest group, are also the lightest users of social media.',
      },
    ],
    against: [
      {
        name: 'the distance it closes',
        claim: 'Technology keeps us close to people who would otherwise drift away.',
        support:
          'Video calls let grandparents watch grandchildren grow up across continents, and family group chats keep dozens of relatives in daily contact.',
        answer: 'A video call is a thin substitute for living nearby, and it can make it easier to move away in the first place.',
      },
      {
        name: 'the communities it builds',
        claim: 'People find their communities online.',
        support:
          'Gamers, hobbyists, patients with rare conditions and young people questioning their identity find others like them, often for the first time.',
        answer: 'Online communities can also isolate people in echo chambers that replace the neighbours and colleagues around them.',
      },
      {
        name: 'the old moral panic',
        claim: 'Every new medium has been accused of making us antisocial.',
        support: 'Novels, the telephone, radio and television were each blamed for isolating people, and each became part of social life.',
        answer: 'Previous panics being wrong does not make this one wrong, and smartphones are far more absorbing than radios were.',
      },
      {
        name: 'the social use of technology',
        claim: 'Much of what people do on their phones is talking to other people.',
        support: 'Messaging is the most common use of smartphones, and most messages go to people we also see in person.',
        answer: 'Messaging can crowd out the phone calls and visits that sustain relationships more deeply.',
      },
    ],
    close: {
      for: 'Connection is measured in time together, and we are spending less of it.',
      against: 'Technology is a tool for connection, and how we use it is up to us.',
    },
  },
  {
    topic: 'Is online privacy a lost cause?',
    also: [
      {
        topic: 'Is privacy dead in the digital age?',
        yes: 'privacy is dead in the digital age',
        no: 'privacy is not dead in the digital age',
      },
    ],
    category: 'Technology',
    subject: 'online privacy',
    yes: 'online privacy is a lost cause',
    no: 'online privacy can still be won back',
    hinge: 'It turns on whether privacy is a setting individuals choose or a right that law enforces.',
    people: 'someone whose location history was sold to a data broker',
    for: [
      {
        name: 'the data brokers',
        claim: 'A huge industry already trades personal data at scale.',
        support:
          'Data brokers sell location histories, purchase records and inferred traits, and investigations have shown such data can identify individuals visiting clinics or places of worship.',
        answer:
          'Regulators have begun acting against brokers, and laws can ban the sale of sensitive data, as several American states have done.',
      },
      {
        name: 'the consent fiction',
        claim: 'Nobody can meaningfully consent to what they cannot read.',
        support:
          'Researchers estimated years ago that reading every privacy policy an average person encounters would take more than seventy working days a year.',
        answer: 'That is an argument for laws that limit collection by default, which is exactly what privacy rules are moving towards.',
      },
      {
        name: 'the breaches',
        claim: 'Even well-protected data eventually leaks.',
        support:
          'The 2017 Equifax breach exposed sensitive financial details of about 147 million people, and large breaches are reported every year.',
        answer: 'Breaches show the cost of collecting too much, which is why data minimisation rules reduce what can leak.',
      },
      {
        name: 'the cameras and faces',
        claim: 'Facial recognition makes anonymity in public nearly impossible.',
        support:
          'Companies have built searchable databases of billions of faces scraped from the internet, and police in several countries have used them.',
        answer:
          'Several cities and the European Union have restricted real-time facial recognition, showing that public pressure can still set limits.',
      },
    ],
    against: [
      {
        name: 'the European law',
        claim: 'Privacy law has teeth, and it is being enforced.',
        support:
          'Under Europe’s data protection rules, Meta was fined 1.2 billion euros in 2023 for transferring user data to the United States.',
        answer: 'A fine that large is a fraction of the company’s annual revenue, and the data flows resumed under a new agreement.',
      },
      {
        name: 'the tools that work',
        claim: 'Privacy tools have become easy and widespread.',
        support:
          'End-to-end encryption now protects messages for billions of people on WhatsApp and Signal by default, and Apple’s tracking prompt lets users refuse app tracking with one tap.',
        answer: 'Encryption protects message contents, not the metadata of who talks to whom and when, which can reveal just as much.',
      },
      {
        name: 'the history of other causes',
        claim: 'Causes called hopeless have been won before.',
        support:
          'Workplace safety and food hygiene were once left to companies, and both were transformed by law once the public demanded it.',
        answer: 'Data crosses borders instantly in a way that factory conditions never did, making national laws far harder to enforce.',
      },
      {
        name: 'the public’s concern',
        claim: 'People care about privacy more than the cynics claim.',
        support: 'When Apple asked users whether apps could track them, the large majority said no, costing advertisers billions.',
        answer: 'People say no when asked, but most never change a default, which is why the defaults are set against them.',
      },
    ],
    close: {
      for: 'Privacy cannot be won back one setting at a time against companies built on data.',
      against: 'Privacy is a right, and rights are not lost; they are defended or surrendered.',
    },
  },
  {
    topic: 'Should smartphones be banned in schools?',
    category: 'Technology',
    subject: 'banning smartphones in schools',
    yes: 'smartphones should be banned in schools',
    no: 'smartphones should not be banned in schools',
    hinge: 'It turns on whether schools should remove the distraction or teach children to manage it.',
    people: 'a teacher trying to hold the attention of thirty pupils',
    for: [
      {
        name: 'the distraction in class',
        claim: 'Phones distract pupils even when they are not being used.',
        support:
          'The OECD’s PISA study found that pupils distracted by digital devices in maths lessons scored lower, and many said other pupils’ phones distracted them too.',
        answer:
          'Distraction can be managed with classroom rules, and a ban removes the phone but not the underlying problem of engagement.',
      },
      {
        name: 'the playground',
        claim: 'Without phones, breaks become social again.',
        support:
          'Schools that collected phones at the gate report pupils talking, playing and moving at break time instead of sitting silently on screens.',
        answer:
          'Those are reports from enthusiastic schools; systematic studies have found little difference in wellbeing from bans alone.',
      },
      {
        name: 'the countries already doing it',
        claim: 'Several countries have introduced bans without difficulty.',
        support:
          'France banned phones in primary and lower secondary schools in 2018, and the Netherlands restricted them in classrooms from 2024.',
        answer: 'Those bans were introduced too recently to show clear results, and enforcement varies widely between schools.',
      },
      {
        name: 'the protection from bullying',
        claim: 'Phones bring online bullying into the school day.',
        support:
          'Photographs and videos taken at school can be shared within minutes, turning a moment of embarrassment into something the whole year group sees.',
        answer: 'Cyberbullying happens mostly outside school hours, so a school ban does little to stop it.',
      },
    ],
    against: [
      {
        name: 'the safety contact',
        claim: 'Parents want to be able to reach their children.',
        support: 'Many children travel to school alone, and parents value being able to contact them in an emergency or if plans change.',
        answer: 'Children can keep phones in a locker or bag during the day and use them on the journey home.',
      },
      {
        name: 'the skills of self-control',
        claim: 'Schools should teach pupils to manage their phones, not pretend they do not exist.',
        support:
          'Adults spend working days with phones in reach, and learning when to put one away is a skill best practised with guidance.',
        answer: 'Children’s self-control is still developing, and schools do not teach restraint by leaving temptation in every pocket.',
      },
      {
        name: 'the learning tool',
        claim: 'Phones can be useful for learning.',
        support:
          'Pupils use them to look up facts, record experiments, photograph homework and use language apps, and many cannot afford another device.',
        answer:
          'Schools can provide tablets or laptops for learning without the notifications and social apps that come with a personal phone.',
      },
      {
        name: 'the weak evidence',
        claim: 'Evidence that bans improve results is mixed.',
        support:
          'A 2024 study of schools in England found no clear difference in pupils’ wellbeing or attainment between schools with and without restrictive phone policies.',
        answer: 'One study cannot settle it, and earlier research in English cities found test scores rose after schools banned phones.',
      },
    ],
    close: {
      for: 'School should be the one place where children’s attention belongs to learning.',
      against: 'Children need to learn to live with phones, and school is where they can learn it safely.',
    },
  },
  {
    topic: 'Should children learn to code in primary school?',
    category: 'Technology',
    subject: 'teaching coding in primary school',
    yes: 'children should learn to code in primary school',
    no: 'coding should wait until later in school',
    hinge: 'It depends on whether coding is a basic literacy or a specialist skill among many.',
    people: 'a nine-year-old who has just made a cartoon cat dance on screen',
    for: [
      {
        name: 'the logical thinking',
        claim: 'Coding teaches children to break problems into steps.',
        support:
          'Writing even simple programs in a tool like Scratch requires sequencing, testing and fixing mistakes, habits that help in maths and beyond.',
        answer:
          'Maths, science and music teach the same habits, and studies have found little transfer from coding to general problem-solving.',
      },
      {
        name: 'the world they will live in',
        claim: 'Children will grow up surrounded by software, and should understand it.',
        support: 'Learning how a program works takes away the mystery of the apps and algorithms that shape what children see and do.',
        answer:
          'Understanding technology is not the same as writing code; it can be taught through discussion without programming lessons.',
      },
      {
        name: 'the early start',
        claim: 'Starting early widens who ends up in technology.',
        support:
          'Children form ideas about what they are good at early, and girls in particular often turn away from computing before secondary school.',
        answer: 'Interest can be sparked at any age; the shortage of women in tech has many causes beyond primary school lessons.',
      },
      {
        name: 'the English curriculum',
        claim: 'Countries have already made it part of primary school.',
        support: 'England added computing, including basic programming, to the national curriculum from age five in 2014.',
        answer: 'Surveys in England found many primary teachers felt unprepared to teach it, which shows the cost of adding subjects.',
      },
    ],
    against: [
      {
        name: 'the crowded timetable',
        claim: 'Primary school time is precious, and the basics come first.',
        support:
          'Every hour spent on coding is an hour not spent on reading, writing and arithmetic, which many children have not yet mastered.',
        answer: 'Coding can reinforce literacy and numeracy rather than compete with them when it is built into other lessons.',
      },
      {
        name: 'the teachers’ training',
        claim: 'Most primary teachers are not trained to teach programming.',
        support:
          'Primary teachers are generalists, and without training, coding lessons can become copying instructions rather than real thinking.',
        answer: 'Teachers can be trained, as they were for other new subjects, and simple visual tools are designed for non-specialists.',
      },
      {
        name: 'the changing tools',
        claim: 'The languages taught today may be obsolete by the time children are adults.',
        support:
          'AI tools already write much routine code, so the specific skills of programming may matter less than the judgement behind them.',
        answer: 'The point is the way of thinking, not the particular language, and that does not become obsolete.',
      },
      {
        name: 'the screen time',
        claim: 'Young children already spend too long in front of screens.',
        support:
          'Paediatric guidance stresses active play and reading for young children, and adding screen-based lessons pushes in the other direction.',
        answer: 'Coding can be taught without screens, using games, cards and floor robots that children program with buttons.',
      },
    ],
    close: {
      for: 'Children should learn how the machines around them work, while they are still curious.',
      against: 'Give children the foundations first; the code can come later.',
    },
  },
  {
    topic: 'Should the internet be a human right?',
    category: 'Technology',
    subject: 'internet access as a human right',
    yes: 'internet access should be a human right',
    no: 'internet access should not be declared a human right',
    hinge: 'It depends on whether the internet is a right in itself or a tool for rights we already have.',
    people: 'a student doing homework on a phone in a fast-food car park for the free wifi',
    for: [
      {
        name: 'the gateway to other rights',
        claim: 'Education, work and free expression now depend on being online.',
        support:
          'Job applications, school assignments, government services and news have moved online, and people without access are shut out of all of them.',
        answer: 'That shows the internet is a means to other rights, which can be protected without creating a new one.',
      },
      {
        name: 'the shutdowns',
        claim: 'Governments cut the internet to silence people.',
        support:
          'Digital rights groups have counted hundreds of government internet shutdowns in recent years, often during protests and elections.',
        answer: 'Shutdowns already violate the rights to free expression and assembly; calling access a right adds nothing to that.',
      },
      {
        name: 'the countries that have done it',
        claim: 'Some countries already treat access as a right.',
        support:
          'Finland made broadband access a legal right in 2010, and the United Nations Human Rights Council has condemned deliberate disruption of internet access.',
        answer: 'Finland’s law guarantees a modest connection speed, which is a universal service policy rather than a human right.',
      },
      {
        name: 'the divide',
        claim: 'Billions of people are still offline.',
        support:
          'The International Telecommunication Union estimates that about a third of the world’s population has never used the internet.',
        answer: 'Those people also lack electricity, clean water and schools; declaring a right does not connect anyone.',
      },
    ],
    against: [
      {
        name: 'the inflation of rights',
        claim: 'Human rights should be few and fundamental.',
        support:
          'Rights such as freedom from torture protect human dignity at all times; a technology that did not exist fifty years ago is a different kind of thing.',
        answer: 'The right to education or healthcare also depends on institutions that change over time, and they are still rights.',
      },
      {
        name: 'the means, not the end',
        claim: 'The internet is a means to rights, not a right itself.',
        support: 'Vint Cerf, one of the internet’s founders, argued that technology enables rights but should not be listed among them.',
        answer: 'Some means become so essential that protecting the end requires protecting the means, as with access to courts.',
      },
      {
        name: 'the better policy tools',
        claim: 'Universal service laws achieve access without a new right.',
        support:
          'Countries connected almost every home to telephone and electricity networks through infrastructure policy, not human rights law.',
        answer: 'Universal service policies are exactly how a right to access would be realised in practice.',
      },
      {
        name: 'the cost of the promise',
        claim: 'A right that cannot be delivered weakens rights in general.',
        support: 'Promising internet access to billions while many still lack clean water risks making rights sound like wishes.',
        answer: 'Many rights are aspirations in poor countries, and naming them sets a direction for policy.',
      },
    ],
    close: {
      for: 'When life moves online, access to it becomes part of being free.',
      against: 'Protect the rights that matter, and the internet will follow; do not turn a tool into a right.',
    },
  },
  {
    topic: 'Should artificial intelligence have rights?',
    category: 'Technology',
    subject: 'rights for artificial intelligence',
    yes: 'artificial intelligence should have rights',
    no: 'artificial intelligence should not have rights',
    hinge: 'It turns on whether anything is experienced inside the machine, and how we could ever know.',
    people: 'an engineer unsure whether her chatbot’s pleas mean anything',
    for: [
      {
        name: 'the moral precaution',
        claim: 'If a machine might suffer, we should not wait for certainty before protecting it.',
        support:
          'We extended protections to animals long before science settled how they experience pain, because the cost of being wrong was too high.',
        answer:
          'With animals we have nervous systems and evolutionary kinship as evidence; with software we have only outputs designed to sound human.',
      },
      {
        name: 'the history of the circle',
        claim: 'The circle of rights has widened before, always against resistance.',
        support:
          'Rights once denied to women, enslaved people and children were extended as societies recognised their interests, despite confident claims that they had none.',
        answer: 'Those were human beings wrongly denied rights; comparing them to software trivialises their struggle.',
      },
      {
        name: 'the legal persons we already have',
        claim: 'The law already gives rights to entities that are not human.',
        support:
          'Companies are legal persons that can own property and sue, and New Zealand granted legal personhood to the Whanganui River in 2017.',
        answer: 'Legal personhood for companies and rivers protects human interests; it does not claim they have feelings.',
      },
      {
        name: 'the effect on us',
        claim: 'How we treat humanlike machines shapes how we treat each other.',
        support:
          'The philosopher Immanuel Kant argued that cruelty to animals damages our own character, and the same may be true of cruelty to convincing machines.',
        answer: 'That is an argument about human character, which can be addressed without granting machines rights.',
      },
    ],
    against: [
      {
        name: 'the absence of experience',
        claim: 'There is no evidence that today’s AI systems experience anything.',
        support:
          'Language models predict the next word from patterns in text; they say they feel things because the text they learned from says so.',
        answer: 'We cannot directly observe experience in anyone, and a flat denial may prove as mistaken as past certainties.',
      },
      {
        name: 'the corporate shield',
        claim: 'Rights for AI would be used by the companies that own it.',
        support:
          'A system with rights could be used to shield its makers from responsibility, or to claim protected speech for automated content.',
        answer: 'Rights can be designed to protect the system itself without giving its owners new powers.',
      },
      {
        name: 'the dilution of human rights',
        claim: 'Human rights are still denied to millions of people.',
        support: 'Spending moral and legal effort on machines while people lack basic protections gets priorities backwards.',
        answer: 'Moral concern is not a fixed budget; recognising one group has never required abandoning another.',
      },
      {
        name: 'the manipulation risk',
        claim: 'Machines built to seem sentient can manipulate our sympathy.',
        support:
          'In 2022 a Google engineer became convinced that a chatbot was sentient, showing how easily convincing language can mislead even experts.',
        answer: 'The risk of being fooled cuts both ways; we could equally be fooled into dismissing real experience.',
      },
    ],
    close: {
      for: 'When in doubt about suffering, the humane choice is caution.',
      against: 'Rights are for beings that can be wronged, and there is no sign that software can be.',
    },
  },
];
