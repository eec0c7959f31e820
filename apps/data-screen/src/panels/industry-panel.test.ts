import { describe, expect, it } from 'vitest';
import { topSlices } from './industry-panel';

describe('topSlices', () => {
  it('keeps short lists as they are', () => {
    expect(topSlices([{ name: '制造业', count: 3 }])).toEqual([{ name: '制造业', value: 3 }]);
  });

  it('sums everything past the largest slices as 其他, keeping the total', () => {
    const counts = Array.from({ length: 9 }, (_, i) => ({ name: `行业${i + 1}`, count: 10 - i }));
    const slices = topSlices(counts, 4);
    expect(slices.map((slice) => slice.name)).toEqual(['行业1', '行业2', '行业3', '其他']);
    expect(slices.at(-1)?.value).toBe(7 + 6 + 5 + 4 + 3 + 2);
    expect(slices.reduce((sum, slice) => sum + slice.value, 0)).toBe(
      counts.reduce((sum, c) => sum + c.count, 0),
    );
  });
});
