import type { ComponentProps, ReactNode } from 'react';

type InputProps = Omit<ComponentProps<'input'>, 'id' | 'className' | 'value' | 'onChange'>;
type TextareaProps = Omit<ComponentProps<'textarea'>, 'id' | 'className' | 'value' | 'onChange'>;

export type TextFieldProps = {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the control; the control is described by it. */
  hint?: ReactNode;
} & (({ multiline?: false } & InputProps) | ({ multiline: true } & TextareaProps));

/** A labelled text input (a text area when `multiline`) in the app's field layout; other attributes pass through. */
export function TextField({ id, label, value, onValueChange, hint, multiline, ...control }: TextFieldProps) {
  const Control = multiline ? 'textarea' : 'input';
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <Control
        id={id}
        className={Control}
        aria-describedby={hint ? `${id}-hint` : undefined}
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
    </div>
  );
}
