import { useId, useState, type FormEvent } from 'react';
import { Button, ErrorBox, TextField } from '@/components/index.ts';
import { useMutation } from '@/hooks/useMutation.ts';
import type { EmailCodeKind } from '@/lib/auth.tsx';

/** Each email that carries a code, by its subject, as the person sees it in their inbox. */
const EMAILS: { kind: EmailCodeKind; subject: string }[] = [
  { kind: 'signup', subject: 'Confirm your email address' },
  { kind: 'magiclink', subject: 'Your sign-in link' },
  { kind: 'recovery', subject: 'Reset your password' },
];

export interface EmailCodeFormProps {
  /** The address the email went to; asked for when not known. */
  email?: string;
  /** Which email it is; asked for (by its subject) when not known. */
  kind?: EmailCodeKind;
  /** Resolves when the code is accepted; rejects with a readable message. */
  onSubmit: (email: string, code: string, kind: EmailCodeKind) => Promise<void>;
}

/** "Enter the code": the 6-digit code of a confirmation, sign-in or reset email, instead of its link. */
export function EmailCodeForm({ email, kind, onSubmit }: EmailCodeFormProps) {
  const id = useId();
  const [address, setAddress] = useState(email ?? '');
  const [chosen, setChosen] = useState<EmailCodeKind>(kind ?? 'signup');
  const [code, setCode] = useState('');
  const verify = useMutation(onSubmit, { errorText: (failure) => (failure instanceof Error ? failure.message : String(failure)) });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (verify.pending) return;
    if (address.trim() === '') return verify.fail('Please enter your email.');
    void verify.run(address.trim(), code.trim(), kind ?? chosen);
  }

  return (
    <form className="login__form login__code" aria-label="Enter the code from the email" onSubmit={submit}>
      {verify.error && <ErrorBox>{verify.error}</ErrorBox>}
      {email === undefined && (
        <TextField id={`${id}-email`} label="Email" type="email" autoComplete="email" required value={address} onValueChange={setAddress} />
      )}
      {kind === undefined && (
        <fieldset className="login__emails">
          <legend className="field__label">Which email?</legend>
          {EMAILS.map((option) => (
            <label key={option.kind} className="login__email-option">
              <input
                type="radio"
                name={`${id}-kind`}
                value={option.kind}
                checked={chosen === option.kind}
                onChange={() => setChosen(option.kind)}
              />{' '}
              {option.subject}
            </label>
          ))}
        </fieldset>
      )}
      <TextField
        id={`${id}-code`}
        label="6-digit code"
        type="text"
        name="one-time-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9 ]{6,12}"
        maxLength={12}
        required
        hint="The email gives it under its link: “enter the code: …”."
        value={code}
        onValueChange={setCode}
      />
      <Button type="submit" variant="primary" className="login__submit" busy={verify.pending} disabled={verify.pending}>
        {verify.pending ? 'Checking…' : 'Continue with this code'}
      </Button>
    </form>
  );
}
