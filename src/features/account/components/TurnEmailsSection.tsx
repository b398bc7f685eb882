import { useMutation } from '@/hooks/useMutation.ts';
import { useSession } from '@/stores/session.ts';
import { ACCOUNT_TEXTS, setTurnEmails } from '../api/accountApi.ts';
import { SettingToggle } from './SettingToggle.tsx';

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
    <SettingToggle
      id="account-emails"
      heading="Emails"
      label="Email me when it is my turn in a debate between people"
      hint="With the topic, the deadline and a link to the debate. Your notifications say so either way."
      checked={on}
      disabled={pending || !profile}
      error={error}
      onChange={(next) => void run(next)}
    />
  );
}
