import { ErrorBox } from '@/components/index.ts';
import { useMutation } from '@/hooks/useMutation.ts';
import { useSession } from '@/stores/session.ts';
import { ACCOUNT_TEXTS, setTurnEmails } from '../api/accountApi.ts';

/**
 * Whether "your turn" in a debate between people is also emailed (the
 * notification is always there). The email itself points here to turn it off.
 */
export function TurnEmailsSection() {
  const profile = useSession((s) => s.profile);
  const on = profile?.turn_emails ?? true;
  const { run, pending, error } = useMutation(
    async (next: boolean) => {
      const saved = await setTurnEmails(next);
      const session = useSession.getState();
      if (session.user && session.profile) session.setSignedIn(session.user, { ...session.profile, turn_emails: saved });
    },
    { errorText: () => ACCOUNT_TEXTS.turnEmailsFailure, failureLog: 'Saving the turn emails setting failed' },
  );
  return (
    <section className="card account__section" aria-labelledby="account-emails">
      <h2 id="account-emails">Emails</h2>
      <label className="account__toggle">
        <input type="checkbox" checked={on} disabled={pending || !profile} onChange={(e) => void run(e.target.checked)} /> Email me when it
        is my turn in a debate between people
      </label>
      <p className="field__hint">With the topic, the deadline and a link to the debate. Your notifications say so either way.</p>
      {error && <ErrorBox>{error}</ErrorBox>}
    </section>
  );
}
