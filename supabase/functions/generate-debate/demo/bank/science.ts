import type { TopicBank } from './types.ts';

export const SCIENCE: readonly TopicBank[] = [
  {
    topic: 'Is nuclear power the key to a clean energy future?',
    also: [
      {
        topic: 'Is nuclear power the answer to climate change?',
        yes: 'nuclear power is the answer to climate change',
        no: 'nuclear power is not the answer to climate change',
      },
    ],
    category: 'Science',
    subject: 'nuclear power',
    yes: 'nuclear power is the key to a clean energy future',
    no: 'nuclear power is not the key to a clean energy future',
    hinge: 'It depends on whether the bottleneck is clean electricity itself, or the time and money it takes to build it.',
    people: 'a family paying the heating bill through a windless winter',
    for: [
      {
        name: 'the French example',
        claim: 'France decarbonised its electricity in about fifteen years with nuclear power.',
        support:
          'France built most of its reactors between the late 1970s and the early 1990s, and nuclear plants still supply around two thirds of its electricity, among the lowest-carbon grids in Europe.',
        answer:
          'France built in a different era, with a state monopoly; its recent reactor at Flamanville ran twelve years late and several times over budget.',
      },
      {
        name: 'the steady supply',
        claim: 'Nuclear plants run day and night, whatever the weather.',
        support:
          'Reactors typically run more than 90 percent of the time in the United States, providing the steady power that wind and sun cannot guarantee on their own.',
        answer:
          'Batteries, interconnectors and flexible demand are filling that gap faster and more cheaply than new reactors can be built.',
      },
      {
        name: 'the safety record',
        claim: 'Per unit of electricity, nuclear is among the safest energy sources.',
        support:
          'Analyses by Our World in Data put deaths per unit of energy from nuclear, including Chernobyl and Fukushima, far below coal, oil and gas, and comparable with wind and solar.',
        answer:
          'The risk is not only deaths: Fukushima displaced over a hundred thousand people, and a major accident can close a region for decades.',
      },
      {
        name: 'the small footprint',
        claim: 'Nuclear needs very little land for the power it produces.',
        support:
          'A single large plant on a few square kilometres can produce as much electricity as wind or solar farms spread over hundreds.',
        answer: 'Land is not the binding constraint in most countries, and solar panels can share land with farms and rooftops.',
      },
    ],
    against: [
      {
        name: 'the cost and delay',
        claim: 'New nuclear plants take too long and cost too much.',
        support:
          'Britain’s Hinkley Point C and the Vogtle expansion in the United States have both run years late and billions over budget.',
        answer: 'Costs fall when countries build series of identical reactors, as South Korea did, instead of one-off megaprojects.',
      },
      {
        name: 'the cheaper renewables',
        claim: 'Wind and solar are now the cheapest new electricity in most of the world.',
        support:
          'The price of solar panels has fallen by around ninety percent in a decade, and renewables are being installed far faster than any other source.',
        answer:
          'Cheap panels are not cheap systems: storage and backup for windless winter weeks add costs that headline prices leave out.',
      },
      {
        name: 'the waste',
        claim: 'Nobody has yet opened a permanent home for high-level nuclear waste.',
        support:
          'Most spent fuel sits in temporary storage at power stations, and Finland’s Onkalo repository is only now coming into use after decades of work.',
        answer: 'The waste is small in volume and well contained, and Finland shows that a permanent solution can be built.',
      },
      {
        name: 'the accident risk',
        claim: 'When nuclear goes wrong, it goes wrong on a huge scale.',
        support:
          'Chernobyl left an exclusion zone of about 2,600 square kilometres, and Fukushima forced over 150,000 people from their homes.',
        answer:
          'Modern reactor designs have passive safety systems, and coal pollution kills far more people every year without making headlines.',
      },
    ],
    close: {
      for: 'If we are serious about clean power every hour of every day, we need nuclear in the mix.',
      against: 'Climate change is a race against time, and nuclear is too slow to win it.',
    },
  },
  {
    topic: 'Is space exploration worth the cost?',
    category: 'Science',
    subject: 'space exploration',
    yes: 'space exploration is worth the cost',
    no: 'space exploration is not worth the cost',
    hinge: 'It turns on whether knowledge with no immediate use is worth paying for while problems on Earth remain.',
    people: 'a farmer whose crops are planned around satellite weather forecasts',
    for: [
      {
        name: 'the satellites we rely on',
        claim: 'Space technology already runs daily life on Earth.',
        support:
          'Weather forecasts, GPS navigation, crop monitoring and disaster warnings all depend on satellites that exist because of space programmes.',
        answer: 'Those satellites are commercial and practical; they do not justify sending crewed missions to the Moon or Mars.',
      },
      {
        name: 'the modest price',
        claim: 'Space exploration costs far less than people think.',
        support: 'NASA’s budget is about 25 billion dollars a year, less than half of one percent of United States federal spending.',
        answer: 'Twenty-five billion dollars would still fund a great deal of medical research or clean water for millions of people.',
      },
      {
        name: 'the spin-off inventions',
        claim: 'Space research has produced technologies used far beyond space.',
        support:
          'Work for space programmes contributed to improved water filters, memory foam, scratch-resistant lenses and the digital image sensors in phone cameras.',
        answer: 'Those inventions could have been funded directly, and often more cheaply, without a rocket attached.',
      },
      {
        name: 'the planetary defence',
        claim: 'Knowing our neighbourhood in space could one day save us.',
        support:
          'In 2022 NASA’s DART mission deliberately struck an asteroid and changed its orbit, the first test of a way to deflect one heading for Earth.',
        answer: 'Planetary defence is a tiny part of space budgets, and it could be funded without the rest.',
      },
    ],
    against: [
      {
        name: 'the problems at home',
        claim: 'The money would do more good on Earth.',
        support:
          'Billions spent on rockets could fund vaccines, clean water and education, where the return in human lives is immediate and measurable.',
        answer: 'Space budgets are small, and cutting them would not redirect the money to aid; governments do not work that way.',
      },
      {
        name: 'the billionaire race',
        claim: 'Much of today’s space activity serves the ambitions of the very rich.',
        support: 'Private space companies have sold short trips to the edge of space for hundreds of thousands of dollars a seat.',
        answer: 'Private competition has cut launch costs dramatically, making science missions and satellites cheaper for everyone.',
      },
      {
        name: 'the robots that do it better',
        claim: 'Robots explore more cheaply and safely than people.',
        support: 'Rovers have explored Mars for decades at a fraction of the cost of a crewed mission, without risking lives.',
        answer: 'Robots are slow and limited; a trained geologist on Mars could do in days what a rover does in years.',
      },
      {
        name: 'the debris and pollution',
        claim: 'Space activity is creating its own environmental problem.',
        support:
          'Tens of thousands of pieces of debris are tracked in orbit, and each collision creates more, threatening the satellites we depend on.',
        answer: 'That is an argument for better rules on debris, not for abandoning exploration.',
      },
    ],
    close: {
      for: 'A species that stops looking up stops learning, and the cost of curiosity is small.',
      against: 'The stars will wait; the people who need help now will not.',
    },
  },
  {
    topic: 'Should genetic engineering of humans be allowed?',
    category: 'Science',
    subject: 'genetic engineering of humans',
    yes: 'genetic engineering of humans should be allowed',
    no: 'genetic engineering of humans should not be allowed',
    hinge: 'It turns on where the line falls between curing disease and designing people.',
    people: 'a couple who both carry the gene for a fatal childhood illness',
    for: [
      {
        name: 'the cures already here',
        claim: 'Gene editing is already curing people.',
        support:
          'In 2023 regulators in the United Kingdom and the United States approved Casgevy, a CRISPR-based treatment for sickle cell disease and beta thalassaemia.',
        answer: 'That treatment edits a patient’s own cells and is not inherited; editing embryos is a very different and riskier step.',
      },
      {
        name: 'the end of inherited disease',
        claim: 'Editing could spare families devastating inherited diseases.',
        support:
          'Conditions such as Huntington’s disease and Tay-Sachs are caused by single known genes, and editing could stop them being passed on.',
        answer: 'Embryo screening during IVF already lets most such couples avoid passing on the disease, without editing anyone.',
      },
      {
        name: 'the regulated path',
        claim: 'A strict legal route is safer than a ban that drives work underground.',
        support:
          'The United Kingdom already licenses embryo research tightly through its fertility regulator, showing that oversight can be case by case.',
        answer: 'Licensing research is very different from permitting edited babies, which no regulator yet considers safe.',
      },
      {
        name: 'the freedom of parents',
        claim: 'Parents already shape their children’s health in many ways.',
        support:
          'Vaccines, prenatal screening and nutrition all aim to give children the best start, and preventing a disease at the genetic level is continuous with that.',
        answer: 'Those choices do not alter the genes of every future descendant, who never consented.',
      },
    ],
    against: [
      {
        name: 'the Chinese babies',
        claim: 'The first attempt showed how easily this goes wrong.',
        support:
          'In 2018 He Jiankui announced twin girls whose embryos he had edited, without medical need; he was condemned worldwide and jailed.',
        answer: 'A rogue experiment broke the rules; that is an argument for clear rules and enforcement, not for a permanent ban.',
      },
      {
        name: 'the unknown effects',
        claim: 'Editing embryos can cause errors that show up only years later.',
        support:
          'Studies have found that CRISPR can make unintended changes, and in embryos those changes would be copied into every cell and passed to future generations.',
        answer: 'The technology is improving quickly, and no one proposes using it until the error rates are shown to be low.',
      },
      {
        name: 'the slope to enhancement',
        claim: 'Once allowed for disease, editing will be used for enhancement.',
        support:
          'The line between preventing illness and choosing height or intelligence is blurry, and fertility clinics already market embryo selection for traits.',
        answer: 'Laws draw lines between treatment and enhancement all the time, in medicine, sport and cosmetic surgery.',
      },
      {
        name: 'the new inequality',
        claim: 'Only the rich would be able to afford it.',
        support:
          'Treatments like Casgevy cost millions of dollars per patient, and inheritable advantages bought by wealth could harden inequality into biology.',
        answer: 'Prices fall as techniques spread, and public health systems could offer it to everyone at risk of serious disease.',
      },
    ],
    close: {
      for: 'Refusing a cure because it might be misused punishes the sick for our lack of nerve.',
      against: 'Some changes cannot be undone, and the human genome is the most important of them.',
    },
  },
  {
    topic: 'Is it right to colonize Mars?',
    also: [
      {
        topic: 'Should we colonize Mars before fixing Earth?',
        yes: 'we should colonise Mars before fixing Earth',
        no: 'we should fix Earth before colonising Mars',
      },
    ],
    category: 'Science',
    subject: 'colonising Mars',
    yes: 'colonising Mars is right',
    no: 'colonising Mars is the wrong goal',
    hinge: 'It turns on whether a second home for humanity is insurance worth buying, or an escape from problems we should solve here.',
    people: 'a child who will be an adult when the first crews might land',
    for: [
      {
        name: 'the insurance policy',
        claim: 'A second home would protect humanity from a single catastrophe on Earth.',
        support:
          'The dinosaurs were wiped out by an asteroid strike; a self-sustaining colony would mean no single disaster could end the human story.',
        answer:
          'Even after an asteroid strike or nuclear war, Earth would be far more habitable than Mars, which has no breathable air or magnetic shield.',
      },
      {
        name: 'the science',
        claim: 'People on Mars could answer whether life ever existed beyond Earth.',
        support:
          'Mars once had rivers and lakes, and human geologists could search for fossil life far faster and more thoroughly than rovers.',
        answer: 'Sending people risks contaminating Mars with Earth microbes, destroying the very evidence we want to find.',
      },
      {
        name: 'the technologies it would spur',
        claim: 'Learning to live on Mars would teach us to live better on Earth.',
        support:
          'Closed-loop water recycling, compact food growing and efficient power systems, all essential on Mars, are also what a resource-stretched Earth needs.',
        answer: 'Those technologies could be developed directly for Earth, without the cost of keeping people alive on another planet.',
      },
      {
        name: 'the spirit of exploration',
        claim: 'Exploration is part of what has made humanity flourish.',
        support:
          'Voyages once thought reckless opened new worlds of knowledge, and the Moon landings inspired a generation to become scientists and engineers.',
        answer:
          'Past voyages of exploration also brought conquest and ruin to the people who already lived there, a history worth remembering.',
      },
    ],
    against: [
      {
        name: 'the hostile planet',
        claim: 'Mars is far more hostile than any place on Earth.',
        support:
          'It has almost no atmosphere, average temperatures around minus sixty degrees Celsius, toxic soil and radiation that would raise cancer risks for settlers.',
        answer:
          'Antarctica and the ocean floor were once thought uninhabitable too, and engineering can shield settlers from radiation underground.',
      },
      {
        name: 'the problems at home',
        claim: 'The resources would do more good fixing Earth.',
        support: 'Climate change, poverty and disease affect billions now, and a colony of a few hundred people does nothing for them.',
        answer: 'Space budgets are tiny compared with what is spent on Earth’s problems, and both can be pursued at once.',
      },
      {
        name: 'the escape fantasy',
        claim: 'The dream of Mars can become an excuse for neglecting Earth.',
        support: 'A backup planet sends the message that this one is disposable, when even a ruined Earth would be kinder than Mars.',
        answer: 'Most space advocates see Mars as an addition to Earth, not a replacement, and care about both.',
      },
      {
        name: 'the planetary protection',
        claim: 'We could destroy evidence of Martian life before we find it.',
        support:
          'International space law requires missions to avoid contaminating other worlds, and human settlers would bring trillions of microbes.',
        answer: 'Careful protocols and robotic surveys of sensitive sites can come first, before people arrive.',
      },
    ],
    close: {
      for: 'A species with one home has one chance; we should give ourselves two.',
      against: 'There is no planet B, and pretending otherwise costs us the only one we have.',
    },
  },
  {
    topic: 'Is it ethical to bring back extinct species?',
    category: 'Science',
    subject: 'de-extinction',
    yes: 'bringing back extinct species is ethical',
    no: 'bringing back extinct species is not ethical',
    hinge: 'It depends on whether de-extinction repairs a loss or distracts from preventing the next one.',
    people: 'a ranger trying to save the last few northern white rhinos',
    for: [
      {
        name: 'the debt we owe',
        claim: 'Humans drove many species extinct, and have a duty to repair the damage.',
        support:
          'The passenger pigeon, once numbering in the billions, was hunted to extinction by 1914; restoring it would undo a human-made loss.',
        answer:
          'A genetically engineered bird resembling a passenger pigeon would not restore the species or the flocks that made it what it was.',
      },
      {
        name: 'the ecological role',
        claim: 'Some lost species shaped their ecosystems in ways nothing else replaces.',
        support:
          'Researchers argue that mammoth-like animals could help keep Arctic grasslands healthy, trampling snow and slowing permafrost thaw.',
        answer: 'That hypothesis is speculative, and it would need tens of thousands of animals to matter at all.',
      },
      {
        name: 'the tools for living species',
        claim: 'The same science can save species that are still alive.',
        support:
          'Cloning and genetic rescue have already produced a black-footed ferret from cells frozen in the 1980s, adding diversity to an endangered population.',
        answer: 'Those tools help living species directly; calling the project de-extinction adds hype and cost without adding benefit.',
      },
      {
        name: 'the inspiration',
        claim: 'Bringing back a lost animal would inspire public support for conservation.',
        support: 'Charismatic animals drive donations and attention, and few things would capture imaginations like a living mammoth.',
        answer: 'It could equally teach people that extinction is reversible, and so less urgent to prevent.',
      },
    ],
    against: [
      {
        name: 'the moral hazard',
        claim: 'De-extinction could make extinction seem less final.',
        support:
          'If people believe lost species can be brought back, the pressure to protect habitats and endangered animals now may weaken.',
        answer: 'Nobody argues that de-extinction replaces conservation; it is one more tool alongside it.',
      },
      {
        name: 'the welfare of the animals',
        claim: 'The first animals would suffer for the experiment.',
        support: 'When scientists cloned the extinct Pyrenean ibex in 2003, the only kid born died within minutes from a lung defect.',
        answer: 'Early failures are part of any new technique, and animal welfare rules can limit suffering as the methods improve.',
      },
      {
        name: 'the missing habitat',
        claim: 'The world that sustained these species no longer exists.',
        support:
          'A passenger pigeon needs vast forests and flocks of millions; released into today’s landscape, a handful of birds would have nowhere to live.',
        answer: 'Some habitats still exist or are being restored, and candidate species can be chosen where a home remains.',
      },
      {
        name: 'the opportunity cost',
        claim: 'The money would save more species if spent on living ones.',
        support:
          'A 2017 study estimated that funding de-extinction could mean losing more living species, because the same money protects many more animals in the wild.',
        answer: 'Much de-extinction funding comes from private investors who would not otherwise give to conservation.',
      },
    ],
    close: {
      for: 'We have the power to undo some of our worst mistakes, and a duty to try.',
      against: 'Save the species we still have before chasing the ghosts of those we lost.',
    },
  },
  {
    topic: 'Should lab-grown meat replace farming?',
    category: 'Science',
    subject: 'replacing livestock farming with lab-grown meat',
    yes: 'lab-grown meat should replace livestock farming',
    no: 'lab-grown meat should not replace farming',
    hinge: 'It depends on whether cultivated meat can ever be cheap and clean at scale, or only in a laboratory.',
    people: 'a cattle farmer whose family has worked the same land for generations',
    for: [
      {
        name: 'the emissions of livestock',
        claim: 'Livestock farming is a major source of greenhouse gases.',
        support:
          'The Food and Agriculture Organization estimates that livestock account for around 14.5 percent of human-caused greenhouse gas emissions.',
        answer: 'Early life-cycle studies suggest lab-grown meat made with today’s energy could emit more than some beef, not less.',
      },
      {
        name: 'the land it frees',
        claim: 'Growing meat from cells would free vast areas of land.',
        support:
          'Livestock use most of the world’s farmland for pasture and feed while supplying a small share of its calories; that land could return to forest.',
        answer: 'Much grazing land is unsuitable for crops or forest, and well-managed grazing can support biodiversity.',
      },
      {
        name: 'the animals spared',
        claim: 'Lab-grown meat needs no slaughter.',
        support:
          'Tens of billions of land animals are killed for food each year, many raised in intensive conditions, and cultivated meat would spare them.',
        answer:
          'Many production methods still rely on fetal bovine serum or cell lines from animals, though alternatives are being developed.',
      },
      {
        name: 'the approvals so far',
        claim: 'Regulators have begun approving it.',
        support: 'Singapore approved cultivated chicken in 2020, and the United States followed with approvals for two companies in 2023.',
        answer: 'Approval is not demand: the products are barely on sale, and several companies have since cut staff or closed.',
      },
    ],
    against: [
      {
        name: 'the cost and scale',
        claim: 'Nobody has shown that lab-grown meat can be produced cheaply at scale.',
        support:
          'Growing cells requires sterile bioreactors and expensive nutrient media, and analysts have questioned whether costs can ever approach those of farmed meat.',
        answer: 'Solar panels and genome sequencing were once impossibly expensive too, and costs fell steeply with scale.',
      },
      {
        name: 'the rural livelihoods',
        claim: 'Replacing farming would destroy rural livelihoods and cultures.',
        support:
          'Millions of families depend on livestock, from pastoralists in East Africa to dairy farmers in Europe, for income and identity.',
        answer: 'Transitions can be supported, and farmers could supply the crops and energy that cultivated meat needs.',
      },
      {
        name: 'the energy footprint',
        claim: 'Its climate benefit depends on clean energy that does not exist yet.',
        support:
          'A 2023 preprint from researchers at the University of California, Davis, estimated that lab-grown meat using highly refined media could have a larger footprint than beef.',
        answer: 'That estimate rests on pharmaceutical-grade ingredients, which producers are already replacing with food-grade inputs.',
      },
      {
        name: 'the better alternatives',
        claim: 'Plants already offer a cheaper route to less meat.',
        support:
          'Beans, lentils and plant-based products deliver protein at a fraction of the environmental cost, with no breakthrough required.',
        answer:
          'Plant-based products have struggled to keep customers, and many people want real meat; cultivated meat meets them where they are.',
      },
    ],
    close: {
      for: 'Meat without slaughter and pasture is worth pursuing with everything we have.',
      against: 'Do not dismantle farming for a product that is still mostly a promise.',
    },
  },
  {
    topic: 'Should we trust experts?',
    category: 'Science',
    subject: 'trusting experts',
    yes: 'we should trust experts',
    no: 'we should not simply trust experts',
    hinge: 'It turns on whether trust means deference or a judgement about who has earned it.',
    people: 'a patient choosing between a doctor’s advice and a viral video',
    for: [
      {
        name: 'the division of knowledge',
        claim: 'Nobody can check everything for themselves.',
        support:
          'We trust pilots, engineers and pharmacists every day without understanding their work, and modern life would be impossible otherwise.',
        answer: 'Trusting a pilot to fly is different from trusting an economist to predict; expertise varies hugely in reliability.',
      },
      {
        name: 'the track record',
        claim: 'Expert consensus has delivered extraordinary results.',
        support:
          'Vaccines eradicated smallpox by 1980, and expert warnings about ozone-destroying chemicals led to the Montreal Protocol, which is repairing the ozone layer.',
        answer: 'Experts have also been badly wrong, from thalidomide to dietary advice on fat, and trust should follow the evidence.',
      },
      {
        name: 'the self-correcting method',
        claim: 'Science corrects its mistakes in a way that rumour never does.',
        support:
          'Peer review, replication and open argument mean errors are exposed by other experts, which is why scientific knowledge improves over time.',
        answer: 'The replication crisis in psychology and medicine showed that many published findings do not hold up.',
      },
      {
        name: 'the alternative sources',
        claim: 'Distrust of experts usually means trust in someone worse.',
        support:
          'People who reject medical advice rarely become independent thinkers; they tend to follow influencers with products to sell.',
        answer: 'Scepticism is not gullibility; asking experts to show their evidence is what a healthy public should do.',
      },
    ],
    against: [
      {
        name: 'the famous mistakes',
        claim: 'Experts have been confidently wrong on matters of life and death.',
        support:
          'Thalidomide was prescribed to pregnant women as safe in the late 1950s, and thousands of babies were born with severe birth defects.',
        answer: 'Thalidomide led to far stricter drug testing, which is the expert system learning from its mistakes.',
      },
      {
        name: 'the forecasting record',
        claim: 'Experts are often no better than chance at predicting the future.',
        support:
          'Philip Tetlock’s long study of political forecasts found that many experts did little better than simple guesses, especially the most confident ones.',
        answer:
          'Tetlock also found that some forecasters are reliably good, and the lesson is to choose experts carefully, not to ignore them.',
      },
      {
        name: 'the conflicts of interest',
        claim: 'Experts can be influenced by who pays them.',
        support:
          'In the 1960s the sugar industry paid Harvard scientists to play down sugar’s role in heart disease, as internal documents later revealed.',
        answer: 'That scandal was uncovered by other researchers, which shows that the system exposes conflicts when it works.',
      },
      {
        name: 'the democratic question',
        claim: 'Many questions mix facts with values, and experts have no special say on values.',
        support: 'Experts can model the effects of a lockdown or a tax, but whether the trade-offs are worth it is for citizens to decide.',
        answer: 'Good experts say exactly that, separating what the evidence shows from the choices that remain political.',
      },
    ],
    close: {
      for: 'Trust earned by evidence is not blind faith; it is how a complex society works.',
      against: 'Respect expertise, but make it show its work.',
    },
  },
];
