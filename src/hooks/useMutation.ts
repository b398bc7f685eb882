import { useCallback, useEffect, useRef, useState } from 'react';

export interface MutationOptions<Args extends unknown[], Result> {
  /** What the person reads when the action fails (the spec's words, matched on the rule's code); none when another part of the page says it. */
  errorText?: (error: unknown, ...args: Args) => string;
  /** After the current run succeeded (not one a newer run overtook), while the component is mounted. */
  onSuccess?: (result: Result, ...args: Args) => void;
  /** After the current run failed, likewise. */
  onError?: (error: unknown, ...args: Args) => void;
  /** Logged with any failure, for whoever reads the console. */
  failureLog?: string;
}

export interface Mutation<Args extends unknown[]> {
  /** Runs the action; never rejects (a failure becomes `error`). */
  run: (...args: Args) => Promise<void>;
  pending: boolean;
  /** The arguments of the run under way or last run: which of several buttons is busy. */
  variables: Args | null;
  error: string | null;
  /** Refuses without running: what a check found before anything was sent. */
  fail: (message: string) => void;
  /** Clears the error (the form or dialog starts again). */
  reset: () => void;
}

/**
 * One async action's state: pending while it runs, its error text after a
 * failure. A run that a newer run overtook, or that ends after the component
 * unmounted, changes nothing and calls nothing. Written here rather than taken
 * from a library: the first screens' script budget has no room for one.
 */
export function useMutation<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
  options: MutationOptions<Args, Result>,
): Mutation<Args> {
  const [pending, setPending] = useState(false);
  const [variables, setVariables] = useState<Args | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The latest action and options (a render's props), and which run is current.
  const latest = useRef({ action, options });
  latest.current = { action, options };
  const runs = useRef({ current: 0, mounted: true });
  useEffect(() => {
    const state = runs.current;
    state.mounted = true;
    return () => {
      state.mounted = false;
    };
  }, []);

  const run = useCallback(async (...args: Args) => {
    const state = runs.current;
    const id = ++state.current;
    const isCurrent = () => state.mounted && state.current === id;
    setPending(true);
    setVariables(args);
    setError(null);
    try {
      const result = await latest.current.action(...args);
      if (!isCurrent()) return;
      setPending(false);
      latest.current.options.onSuccess?.(result, ...args);
    } catch (failure) {
      const { failureLog, errorText, onError } = latest.current.options;
      if (failureLog) console.error(failureLog, failure);
      if (!isCurrent()) return;
      setPending(false);
      setError(errorText ? errorText(failure, ...args) : null);
      onError?.(failure, ...args);
    }
  }, []);

  const fail = useCallback((message: string) => setError(message), []);
  const reset = useCallback(() => setError(null), []);
  return { run, pending, variables, error, fail, reset };
}
