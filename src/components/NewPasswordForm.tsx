import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@/hooks/useMutation.ts';
import { PASSWORD_TEXTS } from '@/lib/password.ts';
import { Button } from './Button.tsx';
import { ErrorBox } from './ErrorBox.tsx';
import { TextField } from './TextField.tsx';

export interface NewPasswordFormProps {
  /** Sets the password; a rejection's message is shown. */
  onSubmit: (password: string) => Promise<void>;
  submitLabel: string;
  busyLabel: string;
  /** Shown after a successful change (the form is cleared). */
  successText?: string;
}

/** New password twice; the two must match before anything is sent. */
export function NewPasswordForm({ onSubmit, submitLabel, busyLabel, successText }: NewPasswordFormProps) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState(false);
  const save = useMutation(onSubmit, {
    errorText: (failure) => (failure instanceof Error && failure.message ? failure.message : PASSWORD_TEXTS.failure),
    onSuccess: () => {
      setPassword('');
      setConfirmation('');
      setDone(true);
    },
  });
  const { pending, error } = save;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setDone(false);
    if (password === '') return save.fail(PASSWORD_TEXTS.empty);
    if (password !== confirmation) return save.fail(PASSWORD_TEXTS.mismatch);
    void save.run(password);
  }

  return (
    <form className="new-password-form" onSubmit={submit} noValidate>
      {error && <ErrorBox>{error}</ErrorBox>}
      {done && successText && (
        <p className="form-success" role="status">
          {successText}
        </p>
      )}
      <TextField
        id={`${id}-new`}
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
      />
      <TextField
        id={`${id}-confirm`}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onValueChange={setConfirmation}
      />
      <Button type="submit" disabled={pending} busy={pending}>
        {pending ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
