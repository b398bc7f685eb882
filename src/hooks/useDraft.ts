import { useCallback, useEffect, useState } from 'react';
import { clearDraft, readDraft, writeDraft } from '@/lib/drafts.ts';

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * A text field's value kept as a draft under `key` (null: not kept): it is there again after a
 * reload or a sign-in detour, until `discard` (after sending).
 */
export function useDraft(key: string | null): [string, (next: string) => void, () => void] {
  const [value, setValue] = useState(() => (key ? (readDraft(key, isString)?.value ?? '') : ''));
  useEffect(() => {
    setValue(key ? (readDraft(key, isString)?.value ?? '') : '');
  }, [key]);
  const change = useCallback(
    (next: string) => {
      setValue(next);
      if (!key) return;
      if (next.trim() === '') clearDraft(key);
      else writeDraft(key, next);
    },
    [key],
  );
  const discard = useCallback(() => {
    setValue('');
    if (key) clearDraft(key);
  }, [key]);
  return [value, change, discard];
}
