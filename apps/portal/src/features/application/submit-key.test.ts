import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSubmitKey } from './submit-key';

describe('the submit key', () => {
  it('is the same across retries of one attempt and new after it ends', () => {
    const { result } = renderHook(() => useSubmitKey());
    const first = result.current.current();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(result.current.current()).toBe(first);
    act(() => result.current.settle());
    expect(result.current.current()).not.toBe(first);
  });
});
