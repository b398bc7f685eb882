import { useId } from 'react';
import { STANCE_MAX, STANCE_MIN, STANCE_STEP, roundStance, stanceLabel } from '@contract/stance.ts';

export interface StanceSliderProps {
  /** Whose stance, for the accessible name ("Stance of the First Speaker"). */
  speaker: string;
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

function formatStance(value: number): string {
  const v = roundStance(value);
  return v > 0 ? `+${v.toFixed(1)}` : v.toFixed(1);
}

/** Stance from -1 (against the topic) to 1 (for it), step 0.1, with its label. */
export function StanceSlider({ speaker, value, onChange, disabled }: StanceSliderProps) {
  const id = useId();
  const label = stanceLabel(value);
  return (
    <div className="stance">
      <div className="stance__head">
        <label htmlFor={id} className="field__label">
          Stance<span className="visually-hidden"> of the {speaker}</span>
        </label>
        <output htmlFor={id} className="stance__value" data-testid="stance-label">
          {label} <span className="stance__number">({formatStance(value)})</span>
        </output>
      </div>
      <input
        id={id}
        className="stance__range"
        type="range"
        min={STANCE_MIN}
        max={STANCE_MAX}
        step={STANCE_STEP}
        value={roundStance(value)}
        aria-valuetext={`${label} (${formatStance(value)})`}
        disabled={disabled}
        onChange={(e) => onChange(roundStance(Number(e.target.value)))}
      />
      <div className="stance__scale" aria-hidden="true">
        <span>Against</span>
        <span>Neutral</span>
        <span>For</span>
      </div>
    </div>
  );
}
