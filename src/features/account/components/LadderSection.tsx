import { Link } from 'react-router';
import { useMutation } from '@/hooks/useMutation.ts';
import { toAppError } from '@/lib/errors.ts';
import { useSession } from '@/stores/session.ts';
import { setOnLadder } from '../api/accountApi.ts';
import { SettingToggle } from './SettingToggle.tsx';

const LADDER_TEXTS = {
  heading: 'On the ladder',
  label: 'Rate me on the leaderboard with the models',
  explanation:
    'Your finished, shared debates against models (and against people who are on the ladder too) rate you on the leaderboard’s People tab, ' +
    'by the readers’ verdicts and by the AI judges’, and your profile shows everyone the debates you spoke and your record. ' +
    'Off until you turn it on; turned off, you leave the leaderboard at once.',
  failure: 'Could not change the setting. Please try again.',
} as const;

/** The person's choice to be rated on the leaderboard's People tab (profiles.on_ladder). */
export function LadderSection() {
  const profile = useSession((s) => s.profile);
  const { run, pending, variables, error } = useMutation(setOnLadder, {
    errorText: (failure) => toAppError(failure, LADDER_TEXTS.failure).message,
    failureLog: 'Changing the ladder setting failed',
    onSuccess: (next) => {
      const session = useSession.getState();
      if (session.user && session.profile?.id === next.id) session.setSignedIn(session.user, next);
    },
  });
  // The choice shows at once; a refusal puts back what the database holds.
  const on = pending && variables ? variables[0] : (profile?.on_ladder ?? false);
  return (
    <SettingToggle
      id="account-ladder"
      heading={LADDER_TEXTS.heading}
      label={LADDER_TEXTS.label}
      hint={
        <>
          {LADDER_TEXTS.explanation} <Link to="/community/leaderboard?speakers=people">See the People tab</Link>
        </>
      }
      checked={on}
      disabled={!profile || pending}
      error={error}
      onChange={(next) => void run(next)}
    />
  );
}
