import { describe, expect, it } from 'vitest';
import { funnelOption, shareOf } from './funnel-option';

describe('funnel', () => {
  it('gives each stage its share of the first, one decimal', () => {
    expect(shareOf(315, 410)).toBe(76.8);
    expect(shareOf(0, 0)).toBe(0);
  });

  it('keeps the stages in the order given, not sorted by size', () => {
    const option = funnelOption({
      stages: [
        { name: '已提交', value: 10 },
        { name: '已受理', value: 12 },
      ],
    }) as { series: [{ sort: string; data: { name: string }[] }] };
    expect(option.series[0].sort).toBe('none');
    expect(option.series[0].data.map((stage) => stage.name)).toEqual(['已提交', '已受理']);
  });
});
