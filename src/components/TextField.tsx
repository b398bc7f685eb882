import type { ComponentProps, ReactNode } from 'react';
import { lengthOf, LengthHint, type LengthLimits } from './LengthHint.tsx';

type InputProps = Omit<ComponentProps<'input'>, 'id' | 'className' | 'value' | 'onChange'>;
type TextareaProps = Omit<ComponentProps<'textarea'>, 'id' | 'className' | 'value' | 'onChange'>;

export type TextFieldProps = {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the control; the control is described by it. */
  hint?: ReactNode;
  /** Its length limits: a live count and a message at either limit (nothing is cut). */
  limits?: LengthLimits;
} & (({ multiline?: false } & InputProps) | ({ multiline: true } & TextareaProps));

/** A labelled text input (a text area when `multiline`) in the app's field layout; other attributes pass through. */
export function TextField({ id, label, value, onValueChange, hint, limits, multiline, ...control }: TextFieldProps) {
  const Control = multiline ? 'textarea' : 'input';
  const describedBy = [hint ? `${id}-hint` : '', limits ? `${id}-length` : ''].filter(Boolean).join(' ');
  const invalid = limits ? !lengthOf(value, limits).fits && value.trim() !== '' : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <Control
        id={id}
        className={Control}
        aria-describedby={describedBy || undefined}
        aria-invalid={invalid || undefined}
        // The attributes match the element: the union above pairs them.
        {...(control as ComponentProps<'input'> & ComponentProps<'textarea'>)}
        value={value}
        onChange={(event: { target: { value: string } }) => onValueChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {limits && <LengthHint id={`${id}-length`} text={value} limits={limits} />}
    </div>
  );
}
