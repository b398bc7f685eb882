import { lazy, Suspense, useRef, type Ref } from 'react';
import type { DebateSettings } from '../model/settings.ts';
import { currentTurn, isRunning, stoppedAfter } from '../model/run.ts';
import { useGeneration } from '../stores/generation.ts';
import { LiveProgressBar } from './LiveProgressBar.tsx';
import { ProgressIndicator } from './ProgressIndicator.tsx';
import { RoundResults } from './RoundResults.tsx';
import { RunControls } from './RunControls.tsx';
import { SavePanel } from './SavePanel.tsx';
// The judges' panel shows once the debate's six turns are written: it loads then, off the engine's first screen.
const JudgingProgressView = lazy(() =>
  import('@/entities/judges/components/JudgingProgressView.tsx').then((m) => ({ default: m.JudgingProgressView })),
);
const JudgesVerdict = lazy(() => import('@/entities/judges/components/JudgesVerdict.tsx').then((m) => ({ default: m.JudgesVerdict })));
import { UnsavedDebateNotice } from './UnsavedDebateNotice.tsx';

interface EngineRunProps {
  topicHeadingRef: Ref<HTMLHeadingElement>;
  runRef: Ref<HTMLDivElement>;
  onRunAgain: (settings: DebateSettings) => void;
}

/** The debate as it streams in, its progress (pinned to the window) with Stop, then Run again, Save and Share. */
export function EngineRun({ topicHeadingRef, runRef, onRunAgain }: EngineRunProps) {
  const run = useGeneration((s) => s.run);
  const lastSettings = useGeneration((s) => s.lastSettings);
  const allowanceReturnedMessage = useGeneration((s) => s.allowanceReturnedMessage);
  const categories = useGeneration((s) => s.categories);
  const saveStatus = useGeneration((s) => s.saveStatus);
  const savedDebateId = useGeneration((s) => s.savedDebateId);
  const shareStatus = useGeneration((s) => s.shareStatus);
  const restored = useGeneration((s) => s.restored);
  const savePanelRef = useRef<HTMLElement>(null);
  if (run.phase === 'idle') return null;
  const actions = useGeneration.getState();
  const running = isRunning(run.phase);
  const progress = {
    turn: currentTurn(run),
    finished: run.turns.filter((t) => t.complete).length,
    total: run.turnCount,
    starting: run.phase === 'starting',
  };
  const stopped = run.phase === 'stopped' ? stoppedAfter(run.turns) : null;
  const savable = run.phase === 'done' || (run.phase === 'stopped' && stopped !== null);
  return (
    <div className="engine__run" ref={runRef}>
      {restored && saveStatus === 'unsaved' && (running || savable) && (
        <UnsavedDebateNotice
          topic={run.topic}
          running={running}
          onSave={() => {
            savePanelRef.current?.scrollIntoView?.({ block: 'center' });
            savePanelRef.current?.querySelector<HTMLElement>('input, button')?.focus({ preventScroll: true });
          }}
          onDiscard={() => actions.discard()}
        />
      )}
      <RoundResults
        ref={topicHeadingRef}
        topic={run.topic}
        turns={run.turns}
        speakers={run.speakers}
        generatorLabel={run.generatorLabel}
        origin={run.origin}
      />
      <Suspense fallback={null}>
        {run.judging && <JudgingProgressView progress={run.judging} />}
        {run.phase === 'done' && run.judges && <JudgesVerdict panel={run.judges} />}
      </Suspense>
      {running && (
        <LiveProgressBar
          {...progress}
          judging={run.phase === 'judging'}
          canStop={run.generationId !== null}
          onStop={() => void actions.stop()}
        />
      )}
      <RunControls
        phase={run.phase}
        stoppedAfter={stopped}
        allowanceReturnedMessage={allowanceReturnedMessage}
        canRunAgain={lastSettings !== null}
        onRunAgain={() => {
          if (lastSettings) onRunAgain(lastSettings);
        }}
      />
      {running && run.phase !== 'judging' && <ProgressIndicator {...progress} />}
      {savable && (
        <SavePanel
          ref={savePanelRef}
          categories={categories}
          status={saveStatus}
          stoppedAfter={stopped}
          onToggle={(c) => actions.toggleCategory(c)}
          onSave={() => void actions.save()}
          savedDebateId={savedDebateId}
          shareStatus={shareStatus}
          onShare={() => void actions.share()}
        />
      )}
    </div>
  );
}
