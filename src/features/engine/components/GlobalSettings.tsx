import { useId } from 'react';
import { Disclosure } from '@/components/index.ts';
import type { DebateStyle } from '@contract/settings.ts';
import { DEBATE_STYLES } from '../model/settings.ts';

export interface GlobalSettingsProps {
  debateStyle: DebateStyle;
  moderatorEnabled: boolean;
  onDebateStyleChange: (style: DebateStyle) => void;
  onModeratorChange: (enabled: boolean) => void;
  disabled?: boolean;
}

function isDebateStyle(value: string): value is DebateStyle {
  return DEBATE_STYLES.some((s) => s.value === value);
}

/** Collapsible Global Settings: debate format and the moderator toggle. */
export function GlobalSettings({ debateStyle, moderatorEnabled, onDebateStyleChange, onModeratorChange, disabled }: GlobalSettingsProps) {
  const id = useId();
  return (
    <Disclosure title="Global Settings" className="engine__global card">
      <div className="engine__global-grid">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-format`}>
            Debate format
          </label>
          <select
            id={`${id}-format`}
            className="select"
            value={debateStyle}
            disabled={disabled}
            onChange={(e) => {
              if (isDebateStyle(e.target.value)) onDebateStyleChange(e.target.value);
            }}
          >
            {DEBATE_STYLES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <span className="field__label">Moderator</span>
          <label className="toggle">
            <input
              type="checkbox"
              className="toggle__input"
              checked={moderatorEnabled}
              disabled={disabled}
              aria-describedby={`${id}-moderator-hint`}
              onChange={(e) => onModeratorChange(e.target.checked)}
            />
            <span className="toggle__track" aria-hidden="true" />
            <span>Enable moderator</span>
          </label>
          <span id={`${id}-moderator-hint`} className="field__hint">
            A moderator opens the debate and closes it with a neutral summary.
          </span>
        </div>
      </div>
    </Disclosure>
  );
}
