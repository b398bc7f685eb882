import type { ComponentProps, ReactNode } from 'react';

type InputProps = Omit<ComponentProps<'input'>, 'id' | 'className' | 'value' | 'onChange'>;

export interface TextFieldProps extends InputProps {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the input; the input is described by it. */
  hint?: ReactNode;
}

/** A labelled text input in the app's field layout; other input attributes pass through. */
export function TextField({ id, label, value, onValueChange, hint, ...input }: TextFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
