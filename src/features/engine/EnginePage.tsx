import { useEffect, useRef, useState } from 'react';
import { ErrorBox, LoginRequiredModal } from '@/components/index.ts';
import { useSession } from '@/stores/session.ts';
import { useUsage } from '@/stores/usage.ts';
import { GlobalSettings } from './components/GlobalSettings.tsx';
import { LiveProgressBar } from './components/LiveProgressBar.tsx';
import { NoFreeDebatesHint } from './components/NoFreeDebatesHint.tsx';
import { ProgressIndicator } from './components/ProgressIndicator.tsx';
import { RoundResults } from './components/RoundResults.tsx';
import { RunControls } from './components/RunControls.tsx';
import { SavePanel } from './components/SavePanel.tsx';
import { SettingsArea } from './components/SettingsArea.tsx';
import { SpeakerPanel } from './components/SpeakerPanel.tsx';
import { StickyTopicHeader } from './components/StickyTopicHeader.tsx';
import { TopicForm } from './components/TopicForm.tsx';
import { randomTopic } from './data/sampleTopics.ts';
import { useScrolledPast } from './hooks/useScrolledPast.ts';
import { decideGenerate } from './model/generateDecision.ts';
import { currentTurn, isRunning } from './model/run.ts';
import type { DebateSettings } from './model/settings.ts';
import { useEngineSettings } from './stores/engineSettings.ts';
import { useGeneration } from './stores/generation.ts';
import { useGeneratorInfo } from './stores/generatorInfo.ts';
import './engine.css';

const LOGIN_REQUIRED_MESSAGE = 'Login Required - sign in for 2 free debate generations instantly!';

function FreeDebatesCount({ remaining }: { remaining: number | null }) {
  if (remaining === null) return null;
  return (
    <p className="topic-form__count" data-testid="engine-free-count">
      {remaining === 1 ? '1 free debate remaining' : `${remaining} free debates remaining`}
    </p>
  );
}

/** Who will write the debate, shown before generating. */
function GeneratorNote({ label }: { label: string | null }) {
  if (label === null) return null;
  return (
    <p className="topic-form__generator" data-testid="generator-note">
      Debates are written by: <span className="badge topic-form__generator-badge">{label}</span>
    </p>
  );
}

