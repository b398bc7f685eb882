import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, ErrorBox, TextField } from '@/components/index.ts';
import { ACCOUNT_TEXTS, getMyHandle, handleFailureText, setHandle } from '../api/accountApi.ts';

const HANDLE = /^[A-Za-z0-9_]{3,30}$/;

/** The person's handle (their public profile's address), renamed inline; the old one stops resolving. */
export function HandleForm() {
  const id = useId();
  const [handle, setCurrent] = useState<string | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let live = true;
    getMyHandle().then(
      (value) => live && setCurrent(value),
      (failure: unknown) => {
        console.error('Loading the handle failed', failure);
        if (live) setLoadError(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const next = draft.trim();
    if (!HANDLE.test(next)) return setError(ACCOUNT_TEXTS.handleFormat);
    setPending(true);
    setError(null);
    try {
      setCurrent(await setHandle(next));
      setEditing(false);
      setSaved(true);
    } catch (failure) {
      console.error('Saving the handle failed', failure);
      setError(handleFailureText(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="display-name">
      <div className="display-name__current">
        <div>
          <p className="field__label">Handle</p>
          <p className="display-name__value" data-testid="handle">
            {handle ? (
              <Link to={`/u/${handle}`}>@{handle}</Link>
            ) : (
              <span className="account__pending">{loadError ? 'Could not load your handle.' : 'Loading…'}</span>
            )}
          </p>
        </div>
        {!editing && handle && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setDraft(handle);
              setError(null);
              setSaved(false);
              setEditing(true);
            }}
          >
            Change handle
          </Button>
        )}
      </div>
      {saved && !editing && (
        <p className="form-success" role="status">
          Handle saved. Your profile is now at /u/{handle}; the old address no longer works.
        </p>
      )}
      {editing && (
        <form className="display-name__form" onSubmit={(e) => void submit(e)} noValidate>
          {error && <ErrorBox>{error}</ErrorBox>}
          <TextField
            id={`${id}-input`}
            label="New handle"
            type="text"
            autoComplete="username"
            maxLength={60}
            aria-invalid={error ? true : undefined}
            hint="3 to 30 letters, digits or underscores. Your public profile's address: /u/handle."
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
