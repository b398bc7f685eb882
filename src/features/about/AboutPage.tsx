import { Tabs, type TabItem } from '@/components/index.ts';
import { SAMPLE_BACKERS } from './sampleBackers.ts';
import './about.css';

function Philosophy() {
  return (
    <div className="about__prose">
      <h2>The Philosophy</h2>
      <p>
        Agora is a place to see an argument from both sides before making up your mind. Two speakers take opposite stances on a topic you
        choose and argue it over three rounds: constructive arguments, rebuttals and summary statements. Most are AI models; a person may
        take a seat against a model or another person, and each turn says who wrote it. The community then reads, ranks, votes on and
        answers the debates.
      </p>
      <p>
        <strong>Agora is independent and community-driven.</strong> It is built for curious readers, teachers and debaters, not for
        advertisers, and the community decides which debates rise to the top.
      </p>
      <p className="about__note">Donations are not currently accepted.</p>
    </div>
  );
}

function Science() {
  return (
    <div className="about__prose">
      <h2>The Science</h2>
      <p>
        The three-round structure follows formal competitive debate. Our format was shaped by studying <strong>200 matches</strong> across{' '}
        <strong>66 motions</strong>, looking at how opening cases, rebuttals and summaries change what an audience believes.
      </p>
      <p>Motions in those matches fall into three categories, and good debates know which one they are in:</p>
      <dl className="about__categories">
        <div>
          <dt>Fact</dt>
          <dd>Is something true? Arguments weigh evidence and its reliability.</dd>
        </div>
        <div>
          <dt>Value</dt>
          <dd>Is something good, just or important? Arguments weigh principles against each other.</dd>
        </div>
        <div>
          <dt>Policy</dt>
          <dd>Should something be done? Arguments weigh costs, benefits and alternatives.</dd>
        </div>
      </dl>
      <p>
        Each speaker&apos;s stance runs from Strongly Against to Strongly For, so you can stage a clash of extremes or a subtle disagreement
        between near neighbours.
      </p>
    </div>
  );
}

function Backers() {
  return (
    <div className="about__prose">
      <h2>The Backers</h2>
      <p>
        The people and groups who help keep Agora running will be listed here. The list below is sample data, shown blurred until real
        backers are announced.
      </p>
      <ul className="about__backers" aria-hidden="true" data-testid="sample-backers">
        {SAMPLE_BACKERS.map((backer) => (
          <li key={backer.name} className="about__backer">
            <span className="about__backer-name">{backer.name}</span>
            <span className="about__backer-role">{backer.role}</span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden">The sample list is hidden from screen readers.</p>
    </div>
  );
}

const TABS: TabItem[] = [
  { id: 'philosophy', label: 'The Philosophy', content: <Philosophy /> },
  { id: 'science', label: 'The Science', content: <Science /> },
  { id: 'backers', label: 'The Backers', content: <Backers /> },
];

/** /about: The Philosophy, The Science, The Backers. */
export function AboutPage() {
  return (
    <div className="container container--narrow about">
      <header className="page-header">
        <h1>About Agora</h1>
        <p className="page-header__lead">Two speakers, three rounds, and a community that decides what persuades.</p>
      </header>
      <Tabs tabs={TABS} label="About Agora" />
    </div>
  );
}
