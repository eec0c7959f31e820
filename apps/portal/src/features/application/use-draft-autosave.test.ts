import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDraftAutosave } from './use-draft-autosave';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const describeFailure = (error: unknown) => (error instanceof Error ? error.message : '失败');

describe('the draft autosave', () => {
  it('saves once after typing pauses, with the latest values and the last version', async () => {
    const save = vi.fn(async (_values: string, version: number) => version + 1);
    const { result } = renderHook(() =>
      useDraftAutosave({ save, version: 4, delay: 1000, describeFailure, now: () => new Date(0) }),
    );
    act(() => result.current.schedule('a'));
    act(() => result.current.schedule('ab'));
    expect(result.current.status.phase).toBe('dirty');
    expect(result.current.hasUnsaved()).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('ab', 4);
    expect(result.current.status).toEqual({ phase: 'saved', at: new Date(0) });
    expect(result.current.hasUnsaved()).toBe(false);
    act(() => result.current.schedule('abc'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(save).toHaveBeenLastCalledWith('abc', 5);
    expect(result.current.version()).toBe(6);
  });

  it('keeps what failed to save, says why, and saves it on flush', async () => {
    const save = vi
      .fn<(values: string, version: number) => Promise<number>>()
      .mockRejectedValueOnce(new Error('版本已过期'))
      .mockResolvedValueOnce(2);
    const { result } = renderHook(() =>
      useDraftAutosave({ save, version: 1, delay: 500, describeFailure }),
    );
    act(() => result.current.schedule('x'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(result.current.status).toEqual({ phase: 'failed', message: '版本已过期' });
    expect(result.current.hasUnsaved()).toBe(true);
    let version = 0;
    await act(async () => {
      version = await result.current.flush();
    });
    expect(save).toHaveBeenLastCalledWith('x', 1);
    expect(version).toBe(2);
    expect(result.current.hasUnsaved()).toBe(false);
  });

  it('never runs two saves at once: a change during a save is saved after it', async () => {
    let finish: (version: number) => void = () => undefined;
    const save = vi.fn(
      (_values: string, version: number) =>
        new Promise<number>((resolve) => {
          finish = resolve;
          void version;
        }),
    );
    const { result } = renderHook(() =>
      useDraftAutosave({ save, version: 0, delay: 100, describeFailure }),
    );
    act(() => result.current.schedule('first'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(save).toHaveBeenCalledTimes(1);
    act(() => result.current.schedule('second'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    // Still one: the second waits for the first.
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish(1);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('second', 1);
  });
});
