import type { TopicBank } from './types.ts';

// The Funny category: real arguments (the facts are real), delivered with a straight face.
export const FUNNY: readonly TopicBank[] = [
  {
    topic: 'Is pineapple an acceptable pizza topping?',
    category: 'Funny',
    subject: 'pineapple on pizza',
    yes: 'pineapple is an acceptable pizza topping',
    no: 'pineapple does not belong on pizza',
    hinge: 'It turns on whether pizza is a sacred tradition or a democracy of toppings.',
    people: 'a waiter who has to carry the Hawaiian to the table and pretend not to judge',
    for: [
      {
        name: 'the sweet-and-savoury tradition',
        claim: 'Sweet and savoury together is one of the oldest tricks in cooking.',
        support:
          'Prosciutto and melon, duck with orange, cheese with chutney: nobody calls the police about those, and pineapple with ham is the same idea.',
        answer: 'Melon and ham were introduced properly, in a civilised way, on a plate, not baked together under cheese.',
      },
      {
        name: 'the popularity',
        claim: 'People keep ordering it.',
        support:
          'Hawaiian pizza has been a bestseller for decades in places like Australia and Canada, and a pizza topping does not get that popular by accident.',
        answer: 'Popularity proves nothing; millions of people also watch cat videos at three in the morning.',
      },
      {
        name: 'the Canadian inventor',
        claim: 'Pineapple pizza has a proud, if unlikely, history.',
        support:
          'It was created in 1962 by Sam Panopoulos, a Greek immigrant running a restaurant in Ontario, who tried canned pineapple on a whim and changed dinner forever.',
        answer: 'A Greek-Canadian experiment with canned fruit is not the pedigree of a great Italian dish, however charming the story.',
      },
      {
        name: 'the freedom of toppings',
        claim: 'Pizza has always evolved, and it should be free to.',
        support:
          'Tomatoes themselves only reached Italian kitchens after arriving from the Americas, so pizza has been welcoming foreign fruit for centuries.',
        answer: 'Tomatoes earned their place over centuries; pineapple has been on probation since 1962 and keeps reoffending.',
      },
    ],
    against: [
      {
        name: 'the soggy base',
        claim: 'Pineapple releases juice that makes the base soggy.',
        support:
          'Fruit full of water, baked under cheese, steams the dough from above; the result is a crust that bends like a wet envelope.',
        answer: 'Drain the pineapple, use a hot oven, and the base survives; soggy pizza is a chef’s failure, not the fruit’s.',
      },
      {
        name: 'the Italian verdict',
        claim: 'Italians, who know something about pizza, mostly reject it.',
        support:
          'Neapolitan pizza has been recognised by UNESCO as cultural heritage, and Italian chefs have been publicly horrified by pineapple for decades.',
        answer: 'Italians are also horrified by cappuccino after lunch, and the rest of the world has survived that too.',
      },
      {
        name: 'the presidential incident',
        claim: 'Even heads of state have weighed in against it.',
        support:
          'In 2017 the president of Iceland joked that he would ban pineapple on pizza if he could; the remark made headlines around the world.',
        answer:
          'He later clarified that he had no such power and that people should eat what they like, which is the most pro-pineapple statement a president has made.',
      },
      {
        name: 'the balance of flavours',
        claim: 'Pineapple overwhelms everything else on the pizza.',
        support: 'Its acidity and sweetness drown out tomato, cheese and herbs, turning a careful balance into a fruit salad with a crust.',
        answer: 'Balance is the whole point: the saltiness of ham and cheese is exactly what the sweetness needs.',
      },
    ],
    close: {
      for: 'Let the people have their pineapple, and let pizza be free.',
      against: 'Some traditions exist for a reason, and the reason is usually a soggy base.',
    },
  },
  {
    topic: 'Are cats better pets than dogs?',
    also: [{ topic: 'Are cats better than dogs?', yes: 'cats are better than dogs', no: 'dogs are better than cats' }],
    category: 'Funny',
    subject: 'cats over dogs',
    yes: 'cats are better pets than dogs',
    no: 'dogs are better pets than cats',
    hinge: 'It depends on whether you want a pet that adores you or one that merely tolerates you with dignity.',
    people: 'someone whose sofa has been claimed by a cat since 2019',
    for: [
      {
        name: 'the independence',
        claim: 'Cats look after themselves.',
        support:
          'A cat needs no walks in the rain, uses a litter tray, and can be left alone for a working day without eating the furniture out of grief.',
        answer:
          'That independence is just another word for indifference; a cat would let you fall down the stairs if it meant a better seat.',
      },
      {
        name: 'the small footprint',
        claim: 'Cats fit modern life.',
        support: 'They suit flats and busy schedules, which is why cats outnumber dogs as pets in many European countries.',
        answer: 'Modern life needs more exercise and more friends, and a dog delivers both every morning whether you like it or not.',
      },
      {
        name: 'the pest control',
        claim: 'Cats have a real job, and they have done it for thousands of years.',
        support:
          'Cats were welcomed into early farming villages because they kept grain stores free of mice, an arrangement that has lasted nine thousand years.',
        answer: 'Most house cats today hunt nothing more dangerous than a hair tie, and bring it to you at four in the morning.',
      },
      {
        name: 'the earned affection',
        claim: 'A cat’s affection means more because it is earned.',
        support:
          'A dog loves everyone, including the burglar; when a cat sits on your lap, it has chosen you over every other warm surface in the house.',
        answer: 'A cat chooses you because you are warm; it would choose a radiator with the same enthusiasm.',
      },
    ],
    against: [
      {
        name: 'the loyalty',
        claim: 'Dogs offer unconditional loyalty.',
        support:
          'Hachiko, the Akita who waited at a Tokyo station for his owner every day for nearly ten years after the man died, has a statue there to prove it.',
        answer: 'Loyalty is touching, but a cat would have taken the train and found a new owner with better snacks.',
      },
      {
        name: 'the health benefits',
        claim: 'Dogs get their owners moving.',
        support:
          'Studies have found that dog owners walk more and have a lower risk of death from heart disease, presumably because the dog insists.',
        answer: 'Cat owners also benefit: research has linked cat ownership to lower stress, and nobody has to walk anywhere.',
      },
      {
        name: 'the working partners',
        claim: 'Dogs do extraordinary jobs for people.',
        support:
          'Guide dogs, search-and-rescue dogs and detection dogs save lives every day; no cat has ever found a missing hiker, only a sunny windowsill.',
        answer: 'Nobody asks a cat to work because cats negotiated better terms thousands of years ago.',
      },
      {
        name: 'the joy',
        claim: 'Dogs are simply delighted to see you.',
        support:
          'Come home after five minutes or five days, and a dog greets you like a returning hero, which is more than most humans manage.',
        answer: 'A cat’s restrained greeting is the mark of a mature relationship; not every reunion needs to be a parade.',
      },
    ],
    close: {
      for: 'Choose the pet with standards; choose the cat.',
      against: 'A dog will love you more than you deserve, and that is the whole point of a pet.',
    },
  },
  {
    topic: 'Is a hot dog a sandwich?',
    category: 'Funny',
    subject: 'the hot dog’s status as a sandwich',
    yes: 'a hot dog is a sandwich',
    no: 'a hot dog is not a sandwich',
    hinge: 'It turns on whether a sandwich is defined by its structure or by how people actually talk.',
    people: 'a vendor at a ball game who just wants to sell lunch',
    for: [
      {
        name: 'the structural definition',
        claim: 'A hot dog is filling inside bread, which is what a sandwich is.',
        support:
          'Merriam-Webster’s dictionary has said that a hot dog fits the definition of a sandwich, since a sausage sits in a split roll.',
        answer: 'Dictionaries describe words loosely; by that logic a taco is a sandwich, and no one is ready for that conversation.',
      },
      {
        name: 'the sub precedent',
        claim: 'A submarine sandwich is a hot dog’s close relative.',
        support: 'A sub is a long roll hinged on one side and filled, and nobody denies that a sub is a sandwich.',
        answer:
          'A sub is assembled from slices of filling; a hot dog is one sausage in a custom-made roll, a different architecture entirely.',
      },
      {
        name: 'the justice’s ruling',
        claim: 'A Supreme Court justice has ruled on it, informally.',
        support:
          'In 2016 Justice Ruth Bader Ginsburg, given a definition of a sandwich on a late-night talk show, concluded that a hot dog fits it.',
        answer: 'A joke on a talk show is not a judgment, and the justice herself said that everything depends on the definition.',
      },
      {
        name: 'the consistency',
        claim: 'If a hot dog is not a sandwich, definitions mean nothing.',
        support: 'Once we exclude things that meet every criterion, any category can be defended by mood alone.',
        answer: 'Categories are defined by use, not by geometry, and people simply do not order a sandwich when they want a hot dog.',
      },
    ],
    against: [
      {
        name: 'the council’s ruling',
        claim: 'The hot dog industry itself says no.',
        support: 'The National Hot Dog and Sausage Council declared in 2015 that a hot dog is not a sandwich, but a category unto itself.',
        answer: 'An industry body ruling on its own product is not neutral; of course the hot dog council wants a category of its own.',
      },
      {
        name: 'the ordinary usage',
        claim: 'Nobody calls a hot dog a sandwich.',
        support: 'No menu lists the hot dog under sandwiches, and asking for a sandwich at a hot dog stand gets a very confused look.',
        answer: 'People also call tomatoes vegetables, and botany does not care.',
      },
      {
        name: 'the single bun',
        claim: 'A hot dog bun is one piece, not two slices.',
        support: 'Sandwiches are traditionally built between two separate slices, while a hot dog roll is baked as one hinged piece.',
        answer: 'Many sandwiches use a single split roll, so the single-piece argument would disqualify half the deli counter.',
      },
      {
        name: 'the taco problem',
        claim: 'If a hot dog is a sandwich, so is a taco, and the whole menu collapses.',
        support:
          'A taco is also filling in a single folded carrier; accept the hot dog and burritos, wraps and even pizza slices start demanding sandwich status.',
        answer: 'A taco’s carrier is a tortilla, not bread, so the line holds at bread, and the hot dog sits on the sandwich side of it.',
      },
    ],
    close: {
      for: 'A sausage in bread is a sandwich, and honesty requires us to say so.',
      against: 'The hot dog is not a sandwich; it is a hot dog, and it deserves its own name.',
    },
  },
  {
    topic: 'Is the glass half full or half empty?',
    category: 'Funny',
    subject: 'the half-full glass',
    yes: 'the glass is half full',
    no: 'the glass is half empty',
    hinge: 'It depends on whether the glass is being filled or emptied, and who is holding it.',
    people: 'someone who just wants a drink and is tired of the philosophy',
    for: [
      {
        name: 'the benefits of optimism',
        claim: 'Optimists tend to live longer.',
        support:
          'A 2019 study in the journal PNAS found that the most optimistic people had a substantially higher chance of living to 85 or beyond.',
        answer: 'Optimists also underestimate risks, which is why they buy the lottery ticket and forget the umbrella.',
      },
      {
        name: 'the direction of pouring',
        claim: 'A glass is usually filled, not emptied, before anyone looks at it.',
        support: 'Someone poured that water in, on purpose, for you; describing it as half empty insults the person who poured.',
        answer: 'Or someone drank half of it and left the rest, which is exactly the kind of behaviour a realist notices.',
      },
      {
        name: 'the motivation',
        claim: 'Seeing what you have motivates you to get more.',
        support: 'Research on hope and goal-setting suggests that people who focus on progress persist longer at difficult tasks.',
        answer: 'People who focus on what is missing also get motivated; that is how shopping lists work.',
      },
      {
        name: 'the gratitude',
        claim: 'Grateful people are happier.',
        support:
          'Studies by Robert Emmons found that people who kept gratitude journals reported higher wellbeing, which is the half-full glass in practice.',
        answer: 'Gratitude is lovely, but it does not refill the glass.',
      },
    ],
    against: [
      {
        name: 'the realism',
        claim: 'Pessimists see risks that optimists miss.',
        support:
          'Psychologists call it defensive pessimism: anxious planners who imagine what could go wrong often perform better because they prepare.',
        answer: 'A glass is not a business plan; sometimes it is simply a drink to be enjoyed.',
      },
      {
        name: 'the thirst',
        claim: 'If you are thirsty, the missing half is the point.',
        support: 'A thirsty person does not admire the water that is there; they notice the water that is not, and they go and get more.',
        answer: 'The thirsty person still drinks the half that is there first, which is the most optimistic act imaginable.',
      },
      {
        name: 'the engineer’s answer',
        claim: 'The engineer says the glass is twice as big as it needs to be.',
        support: 'The old joke makes a real point: the problem is not the water but a badly specified glass.',
        answer: 'Blaming the glass is just pessimism with a clipboard.',
      },
      {
        name: 'the expectations',
        claim: 'Low expectations protect happiness.',
        support:
          'Research on expectations suggests that happiness depends partly on whether events beat what we predicted, so expecting an empty glass leaves room for pleasant surprises.',
        answer: 'Expecting the worst also means suffering twice: once in anticipation and once if it happens.',
      },
    ],
    close: {
      for: 'The glass is half full, and frankly, it is my round.',
      against: 'The glass is half empty, and I would like a refill.',
    },
  },
  {
    topic: 'Is breakfast the most important meal of the day?',
    category: 'Funny',
    subject: 'breakfast',
    yes: 'breakfast is the most important meal of the day',
    no: 'breakfast is not the most important meal of the day',
    hinge: 'It depends on whether we are talking about nutrition science or about toast.',
    people: 'a teenager who considers a cereal bar on the bus to be breakfast',
    for: [
      {
        name: 'the schoolchildren',
        claim: 'Children learn better after breakfast.',
        support:
          'Evaluations of school breakfast programmes in England found improved attainment in schools that offered a free breakfast to pupils.',
        answer: 'Those programmes help children who would otherwise go hungry; that is about hunger, not about the magic of mornings.',
      },
      {
        name: 'the energy',
        claim: 'Breakfast breaks the overnight fast.',
        support: 'After eight hours or so without food, a morning meal restores blood sugar and gives the body fuel for the day ahead.',
        answer: 'The body stores plenty of energy overnight, and millions of people function perfectly well until lunch.',
      },
      {
        name: 'the ritual',
        claim: 'Breakfast sets the tone for the day.',
        support:
          'A proper breakfast is a calm moment before the chaos, and anyone who has eaten toast in peace knows the difference it makes.',
        answer: 'A calm moment can come with a coffee; it does not require a full English.',
      },
      {
        name: 'the best food',
        claim: 'Breakfast has the best food of any meal.',
        support: 'Pancakes, pastries, eggs in every form and bacon: no other meal has so many dishes people will queue for on a Sunday.',
        answer: 'Being the most delicious is not the same as being the most important, as dessert has been saying for years.',
      },
    ],
    against: [
      {
        name: 'the cereal marketing',
        claim: 'The slogan was popularised by cereal companies.',
        support:
          'The idea of breakfast as the most important meal was heavily promoted in the early twentieth century by cereal makers such as Kellogg’s, who had cereal to sell.',
        answer: 'The fact that a company promoted an idea does not make it false; soap companies also promoted washing.',
      },
      {
        name: 'the trial evidence',
        claim: 'Controlled trials do not show breakfast aids weight loss.',
        support:
          'A 2019 review in the BMJ found that eating breakfast did not help adults lose weight, and breakfast eaters consumed slightly more calories overall.',
        answer: 'Weight loss is only one measure; breakfast may still help concentration, mood and the morning meeting.',
      },
      {
        name: 'the intermittent fasters',
        claim: 'Many people do well without breakfast.',
        support:
          'Plenty of people skip breakfast by preference or for time-restricted eating, and trials show no obvious harm for healthy adults.',
        answer: 'Those who skip breakfast are often the same people eating biscuits at eleven, which is breakfast in disguise.',
      },
      {
        name: 'the dinner',
        claim: 'Dinner is where families actually meet.',
        support:
          'Shared family meals, most often dinner, are linked with better wellbeing in children, while breakfast is eaten standing at the counter.',
        answer: 'A shared breakfast on a weekend is arguably the happiest meal of the week.',
      },
    ],
    close: {
      for: 'Eat breakfast, like a king, and face the day.',
      against: 'Eat when you are hungry, and ignore slogans invented to sell cereal.',
    },
  },
];
