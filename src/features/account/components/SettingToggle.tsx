import type { ReactNode } from 'react';
import { ErrorBox } from '@/components/index.ts';

export interface SettingToggleProps {
  /** The section's id (a link can point at it: /account#<id>). */
  id: string;
  heading: string;
  label: string;
  /** What the choice means. */
  hint: ReactNode;
  checked: boolean;
  disabled: boolean;
  error: string | null;
  onChange: (next: boolean) => void;
}

/** One of the person's own yes/no settings on the account page: its checkbox, what it means, and a refusal. */
export function SettingToggle({ id, heading, label, hint, checked, disabled, error, onChange }: SettingToggleProps) {
  return (
    <section className="card account__section" aria-labelledby={`${id}-heading`} id={id}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <label className="checkbox account__toggle">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.target.checked)}
        />{' '}
        {label}
      </label>
      <p id={`${id}-hint`} className="account__hint">
        {hint}
      </p>
      {error && <ErrorBox>{error}</ErrorBox>}
    </section>
  );
}
