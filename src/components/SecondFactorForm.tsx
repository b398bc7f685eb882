import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@/hooks/useMutation.ts';
import { Button } from './Button.tsx';
import { ErrorBox } from './ErrorBox.tsx';
import { TextField } from './TextField.tsx';

interface SecondFactorFormProps {
  /** Resolves when the code is accepted; rejects with a readable message. */
  onSubmit: (code: string) => Promise<void>;
  submitLabel?: string;
  hint?: string;
}

/** A 6-digit authenticator code, submitted with Enter or the button. */
export function SecondFactorForm({ onSubmit, submitLabel = 'Verify', hint }: SecondFactorFormProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const verify = useMutation(onSubmit, { errorText: (failure) => (failure as Error).message, onSuccess: () => setCode('') });
  const { pending: busy, error } = verify;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) void verify.run(code);
  }

  return (
    <form className="second-factor" onSubmit={submit}>
      {error && <ErrorBox>{error}</ErrorBox>}
      <TextField
        id={id}
        label="Authenticator code"
        type="text"
        name="one-time-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9 ]{6,7}"
        maxLength={7}
        required
        hint={hint ?? 'The 6-digit code your authenticator app shows now.'}
        value={code}
        onValueChange={setCode}
      />
      <Button type="submit" variant="primary" busy={busy} disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
