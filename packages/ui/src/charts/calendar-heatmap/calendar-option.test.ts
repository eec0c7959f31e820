import { describe, expect, it } from 'vitest';
import { calendarPieces } from './calendar-option';

const ranges = (max: number) => calendarPieces(max).map((piece) => [piece.min, piece.max]);

describe('calendarPieces', () => {
  it('has only the zero step when nothing falls due', () => {
    expect(ranges(0)).toEqual([[0, 0]]);
  });

  it('gives small maxima one step per count', () => {
    expect(ranges(1)).toEqual([
      [0, 0],
      [1, 1],
    ]);
    expect(ranges(3)).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });

  it('splits larger maxima into four contiguous steps ending at the maximum', () => {
    expect(ranges(10)).toEqual([
      [0, 0],
      [1, 3],
      [4, 5],
      [6, 8],
      [9, 10],
    ]);
    expect(calendarPieces(10).map((piece) => piece.label)).toEqual([
      '0',
      '1-3',
      '4-5',
      '6-8',
      '9-10',
    ]);
  });
});
