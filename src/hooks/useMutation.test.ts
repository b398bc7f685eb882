import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMutation, type MutationOptions } from './useMutation.ts';

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Action = (name: string) => Promise<string>;

function setup(action: Action, options: MutationOptions<[string], string> = {}) {
  return renderHook((props: { action: Action; options: MutationOptions<[string], string> }) => useMutation(props.action, props.options), {
    initialProps: { action, options },
  });
}

afterEach(() => vi.restoreAllMocks());

describe('useMutation', () => {
  it('is pending while the action runs, then hands its result and arguments to onSuccess', async () => {
    const call = deferred<string>();
    const action = vi.fn<Action>(() => call.promise);
    const onSuccess = vi.fn();
    const { result } = setup(action, { errorText: () => 'refused', onSuccess });
    expect(result.current.pending).toBe(false);

    let running!: Promise<void>;
    act(() => {
      running = result.current.run('alice');
    });
    expect(result.current.pending).toBe(true);
    expect(result.current.variables).toEqual(['alice']);
    expect(action).toHaveBeenCalledWith('alice');

    await act(async () => {
      call.resolve('saved');
      await running;
    });
    expect(result.current.pending).toBe(false);
    expect(result.current.error).toBeNull();
    expect(onSuccess).toHaveBeenCalledWith('saved', 'alice');
  });

  it('turns a failure into its text, logs it, calls onError and never rejects', async () => {
    const failure = new Error('AG123');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const { result } = setup(() => Promise.reject(failure), {
      errorText: (error, name) => `Not saved for ${name}: ${(error as Error).message}`,
      onSuccess,
      onError,
      failureLog: 'Saving failed',
    });
    await act(() => result.current.run('bob'));
    expect(result.current.pending).toBe(false);
    expect(result.current.error).toBe('Not saved for bob: AG123');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(failure, 'bob');
    expect(log).toHaveBeenCalledWith('Saving failed', failure);
  });

  it('leaves the error empty when the page says it elsewhere', async () => {
    const { result } = setup(() => Promise.reject(new Error('x')));
    await act(() => result.current.run('carol'));
    expect(result.current.error).toBeNull();
    expect(result.current.pending).toBe(false);
  });

  it('ignores a run that a newer run overtook, whether it succeeds or fails', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const onSuccess = vi.fn();
    const { result } = setup((name) => (name === 'first' ? first.promise : second.promise), { errorText: () => 'refused', onSuccess });
    let runs!: Promise<void>[];
    act(() => {
      runs = [result.current.run('first'), result.current.run('second')];
    });
    expect(result.current.variables).toEqual(['second']);

    await act(async () => {
      first.reject(new Error('late'));
      await runs[0];
    });
    expect(result.current.error).toBeNull();
    expect(result.current.pending).toBe(true);

    await act(async () => {
      second.resolve('done');
      await runs[1];
    });
    expect(onSuccess.mock.calls).toEqual([['done', 'second']]);
    expect(result.current.pending).toBe(false);
  });

  it('does nothing with a run that ends after the component unmounted', async () => {
    const call = deferred<string>();
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const { result, unmount } = setup(() => call.promise, { errorText: () => 'refused', onSuccess, onError });
    let running!: Promise<void>;
    act(() => {
      running = result.current.run('dana');
    });
    unmount();
    call.resolve('too late');
    await running;
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('refuses input without running, and clears the error on reset or on the next run', async () => {
    const action = vi.fn<Action>(() => Promise.resolve('ok'));
    const { result } = setup(action, { errorText: () => 'refused' });
    act(() => result.current.fail('Please enter a response.'));
    expect(result.current.error).toBe('Please enter a response.');
    expect(action).not.toHaveBeenCalled();
    act(() => result.current.reset());
    expect(result.current.error).toBeNull();

    act(() => result.current.fail('Choose a reason.'));
    await act(() => result.current.run('erin'));
    expect(result.current.error).toBeNull();
  });

  it("uses the latest render's action and callbacks, with the same run", async () => {
    const early = vi.fn();
    const late = vi.fn();
    const { result, rerender } = setup(() => Promise.resolve('early'), { onSuccess: early });
    const run = result.current.run;
    rerender({ action: () => Promise.resolve('late'), options: { onSuccess: late } });
    expect(result.current.run).toBe(run);
    await act(() => result.current.run('fay'));
    expect(early).not.toHaveBeenCalled();
    expect(late).toHaveBeenCalledWith('late', 'fay');
  });
});
