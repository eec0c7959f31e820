import { describe, expect, it } from 'vitest';
import { daysLeftText } from './components/deadline-inbox';
import { messageListSearchSchema } from './search';

describe('daysLeftText', () => {
  it('reads overdue, due today and days to go', () => {
    expect(daysLeftText(-3)).toBe('已逾期 3 天');
    expect(daysLeftText(0)).toBe('今天截止');
    expect(daysLeftText(12)).toBe('还剩 12 天');
  });
});

describe('messageListSearchSchema', () => {
  it('defaults to every type and state on page 1', () => {
    expect(messageListSearchSchema.parse({})).toEqual({ type: 'all', state: 'all', page: 1 });
  });

  it('keeps valid filters and drops hand-edited nonsense to the defaults', () => {
    expect(messageListSearchSchema.parse({ type: 'auth', state: 'unread', page: 3 })).toEqual({
      type: 'auth',
      state: 'unread',
      page: 3,
    });
    expect(messageListSearchSchema.parse({ type: 'news', state: 'new', page: -1 })).toEqual({
      type: 'all',
      state: 'all',
      page: 1,
    });
  });
});
