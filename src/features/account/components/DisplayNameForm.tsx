import { Avatar } from '@/components/index.ts';
import { useSession } from '@/stores/session.ts';
import { ACCOUNT_TEXTS, DISPLAY_NAME_MAX, displayNameFailureText, setDisplayName } from '../api/accountApi.ts';
import { InlineFieldForm } from './InlineFieldForm.tsx';

// C0 controls, DEL and C1 controls, as the database refuses them.
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/u;

/** What the database would say, checked before sending (the database still decides). */
export function localDisplayNameError(name: string): string | null {
  if (CONTROL_CHARS.test(name)) return ACCOUNT_TEXTS.nameControlChars;
  const length = [...name.trim()].length;
  if (length < 1 || length > DISPLAY_NAME_MAX) return ACCOUNT_TEXTS.nameLength;
  return null;
}

/** The person's display name with its avatar, edited inline. */
export function DisplayNameForm() {
  const user = useSession((s) => s.user);
  const current = user?.displayName ?? '';

  async function save(draft: string) {
    const profile = await setDisplayName(draft);
    const session = useSession.getState();
    if (session.user?.id === profile.id) session.setSignedIn({ ...session.user, displayName: profile.display_name }, profile);
  }

  return (
    <InlineFieldForm
      label="Display name"
      leading={<Avatar id={user?.id} name={current || user?.email} size="lg" />}
      valueTestId="display-name"
      value={current || <span className="account__pending">Not set — you appear as “Anonymous User”</span>}
      // Saving needs a signed-in person; the account page only renders for one.
      editLabel={user ? (current ? 'Change display name' : 'Set display name') : null}
      initialDraft={current}
      successText="Display name saved."
      input={{
        label: 'New display name',
        autoComplete: 'nickname',
        limits: { min: 1, max: DISPLAY_NAME_MAX },
        hint: `1 to ${DISPLAY_NAME_MAX} characters. Shown on your debates and responses.`,
      }}
      validate={localDisplayNameError}
      save={save}
      failureText={displayNameFailureText}
      failureLog="Saving the display name failed"
    />
  );
}
