import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_TEXTS, getMyHandle, handleFailureText, setHandle } from '../api/accountApi.ts';
import { InlineFieldForm } from './InlineFieldForm.tsx';

const HANDLE = /^[A-Za-z0-9_]{3,30}$/;

/** The person's handle (their public profile's address), renamed inline; the old one stops resolving. */
export function HandleForm() {
  const [handle, setCurrent] = useState<string | null>(null);
  const [loadError, setLoadError] = useState(false);

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

  return (
    <InlineFieldForm
      label="Handle"
      valueTestId="handle"
      value={
        handle ? (
          <Link to={`/u/${handle}`}>@{handle}</Link>
        ) : (
          <span className="account__pending">{loadError ? 'Could not load your handle.' : 'Loading…'}</span>
        )
      }
      editLabel={handle ? 'Change handle' : null}
      initialDraft={handle ?? ''}
      successText={<>Handle saved. Your profile is now at /u/{handle}; the old address no longer works.</>}
      input={{
        label: 'New handle',
        autoComplete: 'username',
        limits: { min: 3, max: 30 },
        hint: "3 to 30 letters, digits or underscores. Your public profile's address: /u/handle.",
      }}
      validate={(draft) => (HANDLE.test(draft.trim()) ? null : ACCOUNT_TEXTS.handleFormat)}
      save={async (draft) => setCurrent(await setHandle(draft.trim()))}
      failureText={handleFailureText}
      failureLog="Saving the handle failed"
    />
  );
}
