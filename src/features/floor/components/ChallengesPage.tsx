import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, ErrorBox, TextField } from '@/components/index.ts';
import { listMyPersonDebates, listOpenChallenges, openChallenge, type OpenChallenge } from '@/entities/floor/api/floorApi.ts';
import { toAppError } from '@/lib/errors.ts';
import { useSession } from '@/stores/session.ts';

type Mine = Awaited<ReturnType<typeof listMyPersonDebates>>[number];

const SEAT_NAMES = ['First Speaker (for the motion)', 'Second Speaker (against)'];

/** The settings of a debate between people: the contract's shape, the speakers' "models" unused (people speak). */
function challengeSettings(topic: string) {
  const speaker = (stance: number) => ({
    name: 'gpt-4',
    stance,
    rhetoricStyle: 'formal',
    systemPrompt: '',
    maxTokens: 1000,
    showGuidance: false,
  });
  return { topic, debateStyle: 'structured', moderatorEnabled: false, model1: speaker(0.6), model2: speaker(-0.6) };
}

function OpenChallengeForm() {
  const navigate = useNavigate();
  const [topic, setTopic] = useState('');
  const [seat, setSeat] = useState<0 | 1>(0);
  const [isPublic, setPublic] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="card floor-challenge-form"
      aria-label="Open a challenge"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        openChallenge(challengeSettings(topic.trim()), seat, isPublic).then(
          ({ generationId }) => navigate(`/floor/${generationId}`),
          (e: unknown) => {
            setError(toAppError(e).message);
            setBusy(false);
          },
        );
      }}
    >
      <h2>Open a challenge</h2>
      <TextField id="challenge-topic" label="Motion" value={topic} onValueChange={setTopic} maxLength={500} />
      <fieldset className="floor-seat-choice">
        <legend>You speak as</legend>
        {SEAT_NAMES.map((name, index) => (
          <label key={name}>
            <input type="radio" name="challenge-seat" checked={seat === index} onChange={() => setSeat(index as 0 | 1)} /> {name}
          </label>
        ))}
      </fieldset>
      <label>
        <input type="checkbox" checked={isPublic} onChange={(e) => setPublic(e.target.checked)} /> List it under Open challenges (otherwise:
        a private invite link)
      </label>
      {error && <ErrorBox>{error}</ErrorBox>}
      <Button type="submit" disabled={busy || topic.trim().length < 3} busy={busy}>
        Open the challenge
      </Button>
    </form>
  );
}

/** /community/challenges: the open challenges anyone may take, the person's own debates with people, and opening one. */
export function ChallengesPage() {
  const signedIn = useSession((s) => s.status === 'signed-in');
  const [open, setOpen] = useState<OpenChallenge[] | null>(null);
  const [mine, setMine] = useState<Mine[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    listOpenChallenges().then(setOpen, (e: unknown) => setError(toAppError(e).message));
    if (signedIn) listMyPersonDebates().then(setMine, (e: unknown) => setError(toAppError(e).message));
  }, [signedIn]);
  return (
    <div className="floor-challenges">
      {error && <ErrorBox>{error}</ErrorBox>}
      {signedIn && mine.length > 0 && (
        <section aria-label="Your debates with people">
          <h2>Your debates with people</h2>
          <ul className="floor-list">
            {mine.map((d) => (
              <li key={d.id}>
                <Link to={`/floor/${d.id}`}>{d.settings.topic}</Link> <span className="floor-list__state">{d.status}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-label="Open challenges">
        <h2>Open challenges</h2>
        {open === null ? (
          <p>Loading…</p>
        ) : open.length === 0 ? (
          <p>No open challenges right now: open one.</p>
        ) : (
          <ul className="floor-list">
            {open.map((c) => (
              <li key={c.generation_id}>
                <Link to={`/floor/${c.generation_id}`}>{c.topic}</Link> — {c.opener_name} waits for a{' '}
                {c.open_seat === 0 ? 'First' : 'Second'} Speaker
              </li>
            ))}
          </ul>
        )}
      </section>
      {signedIn ? <OpenChallengeForm /> : <Link to="/login?next=/community/challenges">Sign in to open a challenge</Link>}
    </div>
  );
}
