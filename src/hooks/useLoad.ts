import { useEffect, useRef, useState } from 'react';

/** A read's state: on its way, failed, or its value. */
export type Loaded<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: T };

/**
 * What `load` answers, read on mount and again whenever `key` changes ("loading" meanwhile). An
 * answer that comes after the key changed or the component left is dropped; a failure is logged
 * with `failureLog` and becomes "error".
 */
export function useLoad<T>(key: string, load: () => Promise<T>, failureLog: string): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });
  // The latest render's reader: the read follows the key, not each new closure.
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    let current = true;
    setLoaded({ status: 'loading' });
    latest.current().then(
      (value) => current && setLoaded({ status: 'ready', value }),
      (error: unknown) => {
        console.error(failureLog, error);
        if (current) setLoaded({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [key, failureLog]);
  return loaded;
}
