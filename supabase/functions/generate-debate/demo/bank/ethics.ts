import type { TopicBank } from './types.ts';

export const ETHICS: readonly TopicBank[] = [
  {
    topic: 'Should zoos be banned?',
    also: [
      {
        topic: 'Should zoos exist in the 21st century?',
        yes: 'zoos still have a place in the 21st century',
        no: 'zoos no longer have a place in the 21st century',
        flip: true,
      },
    ],
    category: 'Ethics',
    subject: 'banning zoos',
    yes: 'zoos should be banned',
    no: 'zoos should be reformed, not banned',
    hinge: 'It depends on whether a zoo serves the animals in it or only the visitors looking at them.',
    people: 'an elephant pacing the same path for years',
    for: [
      {
        name: 'the captive suffering',
        claim: 'Many animals suffer in captivity, however good the zoo.',
        support:
          'Wide-ranging animals such as elephants and polar bears show repetitive pacing and swaying in zoos, and a 2008 study found zoo elephants in Europe lived much shorter lives than those in protected wild populations.',
        answer:
          'That shows that some species should not be kept, which is an argument for ending elephant exhibits, not for closing every zoo.',
      },
      {
        name: 'the small role in conservation',
        claim: 'Most zoo animals are not part of any reintroduction programme.',
        support:
          'Zoos keep many species that are not endangered at all, and only a small fraction of their budgets goes to conservation in the wild.',
        answer:
          'Zoos’ conservation spending still totals hundreds of millions of dollars a year, and breeding programmes act as insurance against extinction.',
      },
      {
        name: 'the better alternatives',
        claim: 'Sanctuaries and wild habitats do the job better.',
        support:
          'Sanctuaries care for animals that cannot be released without putting them on display, and money spent protecting habitats saves whole ecosystems.',
        answer: 'Sanctuaries depend on visitors and donations too, and cannot breed endangered species for release as zoos can.',
      },
      {
        name: 'the wrong lesson',
        claim: 'Zoos teach that animals exist for our entertainment.',
        support:
          'Children watching a tiger in an enclosure learn little about its life in the wild, and much about animals as attractions.',
        answer: 'For most people a zoo is the only place to see a living wild animal, which builds the concern that conservation needs.',
      },
    ],
    against: [
      {
        name: 'the species saved',
        claim: 'Zoos have saved species from extinction.',
        support:
          'The Arabian oryx, Przewalski’s horse and the California condor all survived thanks to captive breeding, and have been returned to the wild.',
        answer: 'A handful of success stories does not justify keeping thousands of animals that will never be released.',
      },
      {
        name: 'the education',
        claim: 'Zoos inspire people to care about wildlife.',
        support:
          'Hundreds of millions of people visit zoos each year, many of them children, who meet animals they would otherwise only see on screens.',
        answer: 'Studies of what visitors learn at zoos find modest and short-lived effects, and documentaries reach far more people.',
      },
      {
        name: 'the research',
        claim: 'Zoos support research that helps wild animals.',
        support: 'Veterinary and reproductive research done in zoos has informed the care of endangered species in the wild.',
        answer: 'Much of that research could be done in sanctuaries or field stations without keeping animals for display.',
      },
      {
        name: 'the modern zoo',
        claim: 'Good modern zoos are very different from old menageries.',
        support: 'Accredited zoos now design large, enriched habitats and have stopped keeping species that do badly in captivity.',
        answer: 'Accreditation is voluntary, and many of the world’s zoos fall far short of those standards.',
      },
    ],
    close: {
      for: 'A wild animal’s life should not be spent behind glass for our curiosity.',
      against: 'Reform the bad zoos; do not lose the good ones that keep species alive.',
    },
  },
  {
    topic: 'Is it ethical to eat meat?',
    category: 'Ethics',
    subject: 'eating meat',
    yes: 'eating meat is ethical',
    no: 'eating meat is not ethical',
    hinge: 'It turns on how much weight an animal’s life and suffering carry against human pleasure and tradition.',
    people: 'a pig in a crate too small to turn around in',
    for: [
      {
        name: 'the natural diet',
        claim: 'Humans evolved eating meat.',
        support:
          'Meat has been part of the human diet for over two million years, and it remains central to food cultures around the world.',
        answer: 'What is natural is not automatically right, and most people today can live healthily without meat.',
      },
      {
        name: 'the humane farming',
        claim: 'Meat can be produced with good animal welfare.',
        support: 'Pasture-raised and high-welfare farms give animals decent lives outdoors, and choosing them rewards better practice.',
        answer: 'High-welfare farms produce a small share of meat; most animals, especially chickens and pigs, are raised intensively.',
      },
      {
        name: 'the nutrition',
        claim: 'Meat is a convenient source of important nutrients.',
        support: 'Meat provides complete protein, iron, zinc and vitamin B12, which can be harder to get from some plant-based diets.',
        answer: 'Major dietetic associations agree that well-planned vegetarian and vegan diets are healthy, with B12 supplements.',
      },
      {
        name: 'the livelihoods and land',
        claim: 'Grazing animals can use land that crops cannot.',
        support:
          'Much of the world’s grassland is too steep, dry or poor for crops, and herding provides food and income for pastoral communities.',
        answer: 'Most meat comes from animals fed crops grown on farmland, not from grazing on marginal land.',
      },
    ],
    against: [
      {
        name: 'the animal suffering',
        claim: 'Most meat comes from animals raised in intensive conditions.',
        support:
          'Tens of billions of chickens are raised each year, most in crowded sheds, bred to grow so fast that some struggle to walk.',
        answer: 'That argues for higher welfare standards and better-sourced meat, not for ending meat altogether.',
      },
      {
        name: 'the environmental cost',
        claim: 'Meat has a large environmental footprint.',
        support:
          'Livestock are a major driver of deforestation, water use and greenhouse gas emissions, with beef among the highest-emitting foods per kilogram.',
        answer: 'Footprints vary widely, and poultry or well-managed grazing have much lower impacts than intensive beef.',
      },
      {
        name: 'the sentient beings',
        claim: 'Animals can suffer, and their suffering counts morally.',
        support:
          'In 2012 scientists signed the Cambridge Declaration on Consciousness, affirming that many animals have the capacity for conscious experience.',
        answer: 'Accepting that animals suffer supports treating them well, which is compatible with eating meat from humane farms.',
      },
      {
        name: 'the available alternatives',
        claim: 'Most people in rich countries do not need meat to live well.',
        support:
          'Plant-based foods, from lentils to tofu, provide the nutrients people need, and vegetarian diets are linked with good health.',
        answer: 'Not everyone has access to diverse plant foods, and meat remains important in many diets worldwide.',
      },
    ],
    close: {
      for: 'Eat meat thoughtfully and humanely, and it can be part of an ethical life.',
      against: 'When we can live well without causing suffering, we should.',
    },
  },
  {
    topic: 'Should performance-enhancing drugs be allowed in sports?',
    category: 'Ethics',
    subject: 'allowing performance-enhancing drugs in sport',
    yes: 'performance-enhancing drugs should be allowed in sport',
    no: 'performance-enhancing drugs should stay banned in sport',
    hinge: 'It turns on whether sport is a test of natural talent and training or simply of performance.',
    people: 'a clean athlete who finished fourth behind three who doped',
    for: [
      {
        name: 'the failing enforcement',
        claim: 'Anti-doping enforcement has failed to keep sport clean.',
        support:
          'Lance Armstrong won seven Tours de France while passing hundreds of tests, and Russia ran a state doping programme at the 2014 Sochi Olympics.',
        answer: 'Those cheats were eventually caught, which shows enforcement working, however slowly.',
      },
      {
        name: 'the safety under supervision',
        claim: 'Regulated use would be safer than secret use.',
        support:
          'Athletes who dope now do so without medical oversight, sometimes using black-market drugs; supervised use could limit doses and monitor health.',
        answer: 'Allowing drugs would push every athlete to use them, including young athletes who would never otherwise take the risk.',
      },
      {
        name: 'the arbitrary line',
        claim: 'The line between enhancement and training is arbitrary.',
        support: 'Altitude tents, which raise red blood cell counts, are legal, while EPO, which does the same thing, is banned.',
        answer: 'Rules in sport are always somewhat arbitrary; the point is that everyone plays by the same ones.',
      },
      {
        name: 'the athletes’ freedom',
        claim: 'Adults should be free to take risks with their own bodies.',
        support:
          'Boxers, climbers and racing drivers accept serious risks, and we allow it because they are adults making informed choices.',
        answer: 'In competition, one athlete’s choice forces others to match it or lose, so the choice is not really free.',
      },
    ],
    against: [
      {
        name: 'the health risks',
        claim: 'Doping seriously damages health.',
        support:
          'East German athletes given steroids in the 1970s and 80s, often without their knowledge, suffered lasting harms including heart disease and cancers.',
        answer: 'Those harms came from secret, unsupervised doses; medically supervised use could be far safer.',
      },
      {
        name: 'the pressure on everyone',
        claim: 'Allowing drugs would force every athlete to use them.',
        support: 'If competitors can use drugs legally, any athlete who refuses is at a disadvantage, turning a choice into a requirement.',
        answer: 'Athletes already face pressure to use every legal advantage, from diets to training camps; drugs would be one more.',
      },
      {
        name: 'the spirit of sport',
        claim: 'Sport celebrates human talent and effort, not pharmacology.',
        support: 'Fans admire athletes for what they achieve through dedication, and records set with drugs would mean less.',
        answer: 'Sport already relies on technology, from swimsuits to running shoes, so purity is already a myth.',
      },
      {
        name: 'the young athletes',
        claim: 'Young athletes would follow professionals.',
        support: 'Teenagers hoping to turn professional would feel pressure to start drugs early, when their bodies are still developing.',
        answer: 'Youth sport can keep strict bans while professional sport allows supervised use, as with other age rules.',
      },
    ],
    close: {
      for: 'Regulate openly what is already happening in secret.',
      against: 'Keep sport a test of people, not of chemistry.',
    },
  },
  {
    topic: 'Should animals have the same rights as humans?',
    category: 'Ethics',
    subject: 'equal rights for animals',
    yes: 'animals should have the same rights as humans',
    no: 'animals should not have the same rights as humans',
    hinge: 'It depends on whether rights follow from the capacity to suffer or from the capacity to reason and take on duties.',
    people: 'a chimpanzee in a research lab who has never been outside',
    for: [
      {
        name: 'the capacity to suffer',
        claim: 'The capacity to suffer is what matters morally.',
        support:
          'The philosopher Jeremy Bentham wrote that the question is not whether animals can reason or talk, but whether they can suffer.',
        answer:
          'Recognising suffering supports protecting animals from cruelty, not giving them the same rights as people, such as voting.',
      },
      {
        name: 'the intelligence of animals',
        claim: 'Many animals have rich mental and social lives.',
        support:
          'Great apes use tools and grieve their dead, elephants recognise themselves in mirrors, and crows solve multi-step puzzles.',
        answer: 'Impressive abilities in some species do not mean that all animals, from ants to whales, should have identical rights.',
      },
      {
        name: 'the moral consistency',
        claim: 'We already grant rights to humans who cannot reason.',
        support:
          'Infants and people with severe cognitive disabilities have full rights, even though they cannot take on duties, so reason cannot be the test.',
        answer: 'Those humans are members of a moral community of persons, which is why their rights are protected.',
      },
      {
        name: 'the legal progress',
        claim: 'Courts have begun recognising animals as more than property.',
        support:
          'An Argentine court recognised an orangutan named Sandra as a non-human person in 2014, and she was later moved to a sanctuary.',
        answer: 'Such rulings give animals limited protections, not the same rights as humans.',
      },
    ],
    against: [
      {
        name: 'the rights and duties',
        claim: 'Rights come with responsibilities that animals cannot bear.',
        support:
          'Human rights exist within a system of mutual obligations, and animals cannot respect others’ rights, be held to account or take part in law.',
        answer: 'We protect the rights of many humans who cannot take on duties, such as young children.',
      },
      {
        name: 'the impossible equality',
        claim: 'Identical rights would be absurd in practice.',
        support:
          'Animals cannot vote, marry or stand trial, and equal rights would raise impossible questions about predators killing prey.',
        answer: 'Nobody seriously proposes animals should vote; equal consideration of interests means protecting them from suffering.',
      },
      {
        name: 'the medical research',
        claim: 'Human rights for animals would halt vital research.',
        support:
          'Vaccines and treatments, including those for polio, were developed with animal research, which equal rights would forbid.',
        answer: 'Alternatives to animal testing are developing fast, and rights could allow exceptions under strict conditions.',
      },
      {
        name: 'the welfare approach',
        claim: 'Strong welfare laws protect animals without equal rights.',
        support: 'Laws against cruelty, and bans on practices like cosmetic testing in the European Union, protect animals effectively.',
        answer: 'Welfare laws still treat animals as property, and allow billions of them to be confined and killed.',
      },
    ],
    close: {
      for: 'If suffering matters, it matters whoever suffers.',
      against: 'Protect animals generously, but rights are a human institution.',
    },
  },
  {
    topic: 'Is it ethical to use animals in medical research?',
    also: [
      {
        topic: 'Should animals be used in medical research?',
        yes: 'animals should be used in medical research',
        no: 'animals should not be used in medical research',
      },
    ],
    category: 'Ethics',
    subject: 'animal research',
    yes: 'using animals in medical research is ethical',
    no: 'using animals in medical research is not ethical',
    hinge: 'It depends on whether the human lives saved justify the animal suffering caused, and whether alternatives could do the job.',
    people: 'a child whose life was saved by a vaccine tested on animals',
    for: [
      {
        name: 'the medical breakthroughs',
        claim: 'Animal research has contributed to most major medical advances.',
        support:
          'Insulin was discovered through experiments on dogs in the 1920s, and polio vaccines were developed and tested using monkeys.',
        answer: 'Past dependence does not prove current necessity; modern methods can replace many of those experiments.',
      },
      {
        name: 'the safety testing',
        claim: 'Animal testing protects human volunteers.',
        support: 'Before a new drug is given to people, regulators have long required tests in animals to detect toxic effects.',
        answer: 'Most drugs that pass animal tests still fail in human trials, which shows how poorly animal results predict human ones.',
      },
      {
        name: 'the strict regulation',
        claim: 'Animal research is tightly regulated.',
        support:
          'In the United Kingdom, research requires licences, ethical review and a commitment to the three Rs: replacement, reduction and refinement.',
        answer: 'Regulation limits suffering but still allows millions of procedures each year, many causing moderate or severe distress.',
      },
      {
        name: 'the complex systems',
        claim: 'Some questions can only be answered in a living body.',
        support: 'Understanding how a drug affects the heart, brain and immune system together requires studying whole organisms.',
        answer: 'Organ-on-chip technology and computer models increasingly replicate those systems.',
      },
    ],
    against: [
      {
        name: 'the animal suffering',
        claim: 'Research causes real suffering to sentient animals.',
        support:
          'Millions of procedures are performed on animals each year in Europe alone, some involving pain, distress or lasting harm.',
        answer: 'The three Rs are reducing numbers and severity, and research is only approved when the benefits justify it.',
      },
      {
        name: 'the poor translation',
        claim: 'Animal results often fail to predict human outcomes.',
        support:
          'Around nine in ten drugs that enter human trials after passing animal tests fail, often because of safety or effectiveness problems not seen in animals.',
        answer:
          'Many fail for reasons unrelated to animal models, and without animal testing even more dangerous drugs would reach trials.',
      },
      {
        name: 'the new alternatives',
        claim: 'Better methods now exist.',
        support:
          'In 2022 the United States removed the legal requirement that new drugs be tested on animals, recognising alternatives such as cell-based assays.',
        answer: 'Removing the requirement allows alternatives; it does not mean they can yet replace animal studies for most drugs.',
      },
      {
        name: 'the moral status of animals',
        claim: 'Animals cannot consent, and their lives have value of their own.',
        support:
          'We would not accept experiments on humans who could not consent, and the same principle should apply to animals that can suffer.',
        answer:
          'We accept that human interests can outweigh animal ones, as in farming and pest control, so research with strict limits is consistent.',
      },
    ],
    close: {
      for: 'Until alternatives can do the job, saving human lives justifies careful, limited animal research.',
      against: 'The best science is moving beyond animal testing, and ethics should lead the way.',
    },
  },
  {
    topic: 'Should museums return artifacts to their countries of origin?',
    category: 'Ethics',
    subject: 'returning artefacts to their countries of origin',
    yes: 'museums should return artefacts to their countries of origin',
    no: 'museums should not return artefacts wholesale',
    hinge: 'It turns on whether how an object was acquired outweighs where it can best be seen and kept.',
    people: 'a Nigerian student who has seen the Benin Bronzes only in photographs',
    for: [
      {
        name: 'the looted objects',
        claim: 'Many artefacts were taken by force.',
        support:
          'British troops seized thousands of Benin Bronzes in 1897 during a punitive expedition, and they were sold to museums across Europe and America.',
        answer: 'Returning clearly looted objects like the Benin Bronzes is one thing; most collections were acquired by purchase or gift.',
      },
      {
        name: 'the returns already happening',
        claim: 'Museums are already returning artefacts.',
        support:
          'Germany began transferring ownership of its Benin Bronzes to Nigeria in 2022, and the Smithsonian and other institutions have returned items too.',
        answer: 'Some returned objects have faced uncertainty over where they will be displayed, showing the complications involved.',
      },
      {
        name: 'the cultural identity',
        claim: 'Artefacts are part of a people’s heritage.',
        support:
          'Objects such as sacred carvings and royal regalia carry meanings for their communities that a foreign museum cannot convey.',
        answer: 'Great museums let people from around the world see many cultures side by side, which builds understanding.',
      },
      {
        name: 'the access',
        claim: 'People should not need visas to see their own heritage.',
        support: 'Many people from former colonies cannot easily travel to London or Paris, where their heritage is displayed.',
        answer: 'Loans, travelling exhibitions and digital access can share objects without permanent transfer.',
      },
    ],
    against: [
      {
        name: 'the universal museum',
        claim: 'Great museums show the whole of human culture together.',
        support:
          'Institutions like the British Museum let millions of visitors each year compare civilisations side by side, free of charge.',
        answer: 'The universal museum was built on colonial power, and the people whose culture it displays rarely benefit.',
      },
      {
        name: 'the preservation',
        claim: 'Some objects are better preserved where they are.',
        support: 'Major museums have conservation expertise, climate control and security that some origin countries cannot yet match.',
        answer: 'Many origin countries now have modern museums, such as the Museum of Egyptian Civilisation in Cairo.',
      },
      {
        name: 'the legal ownership',
        claim: 'Many objects were acquired legally.',
        support:
          'Collections include objects bought, gifted or excavated with permits, and laws such as the British Museum Act restrict disposals.',
        answer: 'Legality under colonial rule was set by the colonisers, and laws can be changed, as several countries have done.',
      },
      {
        name: 'the cases of uncertainty',
        claim: 'Ownership claims are often contested.',
        support:
          'Borders and nations have changed since many objects were made, so it is not always clear which country or community should receive them.',
        answer: 'Uncertainty in some cases does not justify keeping objects where the rightful owner is clear.',
      },
    ],
    close: {
      for: 'Return what was taken, and share heritage on equal terms.',
      against: 'Share collections widely, but do not break up the museums that let the world see itself.',
    },
  },
  {
    topic: "Is it okay to lie to protect someone's feelings?",
    category: 'Ethics',
    subject: 'lying to protect feelings',
    yes: 'it is okay to lie to protect someone’s feelings',
    no: 'it is not okay to lie to protect someone’s feelings',
    hinge: 'It turns on whether kindness sometimes requires the truth to wait, or whether honesty is the deeper kindness.',
    people: 'a friend asking what you think of a haircut she cannot undo',
    for: [
      {
        name: 'the everyday kindness',
        claim: 'Small lies smooth social life.',
        support:
          'Telling a host that dinner was lovely or a friend that a gift is perfect spares feelings at no real cost, and almost everyone does it.',
        answer: 'Small lies add up, and people who discover them begin to doubt the praise they actually deserve.',
      },
      {
        name: 'the cases of no benefit',
        claim: 'Some truths do no good.',
        support:
          'Telling a dying person that a loved one is angry with them, or criticising a haircut that cannot be undone, causes pain with no benefit.',
        answer: 'Choosing not to volunteer a hurtful truth is different from lying when asked directly.',
      },
      {
        name: 'the relationships',
        claim: 'Relationships depend on tact as well as honesty.',
        support: 'Research on close relationships finds that couples who see each other in a somewhat rosier light tend to be happier.',
        answer: 'Positive illusions are not lies; they are generous interpretations, which honesty still allows.',
      },
      {
        name: 'the greater good',
        claim: 'Sometimes kindness matters more than accuracy.',
        support:
          'Many ethical traditions weigh the consequences of actions, and a lie that prevents needless suffering can be the more caring choice.',
        answer: 'Consequences are hard to predict, and the liar often overestimates how fragile the other person is.',
      },
    ],
    against: [
      {
        name: 'the erosion of trust',
        claim: 'Even kind lies erode trust.',
        support: 'If people know that friends lie to protect their feelings, they can never be sure when praise or reassurance is sincere.',
        answer: 'Most people understand the difference between social politeness and sincere advice.',
      },
      {
        name: 'the respect for autonomy',
        claim: 'Lying treats people as unable to handle the truth.',
        support:
          'The philosopher Immanuel Kant argued that lying violates the dignity of the person deceived, denying them the chance to decide with full information.',
        answer: 'Kant’s absolute rule leads to absurd results, such as telling the truth to a murderer asking where a friend is hiding.',
      },
      {
        name: 'the missed growth',
        claim: 'People need honest feedback to improve.',
        support: 'A friend who praises a weak business plan or a poor manuscript may spare feelings today but cost money and years later.',
        answer: 'Honest feedback can be given kindly, and protecting feelings in minor matters does not stop it.',
      },
      {
        name: 'the slippery habit',
        claim: 'Small lies make bigger ones easier.',
        support:
          'Research on dishonesty suggests that people adapt to lying, and small lies can grow as the discomfort of deception fades.',
        answer: 'White lies are a recognised and limited social category, and most people do not slide from them into serious deceit.',
      },
    ],
    close: {
      for: 'A kind lie in a small matter can be the most loving thing to say.',
      against: 'Kindness and honesty are not enemies, and a good friend finds ways to offer both.',
    },
  },
  {
    topic: 'Should fast food advertising be banned?',
    category: 'Ethics',
    subject: 'banning fast food advertising',
    yes: 'fast food advertising should be banned',
    no: 'fast food advertising should not be banned',
    hinge: 'It turns on whether advertising shapes what people want or only tells them where to find it.',
    people: 'a child who can name every burger brand before she can read',
    for: [
      {
        name: 'the effect on children',
        claim: 'Advertising influences what children want to eat.',
        support:
          'Studies have found that children who see food adverts eat more afterwards, and they can recognise fast food brands from a very young age.',
        answer: 'Restrictions on advertising to children already exist in many countries, without a total ban.',
      },
      {
        name: 'the tobacco precedent',
        claim: 'Advertising bans have worked for other harmful products.',
        support:
          'Bans on tobacco advertising helped reduce smoking, and governments accepted that the health costs justified limits on marketing.',
        answer: 'Tobacco is harmful in any amount; fast food is fine in moderation, so the comparison does not hold.',
      },
      {
        name: 'the obesity costs',
        claim: 'Obesity costs health systems enormously.',
        support:
          'Obesity-related illness costs the National Health Service in England billions of pounds a year, and poor diet is a leading risk factor for disease.',
        answer: 'Obesity has many causes, and the evidence that advertising bans reduce obesity is limited.',
      },
      {
        name: 'the London ban',
        claim: 'Cities have already restricted junk food adverts.',
        support:
          'London banned junk food adverts on its transport network in 2019, and a study found households bought fewer calories from unhealthy foods afterwards.',
        answer: 'That study found a modest change in purchases, not a proven change in health.',
      },
    ],
    against: [
      {
        name: 'the free speech of business',
        claim: 'Businesses have a right to advertise legal products.',
        support:
          'Fast food is legal and widely enjoyed, and banning its advertising restricts commercial speech without banning the product.',
        answer: 'Commercial speech is already limited when it harms public health, as with tobacco.',
      },
      {
        name: 'the definition problem',
        claim: 'Defining fast food is difficult.',
        support:
          'Salads, sandwiches and coffee are sold by fast food chains, while restaurants serve high-calorie meals, making a fair line hard to draw.',
        answer: 'Nutrient profiling models already classify foods by fat, sugar and salt, and they are used in existing rules.',
      },
      {
        name: 'the personal responsibility',
        claim: 'Adults are responsible for their own choices.',
        support: 'People know fast food is not healthy, and banning adverts treats them as unable to resist marketing.',
        answer: 'Advertising works precisely because it influences choices, which is why companies spend billions on it.',
      },
      {
        name: 'the jobs and revenue',
        claim: 'Advertising supports media and jobs.',
        support: 'Food advertising helps fund television, sport and free media, and bans could cut revenue and jobs.',
        answer: 'Advertisers would shift spending to other products, so media revenue would not simply disappear.',
      },
    ],
    close: {
      for: 'Children should not grow up surrounded by adverts for food that harms them.',
      against: 'Educate and inform, but let people make their own choices about legal food.',
    },
  },
];
