import type { ComponentProps, ReactNode } from 'react';

type TextareaProps = Omit<ComponentProps<'textarea'>, 'id' | 'className' | 'value' | 'onChange'>;

export interface TextareaFieldProps extends TextareaProps {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the text area; the text area is described by it. */
  hint?: ReactNode;
}

/** A labelled text area in the app's field layout (TextField's multi-line twin); other attributes pass through. */
export function TextareaField({ id, label, value, onValueChange, hint, ...textarea }: TextareaFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="textarea"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...textarea}
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
