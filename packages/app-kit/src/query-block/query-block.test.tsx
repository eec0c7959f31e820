import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAppKit } from '../provider';
import { demo_detail, demoRows } from '../testing/demo-calls';
import { startFakeApiServer, type FakeAnswer } from '../testing/fake-api-server';
import { pointPageAt } from '../testing/point-page-at';
import { createTestKit, ok, renderWithKit, type TestKit } from '../testing/test-kit';
import { QueryBlock } from './query-block';

let api: Awaited<ReturnType<typeof startFakeApiServer>>;
let answers: Record<string, FakeAnswer>;
let kit: TestKit;

beforeEach(async () => {
  answers = {};
  api = await startFakeApiServer(answers);
  pointPageAt(api.origin);
  kit = createTestKit();
});

afterEach(async () => {
  await api.close();
});

function Detail() {
  const { client } = useAppKit();
  const query = useQuery(callQueryOptions(client, demo_detail, { id: 1 }));
  return (
    <QueryBlock
      query={query}
      label="示例详情"
      isEmpty={(item) => item.name === ''}
      emptyText="该事项暂无内容"
    >
      {(item) => <h2>{item.name}</h2>}
    </QueryBlock>
  );
}

describe('QueryBlock', { timeout: 30_000 }, () => {
  it('shows a busy placeholder, then the content', async () => {
    answers[demo_detail.path] = { ...ok(demoRows(1)[0]), delayMs: 200 };
    renderWithKit(<Detail />, kit);
    expect(screen.getByRole('status', { name: '正在加载示例详情' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '示例企业1' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when the answer has nothing to show', async () => {
    answers[demo_detail.path] = ok({ ...demoRows(1)[0], name: '' });
    renderWithKit(<Detail />, kit);
    expect(await screen.findByText('该事项暂无内容')).toBeTruthy();
  });

  it('shows the server’s reason with 重试, which asks again', async () => {
    answers[demo_detail.path] = {
      status: 200,
      body: { code: 500, msg: '示例服务暂不可用', data: null },
    };
    renderWithKit(<Detail />, kit);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('示例详情加载失败');
    expect(alert.textContent).toContain('示例服务暂不可用');
    answers[demo_detail.path] = ok(demoRows(1)[0]);
    fireEvent.click(within(alert).getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByRole('heading', { name: '示例企业1' })).toBeTruthy();
  });
});
