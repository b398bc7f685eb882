import { useId, useState, type FormEvent } from 'react';
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(code);
      setCode('');
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="second-factor" onSubmit={(event) => void submit(event)}>
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
