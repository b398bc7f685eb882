import type { Ref } from 'react';
import { currentTurn, isRunning } from '../model/run.ts';
import { useGeneration } from '../stores/generation.ts';
import { ProgressIndicator } from './ProgressIndicator.tsx';
import { RoundResults } from './RoundResults.tsx';
import { SavePanel } from './SavePanel.tsx';

/** The debate as it streams in, its progress, then Save and Share. */
export function EngineRun({ topicHeadingRef }: { topicHeadingRef: Ref<HTMLHeadingElement> }) {
  const run = useGeneration((s) => s.run);
  const categories = useGeneration((s) => s.categories);
  const saveStatus = useGeneration((s) => s.saveStatus);
  const savedDebateId = useGeneration((s) => s.savedDebateId);
  const shareStatus = useGeneration((s) => s.shareStatus);
  if (run.phase === 'idle') return null;
  const actions = useGeneration.getState();
  return (
    <div className="engine__run">
      <RoundResults
        ref={topicHeadingRef}
        topic={run.topic}
        turns={run.turns}
        speakers={run.speakers}
        generatorLabel={run.generatorLabel}
      />
      {isRunning(run.phase) && (
        <ProgressIndicator
          turn={currentTurn(run)}
          finished={run.turns.filter((t) => t.complete).length}
          total={run.turnCount}
          starting={run.phase === 'starting'}
        />
      )}
      {run.phase === 'done' && (
        <SavePanel
          categories={categories}
          status={saveStatus}
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
