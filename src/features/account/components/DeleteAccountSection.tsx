import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, ErrorBox, Modal, TextField } from '@/components/index.ts';
import { useMutation } from '@/hooks/useMutation.ts';
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
  const remove = useMutation(
    async (confirmation: string) => {
      await deleteAccount(confirmation);
      // The account is gone; ending the local session cannot fail in a way that matters.
      await signOut().catch(() => undefined);
      // Whether or not signing out has already taken this page away.
      navigate('/login', { replace: true });
    },
    { errorText: deleteAccountFailureText, failureLog: 'Deleting the account failed' },
  );
  const { pending, error } = remove;

  function confirm(event?: FormEvent) {
    event?.preventDefault();
    if (!pending && sameEmail(typed, email)) void remove.run(typed);
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
          remove.reset();
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
            <Button variant="danger" disabled={pending || !sameEmail(typed, email)} busy={pending} onClick={() => confirm()}>
              {pending ? 'Deleting account…' : 'Delete my account'}
            </Button>
          </>
        }
      >
        {error && <ErrorBox>{error}</ErrorBox>}
        <form onSubmit={confirm} noValidate>
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
