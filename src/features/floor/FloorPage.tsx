import { useCallback, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Button, ErrorBox, PersonLink } from '@/components/index.ts';
import { MarkdownText } from '@/entities/response/components/MarkdownText.tsx';
import {
  getPersonDebate,
  requestBallots,
  streamPersonRun,
  submitPersonTurn,
  takeChallenge,
  type FloorTurn,
  type PersonDebate,
} from '@/entities/floor/api/floorApi.ts';
import { toAppError } from '@/lib/errors.ts';
import { turnWrittenBy } from '@contract/glossary.ts';
import { ROUND_TITLES, ROUND_TYPES } from '@contract/rounds.ts';
import { followUserTopic } from '@/lib/userTopic.ts';
import { useSession } from '@/stores/session.ts';
import { BallotCard } from './components/BallotCard.tsx';
import { SaveFloorDebate } from './components/SaveFloorDebate.tsx';
import { TurnEditor } from './components/TurnEditor.tsx';
import './floor.css';

// The generator's round titles (the spec's), as the engine shows a debate being written.
const turnTitle = (round: number | null) => (round === null ? 'Moderator' : (ROUND_TITLES[ROUND_TYPES[round] ?? 'summary'] ?? ''));

/** Who wrote the turn: the person in the seat, or the model — marked when the offline demo wrote it. */
function speakerName(debate: PersonDebate, turn: FloorTurn) {
  const seat = debate.seats.find((s) => s.speakerIndex === turn.speakerIndex);
  if (seat) return <PersonLink id={seat.userId}>{seat.name}</PersonLink>;
  if (turn.speakerIndex === null) return 'Moderator';
  const model = turn.model ?? (turn.speakerIndex === 0 ? debate.settings.model1.name : debate.settings.model2.name);
  return turnWrittenBy(turn.authorKind, model, null);
}

/** A seat in the header: the person, or the model — marked once the offline demo has written its turns. */
function seatName(debate: PersonDebate, speakerIndex: 0 | 1) {
  const seat = debate.seats.find((s) => s.speakerIndex === speakerIndex);
  if (seat) return <PersonLink id={seat.userId}>{seat.name}</PersonLink>;
  const demo = debate.turns.some((t) => t.speakerIndex === speakerIndex && t.authorKind === 'demo');
  return turnWrittenBy(demo ? 'demo' : 'model', speakerIndex === 0 ? debate.settings.model1.name : debate.settings.model2.name, null);
}

function TurnCard({ debate, turn }: { debate: PersonDebate; turn: FloorTurn }) {
  return (
    <article className="floor-turn card" data-testid={`floor-turn-${turn.sequence}`}>
      <header className="floor-turn__head">
        <strong>{speakerName(debate, turn)}</strong>
        <span className="floor-turn__round">
          {turn.speakerIndex === 0 ? 'First Speaker' : turn.speakerIndex === 1 ? 'Second Speaker' : ''} · {turnTitle(turn.roundIndex)}
        </span>
      </header>
      {turn.forfeited ? <p className="floor-turn__forfeit">{turn.text}</p> : <MarkdownText text={turn.text} />}
    </article>
  );
}

/** What the page says about whose turn it is. */
function statusLine(debate: PersonDebate, mine: number | null): string {
  if (debate.status === 'completed') return 'The debate is complete.';
  if (debate.status === 'stopped') {
    return debate.stopReason === 'forfeit'
      ? `${debate.challenge?.forfeitedBy === mine ? 'You' : 'Your opponent'} missed a second deadline: the debate is forfeited.`
      : 'The debate stopped.';
  }
  if (debate.challenge && !debate.challenge.taken) return 'Waiting for an opponent to take the other seat.';
  const next = debate.plan[debate.nextSequence];
  if (!next) return 'The judges are on their way.';
  if (next.author === 'model') return 'The model is answering…';
  if (next.speakerIndex === mine) return 'Your turn.';
  return 'Waiting for your opponent.';
}

/** Loads the debate and follows the person's topic: a turn, "your turn", the seat taken, the end. */
function useFloor(generationId: string, invite: string | null, userId: string | null) {
  const [debate, setDebate] = useState<PersonDebate | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    try {
      setDebate(await getPersonDebate(generationId, invite));
      setError(null);
    } catch (e) {
      setError(toAppError(e).message);
    }
  }, [generationId, invite]);
  useEffect(() => {
    void reload();
  }, [reload, userId]);
  useEffect(() => {
    if (!userId) return;
    return followUserTopic(userId, (_event, payload) => {
      const about = (payload as { generation_id?: string } | null)?.generation_id;
      if (about === generationId) void reload();
    });
  }, [userId, generationId, reload]);
  // A finished debate between people has no runner to judge it: a seated person asks for its ballots once.
  const ended =
    debate !== null && debate.status !== 'running' && debate.ballots.length === 0 && debate.seats.some((s) => s.userId === userId);
  useEffect(() => {
    if (ended) void requestBallots(generationId).then(reload);
  }, [ended, generationId, reload]);
  return { debate, error, reload };
}

