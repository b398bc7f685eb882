import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoad } from './useLoad.ts';

describe('useLoad', () => {
  it('reads again when the key changes and drops the answer of a key it left', async () => {
    let finishFirst: (value: string) => void = () => undefined;
    const load = vi.fn((key: string) =>
      key === 'a' ? new Promise<string>((resolve) => (finishFirst = resolve)) : Promise.resolve(`read ${key}`),
    );
    const { result, rerender } = renderHook(({ k }) => useLoad(k, () => load(k), 'failed'), { initialProps: { k: 'a' } });
    expect(result.current).toEqual({ status: 'loading' });
    rerender({ k: 'b' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', value: 'read b' }));
    await act(async () => finishFirst('read a, late'));
    expect(result.current).toEqual({ status: 'ready', value: 'read b' });
  });

  it('says a failure, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useLoad('k', () => Promise.reject(new Error('down')), 'Loading it failed'));
    await waitFor(() => expect(result.current).toEqual({ status: 'error' }));
    expect(log).toHaveBeenCalledWith('Loading it failed', expect.any(Error));
    log.mockRestore();
  });
});
