import { useId, useState, type FormEvent } from 'react';
import { Avatar, Button, ErrorBox, TextField } from '@/components/index.ts';
import { useSession } from '@/stores/session.ts';
import { ACCOUNT_TEXTS, DISPLAY_NAME_MAX, displayNameFailureText, setDisplayName } from '../api/accountApi.ts';

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
  const id = useId();
  const current = user?.displayName ?? '';
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(current);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  function startEditing() {
    setDraft(current);
    setError(null);
    setSaved(false);
    setEditing(true);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !user) return;
    const invalid = localDisplayNameError(draft);
    if (invalid) return setError(invalid);
    setPending(true);
    setError(null);
    try {
      const profile = await setDisplayName(draft);
      const session = useSession.getState();
      if (session.user?.id === profile.id) session.setSignedIn({ ...session.user, displayName: profile.display_name }, profile);
      setEditing(false);
      setSaved(true);
    } catch (failure) {
      console.error('Saving the display name failed', failure);
      setError(displayNameFailureText(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="display-name">
      <div className="display-name__current">
        <Avatar id={user?.id} name={current || user?.email} size="lg" />
        <div>
          <p className="field__label" id={`${id}-label`}>
            Display name
          </p>
          <p className="display-name__value" data-testid="display-name">
            {current || <span className="account__pending">Not set — you appear as “Anonymous User”</span>}
          </p>
        </div>
        {!editing && (
          <Button variant="secondary" size="sm" onClick={startEditing}>
            {current ? 'Change display name' : 'Set display name'}
          </Button>
        )}
      </div>
      {saved && !editing && (
        <p className="form-success" role="status">
          Display name saved.
        </p>
      )}
      {editing && (
        <form className="display-name__form" onSubmit={(e) => void submit(e)} noValidate>
          {error && <ErrorBox>{error}</ErrorBox>}
          <TextField
            id={`${id}-input`}
            label="New display name"
            type="text"
            autoComplete="nickname"
            maxLength={DISPLAY_NAME_MAX * 2}
            aria-invalid={error ? true : undefined}
            hint={`1 to ${DISPLAY_NAME_MAX} characters. Shown on your debates and responses.`}
            value={draft}
            onValueChange={setDraft}
          />
          <div className="display-name__actions">
            <Button type="submit" size="sm" disabled={pending} busy={pending}>
              {pending ? 'Saving…' : 'Save'}
            </Button>
            <Button variant="ghost" size="sm" disabled={pending} onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
