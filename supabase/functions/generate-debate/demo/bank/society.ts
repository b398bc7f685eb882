import type { TopicBank } from './types.ts';

export const SOCIETY: readonly TopicBank[] = [
  {
    topic: 'Should homework be abolished?',
    also: [
      {
        topic: 'Should homework be banned in primary schools?',
        yes: 'homework should be banned in primary schools',
        no: 'primary schools should keep some homework',
      },
    ],
    category: 'Society',
    subject: 'abolishing homework',
    yes: 'homework should be abolished',
    no: 'homework should be kept, in sensible amounts',
    hinge: 'It depends on the age of the child and on what the homework actually asks of them.',
    people: 'a ten-year-old crying over worksheets at nine in the evening',
    for: [
      {
        name: 'the weak evidence for young children',
        claim: 'For younger children, homework does little for learning.',
        support:
          'Harris Cooper’s reviews of the research found almost no link between homework and achievement in primary school, and a stronger one only for older pupils.',
        answer:
          'The same reviews found clear benefits for secondary pupils, so the evidence supports less homework for the young, not none at all.',
      },
      {
        name: 'the unequal home',
        claim: 'Homework rewards children with quiet rooms and educated parents.',
        support:
          'A child with a desk, a laptop and a parent who can explain fractions gets far more out of homework than one sharing a room and caring for siblings.',
        answer:
          'Schools can run homework clubs and give pupils time and space to do it, which narrows the gap without abolishing the practice.',
      },
      {
        name: 'the time for childhood',
        claim: 'Children need time to play, rest and pursue their own interests.',
        support:
          'Play, sport, reading for pleasure and sleep all matter for development, and hours of worksheets in the evening crowd them out.',
        answer: 'Twenty minutes of reading or practice still leaves plenty of time to play, and much homework is reading for pleasure.',
      },
      {
        name: 'the Finnish example',
        claim: 'Some of the best school systems set little homework.',
        support: 'Finnish pupils have long been known for light homework loads while performing strongly in international comparisons.',
        answer:
          'Finland’s results depend on highly trained teachers and low inequality, not on homework policy, and its scores have declined since 2006.',
      },
    ],
    against: [
      {
        name: 'the benefit for older pupils',
        claim: 'For older pupils, homework clearly helps.',
        support:
          'Research reviews find a meaningful link between homework and achievement in secondary school, where practice and independent study matter most.',
        answer: 'Keeping homework for older pupils is no argument for setting it to seven-year-olds.',
      },
      {
        name: 'the habit of independent study',
        claim: 'Homework builds habits that pupils need later.',
        support:
          'Planning time, working alone and meeting deadlines are skills that university and work demand, and they are learned by practice.',
        answer: 'Those habits can be taught in school, with a teacher present to help pupils who struggle.',
      },
      {
        name: 'the practice it provides',
        claim: 'Some skills only stick with regular practice.',
        support:
          'Times tables, spelling, reading and languages improve with short, frequent practice, which a school day rarely has time for.',
        answer: 'Short practice can be built into the school day, as many schools that dropped homework now do.',
      },
      {
        name: 'the window for parents',
        claim: 'Homework shows parents what their children are learning.',
        support: 'A reading log or a maths task gives parents a way to see progress and talk with their children about school.',
        answer: 'Schools can share what children learn directly, without turning family evenings into arguments over worksheets.',
      },
    ],
    close: {
      for: 'Let school be where the learning happens, and home where childhood does.',
      against: 'A little homework, well designed, teaches what the classroom alone cannot.',
    },
  },
  {
    topic: 'Is remote work better than working in an office?',
    also: [
      {
        topic: 'Is remote work better than office work?',
        yes: 'remote work is better than office work',
        no: 'office work is better than remote work',
      },
    ],
    category: 'Society',
    subject: 'remote work',
    yes: 'remote work is better than working in an office',
    no: 'working in an office is better than remote work',
    hinge: 'It depends on the kind of work, the stage of a career, and what we count as productive.',
    people: 'a parent who now gets to see the school play instead of sitting on a train',
    for: [
      {
        name: 'the commute saved',
        claim: 'Remote work gives people back the hours they spent commuting.',
        support:
          'Studies of remote workers in many countries found that they saved on average about an hour a day of travel, time that went partly into work and partly into family.',
        answer: 'Many workers liked the separation a commute gave them, and time saved can become time lost to blurred boundaries.',
      },
      {
        name: 'the Chinese experiment',
        claim: 'Controlled experiments found remote workers at least as productive.',
        support:
          'In a randomised trial at the Chinese travel company Trip.com, staff working from home two days a week were as productive and far less likely to quit.',
        answer: 'That was hybrid work, not full remote work, which is a point for mixing office and home, not for abandoning the office.',
      },
      {
        name: 'the wider talent pool',
        claim: 'Employers can hire the best people wherever they live.',
        support:
          'Companies are no longer limited to people within commuting distance, which opens jobs to disabled workers, carers and people outside big cities.',
        answer: 'A global pool also means competing with cheaper workers anywhere, which can push wages down.',
      },
      {
        name: 'the cost and carbon',
        claim: 'Remote work saves money and emissions.',
        support: 'Workers save on fares and lunches, employers on office space, and fewer car commutes mean less traffic and pollution.',
        answer: 'Heating many homes can use more energy than one shared office, and the saving depends on how people would have travelled.',
      },
    ],
    against: [
      {
        name: 'the learning of juniors',
        claim: 'Young workers learn most by being near experienced colleagues.',
        support:
          'Research on software engineers found that those sitting near their teammates received far more feedback on their work than those working remotely.',
        answer: 'Mentoring can be planned and structured online, and many juniors struggled just as much in poorly run offices.',
      },
      {
        name: 'the chance encounters',
        claim: 'New ideas come from unplanned conversations.',
        support:
          'A Microsoft study of its own staff found that remote work made collaboration networks more siloed and reduced communication between teams.',
        answer: 'Those effects came from sudden, forced remote work during the pandemic, not from teams that chose and designed it.',
      },
      {
        name: 'the blurred boundaries',
        claim: 'When home becomes the office, work never stops.',
        support: 'Remote workers often report longer hours and difficulty switching off, with messages arriving late into the evening.',
        answer: 'Boundaries can be set by teams and laws, as France did with its right to disconnect.',
      },
      {
        name: 'the loneliness',
        claim: 'Many people miss the social life of work.',
        support:
          'Workplaces are where many adults make friends, and surveys of remote workers often list loneliness as one of their main difficulties.',
        answer: 'Those who feel lonely can choose an office or a hybrid pattern; forcing everyone back is not the answer.',
      },
    ],
    close: {
      for: 'Work is something we do, not somewhere we go.',
      against: 'An office is where a team becomes more than a list of logins.',
    },
  },
  {
    topic: 'Should college education be free?',
    category: 'Society',
    subject: 'free college education',
    yes: 'college education should be free',
    no: 'college education should not be free for everyone',
    hinge: 'It turns on who ends up paying for free tuition, and who ends up benefiting.',
    people: 'a first-generation student doing sums on a loan calculator',
    for: [
      {
        name: 'the German example',
        claim: 'Several rich countries already offer university without tuition fees.',
        support: 'Germany abolished tuition fees at public universities in 2014, and Norway and Finland charge none to their own citizens.',
        answer:
          'Those countries send a smaller share of young people to university and fund it through high taxes that American voters have rejected.',
      },
      {
        name: 'the debt burden',
        claim: 'Student debt follows graduates for decades.',
        support: 'Americans owe around 1.7 trillion dollars in student loans, and the debt delays home buying, family and saving.',
        answer:
          'Most of that debt is held by graduates who earn more than average, so free tuition would mostly help the relatively well-off.',
      },
      {
        name: 'the public good',
        claim: 'An educated population benefits everyone, not only the graduate.',
        support:
          'Graduates pay more tax, are healthier and take part more in civic life, and society needs doctors, teachers and engineers.',
        answer: 'Graduates already capture most of the benefit in higher earnings, which is why it is fair for them to share the cost.',
      },
      {
        name: 'the deterrent of price',
        claim: 'High fees put off the students who would gain the most.',
        support: 'Students from poorer families are more averse to debt, so a large price tag discourages them even when support exists.',
        answer: 'In England, enrolment of disadvantaged students rose after fees were tripled, because repayments depend on income.',
      },
    ],
    against: [
      {
        name: 'the subsidy to the better-off',
        claim: 'Free tuition mostly benefits students from wealthier families.',
        support:
          'Children of higher-income families are far more likely to attend university, so abolishing fees transfers money from all taxpayers to them.',
        answer: 'Free tuition can be paired with means-tested grants for living costs, which matter most to poorer students.',
      },
      {
        name: 'the English repayment model',
        claim: 'Income-contingent loans are fairer than free tuition.',
        support:
          'In England graduates repay only when they earn above a threshold, and unpaid balances are written off after decades, so low earners pay little.',
        answer: 'Graduates still feel burdened by a debt that looks enormous on paper, and the threshold has been lowered over time.',
      },
      {
        name: 'the squeeze on places',
        claim: 'When tuition is free, governments ration places instead.',
        support:
          'Scotland abolished tuition fees for its students, and the number of funded places has been capped, with poorer students often losing out.',
        answer: 'Caps reflect funding choices, and a government that values universities can fund enough places for everyone qualified.',
      },
      {
        name: 'the better uses of money',
        claim: 'Public money does more good earlier in life.',
        support:
          'Research by the economist James Heckman suggests that investment in early childhood education yields higher returns than spending at university age.',
        answer: 'Education is not either-or; a country can fund both nurseries and universities.',
      },
    ],
    close: {
      for: 'Talent is spread evenly across families; the chance to develop it should be too.',
      against: 'Help the students who need it, rather than paying for everyone who would have gone anyway.',
    },
  },
  {
    topic: 'Are standardized tests a fair measure of ability?',
    category: 'Society',
    subject: 'standardised tests',
    yes: 'standardised tests are a fair measure of ability',
    no: 'standardised tests are not a fair measure of ability',
    hinge: 'It depends on whether the alternatives to testing are fairer, or only less visible.',
    people: 'a talented student from a school without a single advanced course',
    for: [
      {
        name: 'the common yardstick',
        claim: 'A standardised test is the same for every student.',
        support:
          'Grades vary with the school and the teacher, while a national test puts a student from a small rural school on the same scale as one from an elite academy.',
        answer: 'The test is the same, but preparation is not: students whose families buy tutoring walk in with an advantage.',
      },
      {
        name: 'the predictive power',
        claim: 'Test scores predict success at university.',
        support:
          'After dropping the requirement, several American universities, including MIT and Dartmouth, reinstated tests after finding scores predicted student performance better than grades alone.',
        answer: 'Scores predict grades partly because both reflect family background, which the tests claim to see past.',
      },
      {
        name: 'the hidden talent',
        claim: 'Tests can find talented students that other measures miss.',
        support:
          'When a Florida school district screened every pupil for gifted programmes, many more poor and minority children were identified than when referrals depended on teachers.',
        answer: 'That shows the value of universal screening, which can use many kinds of assessment, not only standardised tests.',
      },
      {
        name: 'the alternative of subjectivity',
        claim: 'Without tests, admissions rely on measures that favour the privileged even more.',
        support:
          'Essays, extracurricular activities and recommendation letters reward students who can afford coaching, travel and well-connected schools.',
        answer: 'Holistic admissions can be reformed, and a single score should never carry the weight that it often does.',
      },
    ],
    against: [
      {
        name: 'the coaching gap',
        claim: 'Test scores rise with family income.',
        support:
          'Average scores on American admissions tests climb steadily with family income, and test preparation is a multi-billion-dollar industry.',
        answer: 'Grades and every other measure also rise with income; tests at least show the gap openly so it can be addressed.',
      },
      {
        name: 'the narrow measure',
        claim: 'A test measures a narrow slice of what people can do.',
        support:
          'Creativity, persistence, teamwork and practical skill matter enormously in life and barely appear on a timed multiple-choice exam.',
        answer: 'Nobody claims tests measure everything; they measure some important skills reliably, which is their job.',
      },
      {
        name: 'the teaching to the test',
        claim: 'High-stakes testing distorts teaching.',
        support:
          'When schools are judged by scores, lessons narrow to tested subjects, and some schools have been caught cheating to inflate results.',
        answer: 'That is a problem with how tests are used for accountability, not with whether they measure ability fairly.',
      },
      {
        name: 'the bad day',
        claim: 'A single sitting can misrepresent a student.',
        support: 'Illness, anxiety or a family crisis on the day can cost a student a place that years of work had earned.',
        answer: 'Most tests can be retaken, and a single bad exam counts less when it is one factor among several.',
      },
    ],
    close: {
      for: 'A common test is imperfect, but it is the one measure that treats every student alike.',
      against: 'Ability is wider than any single test, and the test sees it least in those with least.',
    },
  },
  {
    topic: 'Should school uniforms be mandatory?',
    category: 'Society',
    subject: 'mandatory school uniforms',
    yes: 'school uniforms should be mandatory',
    no: 'school uniforms should not be mandatory',
    hinge: 'It depends on whether uniforms hide differences between pupils or only change where they show.',
    people: 'a pupil teased for wearing the same jumper every day',
    for: [
      {
        name: 'the equaliser',
        claim: 'Uniforms reduce visible differences between rich and poor pupils.',
        support: 'Without a uniform, brands and fashion become a daily competition that children from poorer families cannot win.',
        answer: 'Wealth still shows in shoes, phones and coats, and branded uniforms from a single supplier can cost families more.',
      },
      {
        name: 'the morning decision',
        claim: 'Uniforms remove a daily source of stress.',
        support: 'Parents and children no longer argue about what is appropriate to wear, and nobody has to plan an outfit before school.',
        answer: 'Choosing clothes is a small life skill, and most families manage it without a rulebook.',
      },
      {
        name: 'the sense of belonging',
        claim: 'A uniform gives pupils a shared identity.',
        support:
          'Sports teams, orchestras and emergency services wear uniforms partly to signal that they belong to something larger than themselves.',
        answer: 'Belonging comes from the life of the school, and enforced clothing can make pupils feel controlled instead.',
      },
      {
        name: 'the safety',
        claim: 'Uniforms make it easier to spot someone who does not belong.',
        support: 'On trips and at the school gate, staff can see at a glance who is a pupil, which helps them keep children safe.',
        answer: 'Lanyards, badges and registers do that job without dictating what every child wears all day.',
      },
    ],
    against: [
      {
        name: 'the cost',
        claim: 'Uniforms can be expensive for families.',
        support:
          'In England, concern about the cost of branded items led to a 2021 law requiring schools to keep uniform costs reasonable.',
        answer: 'Cheap generic items and second-hand schemes keep costs down, often below the cost of keeping up with fashion.',
      },
      {
        name: 'the self-expression',
        claim: 'Clothing is one of the few ways young people can express themselves.',
        support:
          'Teenagers are developing their identities, and dictating every item they wear sends a message that conformity matters more than character.',
        answer: 'Pupils can express themselves in what they say and create; a uniform for school hours is not a ban on identity.',
      },
      {
        name: 'the weak evidence',
        claim: 'There is little evidence that uniforms improve behaviour or results.',
        support: 'Studies in the United States have found no consistent effect of uniforms on attendance, behaviour or achievement.',
        answer: 'Benefits like belonging and reduced bullying are hard to measure, which does not mean they are absent.',
      },
      {
        name: 'the enforcement time',
        claim: 'Policing uniforms wastes teachers’ time.',
        support: 'Teachers spend time checking skirt lengths, ties and shoes, and pupils miss lessons in disputes over minor breaches.',
        answer: 'Clear, simple rules reduce disputes, and enforcing any dress code takes time.',
      },
    ],
    close: {
      for: 'A uniform tells every child that at school, they start level.',
      against: 'Teach children to respect each other, not to dress the same.',
    },
  },
  {
    topic: 'Should public transport be free?',
    category: 'Society',
    subject: 'free public transport',
    yes: 'public transport should be free',
    no: 'public transport should not be free',
    hinge: 'It turns on whether the price of a ticket or the quality of the service keeps people in their cars.',
    people: 'a cleaner who spends a tenth of her wage on bus fares',
    for: [
      {
        name: 'the Luxembourg example',
        claim: 'A whole country has made public transport free.',
        support: 'Luxembourg made all buses, trams and trains free in 2020, becoming the first country to do so nationwide.',
        answer: 'Luxembourg is small and rich, and fares covered only a small share of its costs; few countries can copy it.',
      },
      {
        name: 'the fairness',
        claim: 'Fares take the biggest share from the poorest.',
        support: 'People on low incomes rely most on buses and spend a larger share of their income on fares than anyone else.',
        answer: 'Targeted discounts for low-income riders help them more cheaply than making every journey free for everyone.',
      },
      {
        name: 'the climate case',
        claim: 'Free transport can pull people out of cars.',
        support: 'Transport is a large source of emissions, and every driver who switches to a bus reduces congestion and pollution.',
        answer: 'Studies of free-fare schemes find that many new riders were previously walking or cycling, not driving.',
      },
      {
        name: 'the saved costs of fares',
        claim: 'Collecting fares is itself expensive.',
        support: 'Ticket machines, inspectors and payment systems cost money, and boarding is faster when nobody has to pay.',
        answer:
          'Contactless payment has cut those costs sharply, and fares still bring in far more than they cost to collect in most cities.',
      },
    ],
    against: [
      {
        name: 'the Tallinn lesson',
        claim: 'Free fares do not automatically get drivers out of their cars.',
        support:
          'Tallinn made transport free for residents in 2013; ridership rose modestly, and much of the increase came from people who had been walking.',
        answer: 'Even a modest shift helps, and Tallinn also gained new registered residents, boosting its tax income.',
      },
      {
        name: 'the lost revenue',
        claim: 'Fares pay for much of the service.',
        support:
          'In many big cities, such as London, fares cover a large share of operating costs, and losing them means cuts or large tax rises.',
        answer: 'Roads are free to use and funded by taxes; public transport deserves the same treatment.',
      },
      {
        name: 'the quality problem',
        claim: 'Reliability and frequency matter more to riders than price.',
        support:
          'Surveys of drivers suggest they would switch for faster, more frequent and more reliable services, and free fares do nothing for that.',
        answer: 'Both matter, and free fares can build the ridership that justifies more frequent services.',
      },
      {
        name: 'the crowding',
        claim: 'Free services can become overcrowded.',
        support:
          'Where peak services are already full, more riders without more capacity means standing room only, which drives some people back to cars.',
        answer: 'Crowding is a sign of demand, which is the best argument for expanding the service.',
      },
    ],
    close: {
      for: 'Mobility is a public good, and it should be paid for like one.',
      against: 'Spend the money on better buses, not on giving away the ones we have.',
    },
  },
  {
    topic: 'Should junk food be banned in schools?',
    category: 'Society',
    subject: 'banning junk food in schools',
    yes: 'junk food should be banned in schools',
    no: 'junk food should not be banned in schools',
    hinge: 'It depends on whether schools should shape children’s choices or teach them to make their own.',
    people: 'a child who eats two meals a day, one of them at school',
    for: [
      {
        name: 'the childhood obesity',
        claim: 'Childhood obesity is a serious and growing problem.',
        support:
          'In England, roughly one in five children is obese by the final year of primary school, according to the National Child Measurement Programme.',
        answer: 'Obesity has many causes, most of them outside school, and school food is a small part of what children eat.',
      },
      {
        name: 'the school’s duty',
        claim: 'A school should not sell what it teaches children to avoid.',
        support: 'Lessons on healthy eating mean little if the vending machine in the corridor sells crisps and fizzy drinks.',
        answer: 'Removing choice does not teach judgement; children learn more by being trusted with decisions.',
      },
      {
        name: 'the evidence from standards',
        claim: 'Nutrition standards in schools have changed what children eat.',
        support:
          'Studies of the 2010 American school meal reforms found that children ate more fruit and vegetables under the stricter standards.',
        answer: 'Those reforms also increased food waste, as children threw away meals they did not want.',
      },
      {
        name: 'the habits for life',
        claim: 'Eating habits formed in childhood last.',
        support: 'Children eat a large share of their weekday meals at school, and what feels normal there shapes tastes for years.',
        answer: 'Habits are formed mostly at home, which is where efforts to improve diet would do the most good.',
      },
    ],
    against: [
      {
        name: 'the shop outside the gate',
        claim: 'Bans move junk food outside the school gate.',
        support: 'Research around schools has found pupils buying snacks from nearby shops when they cannot get them inside.',
        answer: 'That can be addressed with planning rules on takeaways near schools, as some councils already apply.',
      },
      {
        name: 'the lesson in choice',
        claim: 'Children need to learn to make good choices themselves.',
        support: 'Adults face junk food everywhere, and schools can teach moderation rather than pretending temptation does not exist.',
        answer: 'Schools teach moderation through lessons; there is no need to sell the temptation as well.',
      },
      {
        name: 'the definition problem',
        claim: 'Defining junk food is harder than it sounds.',
        support:
          'Is a cereal bar junk food? Fruit juice? Bans based on nutrient scores have caught foods like cheese and nuts in some schemes.',
        answer: 'Nutrient standards already exist and work; imperfect lines are still better than none.',
      },
      {
        name: 'the lost funds',
        claim: 'Snack sales fund school activities.',
        support: 'Some schools rely on vending machine income and bake sales to pay for trips, clubs and equipment.',
        answer: 'Funding school trips from children’s unhealthy snacks is a poor bargain, and healthy options can be sold instead.',
      },
    ],
    close: {
      for: 'A school’s food should teach the same lesson as its classrooms.',
      against: 'Teach children to choose well, rather than taking the choice away.',
    },
  },
  {
    topic: 'Should handwriting still be taught in schools?',
    category: 'Society',
    subject: 'teaching handwriting',
    yes: 'handwriting should still be taught in schools',
    no: 'handwriting lessons should give way to typing',
    hinge: 'It turns on whether handwriting is a way of thinking or just an old way of recording.',
    people: 'a seven-year-old proudly writing her own name',
    for: [
      {
        name: 'the memory benefit',
        claim: 'Writing by hand helps people learn and remember.',
        support:
          'A widely cited 2014 study found that students who took notes by hand understood lectures better than those who typed, because they had to summarise.',
        answer: 'Later attempts to replicate that study found much smaller or no differences between handwritten and typed notes.',
      },
      {
        name: 'the reading link',
        claim: 'Learning to form letters helps children learn to read.',
        support:
          'Brain imaging studies have found that children who practised writing letters by hand recognised them better than those who typed them.',
        answer: 'Letter formation in the early years is worth keeping, but that does not justify years of joined-up handwriting drills.',
      },
      {
        name: 'the exams and everyday use',
        claim: 'People still need to write by hand.',
        support: 'Most exams are still handwritten, and notes, forms, cards and signatures are part of everyday life.',
        answer: 'Exams are moving onto screens, and everyday handwriting needs only basic legibility, not extended lessons.',
      },
      {
        name: 'the independence from devices',
        claim: 'A pen works when the battery runs out.',
        support: 'Handwriting requires no device, no power and no account, which makes it reliable and available to everyone.',
        answer: 'That is an argument for basic writing, which everyone learns anyway, not for prizing neat cursive.',
      },
    ],
    against: [
      {
        name: 'the world of keyboards',
        claim: 'Almost all adult writing happens on a keyboard.',
        support: 'Work, study and communication are now typed, and fluent touch-typing is a skill many pupils never learn properly.',
        answer: 'Learning to type does not require giving up handwriting; both can be taught.',
      },
      {
        name: 'the struggling writers',
        claim: 'Handwriting can hold back children who find it hard.',
        support:
          'Children with dyspraxia or dysgraphia can have excellent ideas but struggle to get them onto paper, and typing frees them.',
        answer: 'Those children can use keyboards as an adjustment, as many schools allow, while others still learn handwriting.',
      },
      {
        name: 'the crowded timetable',
        claim: 'Time spent on neat handwriting comes from other subjects.',
        support: 'Hours of cursive practice could go to reading, coding or typing, which pupils will use more often.',
        answer: 'Handwriting practice takes minutes a day in the early years and supports reading and spelling at the same time.',
      },
      {
        name: 'the states that dropped cursive',
        claim: 'Many schools have already dropped joined-up writing.',
        support:
          'The Common Core standards adopted by many American states in 2010 did not require cursive, and schools shifted time to keyboarding.',
        answer: 'Several of those states later brought cursive back, after parents and teachers missed it.',
      },
    ],
    close: {
      for: 'The hand that writes helps the mind that learns.',
      against: 'Teach children to write in the way they will actually write.',
    },
  },
  {
    topic: 'Should cities ban cars from their centers?',
    also: [
      {
        topic: 'Should cars be banned from city centres?',
        yes: 'cars should be banned from city centres',
        no: 'cars should not be banned from city centres',
      },
      {
        topic: 'Should cities ban cars from downtown areas?',
        yes: 'cities should ban cars from downtown areas',
        no: 'cities should not ban cars from downtown areas',
      },
    ],
    category: 'Society',
    subject: 'car-free city centres',
    yes: 'cities should ban cars from their centres',
    no: 'cities should not ban cars from their centres',
    hinge: 'It depends on who the centre is for: the people who live and shop there, or the people who drive through it.',
    people: 'a shopkeeper whose customers used to park outside',
    for: [
      {
        name: 'the cleaner air',
        claim: 'Removing cars makes city air far cleaner.',
        support:
          'Road traffic is a major source of nitrogen dioxide in cities, and London’s ultra-low emission zone was followed by sharp falls in roadside pollution in central areas.',
        answer: 'Cleaner engines and electric cars are already cutting pollution without banning anyone from the centre.',
      },
      {
        name: 'the Oslo and Pontevedra examples',
        claim: 'Cities that removed cars from their centres have thrived.',
        support:
          'Pontevedra in Spain pedestrianised its centre in 1999 and saw traffic deaths fall to almost none, while Oslo removed most central parking spaces and replaced them with benches and bike lanes.',
        answer: 'Those are small or unusually rich cities; results there may not transfer to large cities with poorer public transport.',
      },
      {
        name: 'the safer streets',
        claim: 'Fewer cars mean fewer deaths and injuries.',
        support: 'Pedestrians and cyclists are most at risk in busy city streets, and car-free zones remove that danger almost entirely.',
        answer: 'Traffic calming, lower speed limits and better crossings cut casualties without banning cars.',
      },
      {
        name: 'the space returned to people',
        claim: 'Streets are the largest public space a city has.',
        support:
          'Land used for lanes and parking can become parks, cafés, markets and playgrounds, and pedestrian streets often attract more shoppers, not fewer.',
        answer: 'That space is also used for deliveries, taxis and emergency vehicles, which a ban must still accommodate.',
      },
    ],
    against: [
      {
        name: 'the people who need cars',
        claim: 'Bans hurt people who cannot easily walk, cycle or take the bus.',
        support:
          'Disabled people, older people, parents with young children and tradespeople with tools often depend on a car to reach the centre.',
        answer: 'Car-free zones can keep access for disabled drivers, deliveries and taxis, as most such schemes do.',
      },
      {
        name: 'the harm to shops',
        claim: 'Shopkeepers fear losing customers who drive.',
        support:
          'Businesses in centres often oppose pedestrianisation at first, worried that shoppers will go to out-of-town malls with free parking.',
        answer: 'Studies of pedestrianised streets often find that footfall and spending rise, because walkers visit more often.',
      },
      {
        name: 'the displaced traffic',
        claim: 'Traffic does not vanish; it moves to the streets around the zone.',
        support: 'Residents near the edge of car-free zones have complained about more congestion and pollution as drivers reroute.',
        answer: 'Research on road closures finds that some traffic does disappear as people change routes, times and modes.',
      },
      {
        name: 'the public transport gap',
        claim: 'Many cities lack the public transport to replace cars.',
        support: 'A ban works where trams and trains are frequent and reliable, but in many cities the alternative is an infrequent bus.',
        answer: 'The ban and better transport can come together, with the savings from fewer roads invested in buses and trams.',
      },
    ],
    close: {
      for: 'City centres should be built for people, and people are not cars.',
      against: 'Make the alternatives good enough, and drivers will leave on their own.',
    },
  },
  {
    topic: 'Should daylight saving time be abolished?',
    category: 'Society',
    subject: 'abolishing daylight saving time',
    yes: 'daylight saving time should be abolished',
    no: 'daylight saving time should be kept',
    hinge: 'It turns on whether we value lighter evenings more than mornings in step with the sun.',
    people: 'a night-shift nurse who loses an hour of sleep every March',
    for: [
      {
        name: 'the health risk of the change',
        claim: 'The spring change harms health.',
        support: 'Studies have found small but measurable rises in heart attacks and road accidents in the days after clocks go forward.',
        answer:
          'Those effects are short-lived and small, and they come from the change, which could be ended by keeping summer time all year.',
      },
      {
        name: 'the sleep scientists',
        claim: 'Sleep experts favour permanent standard time.',
        support:
          'The American Academy of Sleep Medicine has called for permanent standard time, because it keeps the clock closer to the sun.',
        answer: 'Many people would still prefer lighter evenings, which matter for exercise, shopping and safety on the way home.',
      },
      {
        name: 'the lost purpose',
        claim: 'The original reason for it no longer applies.',
        support:
          'Daylight saving was widely adopted during the First World War to save fuel, and modern studies find little or no energy saving today.',
        answer: 'Lighter evenings have benefits beyond energy, such as fewer evening road accidents and more time outdoors.',
      },
      {
        name: 'the confusion',
        claim: 'Twice-yearly changes cause confusion.',
        support: 'Missed appointments, scheduling errors across time zones and software bugs follow each change.',
        answer: 'Phones and computers change clocks automatically, and most people adjust within a few days.',
      },
    ],
    against: [
      {
        name: 'the lighter evenings',
        claim: 'Lighter summer evenings are valued by most people.',
        support:
          'Extra daylight after work means more time for sport, gardening and socialising, and supports businesses such as restaurants and leisure.',
        answer: 'Those evenings could be kept by permanent summer time, which would end the change without losing the light.',
      },
      {
        name: 'the road safety',
        claim: 'Lighter evenings reduce accidents.',
        support:
          'Research has suggested that more daylight during the evening rush hour reduces pedestrian deaths, since evenings are busier than mornings.',
        answer: 'Darker mornings would put children on the roads in the dark on the way to school, shifting rather than removing the risk.',
      },
      {
        name: 'the failed experiments',
        claim: 'Countries that tried permanent time changed their minds.',
        support:
          'Britain tried year-round summer time from 1968 to 1971 and abandoned it after complaints about dark winter mornings, especially in Scotland.',
        answer: 'The experiment was judged on disputed accident data, and public opinion has changed in the decades since.',
      },
      {
        name: 'the disagreement over which time',
        claim: 'Abolishing the change forces a choice nobody agrees on.',
        support:
          'The European Parliament voted in 2019 to end clock changes, but member states never agreed which time to keep, and the plan stalled.',
        answer: 'Disagreement over the details is not an argument for keeping a practice that most people say they dislike.',
      },
    ],
    close: {
      for: 'Set the clocks once and leave them alone.',
      against: 'A small change twice a year buys months of brighter evenings.',
    },
  },
];