/** /floor/:generationId: a debate with a person in it — the turns so far, whose turn it is, and the person's editor. */
export function FloorPage() {
  const { generationId = '' } = useParams();
  const [params] = useSearchParams();
  const invite = params.get('invite');
  const userId = useSession((s) => (s.status === 'signed-in' ? (s.user?.id ?? null) : null));
  const { debate, error, reload } = useFloor(generationId, invite, userId);
  const [streaming, setStreaming] = useState<{ sequence: number; text: string } | null>(null);
  const [runError, setRunError] = useState<string | null>(null);

  if (error && !debate) return <ErrorBox>{error}</ErrorBox>;
  if (!debate) return <p className="container">Loading the debate…</p>;

  const mine = debate.seats.find((s) => s.userId === userId)?.speakerIndex ?? null;
  const withModel = debate.plan.some((e) => e.author === 'model');
  const next = debate.plan[debate.nextSequence];
  const myTurn = debate.status === 'running' && next?.author === 'person' && next.speakerIndex === mine;
  const waitingForModel = debate.status === 'running' && next?.author === 'model' && streaming === null;

  async function runWithModel(path: '/turn' | '/resume', body: object) {
    setRunError(null);
    await streamPersonRun(path, body, (event) => {
      if (event.type === 'turn_start') setStreaming({ sequence: event.sequence, text: '' });
      if (event.type === 'delta') setStreaming((s) => (s ? { ...s, text: s.text + event.text } : s));
      if (event.type === 'turn_end') void reload().then(() => setStreaming(null));
      if (event.type === 'error') setRunError(event.message);
    });
    setStreaming(null);
    await reload();
  }

  async function submit(text: string, summary: string | null) {
    const sequence = debate!.nextSequence;
    if (withModel) await runWithModel('/turn', { generationId, sequence, text, ...(summary ? { summary } : {}) });
    else {
      await submitPersonTurn(generationId, sequence, text, summary);
      await reload();
    }
  }

  const canTake = debate.challenge && !debate.challenge.taken && mine === null && userId !== null;
  return (
    <div className="container floor">
      <header className="page-header">
        <h1 className="floor__topic">{debate.settings.topic}</h1>
        <p className="floor__speakers">
          First Speaker: {seatName(debate, 0)} · Second Speaker: {seatName(debate, 1)}
        </p>
        <p className="floor__status" role="status" data-testid="floor-status">
          {statusLine(debate, mine)}
          {debate.challenge?.turnDueAt && debate.status === 'running' && ` Due ${new Date(debate.challenge.turnDueAt).toLocaleString()}.`}
        </p>
        {debate.challenge?.inviteToken && !debate.challenge.taken && !debate.challenge.isPublic && (
          <p className="floor__invite">
            Invite link:{' '}
            <code data-testid="floor-invite">{`${location.origin}/floor/${debate.id}?invite=${debate.challenge.inviteToken}`}</code>
          </p>
        )}
      </header>
      {canTake && (
        <Button onClick={() => void takeChallenge(generationId, invite).then(reload, (e: unknown) => setRunError(toAppError(e).message))}>
          Take the {debate.seats[0]?.speakerIndex === 0 ? 'Second' : 'First'} Speaker seat
        </Button>
      )}
      <section className="floor__turns" aria-label="Turns">
        {debate.turns
          .filter((t) => t.complete && t.sequence !== streaming?.sequence)
          .map((turn) => (
            <TurnCard key={turn.sequence} debate={debate} turn={turn} />
          ))}
        {streaming && (
          <article className="floor-turn card floor-turn--live" aria-live="polite" data-testid="floor-streaming">
            <MarkdownText text={streaming.text || '…'} />
          </article>
        )}
      </section>
      {runError && <ErrorBox>{runError}</ErrorBox>}
      {waitingForModel && withModel && mine !== null && (
        <Button
          variant="secondary"
          onClick={() => void runWithModel('/resume', { generationId }).catch((e: unknown) => setRunError(toAppError(e).message))}
        >
          Ask the model to answer
        </Button>
      )}
      {debate.ballots.map((ballot) => (
        <BallotCard
          key={ballot.speakerIndex}
          ballot={ballot}
          title={ballot.speakerIndex === mine ? 'Your ballot' : `Ballot of the ${ballot.speakerIndex === 0 ? 'First' : 'Second'} Speaker`}
        />
      ))}
      {debate.status !== 'running' && mine !== null && debate.turns.some((t) => t.complete && !t.forfeited) && (
        <SaveFloorDebate generationId={generationId} savedDebateId={debate.savedDebateId} />
      )}
      {myTurn && next && (
        <TurnEditor
          key={debate.nextSequence}
          generationId={generationId}
          sequence={debate.nextSequence}
          title={turnTitle(next.roundIndex)}
          length={debate.turnLength}
          onSubmit={submit}
        />
      )}
    </div>
  );
}
