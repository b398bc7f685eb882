import { lazy, Suspense, useEffect, useMemo, useRef, type HTMLAttributes, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { GENERATOR_LABELS } from '@contract/generators.ts';
import { ErrorBox, LoginRequiredModal } from '@/components/index.ts';
import { useSession } from '@/stores/session.ts';
import { useUsage } from '@/entities/usage/stores/usage.ts';
import { EngineRun } from './components/EngineRun.tsx';
import { EngineSettings } from './components/EngineSettings.tsx';
import type { FamilyIntent } from './components/FamilyStartPanel.tsx';
import { pointFromParam } from '@/entities/continuation/utils/points.ts';
import { NoFreeDebatesHint } from './components/NoFreeDebatesHint.tsx';
import { ReplaceDebateDialog } from './components/ReplaceDebateDialog.tsx';
import { SpeakAs } from './components/SpeakAs.tsx';
import { StickyTopicHeader } from './components/StickyTopicHeader.tsx';
import { useGenerate } from './hooks/useGenerate.ts';
import { useScrolledPast } from './hooks/useScrolledPast.ts';
import { isRunning } from './model/run.ts';
import { useEngineSettings } from './stores/engineSettings.ts';
import { useGeneration } from './stores/generation.ts';
import { useGeneratorInfo } from './stores/generatorInfo.ts';
import { freeDebatesText, turnsInHandText } from '@/entities/usage/utils/allowanceText.ts';
import './engine.css';

// Only a continuation or rematch opens it (?continue= / ?rematch=): it stays off the engine's first screen.
const FamilyStartPanel = lazy(() => import('./components/FamilyStartPanel.tsx').then((m) => ({ default: m.FamilyStartPanel })));

const LOGIN_REQUIRED_MESSAGE = 'Login Required - sign in for 2 free debate generations instantly!';

function FreeDebatesCount({ remaining, turnCredit, signedIn }: { remaining: number | null; turnCredit: number; signedIn: boolean }) {
  // Signed in, the count is on its way: its line is kept, so "You speak as" below never moves under a finger.
  if (remaining === null) {
    return signedIn ? (
      <p className="topic-form__count" aria-hidden="true">
        {'\u00a0'}
      </p>
    ) : null;
  }
  return (
    <p className="topic-form__count" data-testid="engine-free-count">
      {freeDebatesText(remaining)}
      {turnCredit > 0 && ` · ${turnsInHandText(turnCredit)}`}
    </p>
  );
}

// The longest label the function can name: the note keeps its height while
// the answer is on its way (and after), so the settings below never move.
const LONGEST_GENERATOR_LABEL = Object.values(GENERATOR_LABELS).reduce((a, b) => (b.length > a.length ? b : a));

function GeneratorLine({ label, ...rest }: { label: string } & HTMLAttributes<HTMLParagraphElement>) {
  return (
    <p {...rest}>
      Debates are written by: <span className="badge topic-form__generator-badge">{label}</span>
    </p>
  );
}

/** Who will write the debate, shown before generating. */
function GeneratorNote({ label }: { label: string | null }) {
  return (
    <div className="topic-form__generator">
      <GeneratorLine label={LONGEST_GENERATOR_LABEL} className="topic-form__generator-sizer" aria-hidden="true" />
      {label !== null && <GeneratorLine label={label} data-testid="generator-note" />}
    </div>
  );
}

/** Loads what the engine shows: the allowance (after the weekly refill) and the offered models. */
function useEngineData(signedIn: boolean) {
  const models = useGeneratorInfo((s) => s.models);
  const { keepModelsOffered } = useEngineSettings.getState();

  useEffect(() => {
    // The database applies the weekly refill when the allowance is read.
    if (signedIn) void useUsage.getState().refresh();
  }, [signedIn]);

  useEffect(() => {
    void useGeneratorInfo.getState().load();
  }, []);

  useEffect(() => {
    keepModelsOffered(models);
  }, [models, keepModelsOffered]);
}

/**
 * The person's debate lives on the server: on arrival, after signing in, and whenever their other
 * tabs change it, the engine finds it again (still being written, or waiting to be saved).
 */
function useDebateOnServer(userId: string | null) {
  useEffect(() => {
    if (!userId) return;
    const generation = useGeneration.getState();
    void generation.findOpen();
    return generation.follow(userId);
  }, [userId]);
}

/** Leaving the page while this tab writes a debate asks first (the debate goes on on the server). */
function useAskBeforeLeaving(streaming: boolean) {
  useEffect(() => {
    if (!streaming) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [streaming]);
}

/** A run just started and the settings folded away: bring the debate into view and focus its heading. */
function useRevealRun(revealRun: number, runRef: RefObject<HTMLDivElement | null>, headingRef: RefObject<HTMLHeadingElement | null>) {
  useEffect(() => {
    if (revealRun === 0) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    runRef.current?.scrollIntoView?.({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
    headingRef.current?.focus({ preventScroll: true });
  }, [revealRun, runRef, headingRef]);
}

/** `?continue=<id>&after=r1s0` or `?rematch=<id>`: the engine was opened from a debate. */
function intentFrom(params: URLSearchParams): FamilyIntent | null {
  const rematch = params.get('rematch');
  if (rematch) return { kind: 'rematch', debateId: rematch };
  const debateId = params.get('continue');
  const after = pointFromParam(params.get('after'));
  return debateId && after ? { kind: 'continue', debateId, after } : null;
}

/** /engine: configure two speakers and generate a three-round debate, streamed as it is written. */
export function EnginePage() {
  const generatorLabel = useGeneratorInfo((s) => s.generatorLabel);
  const run = useGeneration((s) => s.run);
  const error = useGeneration((s) => s.error);
  const signedIn = useSession((s) => s.status === 'signed-in');
  const userId = useSession((s) => (s.status === 'signed-in' ? (s.user?.id ?? null) : null));
  const topicHeadingRef = useRef<HTMLHeadingElement>(null);
  const runRef = useRef<HTMLDivElement>(null);
  const action = useGenerate();
  const [params] = useSearchParams();
  const intent = useMemo(() => intentFrom(params), [params]);
  useEngineData(signedIn);
  useDebateOnServer(userId);
  useRevealRun(action.revealRun, runRef, topicHeadingRef);

  const running = isRunning(run.phase);
  useAskBeforeLeaving(running && run.phase !== 'judging');
  const hasRun = run.phase !== 'idle';
  const scrolledPast = useScrolledPast(topicHeadingRef, hasRun);

  return (
    <div className={`container engine${running ? ' engine--running' : ''}`}>
      <StickyTopicHeader topic={run.topic} visible={hasRun && scrolledPast} running={running} />
      <header className="page-header">
        <h1>AI Engine</h1>
        <p className="page-header__lead">Pick a topic, set where each speaker stands, and watch them argue it out over three rounds.</p>
      </header>
      {intent ? (
        <Suspense fallback={null}>
          <FamilyStartPanel key={params.toString()} intent={intent} running={running} onStart={action.startFamily} />
        </Suspense>
      ) : (
        <EngineSettings
          running={running}
          onGenerate={() => action.generate()}
          collapsed={action.settingsCollapsed}
          onExpand={action.expandSettings}
          footer={
            <>
              <FreeDebatesCount remaining={action.freeDebatesRemaining} turnCredit={action.turnCredit} signedIn={signedIn} />
              <GeneratorNote label={generatorLabel} />
              <SpeakAs signedIn={signedIn} />
            </>
          }
          notice={action.noFreeHint && <NoFreeDebatesHint onDismiss={action.dismissNoFreeHint} />}
        />
      )}
      {intent && <FreeDebatesCount remaining={action.freeDebatesRemaining} turnCredit={action.turnCredit} signedIn={signedIn} />}
      {intent && action.noFreeHint && <NoFreeDebatesHint onDismiss={action.dismissNoFreeHint} />}
      {error && <ErrorBox>{error}</ErrorBox>}
      <EngineRun topicHeadingRef={topicHeadingRef} runRef={runRef} onRunAgain={action.generate} />
      <LoginRequiredModal open={action.loginModalOpen} onClose={action.closeLoginModal} message={LOGIN_REQUIRED_MESSAGE} />
      <ReplaceDebateDialog
        open={action.replacing !== null}
        topic={run.topic}
        onKeep={action.keepUnsaved}
        onReplace={action.replaceUnsaved}
      />
    </div>
  );
}
