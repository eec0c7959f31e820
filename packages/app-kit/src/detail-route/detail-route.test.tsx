// The helper on a real router and query client, against a test server: what a detail route
// shows for a known id, an unknown one and none, and the title it gives the document.
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demo_detail, demoRows } from '../testing/demo-calls';
import { startFakeApiServer, type FakeAnswer } from '../testing/fake-api-server';
import { pointPageAt } from '../testing/point-page-at';
import { createTestKit, KitTestProviders, ok, type TestKit } from '../testing/test-kit';
import { detailHead, loadDetail, requireId } from './detail-route';

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

async function open(url: string) {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({
    notFoundComponent: () => <p>页面不存在</p>,
  });
  const detail = createRoute({
    getParentRoute: () => root,
    path: '/demoDetail',
    validateSearch: z.object({ id: demo_detail.body.shape.id.optional().catch(undefined) }),
    beforeLoad: ({ search }) => void requireId(search.id),
    loaderDeps: ({ search: { id } }) => ({ id }),
    loader: ({ context: { queryClient }, deps: { id } }) =>
      loadDetail(queryClient, callQueryOptions(kit.client, demo_detail, { id: requireId(id) })),
    head: detailHead((item: { name: string }) => `${item.name} - 示例门户`),
    component: () => <p>详情页</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([detail]),
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { queryClient: kit.queryClient },
  });
  render(
    <KitTestProviders kit={kit}>
      <RouterProvider router={router} />
    </KitTestProviders>,
  );
  await router.load();
  return router;
}

describe('detail route helper', { timeout: 20_000 }, () => {
  it('prefetches a known record and titles the document with it', async () => {
    answers[demo_detail.path] = ok(demoRows(1)[0]);
    const router = await open('/demoDetail?id=1');
    expect(await screen.findByText('详情页')).toBeTruthy();
    expect(
      kit.queryClient.getQueryData(callQueryOptions(kit.client, demo_detail, { id: 1 }).queryKey),
    ).toMatchObject({ name: '示例企业1' });
    expect(router.state.matches.at(-1)?.meta).toEqual([{ title: '示例企业1 - 示例门户' }]);
  });

  it('answers the not-found page for an id the server does not know', async () => {
    answers[demo_detail.path] = { status: 404, body: { code: 404, msg: '记录不存在' } };
    await open('/demoDetail?id=99');
    expect(await screen.findByText('页面不存在')).toBeTruthy();
    expect(screen.queryByText('详情页')).toBeNull();
  });

  it('answers the not-found page without asking the server when the address has no id', async () => {
    await open('/demoDetail?id=abc');
    expect(await screen.findByText('页面不存在')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('still shows the page after another failure: its own query offers 重试 there', async () => {
    answers[demo_detail.path] = { status: 200, body: { code: 500, msg: '服务繁忙', data: null } };
    const router = await open('/demoDetail?id=1');
    expect(await screen.findByText('详情页')).toBeTruthy();
    expect(router.state.matches.at(-1)?.meta ?? []).toEqual([]);
  });
});
