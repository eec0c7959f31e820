import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PolicyAwardTable, type PolicyAwardRow } from './policy-award-table';

// The portal's figures: 5 rows in 160 px (contract §9), moving 1 px every 50 ms.
const TABLE = { visibleRows: 5, bodyHeight: 160, stepPx: 1, intervalMs: 50 };

function rows(count: number): PolicyAwardRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    enterpriseName: `杭州示例科技有限公司${index + 1}`,
    topicName: '高新技术企业认定奖励',
    levelLabel: '市级',
    unit: '杭州市科学技术局',
    amount: `${(index + 1) * 10}.00万`,
  }));
}

function renderTable(count: number) {
  render(<PolicyAwardTable rows={rows(count)} caption="2026年度高新技术企业奖励名单" {...TABLE} />);
  const table = screen.getByRole('table', { name: '2026年度高新技术企业奖励名单' });
  return { table, body: table.querySelector('tbody')!, frame: table.parentElement! };
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PolicyAwardTable', () => {
  it('shows the columns and every row’s values', () => {
    const { table } = renderTable(2);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['企业名称', '扶持项目', '级别', '主管单位', '扶持金额']);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '杭州示例科技有限公司1',
      '高新技术企业认定奖励',
      '市级',
      '杭州市科学技术局',
      '10.00万',
    ]);
  });

  it('stands still with 5 rows: they all fit in 160 px', () => {
    const { body, frame } = renderTable(5);
    advance(5000);
    expect(body.style.transform).toBe('');
    expect(frame.style.height).toBe('196px');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('scrolls by itself past 5 rows, in a seamless loop', () => {
    const { body } = renderTable(6);
    advance(500);
    expect(body.style.transform).toBe('translate3d(0, -10px, 0)');
    // 6 rows of 32 px = 192 px, then the second copy takes over from the top.
    advance(50 * 182);
    expect(body.style.transform).toBe('translate3d(0, 0px, 0)');
  });

  it('pauses on hover', () => {
    const { body, frame } = renderTable(8);
    advance(100);
    fireEvent.mouseEnter(frame);
    advance(3000);
    expect(body.style.transform).toBe('translate3d(0, -2px, 0)');
    fireEvent.mouseLeave(frame);
    advance(100);
    expect(body.style.transform).toBe('translate3d(0, -4px, 0)');
  });

  it('keeps the loop’s copy out of the accessibility tree', () => {
    const { table } = renderTable(6);
    // Header row + 6 rows; the 6 copies are aria-hidden.
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(12);
  });

  it('stands still with reduced motion, its body scrollable by hand', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { body, frame } = renderTable(8);
    advance(3000);
    expect(body.style.transform).toBe('');
    expect(body.querySelectorAll('tr')).toHaveLength(8);
    expect(frame.hasAttribute('data-moving')).toBe(false);
    // Scrolled by hand: reachable by the keyboard, and named for whoever lands on it.
    expect(frame.tabIndex).toBe(0);
    expect(frame.getAttribute('role')).toBe('region');
    expect(frame.getAttribute('aria-label')).toBeTruthy();
  });
});
