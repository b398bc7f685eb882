import type { TopicBank } from './types.ts';

export const CULTURE: readonly TopicBank[] = [
  {
    topic: 'Are video games a form of art?',
    category: 'Culture',
    subject: 'video games as art',
    yes: 'video games are a form of art',
    no: 'video games are not a form of art',
    hinge: 'It depends on whether art is defined by expression and craft, or by an author’s control over the experience.',
    people: 'a teenager who cried at the end of a game and could not explain why',
    for: [
      {
        name: 'the craft involved',
        claim: 'Games combine many recognised art forms.',
        support: 'A single game can bring together visual design, music, writing, acting and architecture, made by teams of artists.',
        answer: 'Containing art is not the same as being art; an advertisement also combines music, images and writing.',
      },
      {
        name: 'the museums’ verdict',
        claim: 'Major museums treat games as art.',
        support:
          'The Museum of Modern Art in New York added games such as Pac-Man and Tetris to its collection in 2012, and the Smithsonian held an exhibition called The Art of Video Games.',
        answer: 'MoMA acquired them as examples of interaction design, not as fine art, which says something different.',
      },
      {
        name: 'the emotional power',
        claim: 'Games can move people as deeply as films or novels.',
        support:
          'Games like Journey and The Last of Us are widely praised for stories and experiences that leave players grieving, reflecting or changed.',
        answer: 'Being moving is not enough to make something art; sport and religion also move people deeply.',
      },
      {
        name: 'the interactivity',
        claim: 'Interactivity is a new artistic tool, not a disqualification.',
        support: 'By making the player act, games can explore choice, guilt and responsibility in ways no passive medium can.',
        answer: 'When the player controls the outcome, the author loses control of meaning, which is central to most definitions of art.',
      },
    ],
    against: [
      {
        name: 'the Ebert argument',
        claim: 'Games are built around winning, not expression.',
        support:
          'The film critic Roger Ebert argued in 2010 that games have rules, points and objectives, which makes them closer to sport than to art.',
        answer: 'Ebert admitted he had barely played games, and many games have no points or winning at all.',
      },
      {
        name: 'the commercial product',
        claim: 'Most games are designed mainly to make money.',
        support:
          'Many of the biggest games rely on microtransactions and loot boxes, designed to keep players spending rather than to express anything.',
        answer: 'Most films and novels are commercial too, and nobody denies that film is an art form because of blockbusters.',
      },
      {
        name: 'the player authorship',
        claim: 'If the player shapes the experience, the artist does not.',
        support: 'A painting or a novel is fixed by its maker; a game changes with every player’s choices, diluting the creator’s vision.',
        answer: 'Theatre and music also change with each performance, and no one doubts that they are art.',
      },
      {
        name: 'the craft versus art',
        claim: 'Skilled craft is not automatically art.',
        support: 'Furniture, engineering and advertising can be beautifully made without being considered art in the full sense.',
        answer: 'The boundary between craft and art has always shifted, and photography and film were once dismissed in the same way.',
      },
    ],
    close: {
      for: 'Every new art form is doubted at first; games are having their turn.',
      against: 'Games can be beautiful and brilliant without needing the label of art.',
    },
  },
  {
    topic: 'Is modern architecture better than traditional architecture?',
    category: 'Culture',
    subject: 'modern architecture',
    yes: 'modern architecture is better than traditional architecture',
    no: 'traditional architecture is better than modern architecture',
    hinge: 'It depends on whether we judge buildings by how they perform or by how people feel about them.',
    people: 'a family choosing between a glass flat and a Victorian terrace',
    for: [
      {
        name: 'the performance',
        claim: 'Modern buildings perform far better than old ones.',
        support:
          'New buildings can be insulated, ventilated and designed to use a fraction of the energy of traditional ones, which matters for the climate.',
        answer: 'Traditional styles can be built with modern insulation; performance is about construction, not style.',
      },
      {
        name: 'the light and space',
        claim: 'Modern design brings light and open space into buildings.',
        support: 'Large windows, open plans and flexible layouts let people live and work in bright, adaptable spaces.',
        answer: 'Open plans and glass walls can also make buildings hot in summer, noisy and hard to heat.',
      },
      {
        name: 'the landmarks',
        claim: 'Modern architecture has created some of the most loved buildings of our time.',
        support:
          'The Sydney Opera House, completed in 1973, is a UNESCO World Heritage Site and one of the most recognised buildings in the world.',
        answer: 'A few icons do not represent ordinary modern buildings, which people often find bleak and anonymous.',
      },
      {
        name: 'the housing for many',
        claim: 'Modern methods can house more people more cheaply.',
        support: 'Prefabricated and high-density designs can deliver homes faster than traditional craft construction.',
        answer: 'Many post-war tower blocks built that way were later demolished after becoming unpopular and unsafe.',
      },
    ],
    against: [
      {
        name: 'the public preference',
        claim: 'Most people prefer traditional buildings.',
        support:
          'Surveys in several countries have found that majorities prefer traditional styles over modern ones for homes and public buildings.',
        answer: 'Preferences reflect familiarity, and people once hated buildings they now love, such as the Eiffel Tower.',
      },
      {
        name: 'the human scale',
        claim: 'Traditional architecture is built at a human scale.',
        support: 'Streets of terraced houses, squares and varied facades give walkers detail and variety that blank glass towers do not.',
        answer: 'Good modern design can also work at a human scale; bad buildings exist in every style.',
      },
      {
        name: 'the longevity',
        claim: 'Traditional buildings have lasted for centuries.',
        support:
          'Stone and brick buildings hundreds of years old are still in use, while some modern buildings have been demolished within decades.',
        answer: 'We see only the old buildings that survived; many poorly built traditional buildings collapsed or were cleared long ago.',
      },
      {
        name: 'the sense of place',
        claim: 'Traditional styles reflect local identity.',
        support: 'Local materials and forms give towns a character that generic modern designs, repeated worldwide, erase.',
        answer: 'Modern regional architecture uses local materials too, and traditional styles were themselves once new.',
      },
    ],
    close: {
      for: 'Buildings should serve the way we live now, not the way we lived before.',
      against: 'The buildings people love most were built with care for the people who live among them.',
    },
  },
  {
    topic: 'Are reality TV shows harmful?',
    category: 'Culture',
    subject: 'reality television',
    yes: 'reality TV shows are harmful',
    no: 'reality TV shows are not harmful',
    hinge: 'It depends on whether we mean harm to viewers, to participants, or to nobody at all.',
    people: 'a contestant facing millions of strangers’ comments after one edited episode',
    for: [
      {
        name: 'the harm to participants',
        claim: 'Reality TV has caused serious harm to participants.',
        support:
          'Several former contestants of shows such as Love Island have died by suicide, leading to inquiries and new aftercare rules for participants.',
        answer: 'Those tragedies led to stronger duty-of-care rules, which shows that the harm can be reduced without banning the genre.',
      },
      {
        name: 'the manufactured conflict',
        claim: 'Shows manipulate events and edits to create drama.',
        support:
          'Producers admit to shaping storylines and editing footage to create villains and conflict, misleading viewers about real people.',
        answer: 'Viewers largely know that reality TV is constructed, in the same way they know that soap operas are fiction.',
      },
      {
        name: 'the body image',
        claim: 'Reality TV promotes unrealistic standards of appearance.',
        support:
          'Shows focused on appearance have been linked to pressure on young viewers about their bodies, and cosmetic procedures have risen alongside them.',
        answer: 'Social media and advertising have far more influence on body image than any television show.',
      },
      {
        name: 'the glorification of bad behaviour',
        claim: 'Reality TV rewards bad behaviour with fame.',
        support: 'Contestants who cause conflict get the most airtime and the biggest sponsorship deals, teaching that drama pays.',
        answer: 'Audiences also reward kindness and talent, and many popular shows celebrate skill and cooperation.',
      },
    ],
    against: [
      {
        name: 'the entertainment',
        claim: 'Reality TV is harmless entertainment.',
        support: 'Millions of people enjoy reality shows as light relief, and enjoyment is not itself harmful.',
        answer: 'Enjoyment does not cancel out harm to the people being filmed.',
      },
      {
        name: 'the variety of the genre',
        claim: 'Reality TV includes shows that celebrate skill and kindness.',
        support:
          'Programmes like The Great British Bake Off are praised for their warmth, encouraging cooking and showing contestants supporting each other.',
        answer: 'The gentle shows are the exception; the genre’s most popular formats depend on conflict.',
      },
      {
        name: 'the consent',
        claim: 'Participants choose to take part.',
        support: 'Contestants apply, sign contracts and often gain fame and income, and most say they would do it again.',
        answer: 'Consent given before filming cannot account for how an edit or public reaction will turn out.',
      },
      {
        name: 'the conversations it starts',
        claim: 'Reality TV can start public conversations.',
        support:
          'Shows have raised awareness of issues like coercive control in relationships, when viewers recognised it on screen and discussed it.',
        answer: 'Occasional awareness does not outweigh the harm done to participants and viewers.',
      },
    ],
    close: {
      for: 'Entertainment that treats real people as disposable is not harmless.',
      against: 'Hold producers to a duty of care, and let people enjoy what they enjoy.',
    },
  },
  {
    topic: 'Should governments fund the arts?',
    category: 'Culture',
    subject: 'public funding for the arts',
    yes: 'governments should fund the arts',
    no: 'governments should not fund the arts',
    hinge: 'It turns on whether the arts are a public good or a private pleasure.',
    people: 'a child from a small town seeing live theatre for the first time',
    for: [
      {
        name: 'the public good',
        claim: 'The arts benefit society beyond those who buy tickets.',
        support:
          'Museums, theatres and orchestras shape national identity, attract tourists and enrich public life in ways markets undervalue.',
        answer: 'If the arts are valuable to people, they will pay for them; public funding substitutes officials’ taste for the public’s.',
      },
      {
        name: 'the economic return',
        claim: 'Arts funding pays for itself.',
        support:
          'The creative industries contribute over a hundred billion pounds a year to the British economy, and public funding supports much of the talent pipeline.',
        answer: 'Most of that value comes from commercial industries like advertising and games, not from subsidised art.',
      },
      {
        name: 'the access',
        claim: 'Without funding, the arts would serve only the wealthy.',
        support: 'Public money keeps many national museums in Britain free to enter, letting everyone visit regardless of income.',
        answer: 'Visitors to free museums are still disproportionately well-off, so subsidies often benefit those who could pay.',
      },
      {
        name: 'the risky work',
        claim: 'Public funding allows artistic risk.',
        support:
          'Experimental theatre, new music and untested artists rarely attract commercial investment at first, but some become the classics of the future.',
        answer: 'Crowdfunding and patrons also support risky work, without asking taxpayers to pay for it.',
      },
    ],
    against: [
      {
        name: 'the priorities',
        claim: 'Public money is needed for essentials first.',
        support: 'When hospitals, schools and social care are stretched, funding opera or galleries is hard to justify to taxpayers.',
        answer: 'Arts funding is a tiny fraction of public spending, and cutting it would not save the health service.',
      },
      {
        name: 'the taste of officials',
        claim: 'Governments should not decide what counts as good art.',
        support: 'Funding bodies inevitably pick winners, and art that depends on state approval may avoid challenging those in power.',
        answer: 'Arm’s-length funding bodies, such as arts councils, exist precisely to keep politicians out of artistic decisions.',
      },
      {
        name: 'the subsidy for the wealthy',
        claim: 'Arts subsidies often benefit the well-off.',
        support:
          'Audiences for opera and classical music are disproportionately affluent, so subsidies can transfer money from poorer taxpayers to richer audiences.',
        answer: 'Funding can be targeted at community arts and education, which reach people who would not otherwise take part.',
      },
      {
        name: 'the thriving commercial arts',
        claim: 'Much popular culture thrives without subsidy.',
        support: 'Film, music, video games and publishing are large industries that largely fund themselves through audiences.',
        answer: 'Many commercial artists trained in subsidised schools, theatres and orchestras before they succeeded.',
      },
    ],
    close: {
      for: 'A society that funds its arts invests in its own imagination.',
      against: 'Let the arts be supported by the people who love them, not by the taxes of those who do not.',
    },
  },
  {
    topic: 'Is classical music better than pop music?',
    category: 'Culture',
    subject: 'classical music',
    yes: 'classical music is better than pop music',
    no: 'classical music is not better than pop music',
    hinge: 'It depends on whether we judge music by complexity, by endurance or by what it does for its listeners.',
    people: 'a teenager who discovered Beethoven through a film soundtrack',
    for: [
      {
        name: 'the complexity',
        claim: 'Classical music is more complex and varied.',
        support:
          'A symphony can develop themes across an hour for a full orchestra, while most pop songs repeat a few chords over three minutes.',
        answer: 'Complexity is not quality; a simple song can be perfect at what it sets out to do.',
      },
      {
        name: 'the endurance',
        claim: 'Classical music has stood the test of time.',
        support: 'Bach, Mozart and Beethoven are still performed and recorded centuries after their deaths, across every continent.',
        answer: 'We hear only the classical works that survived; thousands of forgotten composers wrote music nobody plays.',
      },
      {
        name: 'the depth of emotion',
        claim: 'Classical music explores a wider emotional range.',
        support: 'Works like Mozart’s Requiem or Mahler’s symphonies move through grief, terror and joy in ways few songs attempt.',
        answer: 'Pop and folk songs have expressed love, loss and protest for generations, often more directly.',
      },
      {
        name: 'the skill of performers',
        claim: 'Classical musicians train for years to reach professional standard.',
        support:
          'Orchestral players often begin as young children and practise for many thousands of hours before they are good enough to join an orchestra.',
        answer: 'Many pop musicians are also highly trained, and skill in songwriting and production is real craft.',
      },
    ],
    against: [
      {
        name: 'the taste argument',
        claim: 'Music is a matter of taste, not ranking.',
        support: 'What moves one listener leaves another cold, and no objective measure can place one genre above another.',
        answer: 'Taste can be educated, and most people who explore classical music find depths they did not expect.',
      },
      {
        name: 'the craft of pop',
        claim: 'Great pop music requires great craft.',
        support: 'The Beatles, Joni Mitchell and Prince wrote songs that musicians study for their harmony, melody and innovation.',
        answer: 'The best pop borrows from classical harmony, showing how much the genres owe to the classical tradition.',
      },
      {
        name: 'the connection with people',
        claim: 'Pop music speaks to more people.',
        support: 'Pop songs soundtrack weddings, protests and friendships for billions, while classical concerts reach a smaller audience.',
        answer: 'Popularity is not quality; fast food is also more popular than fine dining.',
      },
      {
        name: 'the pop of its time',
        claim: 'Much classical music was popular entertainment in its day.',
        support:
          'Mozart wrote operas for paying crowds, and Verdi’s melodies were sung in the streets; the line between high and popular art is recent.',
        answer: 'The music that survived was the most ambitious, not simply the most popular of its time.',
      },
    ],
    close: {
      for: 'Some music rewards a lifetime of listening, and classical music does it best.',
      against: 'Great music is great music, whether it lasts three minutes or an hour.',
    },
  },
  {
    topic: 'Do video games make people more violent?',
    category: 'Culture',
    subject: 'violent video games',
    yes: 'video games make people more violent',
    no: 'video games do not make people more violent',
    hinge: 'It depends on whether we mean feeling more aggressive in a laboratory or committing real violence in the world.',
    people: 'a parent watching a twelve-year-old play a shooting game',
    for: [
      {
        name: 'the laboratory evidence',
        claim: 'Laboratory studies find short-term increases in aggression.',
        support:
          'The American Psychological Association concluded in 2015 and again in 2020 that violent games are linked to increased aggressive behaviour, thoughts and feelings.',
        answer: 'The same association stressed there is insufficient evidence linking games to criminal violence.',
      },
      {
        name: 'the desensitisation',
        claim: 'Repeated virtual violence may dull reactions to real violence.',
        support:
          'Some experiments have found that players of violent games show reduced physiological responses to footage of real violence afterwards.',
        answer: 'Reduced responses in a lab are not evidence that anyone becomes more likely to hurt someone.',
      },
      {
        name: 'the rehearsal of violence',
        claim: 'Games reward violent acts.',
        support: 'Unlike films, games make the player perform the violence and reward it with points and progress.',
        answer: 'Players also rehearse teamwork, strategy and problem-solving, and know the difference between a game and reality.',
      },
      {
        name: 'the young brains',
        claim: 'Children may be especially vulnerable.',
        support: 'Children are still learning how to manage anger and empathy, which is why age ratings exist for games.',
        answer: 'Age ratings are the right response, and parents can use them without claiming that games cause violence.',
      },
    ],
    against: [
      {
        name: 'the falling crime rates',
        claim: 'Violent crime fell as games grew more popular.',
        support: 'In the United States, youth violent crime fell sharply from the mid-1990s while sales of violent video games soared.',
        answer: 'Crime fell for many reasons, so the trend cannot rule out a smaller effect of games.',
      },
      {
        name: 'the international comparison',
        claim: 'Countries with heavy gaming are not more violent.',
        support:
          'South Korea and Japan have some of the highest rates of gaming in the world and some of the lowest rates of violent crime.',
        answer: 'Culture, gun laws and policing vary so much between countries that comparisons prove little.',
      },
      {
        name: 'the weak effects',
        claim: 'The measured effects are small and disputed.',
        support:
          'Researchers such as Christopher Ferguson have argued that many studies overstate effects, and some large studies find no link to real aggression.',
        answer: 'Small effects across millions of players could still matter, even if individual risk is low.',
      },
      {
        name: 'the Supreme Court’s view',
        claim: 'Courts have rejected the claim.',
        support:
          'In 2011 the United States Supreme Court struck down a California law restricting violent game sales, finding the evidence of harm unpersuasive.',
        answer: 'The ruling was about free speech, not a scientific verdict that games are harmless.',
      },
    ],
    close: {
      for: 'What we practise shapes us, even when it is only a game.',
      against: 'Blaming games for violence distracts from its real causes.',
    },
  },
  {
    topic: 'Is modern art really art?',
    category: 'Culture',
    subject: 'modern art',
    yes: 'modern art is really art',
    no: 'much of modern art is not really art',
    hinge: 'It depends on whether art requires skill and beauty, or only an idea and an audience willing to engage with it.',
    people: 'a gallery visitor staring at a white canvas, wondering if it is a joke',
    for: [
      {
        name: 'the ideas',
        claim: 'Art has always been about ideas as much as skill.',
        support:
          'Marcel Duchamp’s Fountain, a urinal exhibited in 1917, changed how people think about what art is, which is why it is still discussed.',
        answer: 'Being discussed is not the same as being art; plenty of controversies are forgotten once the shock fades.',
      },
      {
        name: 'the skill behind it',
        claim: 'Many modern artists were highly skilled.',
        support: 'Picasso painted accomplished realist portraits as a teenager before he developed Cubism.',
        answer: 'Picasso’s skill does not validate everything that followed him, including works anyone could make.',
      },
      {
        name: 'the emotional response',
        claim: 'Abstract art can move people deeply.',
        support: 'Visitors to the Rothko Chapel in Houston often describe powerful emotional experiences in front of its dark canvases.',
        answer: 'A powerful setting can move people in any room; that does not prove the canvases themselves are art.',
      },
      {
        name: 'the history of rejection',
        claim: 'Every new movement was dismissed at first.',
        support:
          'The Impressionists were rejected by the official Paris Salon, and their paintings are now among the most loved in the world.',
        answer: 'Some movements were rightly forgotten; rejection does not guarantee later greatness.',
      },
    ],
    against: [
      {
        name: 'the loss of skill',
        claim: 'Some modern art requires little skill.',
        support:
          'Works such as Maurizio Cattelan’s banana taped to a wall, sold for 120,000 dollars in 2019, seem to reward provocation over craft.',
        answer: 'The banana was a comment on the art market itself, and the debate it sparked was part of the work.',
      },
      {
        name: 'the market',
        claim: 'The art market decides value, not artistic merit.',
        support: 'Prices for some contemporary art are driven by collectors, dealers and investment, rather than by public appreciation.',
        answer: 'Markets have always influenced art, from Renaissance patrons onward, without making the art worthless.',
      },
      {
        name: 'the public alienation',
        claim: 'Much modern art alienates the public.',
        support:
          'Many gallery visitors say they do not understand contemporary art, and some works need long explanations to be appreciated.',
        answer: 'Challenging art asks viewers to think, and understanding often grows with familiarity.',
      },
      {
        name: 'the definition stretched',
        claim: 'If anything can be art, the word means nothing.',
        support: 'When a pile of bricks or an unmade bed can be art, there is no standard left for judging quality.',
        answer: 'Art is judged by its impact and ideas, and critics still disagree about quality, which is healthy.',
      },
    ],
    close: {
      for: 'Art is what changes how we see, and modern art has done that again and again.',
      against: 'Not everything placed in a gallery deserves the name of art.',
    },
  },
  {
    topic: 'Should chess be an Olympic sport?',
    category: 'Culture',
    subject: 'chess at the Olympics',
    yes: 'chess should be an Olympic sport',
    no: 'chess should not be an Olympic sport',
    hinge: 'It depends on whether the Olympics celebrate physical contests alone or competition of every kind.',
    people: 'a young chess player who trains as hard as any athlete',
    for: [
      {
        name: 'the recognised sport',
        claim: 'The International Olympic Committee already recognises chess as a sport.',
        support: 'The IOC recognised FIDE, the international chess federation, in 1999, and chess has been played at the Asian Games.',
        answer: 'Recognition lets a federation apply for events; it has not been enough to get chess onto the Olympic programme.',
      },
      {
        name: 'the global reach',
        claim: 'Chess is played everywhere.',
        support:
          'Chess is played by hundreds of millions of people worldwide, and online chess boomed after the series The Queen’s Gambit in 2020.',
        answer: 'Popularity is not the test; bridge and poker are also widely played and are not Olympic sports.',
      },
      {
        name: 'the mental athletes',
        claim: 'Top chess is physically and mentally demanding.',
        support: 'Elite players prepare with physical training, and long tournament games can cause significant stress and fatigue.',
        answer: 'Many demanding activities are not sports in the Olympic sense, which celebrates physical performance.',
      },
      {
        name: 'the precedent of shooting',
        claim: 'The Olympics already include sports of precision and focus.',
        support: 'Shooting and archery reward concentration and control more than strength, and they are long-standing Olympic events.',
        answer: 'Shooting and archery still require physical skill with the body, which chess does not.',
      },
    ],
    against: [
      {
        name: 'the physical contest',
        claim: 'The Olympics celebrate physical sport.',
        support: 'Olympic events test strength, speed, endurance or coordination of the body, and chess tests none of them directly.',
        answer: 'Sport has always included mental contests, and the Olympics once even awarded medals for art.',
      },
      {
        name: 'the spectator problem',
        claim: 'Chess is hard to follow for a general audience.',
        support: 'Long games with subtle moves are difficult to broadcast on prime-time television alongside races and matches.',
        answer: 'Online chess streams draw huge audiences with commentary, and rapid formats are exciting to watch.',
      },
      {
        name: 'the cheating risk',
        claim: 'Computer cheating is a serious problem in chess.',
        support:
          'Engines now play far better than any human, and cheating scandals have disrupted top-level chess, demanding strict security.',
        answer: 'Olympic venues already have strict security, and over-the-board play can be protected from engines.',
      },
      {
        name: 'the crowded programme',
        claim: 'The Olympics are already crowded.',
        support: 'The IOC caps the number of athletes, and adding chess would mean cutting places in established physical sports.',
        answer: 'New sports like skateboarding and climbing have been added recently, showing the programme can change.',
      },
    ],
    close: {
      for: 'Competition of the mind deserves a place beside competition of the body.',
      against: 'Chess is a great game, but the Olympics are for physical sport.',
    },
  },
  {
    topic: 'Should we have a global language?',
    category: 'Culture',
    subject: 'a global language',
    yes: 'we should have a global language',
    no: 'we should not have a global language',
    hinge: 'It depends on whether a shared second language adds to the world’s languages or slowly replaces them.',
    people: 'a grandmother who is among the last speakers of her language',
    for: [
      {
        name: 'the communication',
        claim: 'A shared language would make communication easier.',
        support: 'International trade, science and travel depend on communication, and translation costs time, money and accuracy.',
        answer: 'Machine translation is improving rapidly, making a global language less necessary every year.',
      },
      {
        name: 'the science precedent',
        claim: 'Science already works in one language.',
        support:
          'Most scientific research is published in English, which lets researchers around the world build on each other’s work quickly.',
        answer: 'That dominance disadvantages non-native speakers, whose work is overlooked or harder to publish.',
      },
      {
        name: 'the aviation example',
        claim: 'A common language saves lives in aviation.',
        support:
          'International aviation uses English for communication between pilots and air traffic control, reducing dangerous misunderstandings.',
        answer: 'A common technical language for one profession is not the same as a global language for everyone.',
      },
      {
        name: 'the second language',
        claim: 'A global language can be a second language, not a replacement.',
        support: 'Many people already speak a local language at home and another for work or study, as in India or the Netherlands.',
        answer: 'In practice, dominant second languages often push out first languages within a few generations.',
      },
    ],
    against: [
      {
        name: 'the language loss',
        claim: 'Languages are disappearing at an alarming rate.',
        support:
          'UNESCO estimates that a large share of the world’s roughly 7,000 languages are endangered, and each carries unique knowledge and culture.',
        answer: 'A global second language does not require anyone to abandon their first, and efforts to protect languages can continue.',
      },
      {
        name: 'the cultural dominance',
        claim: 'A global language would favour some cultures over others.',
        support: 'Whichever language is chosen, its native speakers gain an advantage in business, diplomacy and culture.',
        answer: 'A neutral language like Esperanto was designed to avoid that advantage.',
      },
      {
        name: 'the Esperanto record',
        claim: 'Attempts to create a global language have failed.',
        support: 'Esperanto, created in 1887 to be easy and neutral, has only a small community of speakers today.',
        answer: 'English has become a global second language without any planning, which shows it is happening anyway.',
      },
      {
        name: 'the value of diversity',
        claim: 'Different languages offer different ways of seeing the world.',
        support: 'Languages encode knowledge of local plants, histories and ideas, and when they disappear that knowledge can be lost.',
        answer: 'Diversity can be preserved through education and documentation alongside a shared language.',
      },
    ],
    close: {
      for: 'A shared language would let the world finally talk to itself.',
      against: 'Every language lost is a way of seeing the world that never comes back.',
    },
  },
  {
    topic: 'Should the Olympics be held in one permanent location?',
    category: 'Culture',
    subject: 'a permanent home for the Olympics',
    yes: 'the Olympics should be held in one permanent location',
    no: 'the Olympics should keep moving between host cities',
    hinge: 'It depends on whether the cost of hosting outweighs the value of sharing the Games around the world.',
    people: 'a resident displaced for an Olympic venue that stood empty afterwards',
    for: [
      {
        name: 'the cost of hosting',
        claim: 'Hosting the Olympics routinely goes over budget.',
        support:
          'A study by Oxford researchers found that every Games since 1960 for which data exist ran over budget, often by more than half.',
        answer: 'Recent reforms encourage hosts to use existing venues, and Los Angeles 1984 made a profit.',
      },
      {
        name: 'the abandoned venues',
        claim: 'Many Olympic venues are abandoned after the Games.',
        support: 'Venues built for Athens 2004 and Rio 2016 fell into disrepair soon afterwards.',
        answer: 'Many venues, like London’s Olympic Park, have been successfully reused.',
      },
      {
        name: 'the fewer bids',
        claim: 'Fewer cities want to host.',
        support:
          'Several cities withdrew bids for recent Games after public opposition, and the IOC awarded two Games at once in 2017 for lack of candidates.',
        answer: 'The IOC has changed its bidding process, and interest has revived for future Games.',
      },
      {
        name: 'the Greek option',
        claim: 'A permanent home could honour the Games’ origins.',
        support: 'Proposals have suggested Greece as a permanent host, linking the modern Games to their ancient roots.',
        answer: 'A single host would give one country and its government enormous power over the Games.',
      },
    ],
    against: [
      {
        name: 'the global celebration',
        claim: 'Moving the Games shares them with the world.',
        support: 'Hosting gives different countries and continents the chance to welcome the world, as South Korea and Brazil have done.',
        answer: 'Most of the world has never hosted, because the cost limits the Games to rich countries anyway.',
      },
      {
        name: 'the regeneration',
        claim: 'Hosting can transform cities.',
        support: 'Barcelona used the 1992 Games to regenerate its waterfront and has become a major tourist destination.',
        answer: 'Barcelona is the exception; many hosts have been left with debt rather than regeneration.',
      },
      {
        name: 'the political risk',
        claim: 'A permanent host would be vulnerable to politics.',
        support: 'If that country faced conflict, instability or boycotts, the whole Olympic movement would be held hostage.',
        answer: 'A neutral international site, run by the IOC, could be protected from any one government.',
      },
      {
        name: 'the climate and seasons',
        claim: 'No single place suits every sport.',
        support: 'The Winter Games need snow and mountains, and climate change is shrinking the number of suitable places.',
        answer: 'Two permanent sites, one for summer and one for winter, would solve that.',
      },
    ],
    close: {
      for: 'Give the Games a permanent home, and stop making cities pay for a fortnight of glory.',
      against: 'The Olympics belong to the whole world, and they should keep travelling.',
    },
  },
];