/** /engine: configure two speakers and generate a three-round debate, streamed as it is written. */
export function EnginePage() {
  const settings = useEngineSettings((s) => s.settings);
  const { setTopic, setDebateStyle, setModeratorEnabled, updateSpeaker, keepModelsOffered } = useEngineSettings.getState();
  const models = useGeneratorInfo((s) => s.models);
  const generatorLabel = useGeneratorInfo((s) => s.generatorLabel);
  const run = useGeneration((s) => s.run);
  const error = useGeneration((s) => s.error);
  const refusal = useGeneration((s) => s.refusal);
  const categories = useGeneration((s) => s.categories);
  const saveStatus = useGeneration((s) => s.saveStatus);
  const savedDebateId = useGeneration((s) => s.savedDebateId);
  const shareStatus = useGeneration((s) => s.shareStatus);
  const lastSettings = useGeneration((s) => s.lastSettings);
  const allowanceReturnedMessage = useGeneration((s) => s.allowanceReturnedMessage);
  const sessionStatus = useSession((s) => s.status);
  const isPro = useSession((s) => s.user?.isPro ?? false);
  const usage = useUsage((s) => s.usage);
  const [loginModalOpen, setLoginModalOpen] = useState(false);
  const [noFreeHint, setNoFreeHint] = useState(false);
  const topicHeadingRef = useRef<HTMLHeadingElement>(null);
  const runRef = useRef<HTMLDivElement>(null);
  const [settingsCollapsed, setSettingsCollapsed] = useState(false);
  const [revealRun, setRevealRun] = useState(0);

  const running = isRunning(run.phase);
  const hasRun = run.phase !== 'idle';
  const scrolledPast = useScrolledPast(topicHeadingRef, hasRun);
  const signedIn = sessionStatus === 'signed-in';
  const freeDebatesRemaining = signedIn ? (usage?.free_debates_remaining ?? null) : null;

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

  useEffect(() => {
    if (refusal === 'login-required') setLoginModalOpen(true);
    if (refusal === 'no-free-debates') setNoFreeHint(true);
  }, [refusal]);

  useEffect(() => {
    // A run just started: the settings folded away, bring the debate into view and focus its heading.
    if (revealRun === 0) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    runRef.current?.scrollIntoView?.({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
    topicHeadingRef.current?.focus({ preventScroll: true });
  }, [revealRun]);

  function generate(runSettings: DebateSettings = settings) {
    const decision = decideGenerate({
      topic: runSettings.topic,
      running,
      sessionStatus,
      freeDebatesRemaining,
      isPro,
    });
    if (decision === 'login-required') setLoginModalOpen(true);
    else if (decision === 'no-free-debates') setNoFreeHint(true);
    else if (decision === 'start') {
      setNoFreeHint(false);
      setSettingsCollapsed(true);
      void useGeneration.getState().start(runSettings);
      setRevealRun((n) => n + 1);
    }
  }

  const streaming = currentTurn(run);
  const finishedTurns = run.turns.filter((t) => t.complete).length;

  return (
    <div className={`container engine${running ? ' engine--running' : ''}`}>
      <StickyTopicHeader topic={run.topic} visible={hasRun && scrolledPast} running={running} />
      <header className="page-header">
        <h1>AI Engine</h1>
        <p className="page-header__lead">
          Pick a topic, set where each speaker stands, and watch them argue it out over three rounds.
        </p>
      </header>

      <TopicForm
        topic={settings.topic}
        running={running}
        onTopicChange={setTopic}
        onRandomTopic={() => setTopic(randomTopic(settings.topic))}
        onGenerate={() => generate()}
        footer={
          <>
            <FreeDebatesCount remaining={freeDebatesRemaining} />
            <GeneratorNote label={generatorLabel} />
          </>
        }
      />

      {noFreeHint && (
        <NoFreeDebatesHint
          onDismiss={() => {
            setNoFreeHint(false);
            useGeneration.getState().dismissRefusal();
          }}
        />
      )}

      <SettingsArea collapsed={settingsCollapsed} onToggle={() => setSettingsCollapsed(false)}>
        <GlobalSettings
          debateStyle={settings.debateStyle}
          moderatorEnabled={settings.moderatorEnabled}
          onDebateStyleChange={setDebateStyle}
          onModeratorChange={setModeratorEnabled}
          disabled={running}
        />

        <div className="engine__speakers">
          <SpeakerPanel index={0} speaker={settings.model1} models={models} onChange={(patch) => updateSpeaker(0, patch)} disabled={running} />
          <SpeakerPanel index={1} speaker={settings.model2} models={models} onChange={(patch) => updateSpeaker(1, patch)} disabled={running} />
        </div>
      </SettingsArea>

      {error && <ErrorBox>{error}</ErrorBox>}

      {hasRun && (
        <div className="engine__run" ref={runRef}>
          <RoundResults
            ref={topicHeadingRef}
            topic={run.topic}
            turns={run.turns}
            speakers={run.speakers}
            generatorLabel={run.generatorLabel}
          />
          {running && (
            <LiveProgressBar
              turn={streaming}
              finished={finishedTurns}
              total={run.turnCount}
              starting={run.phase === 'starting'}
              onStop={() => useGeneration.getState().stop()}
            />
          )}
          <RunControls
            phase={run.phase}
            allowanceReturnedMessage={allowanceReturnedMessage}
            canRunAgain={lastSettings !== null}
            onRunAgain={() => {
              if (lastSettings) generate(lastSettings);
            }}
          />
          {running && (
            <ProgressIndicator
              turn={streaming}
              finished={finishedTurns}
              total={run.turnCount}
              starting={run.phase === 'starting'}
            />
          )}
          {run.phase === 'done' && (
            <SavePanel
              categories={categories}
              status={saveStatus}
              onToggle={(c) => useGeneration.getState().toggleCategory(c)}
              onSave={() => void useGeneration.getState().save()}
              savedDebateId={savedDebateId}
              shareStatus={shareStatus}
              onShare={() => void useGeneration.getState().share()}
            />
          )}
        </div>
      )}

      <LoginRequiredModal
        open={loginModalOpen}
        onClose={() => {
          setLoginModalOpen(false);
          useGeneration.getState().dismissRefusal();
        }}
        message={LOGIN_REQUIRED_MESSAGE}
      />
    </div>
  );
}
