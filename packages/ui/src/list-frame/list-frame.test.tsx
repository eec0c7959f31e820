import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ListFrame, type ListColumn } from './list-frame';

interface Row {
  id: number;
  title: string;
}

const rows: Row[] = Array.from({ length: 95 }, (_, index) => ({
  id: index + 1,
  title: `通知${index + 1}`,
}));
const columns: ListColumn<Row>[] = [
  { key: 'title', title: '标题', rowHeader: true, render: (row) => row.title },
];

function PagedList({ onPageChange }: { onPageChange?: (page: number) => void }) {
  const [page, setPage] = useState(1);
  return (
    <ListFrame
      label="公告"
      status="ready"
      items={rows.slice((page - 1) * 10, page * 10)}
      rowKey={(row) => row.id}
      view={{ kind: 'table', columns }}
      total={rows.length}
      page={page}
      pageSize={10}
      onPageChange={(next) => {
        onPageChange?.(next);
        setPage(next);
      }}
    />
  );
}

const pager = () => screen.getByRole('navigation', { name: '公告分页' });
const shownTitles = () =>
  within(screen.getByRole('table', { name: '公告' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('ListFrame', () => {
  it('shows the count, the page and a pager with gaps for many pages', () => {
    render(<PagedList />);
    expect(screen.getByRole('status').textContent).toBe('共 95 条');
    expect(shownTitles()).toHaveLength(10);
    expect(shownTitles()[0]).toBe('通知1');
    // The gap is on screen only (aria-hidden): each page button says its own number.
    const labels = [...within(pager()).getByRole('list').children].map((item) => item.textContent);
    expect(labels).toEqual(['1', '2', '3', '4', '5', '6', '7', '…', '10']);
    expect(within(pager()).getByRole('button', { name: '上一页' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('moves by 下一页, by number and to the last page, and focuses the results each time', () => {
    const onPageChange = vi.fn();
    render(<PagedList onPageChange={onPageChange} />);
    fireEvent.click(within(pager()).getByRole('button', { name: '下一页' }));
    expect(shownTitles()[0]).toBe('通知11');
    expect(document.activeElement).toBe(screen.getByRole('region', { name: '公告' }));
    fireEvent.click(within(pager()).getByRole('button', { name: '第 10 页' }));
    expect(shownTitles()).toEqual(['通知91', '通知92', '通知93', '通知94', '通知95']);
    expect(within(pager()).getByRole('button', { name: '下一页' })).toHaveProperty(
      'disabled',
      true,
    );
    // The current page's own button asks for nothing.
    fireEvent.click(within(pager()).getByRole('button', { name: '第 10 页' }));
    expect(onPageChange.mock.calls).toEqual([[2], [10]]);
  });

  it('has no pager when everything fits on one page', () => {
    render(
      <ListFrame
        label="公告"
        status="ready"
        items={rows.slice(0, 3)}
        rowKey={(row) => row.id}
        view={{ kind: 'table', columns }}
        total={3}
        page={1}
        pageSize={10}
        onPageChange={() => {}}
      />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('共 3 条');
  });

  it('makes the results the panel of the selected tab', () => {
    const onChange = vi.fn();
    render(
      <ListFrame
        label="公告"
        tabs={{
          label: '公告类型',
          items: [
            { key: 0, label: '正在申报' },
            { key: 1, label: '正在公示' },
          ],
          activeKey: 1,
          onChange,
        }}
        status="ready"
        items={rows.slice(0, 2)}
        rowKey={(row) => row.id}
        view={{ kind: 'table', columns }}
        total={2}
        page={1}
        pageSize={10}
        onPageChange={() => {}}
      />,
    );
    const panel = screen.getByRole('tabpanel', { name: '正在公示' });
    expect(within(panel).getAllByRole('rowheader')).toHaveLength(2);
    fireEvent.click(screen.getByRole('tab', { name: '正在申报' }));
    expect(onChange).toHaveBeenCalledWith(0);
  });

  it('keeps the previous rows, marked busy, while another page loads', () => {
    render(
      <ListFrame
        label="公告"
        status="ready"
        fetching
        items={rows.slice(0, 10)}
        rowKey={(row) => row.id}
        view={{ kind: 'table', columns }}
        total={95}
        page={2}
        pageSize={10}
        onPageChange={() => {}}
      />,
    );
    expect(screen.getByRole('region', { name: '公告' }).getAttribute('aria-busy')).toBe('true');
    expect(shownTitles()).toHaveLength(10);
  });

  it('offers a retry when the call failed, and no count or pager', () => {
    const onRetry = vi.fn();
    render(
      <ListFrame<Row>
        label="公告"
        status="error"
        items={undefined}
        rowKey={(row) => row.id}
        view={{ kind: 'table', columns }}
        total={undefined}
        page={3}
        pageSize={10}
        onPageChange={() => {}}
        errorText="公告加载失败"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('公告加载失败');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('ListFrame past the last page', () => {
  it('goes to the last page instead of 共 986 条 over an empty list (?page=1000)', () => {
    const onPageChange = vi.fn();
    render(
      <ListFrame
        label="政策"
        status="empty"
        items={[]}
        rowKey={(row: Row) => row.id}
        view={{ kind: 'table', columns }}
        total={986}
        page={1000}
        pageSize={10}
        onPageChange={onPageChange}
      />,
    );
    expect(onPageChange).toHaveBeenCalledWith(99);
  });

  it('leaves an honest empty list (no rows at all) on its page', () => {
    const onPageChange = vi.fn();
    render(
      <ListFrame
        label="政策"
        status="empty"
        items={[]}
        rowKey={(row: Row) => row.id}
        view={{ kind: 'table', columns }}
        total={0}
        page={1}
        pageSize={10}
        onPageChange={onPageChange}
      />,
    );
    expect(onPageChange).not.toHaveBeenCalled();
  });
});
