import * as libraryCalls from '@qyfw/portal-sdk/calls/policy-library';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeAnswer, RecordedRequest } from '../../../test/fake-api-server';
import { fakeApiPerTest, ok } from '../../../test/page-api';
import { renderApp } from '../../../test/render-app';

// /policyData 政策库 on its own (the search journey against the seed is e2e's policy-library.spec).

const server = fakeApiPerTest();

const result: libraryCalls.PolicyResult = {
  id: 12,
  title: '杭州市高新技术企业认定奖励实施办法',
  document_number: '杭科高〔2026〕3号',
  issuing_unit: '杭州市科学技术局',
  level: 20,
  region: '杭州市',
  published_on: '2026-03-02',
  validity: 'current',
  validity_label: '现行有效',
  themes: ['科技创新'],
  support_ceiling: 20,
  open_calls: 0,
  next_deadline: null,
  snippet: '对首次认定的高新技术企业给予奖励。',
  highlight: [],
};

/** Nothing for a repealed filter; one result once the filters are gone. */
function search(request: RecordedRequest): FakeAnswer {
  const { page, pageSize, validity } = request.body as {
    page: number;
    pageSize: number;
    validity?: string;
  };
  const list = validity ? [] : [result];
  return ok({ list, total: list.length, page, pageSize });
}

const searches = () =>
  server.api.requests
    .filter((request) => request.url === libraryCalls.policy_search.path)
    .map((request) => request.body as Record<string, unknown>);

describe('政策库', () => {
  it('清除筛选 on an empty search drops the filters, keeps the keyword and brings results back', async () => {
    const api = await server.start({
      [libraryCalls.policy_search.path]: search,
      [libraryCalls.policy_facets.path]: ok({ issuing_units: [], regions: [], themes: [] }),
    });
    const { router } = await renderApp(
      `/pc/policyData?keyword=${encodeURIComponent('无此政策zzq')}&validity=repealed`,
      api.origin,
    );
    const results = await screen.findByRole('region', { name: '政策检索结果' });
    await within(results).findByText('没有找到与“无此政策zzq”相关的政策');
    expect(within(results).getByRole('status').textContent).toBe('共 0 条');

    fireEvent.click(within(results).getByRole('button', { name: '清除筛选' }));

    await waitFor(() => expect(router.state.location.search).toEqual({ keyword: '无此政策zzq' }));
    await within(results).findByRole('heading', { level: 2, name: result.title });
    // The server was asked again with the keyword and without the filter.
    const last = searches().at(-1)!;
    expect(last.keyword).toBe('无此政策zzq');
    expect(last).not.toHaveProperty('validity');
  });
});
