import type { TopicBank } from './types.ts';

export const ENVIRONMENT: readonly TopicBank[] = [
  {
    topic: 'Should plastic bags be banned?',
    category: 'Environment',
    subject: 'banning plastic bags',
    yes: 'plastic bags should be banned',
    no: 'plastic bags should not be banned',
    hinge: 'It depends on whether we judge a bag by where it ends up or by everything it took to make it.',
    people: 'a turtle surgeon removing plastic from a stomach',
    for: [
      {
        name: 'the Irish levy',
        claim: 'Charging for bags cut their use almost overnight.',
        support:
          'Ireland introduced a levy on plastic bags in 2002, and use fell by over 90 percent within months; England’s charge from 2015 cut use by a similar proportion.',
        answer: 'Those results came from a charge, not a ban, which shows that a small price does the job without prohibition.',
      },
      {
        name: 'the litter and wildlife',
        claim: 'Plastic bags are a visible and lasting source of litter.',
        support: 'Bags blow from bins and landfill into rivers and seas, where animals such as turtles mistake them for food.',
        answer: 'Bags are a small share of ocean plastic by weight; fishing gear and other waste matter far more.',
      },
      {
        name: 'the countries already banning',
        claim: 'Many countries have banned bags successfully.',
        support:
          'Kenya banned plastic carrier bags in 2017 with heavy penalties, and streets and waterways that had been choked with bags became visibly cleaner.',
        answer: 'Kenya’s ban came with harsh fines and even jail terms, a level of enforcement few democracies would accept.',
      },
      {
        name: 'the habit change',
        claim: 'Bans change habits quickly and permanently.',
        support: 'Once reusable bags become normal, shoppers rarely go back, and the change costs each household very little.',
        answer: 'Habits change just as well under a charge, which leaves a choice for the occasional shopper who forgot a bag.',
      },
    ],
    against: [
      {
        name: 'the life-cycle footprint',
        claim: 'The alternatives can be worse for the environment.',
        support:
          'A 2011 study for the UK Environment Agency found that a cotton bag must be reused over a hundred times to have a lower carbon footprint than a plastic bag used once.',
        answer:
          'The same study found that sturdy reusable plastic bags pay back quickly, and litter harms are left out of carbon comparisons.',
      },
      {
        name: 'the second use',
        claim: 'Many plastic bags are reused as bin liners.',
        support: 'When bag bans arrive, sales of bin liners often rise, as people buy thicker plastic bags for the job the free ones did.',
        answer: 'Even so, total plastic use falls, because most bags were never reused.',
      },
      {
        name: 'the small share of the problem',
        claim: 'Bags are a tiny part of plastic pollution.',
        support:
          'Studies of the Great Pacific Garbage Patch found that discarded fishing nets make up a large share of its plastic by weight.',
        answer: 'Bags are one of the easiest parts of the problem to fix, and fixing easy things is still worth doing.',
      },
      {
        name: 'the cost to the poor',
        claim: 'Bans add costs that fall on those with least.',
        support: 'People who shop on foot or on the way home from work are more likely to need bags unexpectedly and pay for replacements.',
        answer: 'A reusable bag costs little and lasts for years, and some retailers give them away.',
      },
    ],
    close: {
      for: 'A habit we can change in a week is worth changing.',
      against: 'Measure the whole footprint before banning the thing we can see.',
    },
  },
  {
    topic: 'Should fossil fuel companies pay for climate damage?',
    category: 'Environment',
    subject: 'making fossil fuel companies pay for climate damage',
    yes: 'fossil fuel companies should pay for climate damage',
    no: 'fossil fuel companies should not be made to pay for climate damage',
    hinge: 'It turns on how responsibility is shared between those who sold fossil fuels and those who burned them.',
    people: 'a family rebuilding after a flood that used to come once a century',
    for: [
      {
        name: 'the polluter pays',
        claim: 'Those who profit from pollution should pay for its damage.',
        support:
          'The polluter-pays principle is already part of environmental law in many countries, and it applies to oil spills and toxic waste.',
        answer: 'Climate change comes from billions of users over two centuries, not a single spill by a single company.',
      },
      {
        name: 'the concentration of emissions',
        claim: 'A small number of producers account for a large share of emissions.',
        support:
          'The Carbon Majors research traced a large share of industrial carbon dioxide since 1854 to the products of just a few dozen fossil fuel producers.',
        answer: 'Those emissions came from customers burning the fuel; the producers supplied what society demanded.',
      },
      {
        name: 'the knowledge they had',
        claim: 'Some companies knew about the risks decades ago.',
        support:
          'Internal documents show that Exxon’s own scientists projected global warming accurately in the late 1970s and 1980s, while the industry funded doubt in public.',
        answer: 'Governments and scientists also knew, and the world kept choosing cheap energy; blaming companies alone rewrites history.',
      },
      {
        name: 'the costs falling on others',
        claim: 'Without liability, the costs fall on the victims.',
        support: 'Communities hit by floods, fires and storms pay for rebuilding themselves, often the poorest who contributed least.',
        answer: 'A carbon tax would price damage into fuel directly and fairly, without decades of litigation.',
      },
    ],
    against: [
      {
        name: 'the shared responsibility',
        claim: 'Everyone who burned fossil fuels shares the responsibility.',
        support:
          'Drivers, airlines, power stations and governments that subsidised fuel all created demand, and singling out producers ignores that.',
        answer: 'Consumers had little choice while companies shaped the energy system and lobbied against alternatives.',
      },
      {
        name: 'the costs passed on',
        claim: 'The bill would be passed on to consumers.',
        support: 'Companies facing large payments would raise fuel prices, which hit households on low incomes hardest.',
        answer: 'Payments could come from shareholders’ profits and be redistributed to protect poorer households.',
      },
      {
        name: 'the legal tangle',
        claim: 'Courts are a poor place to settle global climate policy.',
        support:
          'Proving that one company’s emissions caused one specific flood is extremely difficult, and cases can drag on for decades.',
        answer: 'Attribution science is advancing rapidly, and some courts have already allowed such cases to proceed.',
      },
      {
        name: 'the needed transition',
        claim: 'Energy companies are needed for the transition.',
        support:
          'Some oil and gas firms are investing in wind, solar and carbon capture, and crippling them financially could slow the shift.',
        answer: 'Most of their investment still goes to oil and gas, and liability would push them to move faster.',
      },
    ],
    close: {
      for: 'Those who profited from the damage should help pay to repair it.',
      against: 'Price carbon for everyone, rather than fighting over the past in court.',
    },
  },
  {
    topic: 'Should we eat insects to save the planet?',
    category: 'Environment',
    subject: 'eating insects',
    yes: 'we should eat insects to help save the planet',
    no: 'eating insects will not save the planet',
    hinge: 'It depends on whether insects can move from novelty to a normal part of the diet.',
    people: 'a cook in Oaxaca serving chapulines as her grandmother did',
    for: [
      {
        name: 'the efficiency',
        claim: 'Insects turn feed into protein far more efficiently than cattle.',
        support:
          'The Food and Agriculture Organization reports that crickets need about twelve times less feed than cattle to produce the same amount of protein.',
        answer: 'Those efficiency figures depend on feeding insects high-quality feed; on waste streams, yields can be much lower.',
      },
      {
        name: 'the billions who already do',
        claim: 'Around two billion people already eat insects.',
        support:
          'Insects are traditional food in much of Africa, Asia and Latin America, from grasshoppers in Mexico to mopane worms in southern Africa.',
        answer: 'Many of those traditions are declining as diets westernise, which shows how hard it is to keep insects on the menu.',
      },
      {
        name: 'the lower emissions',
        claim: 'Farming insects emits far fewer greenhouse gases than livestock.',
        support:
          'Studies have found mealworms and crickets produce only a small fraction of the greenhouse gases of cattle per kilogram of protein.',
        answer: 'Insect farms need heating in cold climates, which can erase much of that advantage.',
      },
      {
        name: 'the nutrition',
        claim: 'Insects are highly nutritious.',
        support:
          'Many edible insects are rich in protein, iron and zinc, and can be ground into flours that disappear into everyday foods.',
        answer: 'Beans and lentils offer similar nutrition without the need for a new industry or consumer persuasion.',
      },
    ],
    against: [
      {
        name: 'the disgust factor',
        claim: 'Most Western consumers do not want to eat insects.',
        support:
          'Surveys in Europe and North America show many people unwilling to try insects, and several insect-food start-ups have closed.',
        answer: 'Sushi and lobster were once seen as disgusting or poor people’s food in the West, and tastes changed.',
      },
      {
        name: 'the plant alternative',
        claim: 'Plants already do the job more simply.',
        support: 'Eating more beans, lentils and grains cuts emissions further than insects, with no animals involved at all.',
        answer: 'Insects can be fed on food waste that humans cannot eat, turning waste into protein, which plants cannot do.',
      },
      {
        name: 'the animal welfare question',
        claim: 'Farming insects means killing them in huge numbers.',
        support: 'Insect farming would involve trillions of animals, and scientists are still uncertain whether insects can suffer.',
        answer: 'Insects have far simpler nervous systems than livestock, and the suffering spared to cattle and chickens is certain.',
      },
      {
        name: 'the distraction',
        claim: 'Insect eating distracts from bigger changes.',
        support: 'Energy, transport and deforestation drive most emissions, and a novelty food will not shift those.',
        answer: 'Food is a major source of emissions, and changing diets is one of the most effective personal choices.',
      },
    ],
    close: {
      for: 'Two billion people already know what the rest of us are missing.',
      against: 'Cut meat with beans and lentils; we do not need crickets to do it.',
    },
  },
  {
    topic: 'Is fashion a waste of resources?',
    category: 'Environment',
    subject: 'the fashion industry',
    yes: 'fashion is a waste of resources',
    no: 'fashion is not a waste of resources',
    hinge: 'It depends on whether we mean clothes people love and keep, or clothes designed to be thrown away.',
    people: 'a garment worker sewing clothes that will be worn a handful of times',
    for: [
      {
        name: 'the throwaway clothes',
        claim: 'Fast fashion makes clothes to be discarded.',
        support:
          'The Ellen MacArthur Foundation estimates that the equivalent of one rubbish truck of textiles is landfilled or burned every second.',
        answer: 'That is a problem with fast fashion specifically, not with fashion as creative expression.',
      },
      {
        name: 'the water use',
        claim: 'Making clothes uses enormous amounts of water.',
        support: 'Growing the cotton for a single T-shirt can take around 2,700 litres of water, according to widely cited estimates.',
        answer: 'Water use varies hugely by region and method, and recycled or alternative fibres can cut it sharply.',
      },
      {
        name: 'the emissions',
        claim: 'The fashion industry has a large carbon footprint.',
        support: 'Estimates put the industry’s share of global greenhouse gas emissions at several percent, comparable with aviation.',
        answer: 'Estimates range widely, and much of the footprint comes from energy in manufacturing, which can be decarbonised.',
      },
      {
        name: 'the exported waste',
        claim: 'Rich countries export unwanted clothes to poorer ones.',
        support: 'Markets such as Kantamanto in Ghana receive millions of second-hand garments each week, many unsellable and dumped.',
        answer: 'The second-hand trade also supports many traders and keeps some clothes in use for years.',
      },
    ],
    against: [
      {
        name: 'the self-expression',
        claim: 'Fashion is one of the oldest forms of human expression.',
        support:
          'People have used clothing to express identity, culture and creativity for thousands of years, and fashion is a living art.',
        answer: 'Self-expression does not require fifty new garments a year; style can come from fewer, better clothes.',
      },
      {
        name: 'the jobs',
        claim: 'The industry employs tens of millions of people.',
        support:
          'Garment production is a major employer in countries such as Bangladesh and Vietnam, and a route into paid work for many women.',
        answer: 'Many of those jobs are poorly paid and dangerous, so the jobs argument needs better conditions, not more waste.',
      },
      {
        name: 'the circular turn',
        claim: 'Fashion is changing towards reuse and repair.',
        support: 'Resale, rental and repair services are growing fast, and some brands now take back old clothes for recycling.',
        answer: 'Resale is still tiny compared with new production, and fibre-to-fibre recycling remains limited.',
      },
      {
        name: 'the necessity of clothes',
        claim: 'Everyone needs clothes, and design makes them better.',
        support: 'Good design improves comfort, durability and function, from sportswear to protective gear.',
        answer: 'Function does not require constant trend cycles; the waste comes from novelty, not necessity.',
      },
    ],
    close: {
      for: 'Clothes made to be thrown away are a waste we cannot afford.',
      against: 'Fix how fashion is made, but do not mistake a human art for waste.',
    },
  },
  {
    topic: 'Should there be a global carbon tax?',
    category: 'Environment',
    subject: 'a global carbon tax',
    yes: 'there should be a global carbon tax',
    no: 'there should not be a global carbon tax',
    hinge: 'It turns on whether a single global price is achievable, and fair to countries at different stages of development.',
    people: 'a commuter with no alternative to driving',
    for: [
      {
        name: 'the economists’ consensus',
        claim: 'Economists broadly agree that pricing carbon is the most efficient climate policy.',
        support:
          'In 2019 more than 3,500 American economists, including 28 Nobel laureates, signed a statement calling a carbon tax the most cost-effective way to cut emissions.',
        answer:
          'Economists favour carbon pricing in theory; in practice, politically feasible prices have been too low to drive deep cuts.',
      },
      {
        name: 'the Swedish example',
        claim: 'Sweden has one of the highest carbon taxes and a growing economy.',
        support:
          'Sweden introduced a carbon tax in 1991, now over a hundred euros a tonne, and its emissions have fallen while its economy grew.',
        answer: 'Sweden has abundant hydropower and nuclear, and exempted heavy industry for years, so its success is hard to copy.',
      },
      {
        name: 'the level playing field',
        claim: 'A global tax stops emissions simply moving abroad.',
        support: 'When one country taxes carbon alone, industries can relocate to places without a tax; a common price prevents that.',
        answer: 'Border carbon adjustments, like the European Union’s, address carbon leakage without a global agreement.',
      },
      {
        name: 'the revenue returned',
        claim: 'Revenue can be returned to households.',
        support:
          'Canada’s carbon pricing returned most of its fuel charge revenue to households as rebates, with many lower-income families receiving more than they paid.',
        answer:
          'Canada’s consumer carbon price became so unpopular that it was scrapped in 2025, showing the political limits of the idea.',
      },
    ],
    against: [
      {
        name: 'the fairness to poorer countries',
        claim: 'A single global price is unfair to developing countries.',
        support:
          'Rich countries built their economies on cheap fossil fuels, and asking poorer countries to pay the same price now would slow their development.',
        answer: 'Revenue can be shared, with transfers to poorer countries, making a global tax a tool for fairness.',
      },
      {
        name: 'the impossibility of agreement',
        claim: 'There is no realistic path to a global agreement.',
        support:
          'Climate negotiations struggle to agree on voluntary targets; a binding global tax would require every major economy to surrender control of its own tax policy.',
        answer: 'Carbon pricing already covers about a quarter of global emissions, and a club of major economies could start it.',
      },
      {
        name: 'the protests',
        claim: 'Carbon taxes provoke backlash.',
        support: 'France’s planned fuel tax rise sparked the Yellow Vest protests in 2018, and the government abandoned it.',
        answer: 'Backlash follows taxes that feel unfair; returning the revenue directly to households can protect popular support.',
      },
      {
        name: 'the better targeted policies',
        claim: 'Regulations and investment may work faster.',
        support:
          'Efficiency standards, renewable subsidies and public investment have driven down emissions in many countries without high carbon prices.',
        answer: 'Those policies often cost more per tonne saved, and a price works alongside them rather than instead.',
      },
    ],
    close: {
      for: 'Put a price on pollution, and the market will find the cheapest ways to cut it.',
      against: 'A global tax is a fine idea on paper and an impossible one in practice.',
    },
  },
];
