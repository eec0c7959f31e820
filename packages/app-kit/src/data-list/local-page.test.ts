import { describe, expect, it, vi } from 'vitest';
import { localPage } from './local-page';

const states = { error: null, isError: false, isPending: false, isFetching: false };

describe('localPage', () => {
  it('answers one page of the selected rows with the count of all of them', () => {
    const refetch = vi.fn();
    const query = { ...states, refetch, data: { items: [1, 2, 3, 4, 5, 6, 7] } };
    const second = localPage(query, (data) => data.items.filter((n) => n % 2 === 1), 2, 3);
    expect(second.data).toEqual({ list: [7], total: 4 });
    expect(second.refetch).toBe(refetch);
  });

  it('has no data while the call has none, and keeps its failure', () => {
    const error = new Error('失败');
    const failed = localPage(
      { ...states, isError: true, error, refetch: vi.fn(), data: undefined },
      (data: { items: number[] }) => data.items,
      1,
      10,
    );
    expect(failed).toMatchObject({ data: undefined, isError: true, error });
  });
});
