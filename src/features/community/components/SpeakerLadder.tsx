import { Link } from 'react-router';
import { useLoad } from '@/hooks/useLoad.ts';
import { DelayedSpinner, EmptyState, ErrorBox } from '@/components/index.ts';
import {
  fetchSpeakerLadder,
  type LadderHeadline,
  type LadderSpeaker,
  type LadderSpeakers,
  type LadderTable,
  type LeaderboardTime,
  type SpeakerLadder as Ladder,
} from '../api/leaderboardApi.ts';
import { headlineText, LADDER_EMPTY_FILTERED, LADDER_TEXTS } from './leaderboardText.ts';

const rounded = (n: number) => Math.round(n).toString();

function SpeakerName({ speaker, showKind }: { speaker: LadderSpeaker; showKind: boolean }) {
  return (
    <>
      {speaker.kind === 'person' && speaker.handle ? <Link to={`/u/${speaker.handle}`}>{speaker.name}</Link> : speaker.name}
      {showKind && (
        <span className={`leaderboard__kind leaderboard__kind--${speaker.kind}`}>{speaker.kind === 'person' ? 'person' : 'model'}</span>
      )}
    </>
  );
}

function Headline({ rows }: { rows: LadderHeadline[] }) {
  if (rows.length === 0) return null;
  return (
    <ul className="leaderboard__headline" data-testid="ladder-headline">
      {rows.map((row) => (
        <li key={row.model}>{headlineText(row)}</li>
      ))}
    </ul>
  );
}

function LadderRatings({ table, verdicts, showKind }: { table: LadderTable; verdicts: 'readers' | 'judges'; showKind: boolean }) {
  return (
    <div className="leaderboard__scroll">
      <table className="leaderboard__table" data-testid={`ladder-${verdicts}`}>
        <caption className="visually-hidden">{LADDER_TEXTS[verdicts].heading}</caption>
        <thead>
          <tr>
            <th scope="col" className="leaderboard__rank">
              #
            </th>
            <th scope="col">Speaker</th>
            <th scope="col">
              Rating <span className="leaderboard__ci">(95 %)</span>
            </th>
            <th scope="col">Matches</th>
          </tr>
        </thead>
        <tbody>
          {table.speakers.map((speaker, index) => (
            <tr key={speaker.player} data-player={speaker.player} data-kind={speaker.kind}>
              <td className="leaderboard__rank">{index + 1}</td>
              <th scope="row">
                <SpeakerName speaker={speaker} showKind={showKind} />
              </th>
              <td>
                <span className="leaderboard__rating" data-testid="rating">
                  {rounded(speaker.rating)}
                </span>
                <span className="leaderboard__ci" data-testid="interval">
                  {' '}
                  {rounded(speaker.ciLow)}–{rounded(speaker.ciHigh)}
                </span>
              </td>
              <td data-testid="matches">
                {speaker.matches}
                <span className="leaderboard__record">
                  {' '}
                  ({speaker.wins}–{speaker.losses}
                  {speaker.ties > 0 ? `–${speaker.ties}` : ''})
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LadderSection({
  ladder,
  verdicts,
  speakers,
  filtered,
}: {
  ladder: Ladder;
  verdicts: 'readers' | 'judges';
  speakers: LadderSpeakers;
  filtered: boolean;
}) {
  const table = ladder[verdicts];
  const texts = LADDER_TEXTS[verdicts];
  return (
    <section className="leaderboard__ladder" aria-labelledby={`ladder-${verdicts}-heading`}>
      <h3 id={`ladder-${verdicts}-heading`} className="leaderboard__ladder-title">
        {texts.heading}
      </h3>
      {table.speakers.length === 0 ? (
        <p className="leaderboard__ladder-empty">{filtered ? LADDER_EMPTY_FILTERED : texts.empty}</p>
      ) : (
        <>
          <Headline rows={table.headline} />
          <LadderRatings table={table} verdicts={verdicts} showKind={speakers === 'all'} />
        </>
      )}
    </section>
  );
}

/** The People and All speakers tabs: people on the ladder rated with the models, by the readers and by the judges. */
export function SpeakerLadder({ speakers, category, time }: { speakers: LadderSpeakers; category: string; time: LeaderboardTime }) {
  const load = useLoad(`${speakers}|${category}|${time}`, () => fetchSpeakerLadder(speakers, category, time), 'Loading the ladder failed');
  const filtered = category !== '' || time !== 'all';
  const nobody = load.status === 'ready' && load.value.readers.speakers.length === 0 && load.value.judges.speakers.length === 0;
  return (
    <div aria-live="polite" aria-busy={load.status === 'loading'} data-testid={`ladder-${speakers}`}>
      {load.status === 'loading' && <DelayedSpinner label="Loading the ladder…" />}
      {load.status === 'error' && <ErrorBox>The ladder could not be loaded. Please try again.</ErrorBox>}
      {nobody && !filtered && speakers === 'people' && (
        <div data-testid="ladder-empty">
          <EmptyState title={LADDER_TEXTS.nobody}>
            <p>
              {LADDER_TEXTS.nobodyHint} <Link to="/account#account-ladder">On the ladder, in your account</Link>
            </p>
          </EmptyState>
        </div>
      )}
      {nobody && (filtered || speakers === 'all') && (
        <div data-testid="ladder-empty">
          <EmptyState title={filtered ? LADDER_EMPTY_FILTERED : LADDER_TEXTS.noMatches} />
        </div>
      )}
      {load.status === 'ready' && !nobody && (
        <>
          <LadderSection ladder={load.value} verdicts="readers" speakers={speakers} filtered={filtered} />
          <LadderSection ladder={load.value} verdicts="judges" speakers={speakers} filtered={filtered} />
        </>
      )}
    </div>
  );
}
