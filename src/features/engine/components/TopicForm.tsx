import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, LengthHint, lengthOf } from '@/components/index.ts';
import { TOPIC_MAX_LENGTH, TOPIC_MIN_LENGTH } from '@contract/settings.ts';
import { canGenerate } from '../model/settings.ts';

const GENERATE_LABEL = 'Generate discourse';
const RUNNING_LABEL = 'discussion in progress...';
const TOPIC_LIMITS = { min: TOPIC_MIN_LENGTH, max: TOPIC_MAX_LENGTH };

export interface TopicFormProps {
  topic: string;
  running: boolean;
  onTopicChange: (topic: string) => void;
  onRandomTopic: () => void;
  onGenerate: () => void;
  /** Rendered under the input (e.g. the free-debate count). */
  footer?: ReactNode;
}

/** The topic input with the random-topic button, and the Generate discourse button. */
export function TopicForm({ topic, running, onTopicChange, onRandomTopic, onGenerate, footer }: TopicFormProps) {
  const id = useId();
  const fits = lengthOf(topic, TOPIC_LIMITS).fits;
  const enabled = canGenerate(topic, running) && fits;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (enabled) onGenerate();
  }

  return (
    <form className="topic-form card" onSubmit={submit}>
      <label id={`${id}-label`} htmlFor={`${id}-topic`} className="topic-form__label">
        Debate topic
      </label>
      <div className="topic-form__row">
        <input
          id={`${id}-topic`}
          className="input topic-form__input"
          type="text"
          value={topic}
          aria-describedby={`${id}-length`}
          aria-invalid={!fits && topic.trim() !== '' ? true : undefined}
          placeholder="e.g. Should voting be compulsory?"
          autoComplete="off"
          disabled={running}
          onChange={(e) => onTopicChange(e.target.value)}
        />
        <Button
          variant="secondary"
          className="topic-form__random"
          onClick={onRandomTopic}
          disabled={running}
          aria-label="Random topic"
          title="Random topic"
        >
          <span aria-hidden="true" className="topic-form__dice">
            ⚄
          </span>
          <span className="topic-form__random-text">Random</span>
        </Button>
      </div>
      <LengthHint id={`${id}-length`} text={topic} limits={TOPIC_LIMITS} />
      <div className="topic-form__actions">
        <Button type="submit" size="lg" disabled={!enabled} busy={running} className="topic-form__generate">
          {running ? RUNNING_LABEL : GENERATE_LABEL}
        </Button>
        {footer}
      </div>
    </form>
  );
}
