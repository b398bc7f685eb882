import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, DelayedSpinner, ErrorBox, LengthHint, lengthOf } from '@/components/index.ts';
import { MAX_TOKENS, QUESTION_MAX_LENGTH } from '@contract/settings.ts';
import {
  endsARound,
  fetchContinuableDebate,
  pointLabel,
  pointParam,
  type ContinuableDebate,
  type ContinuePoint,
} from '@/entities/continuation/index.ts';
import { offeredModel, type SpeakerSettings } from '../model/settings.ts';
import { useDraft } from '@/hooks/useDraft.ts';
import { useLoad } from '@/hooks/useLoad.ts';
import { useGeneratorInfo } from '../stores/generatorInfo.ts';
import { useGeneration, type FamilyStart, type RunDisplay } from '../stores/generation.ts';
import { SpeakerPanel } from './SpeakerPanel.tsx';

const QUESTION_LIMITS = { min: 0, max: QUESTION_MAX_LENGTH };

/** What the engine was opened for: continuing a debate after a place, or rematching one. */
export type FamilyIntent = { kind: 'continue'; debateId: string; after: ContinuePoint } | { kind: 'rematch'; debateId: string };

/** The original's speaker as the starting settings of a continuation's seat (a model still offered). */
function seatFrom(speaker: ContinuableDebate['speakers'][number], models: readonly string[]): SpeakerSettings {
  return {
    name: offeredModel(speaker.model, models),
    stance: speaker.stance,
    rhetoricStyle: speaker.rhetoricStyle as SpeakerSettings['rhetoricStyle'],
    maxTokens: MAX_TOKENS,
    systemPrompt: '',
    showGuidance: false,
  };
}

/**
 * The question typed for both speakers, kept as a draft (a reload or a sign-in detour keeps it) until
 * the continuation it was sent with exists on the server: a failed start leaves it in the field.
 */
function useQuestionDraft(debateId: string, after: ContinuePoint) {
  const [question, setQuestion, discard] = useDraft(`continue-question:${debateId}:${pointParam(after)}`);
  const startedFrom = useRef<string | null | undefined>(undefined);
  const generationId = useGeneration((s) => s.run.generationId);
  useEffect(() => {
    if (startedFrom.current === undefined || generationId === null || generationId === startedFrom.current) return;
    startedFrom.current = undefined;
    discard();
  }, [generationId, discard]);
  const markSent = () => {
    startedFrom.current = useGeneration.getState().run.generationId;
  };
  return [question, setQuestion, markSent] as const;
}

