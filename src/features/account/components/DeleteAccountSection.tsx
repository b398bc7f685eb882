import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, ErrorBox, Modal, TextField } from '@/components/index.ts';
import { useAuth } from '@/lib/auth.tsx';
import { useSession } from '@/stores/session.ts';
import { deleteAccount, deleteAccountFailureText } from '../api/accountApi.ts';

function sameEmail(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}

/** Deletes the account after the person types its email; then signs out and goes to /login. */
export function DeleteAccountSection() {
  const email = useSession((s) => s.user?.email ?? '');
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm(event?: FormEvent) {
    event?.preventDefault();
    if (pending || !sameEmail(typed, email)) return;
    setPending(true);
    setError(null);
    try {
      await deleteAccount(typed);
    } catch (failure) {
      console.error('Deleting the account failed', failure);
      setError(deleteAccountFailureText(failure));
      setPending(false);
      return;
    }
    // The account is gone; ending the local session cannot fail in a way that matters.
    await signOut().catch(() => undefined);
    navigate('/login', { replace: true });
  }

  return (
    <section className="card account__section account__danger" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Delete account</h2>
      <p>
        Deletes your profile, your debates (with their votes, stars and responses), your votes and your stars. Your responses on other
        debates stay, shown as “[deleted user]”. This cannot be undone.
      </p>
      <Button
        variant="danger"
        onClick={() => {
          setTyped('');
          setError(null);
          setOpen(true);
        }}
      >
        Delete account
      </Button>
      <Modal
        open={open}
        onClose={() => !pending && setOpen(false)}
        closeOnBackdrop={!pending}
        initialFocusRef={input}
        title="Delete your account?"
        footer={
          <>
            <Button variant="secondary" disabled={pending} onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" disabled={pending || !sameEmail(typed, email)} busy={pending} onClick={() => void confirm()}>
              {pending ? 'Deleting account…' : 'Delete my account'}
            </Button>
          </>
        }
      >
        {error && <ErrorBox>{error}</ErrorBox>}
        <form onSubmit={(e) => void confirm(e)} noValidate>
          <TextField
            ref={input}
            id={`${id}-email`}
            label={`Type your email (${email}) to confirm`}
            type="email"
            autoComplete="off"
            value={typed}
            onValueChange={setTyped}
          />
        </form>
      </Modal>
    </section>
  );
}
