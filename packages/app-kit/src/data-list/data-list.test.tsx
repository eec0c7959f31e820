// DataList over a real call: the SDK client against a test server, the page and filters held by a
// harness as a route holds them in the URL.
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Select } from 'antd';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppKit } from '../provider';
import { DEMO_EVENT_LABELS, demo_list, demoRows, type DemoItem } from '../testing/demo-calls';
import { startFakeApiServer, type FakeAnswerFor } from '../testing/fake-api-server';
import { pointPageAt } from '../testing/point-page-at';
import { createTestKit, ok, renderWithKit, type TestKit } from '../testing/test-kit';
import { DataList } from './data-list';
import { bodyFromSearch } from './list-search';

const PAGE_SIZE = 10;
let api: Awaited<ReturnType<typeof startFakeApiServer>>;
let answers: Record<string, FakeAnswerFor>;
let kit: TestKit;

/** 23 rows, paged and filtered by state as a server would. */
function listAnswer(rows: DemoItem[]): FakeAnswerFor {
  return ({ body }) => {
    const { page = 1, state } = body as { page?: number; state?: string };
    const matching = rows.filter((row) => !state || row.state === state);
    return ok({
      list: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      total: matching.length,
      page,
      pageSize: PAGE_SIZE,
    });
  };
}

beforeEach(async () => {
  answers = { [demo_list.path]: listAnswer(demoRows(23)) };
  api = await startFakeApiServer(answers);
  pointPageAt(api.origin);
  kit = createTestKit();
});

afterEach(async () => {
  await api.close();
});

interface Search {
  page: number;
  state?: 'pending' | 'passed' | undefined;
}

function Harness({
  onAction = () => {},
  onExport,
  startPage = 1,
}: {
  onAction?: (row: DemoItem, event: 'pass' | 'return') => void;
  onExport?: () => Promise<unknown>;
  /** The page the address named (?page=1000). */
  startPage?: number;
}) {
  const { client } = useAppKit();
  const [search, setSearch] = useState<Search>({ page: startPage });
  const query = useQuery({
    ...callQueryOptions(client, demo_list, bodyFromSearch(search, PAGE_SIZE)),
    placeholderData: keepPreviousData,
  });
  return (
    <DataList<DemoItem, 'pass' | 'return'>
      label="示例列表"
      query={query}
      rowKey={(row) => row.id}
      view={{ columns: [{ title: '企业', key: 'name', render: (_, row) => row.name }] }}
      page={search.page}
      pageSize={PAGE_SIZE}
      onPageChange={(page) => setSearch({ ...search, page })}
      filters={
        <Select
          aria-label="状态"
          allowClear
          value={search.state}
          onChange={(state: Search['state']) => setSearch({ page: 1, state })}
          options={[
            { value: 'pending', label: '待审核' },
            { value: 'passed', label: '已通过' },
          ]}
        />
      }
      onExport={onExport}
      rowActions={{
        of: (row) => row.actions,
        labels: DEMO_EVENT_LABELS,
        onAction,
        rowName: (row) => row.name,
      }}
      emptyText="没有符合条件的记录"
    />
  );
}

const list = () => screen.getByRole('region', { name: '示例列表' });

describe('DataList', { timeout: 30_000 }, () => {
  it('shows the count, the rows and one button per event the server allows on each row', async () => {
    const onAction = vi.fn();
    renderWithKit(<Harness onAction={onAction} />, kit);
    await screen.findByText('示例企业1');
    expect(within(list()).getByText('共 23 条')).toBeTruthy();
    // Row 1 allows 通过 and 退回; row 2 allows nothing, and shows no button.
    const pass = screen.getByRole('button', { name: '通过“示例企业1”' });
    expect(screen.getByRole('button', { name: '退回“示例企业1”' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /“示例企业2”/ })).toBeNull();
    fireEvent.click(pass);
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), 'pass');
  });

  it('asks the server for the page the pager names', async () => {
    renderWithKit(<Harness />, kit);
    await screen.findByText('示例企业1');
    fireEvent.click(within(list()).getByTitle('3'));
    await screen.findByText('示例企业21');
    expect(screen.queryByText('示例企业1')).toBeNull();
    expect(api.requests.at(-1)?.body).toMatchObject({ page: 3, pageSize: PAGE_SIZE });
  });

  it('goes to the last page when the address names a page past the end (?page=1000)', async () => {
    renderWithKit(<Harness startPage={1000} />, kit);
    // 23 rows: the last page is 3, with rows 21–23, not 共 23 条 over an empty table.
    await screen.findByText('示例企业21');
    expect(api.requests.at(-1)?.body).toMatchObject({ page: 3 });
    expect(within(list()).queryByText('没有符合条件的记录')).toBeNull();
  });

  it('says when nothing matches', async () => {
    answers[demo_list.path] = listAnswer([]);
    renderWithKit(<Harness />, kit);
    expect(await screen.findByText('没有符合条件的记录')).toBeTruthy();
    expect(within(list()).getByText('共 0 条')).toBeTruthy();
  });

  it('shows the server’s reason with 重试, which asks again', async () => {
    answers[demo_list.path] = () => ({
      status: 200,
      body: { code: 500, msg: '示例服务暂不可用', data: null },
    });
    renderWithKit(<Harness />, kit);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('示例列表加载失败');
    expect(alert.textContent).toContain('示例服务暂不可用');

    answers[demo_list.path] = listAnswer(demoRows(3));
    fireEvent.click(within(alert).getByRole('button', { name: /重\s*试/ }));
    await screen.findByText('示例企业3');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('exports with a busy button, and a refused export becomes the server’s reason in a toast', async () => {
    let refuse!: (error: Error) => void;
    const onExport = vi.fn(() => new Promise((_, reject) => (refuse = reject)));
    renderWithKit(<Harness onExport={onExport} />, kit);
    await screen.findByText('示例企业1');
    const button = screen.getByRole('button', { name: /导出 Excel/ });
    fireEvent.click(button);
    expect(onExport).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button.className).toContain('loading'));
    refuse(new Error('导出的记录超过 10000 条，请缩小筛选范围'));
    await waitFor(() =>
      expect(kit.toasts).toEqual([
        { level: 'error', text: '导出的记录超过 10000 条，请缩小筛选范围' },
      ]),
    );
  });
});
