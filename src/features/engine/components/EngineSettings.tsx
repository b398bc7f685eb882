import type { ReactNode } from 'react';
import { randomTopic } from '../data/sampleTopics.ts';
import { useEngineSettings } from '../stores/engineSettings.ts';
import { useGeneratorInfo } from '../stores/generatorInfo.ts';
import { GlobalSettings } from './GlobalSettings.tsx';
import { SettingsArea } from './SettingsArea.tsx';
import { SpeakerPanel } from './SpeakerPanel.tsx';
import { TopicForm } from './TopicForm.tsx';

interface EngineSettingsProps {
  running: boolean;
  onGenerate: () => void;
  /** Under the topic: the free debates left and who writes the debate. */
  footer: ReactNode;
  /** Between the topic and the settings (the no-free-debates hint). */
  notice: ReactNode;
  /** Folded away while a debate runs (the run takes the screen). */
  collapsed: boolean;
  onExpand: () => void;
}

/** The topic, the debate's style and moderator, and the two speakers. */
export function EngineSettings({ running, onGenerate, footer, notice, collapsed, onExpand }: EngineSettingsProps) {
  const settings = useEngineSettings((s) => s.settings);
  const { setTopic, setDebateStyle, setModeratorEnabled, updateSpeaker } = useEngineSettings.getState();
  const models = useGeneratorInfo((s) => s.models);
  return (
    <>
      <TopicForm
        topic={settings.topic}
        running={running}
        onTopicChange={setTopic}
        onRandomTopic={() => setTopic(randomTopic(settings.topic))}
        onGenerate={onGenerate}
        footer={footer}
      />
      {notice}
      <SettingsArea collapsed={collapsed} onToggle={onExpand}>
        <GlobalSettings
          debateStyle={settings.debateStyle}
          moderatorEnabled={settings.moderatorEnabled}
          onDebateStyleChange={setDebateStyle}
          onModeratorChange={setModeratorEnabled}
          disabled={running}
        />
        <div className="engine__speakers">
          <SpeakerPanel
            index={0}
            speaker={settings.model1}
            models={models}
            onChange={(patch) => updateSpeaker(0, patch)}
            disabled={running}
          />
          <SpeakerPanel
            index={1}
            speaker={settings.model2}
            // One hint, under the Second Speaker's stance, whichever slider moved.
            otherStance={settings.model1.stance}
            models={models}
            onChange={(patch) => updateSpeaker(1, patch)}
            disabled={running}
          />
        </div>
      </SettingsArea>
    </>
  );
}
