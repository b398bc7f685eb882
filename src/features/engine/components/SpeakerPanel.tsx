import { useId } from 'react';
import { Disclosure, LengthHint, lengthOf } from '@/components/index.ts';
import { PERSONALITY_MAX_LENGTH, type RhetoricStyle } from '@contract/settings.ts';
import { MODELS, RHETORIC_STYLES, SPEAKER_LABELS, type SpeakerIndex, type SpeakerSettings } from '../model/settings.ts';
import { StanceSlider } from './StanceSlider.tsx';

export interface SpeakerPanelProps {
  index: SpeakerIndex;
  speaker: SpeakerSettings;
  onChange: (patch: Partial<SpeakerSettings>) => void;
  /** The model names the generator accepts; the spec's two by default. */
  models?: readonly string[];
  disabled?: boolean;
  /** The other speaker's stance: a hint when both stand on the same side. */
  otherStance?: number;
}

/** Both For, both Against, or the same stance: nobody argues the other side. */
function sameSide(a: number, b: number): boolean {
  return a === b || (a > 0 && b > 0) || (a < 0 && b < 0);
}
const SAME_SIDE_HINT =
  'Both speakers stand on the same side: nobody will argue the other one, and the readers’ verdict cannot name a side that won.';

const HINT_LIMITS = { min: 0, max: PERSONALITY_MAX_LENGTH };

function isRhetoric(value: string): value is RhetoricStyle {
  return RHETORIC_STYLES.some((s) => s.value === value);
}

/** First Speaker / Second Speaker: stance and the collapsible Settings (model, rhetoric style, personality hints). */
export function SpeakerPanel({ index, speaker, onChange, models = MODELS, disabled, otherStance }: SpeakerPanelProps) {
  const id = useId();
  const title = SPEAKER_LABELS[index];
  return (
    <section className={`speaker-panel speaker-${index + 1}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="speaker-panel__title">
        <span className="speaker-panel__dot" aria-hidden="true" />
        {title}
      </h2>
      <StanceSlider speaker={title} value={speaker.stance} onChange={(stance) => onChange({ stance })} disabled={disabled} />
      {otherStance !== undefined && sameSide(speaker.stance, otherStance) && (
        <p className="speaker-panel__hint" role="status" data-testid="same-side-hint">
          {SAME_SIDE_HINT}
        </p>
      )}
      <Disclosure
        title={
          <>
            Settings<span className="visually-hidden"> of the {title}</span>
          </>
        }
        className="speaker-panel__settings"
      >
        <div className="field">
          <label className="field__label" htmlFor={`${id}-model`}>
            Model
            <span className="visually-hidden"> of the {title}</span>
          </label>
          <select
            id={`${id}-model`}
            className="select"
            value={speaker.name}
            disabled={disabled}
            onChange={(e) => {
              if (models.includes(e.target.value)) onChange({ name: e.target.value });
            }}
          >
            {models.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-rhetoric`}>
            Rhetoric style
            <span className="visually-hidden"> of the {title}</span>
          </label>
          <select
            id={`${id}-rhetoric`}
            className="select"
            value={speaker.rhetoricStyle}
            disabled={disabled}
            onChange={(e) => {
              if (isRhetoric(e.target.value)) onChange({ rhetoricStyle: e.target.value });
            }}
          >
            {RHETORIC_STYLES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-hints`}>
            Personality hints
            <span className="visually-hidden"> of the {title}</span>
          </label>
          <textarea
            id={`${id}-hints`}
            className="textarea"
            rows={3}
            placeholder="e.g. A retired judge who loves historical examples"
            value={speaker.systemPrompt}
            disabled={disabled}
            aria-describedby={`${id}-hints-hint ${id}-hints-length`}
            aria-invalid={lengthOf(speaker.systemPrompt, HINT_LIMITS).over || undefined}
            onChange={(e) => onChange({ systemPrompt: e.target.value })}
          />
          <span id={`${id}-hints-hint`} className="field__hint">
            Optional. Up to {PERSONALITY_MAX_LENGTH} characters.
          </span>
          <LengthHint id={`${id}-hints-length`} text={speaker.systemPrompt} limits={HINT_LIMITS} />
        </div>
      </Disclosure>
    </section>
  );
}
