import { RESPONSE_MAX_LENGTH } from '@contract/responses.ts';
import { useId, type ReactNode } from 'react';
import { CancelSubmit, ErrorBox } from '@/components/index.ts';

export interface InlineTextFormProps {
  className?: string;
  /** Shown above the field (e.g. the text being answered). */
  intro?: ReactNode;
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  busy: boolean;
  /** The alert's text; `alertExtra` adds a way out under it (e.g. a Sign In link). */
  alert: string | null;
  alertExtra?: ReactNode;
  submitLabel: string;
  busyLabel: string;
  submitDisabled: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/**
 * The small form under a response used to reply or to edit: a textarea, an
 * alert, Cancel and a submit button; Escape cancels unless a request is in flight.
 */
export function InlineTextForm(props: InlineTextFormProps) {
  const fieldId = useId();
  const { busy, onCancel } = props;
  return (
    <form
      className={['reply-form', props.className].filter(Boolean).join(' ')}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      {props.intro}
      <label className="visually-hidden" htmlFor={fieldId}>
        {props.label}
      </label>
      <textarea
        id={fieldId}
        className="textarea"
        rows={3}
        maxLength={RESPONSE_MAX_LENGTH}
        autoFocus
        placeholder={props.placeholder}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.alert && (
        <ErrorBox>
          <p>{props.alert}</p>
          {props.alertExtra}
        </ErrorBox>
      )}
      <div className="reply-form__actions">
        <CancelSubmit size="sm" busy={busy} canSubmit={!props.submitDisabled} onCancel={onCancel}>
          {busy ? props.busyLabel : props.submitLabel}
        </CancelSubmit>
      </div>
    </form>
  );
}
