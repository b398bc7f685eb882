import { useLoad } from '@/hooks/useLoad.ts';
import { Link } from 'react-router';
import { counted } from '@contract/glossary.ts';
import { getSpeakerRecord, type SpeakerResult, type SpeakerTally, type SpokenDebate } from '../api/profileApi.ts';

const RESULT_TEXT: { [result in NonNullable<SpeakerResult>]: string } = { win: 'won', loss: 'lost', split: 'split' };

const tallyText = ({ wins, losses, splits }: SpeakerTally) =>
  `${counted(wins, 'win')}, ${counted(losses, 'loss', 'losses')}, ${counted(splits, 'split')}`;

function resultText(result: SpeakerResult, by: string) {
  return result ? `${by}: ${RESULT_TEXT[result]}` : `${by}: no verdict yet`;
}

function Opponent({ debate }: { debate: SpokenDebate }) {
  const { opponent } = debate;
  if (opponent.kind === 'person' && opponent.handle) return <Link to={`/u/${opponent.handle}`}>{opponent.name}</Link>;
  return <>{opponent.name}</>;
}

/** A person's debates spoken and their record, on their profile: everybody sees it when they are on the ladder, they always do. */
export function SpeakerRecord({ handle, name }: { handle: string; name: string }) {
  // The rest of the profile stands without it: nothing shows until it is read.
  const load = useLoad(handle, () => getSpeakerRecord(handle), 'Loading the speaker record failed');
  const record = load.status === 'ready' ? load.value : null;
  if (!record) return null;

  return (
    <section aria-labelledby="profile-floor" className="profile__floor" data-testid="speaker-record">
      <h2 id="profile-floor" className="profile__section-title">
        On the floor
      </h2>
      {!record.onLadder && (
        <p className="profile__floor-note">
          Only you see this: you are not on the ladder. <Link to="/account#account-ladder">Turn it on in your account</Link> to be rated
          with the models and show everyone your record.
        </p>
      )}
      <dl className="profile__floor-counts">
        <div>
          <dt>Debates spoken</dt>
          <dd data-testid="record-spoken">{record.spoken}</dd>
        </div>
        <div>
          <dt>By the readers</dt>
          <dd className="profile__floor-tally" data-testid="record-readers">
            {tallyText(record.readers)}
          </dd>
        </div>
        <div>
          <dt>By the AI judges</dt>
          <dd className="profile__floor-tally" data-testid="record-judges">
            {tallyText(record.judges)}
          </dd>
        </div>
      </dl>
      {record.debates.length > 0 && (
        <ul className="profile__spoken" aria-label={`Shared debates ${name} spoke in`}>
          {record.debates.map((debate) => (
            <li key={debate.id}>
              <Link to={`/debate/${debate.id}`}>{debate.topic}</Link>{' '}
              <span className="profile__spoken-meta">
                against <Opponent debate={debate} /> · {resultText(debate.readers, 'readers')} · {resultText(debate.judges, 'judges')}
                {!debate.counted && ' · not counted (the offline demo)'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
