import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, ErrorBox, TextField } from '@/components/index.ts';
import { useMutation } from '@/hooks/useMutation.ts';

interface InlineFieldFormProps {
  /** The field's name, shown above its current value. */
  label: string;
  /** Shown before the label, e.g. the avatar a display name goes with. */
  leading?: ReactNode;
  /** The current value as the page shows it (or its loading/empty state). */
  value: ReactNode;
  valueTestId: string;
  /** The edit button's text; no button while this is null (nothing to edit yet). */
  editLabel: string | null;
  /** What the input starts with when editing begins. */
  initialDraft: string;
  successText: ReactNode;
  input: { label: string; autoComplete: string; maxLength: number; hint: string };
  /** The local check run before sending (the database still decides); a message refuses the draft. */
  validate: (draft: string) => string | null;
  /** Sends the draft; a failure keeps the form open with `failureText`'s message. */
  save: (draft: string) => Promise<void>;
  failureText: (failure: unknown) => string;
  /** What the console says when saving fails, for whoever reads the logs. */
  failureLog: string;
}

/** A value on the account page, shown read-only and edited inline: edit, save or cancel, with its error and success states. */
export function InlineFieldForm(props: InlineFieldFormProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(props.initialDraft);
  const [saved, setSaved] = useState(false);
  const save = useMutation(props.save, {
    errorText: props.failureText,
    failureLog: props.failureLog,
    onSuccess: () => {
      setEditing(false);
      setSaved(true);
    },
  });
  const { pending, error } = save;

  function startEditing() {
    setDraft(props.initialDraft);
    save.reset();
    setSaved(false);
    setEditing(true);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const invalid = props.validate(draft);
    if (invalid) return save.fail(invalid);
    void save.run(draft);
  }

  return (
    <div className="display-name">
      <div className="display-name__current">
        {props.leading}
        <div>
          <p className="field__label">{props.label}</p>
          <p className="display-name__value" data-testid={props.valueTestId}>
            {props.value}
          </p>
        </div>
        {!editing && props.editLabel && (
          <Button variant="secondary" size="sm" onClick={startEditing}>
            {props.editLabel}
          </Button>
        )}
      </div>
      {saved && !editing && (
        <p className="form-success" role="status">
          {props.successText}
        </p>
      )}
      {editing && (
        <form className="display-name__form" onSubmit={submit} noValidate>
          {error && <ErrorBox>{error}</ErrorBox>}
          <TextField
            id={`${id}-input`}
            label={props.input.label}
            type="text"
            autoComplete={props.input.autoComplete}
            maxLength={props.input.maxLength}
            aria-invalid={error ? true : undefined}
            hint={props.input.hint}
            value={draft}
            onValueChange={setDraft}
          />
          <div className="display-name__actions">
            <Button type="submit" size="sm" disabled={pending} busy={pending}>
              {pending ? 'Saving…' : 'Save'}
            </Button>
            <Button variant="ghost" size="sm" disabled={pending} onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