function ContinueForm({
  debate,
  after,
  running,
  onStart,
}: {
  debate: ContinuableDebate;
  after: ContinuePoint;
  running: boolean;
  onStart: (start: FamilyStart, display: RunDisplay) => void;
}) {
  const id = useId();
  const models = useGeneratorInfo((s) => s.models);
  const [seats, setSeats] = useState<[SpeakerSettings, SpeakerSettings]>(() => [
    seatFrom(debate.speakers[0], models),
    seatFrom(debate.speakers[1], models),
  ]);
  const [question, setQuestion, markQuestionSent] = useQuestionDraft(debate.id, after);
  const [readersQuestion, setReadersQuestion] = useState(false);
  // A question goes between rounds: only after a round's last turn (or after another question).
  const questionAllowed = endsARound(after);
  // A question over the limit is kept as typed and stops the start until it is shortened.
  const questionTooLong = questionAllowed && !readersQuestion && lengthOf(question, QUESTION_LIMITS).over;
  const update = (index: 0 | 1, patch: Partial<SpeakerSettings>) =>
    setSeats((current) => (index === 0 ? [{ ...current[0], ...patch }, current[1]] : [current[0], { ...current[1], ...patch }]));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (questionTooLong) return;
    markQuestionSent();
    const asked = questionAllowed && !readersQuestion ? question.trim() || null : null;
    onStart(
      {
        kind: 'continue',
        request: {
          debateId: debate.id,
          after,
          model1: seats[0],
          model2: seats[1],
          question: asked,
          readersQuestion: questionAllowed && readersQuestion,
        },
      },
      { topic: debate.topic, speakers: [seats[0], seats[1]].map((s) => ({ name: s.name, stance: s.stance })) as RunDisplay['speakers'] },
    );
  }

  return (
    <form className="family-start card" onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="continue-form">
      <h2 id={`${id}-title`} className="family-start__title">
        Continue “{debate.topic}” after {pointLabel(after)}
      </h2>
      <p className="family-start__lead">
        The transcript up to there is the original’s, kept as it is and attributed to it; the speakers below write the rest. Only the turns
        they write count against your allowance.
      </p>
      {questionAllowed && (
        <fieldset className="family-start__question">
          <legend>A question for both speakers (optional)</legend>
          <textarea
            id={`${id}-question`}
            className="textarea"
            rows={2}
            aria-label="Your question for both speakers"
            aria-describedby={`${id}-question-length`}
            aria-invalid={questionTooLong || undefined}
            placeholder="e.g. What would change your mind?"
            value={question}
            disabled={running || readersQuestion}
            onChange={(e) => setQuestion(e.target.value)}
          />
          <LengthHint id={`${id}-question-length`} text={question} limits={QUESTION_LIMITS} />
          <label className="checkbox">
            <input type="checkbox" checked={readersQuestion} disabled={running} onChange={(e) => setReadersQuestion(e.target.checked)} />{' '}
            Let the moderator pick the readers’ question (the question in the responses with the most replies)
          </label>
        </fieldset>
      )}
      <div className="engine__speakers">
        <SpeakerPanel index={0} speaker={seats[0]} models={models} onChange={(patch) => update(0, patch)} disabled={running} />
        <SpeakerPanel index={1} speaker={seats[1]} models={models} onChange={(patch) => update(1, patch)} disabled={running} />
      </div>
      <StartActions label="Continue the debate" running={running} blocked={questionTooLong} />
    </form>
  );
}

/** The form's submit and the way back to a new debate. */
function StartActions({ label, running, blocked = false }: { label: string; running: boolean; blocked?: boolean }) {
  return (
    <div className="family-start__actions">
      <Button type="submit" size="lg" disabled={running || blocked} busy={running}>
        {label}
      </Button>
      <Link to="/engine">Start a new debate instead</Link>
    </div>
  );
}

function RematchForm({
  debate,
  running,
  onStart,
}: {
  debate: ContinuableDebate;
  running: boolean;
  onStart: (start: FamilyStart, display: RunDisplay) => void;
}) {
  const [first, second] = debate.speakers;
  // The database swaps models and styles; the stances stay with their seats.
  const display: RunDisplay = {
    topic: debate.topic,
    speakers: [
      { name: second.model, stance: first.stance },
      { name: first.model, stance: second.stance },
    ],
  };
  return (
    <form
      className="family-start card"
      data-testid="rematch-form"
      onSubmit={(event) => {
        event.preventDefault();
        onStart({ kind: 'rematch', debateId: debate.id }, display);
      }}
    >
      <h2 className="family-start__title">Rematch “{debate.topic}”, sides swapped</h2>
      <p className="family-start__lead">
        The same motion, with the speakers’ models and styles swapped: {second.model} now speaks first, {first.model} second. The two
        debates are linked, and the leaderboard’s side-balanced view counts the pair.
      </p>
      <StartActions label="Start the rematch" running={running} />
    </form>
  );
}

/** The engine opened from a debate: the form that continues it after a place, or rematches it. */
export function FamilyStartPanel({
  intent,
  running,
  onStart,
}: {
  intent: FamilyIntent;
  running: boolean;
  onStart: (start: FamilyStart, display: RunDisplay) => void;
}) {
  const loaded = useLoad(intent.debateId, () => fetchContinuableDebate(intent.debateId), 'Loading the debate to continue failed');
  if (loaded.status === 'loading') return <DelayedSpinner label="Loading the debate" />;
  if (loaded.status === 'error') return <ErrorBox>The debate could not be loaded. Please try again.</ErrorBox>;
  if (!loaded.value) {
    return <ErrorBox>This debate is not one you can continue: it is private, under review, or no longer there.</ErrorBox>;
  }
  return intent.kind === 'continue' ? (
    <ContinueForm debate={loaded.value} after={intent.after} running={running} onStart={onStart} />
  ) : (
    <RematchForm debate={loaded.value} running={running} onStart={onStart} />
  );
}
