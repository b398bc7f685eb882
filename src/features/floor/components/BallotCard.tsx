import type { FloorBallot } from '@/entities/floor/api/floorApi.ts';

/** Who wrote the ballot, honestly: the AI judge by its model, or the offline judge and what it can do. */
function ballotAuthorLine(ballot: Pick<FloorBallot, 'judge' | 'model'>): string {
  if (ballot.judge === 'provider') return `Ballot by the AI judge ${ballot.model ?? 'of the configured provider'}.`;
  return 'Ballot by the offline judge, from what it can establish from the text.';
}

/** A ballot that teaches: each argument strong or weak and why, what was dropped, what to do better. */
export function BallotCard({ ballot, title }: { ballot: FloorBallot; title: string }) {
  return (
    <section className="card floor-ballot" aria-label={title} data-testid={`ballot-${ballot.speakerIndex}`}>
      <h2>{title}</h2>
      <p className="floor-ballot__judge">{ballotAuthorLine(ballot)}</p>
      <h3>Your arguments</h3>
      {ballot.arguments.length === 0 ? (
        <p>The judge found no argument of yours it could name.</p>
      ) : (
        <ul>
          {ballot.arguments.map((argument) => (
            <li key={argument.name}>
              <strong className={`floor-ballot__${argument.strength}`}>{argument.strength === 'strong' ? 'Strong' : 'Weak'}</strong>{' '}
              {argument.name}: {argument.reason}
            </li>
          ))}
        </ul>
      )}
      <h3>Dropped: your opponent's arguments you left unanswered</h3>
      {ballot.dropped.length === 0 ? (
        <p>None: you engaged every one.</p>
      ) : (
        <ul>
          {ballot.dropped.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
      <h3>To do better</h3>
      <ol>
        {ballot.improvements.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ol>
    </section>
  );
}
