import { NewPasswordForm } from '@/components/index.ts';
import { updatePassword } from '@/lib/password.ts';

const PASSWORD_CHANGED_TEXT = 'Your password has been changed.';

/** Change password while signed in. */
export function ChangePasswordForm() {
  return (
    <NewPasswordForm
      onSubmit={updatePassword}
      submitLabel="Change password"
      busyLabel="Changing password…"
      successText={PASSWORD_CHANGED_TEXT}
    />
  );
}
