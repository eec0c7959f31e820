import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderPlainLink } from '@qyfw/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFakeApiServer, type RecordedRequest } from '../../../test/fake-api-server';
import {
  expertCategories,
  expertsOf,
  HOME_PATHS,
  ok,
  paged,
  serverError,
} from '../../../test/home-api.fixture';
import { renderSection } from '../../../test/render-section';
import { ExpertsPanel } from './experts-panel';

type FakeApi = Awaited<ReturnType<typeof startFakeApiServer>>;
let api: FakeApi | undefined;

afterEach(async () => {
  vi.useRealTimers();
  // Unmount first: no call may start once the server is gone.
  cleanup();
  await api?.close();
  api = undefined;
});

/** The category each expert_manage_list call asked for, in order. */
function requestedCategories(requests: RecordedRequest[]): string[] {
  return requests
    .filter((request) => request.url === HOME_PATHS.experts)
    .map((request) => (request.body as { institutions_name: string }).institutions_name);
}

async function renderPanel() {
  api = await startFakeApiServer({
    [HOME_PATHS.expertCategories]: ok(expertCategories),
    [HOME_PATHS.experts]: (request) =>
      ok(paged(expertsOf((request.body as { institutions_name: string }).institutions_name), 4)),
  });
  // Only the interval is faked: the advance is timed by it, while the HTTP round trips and
  // React's scheduler keep running on real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  await renderSection(<ExpertsPanel renderLink={renderPlainLink} />, api.origin);
  const panel = screen.getByRole('region', { name: '专家库' });
  return { panel, requests: api.requests };
}

function selectedTab(panel: HTMLElement) {
  return within(panel).getByRole('tab', { selected: true }).textContent;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('ExpertsPanel', () => {
  it('shows the first category’s 4 experts, linked to their detail pages', async () => {
    const { panel, requests } = await renderPanel();
    const first = await within(panel).findByRole('link', { name: /知识专家1/ });
    expect(first.getAttribute('href')).toBe('/expertDetail?id=1');
    expect(within(panel).getAllByRole('link', { name: /知识专家/ })).toHaveLength(4);
    expect(selectedTab(panel)).toBe('知识产权专家');
    const listCall = requests.find((request) => request.url === HOME_PATHS.experts);
    expect(listCall?.body).toMatchObject({
      page: 1,
      pageSize: 4,
      institutions_name: '知识产权专家',
    });
  });

  it('advances to the next category every 5 s, reloading its experts, and wraps after the last', async () => {
    const { panel, requests } = await renderPanel();
    await within(panel).findByRole('link', { name: /知识专家1/ });

    advance(4999);
    expect(selectedTab(panel)).toBe('知识产权专家');
    advance(1);
    expect(selectedTab(panel)).toBe('科技创新专家');
    await within(panel).findByRole('link', { name: /科技专家1/ });

    advance(5000);
    expect(selectedTab(panel)).toBe('财税金融专家');
    await within(panel).findByRole('link', { name: /财税专家1/ });

    // After the last category, back to the first (already loaded: shown from the cache).
    advance(5000);
    expect(selectedTab(panel)).toBe('知识产权专家');
    await within(panel).findByRole('link', { name: /知识专家1/ });
    expect(requestedCategories(requests)).toEqual(['知识产权专家', '科技创新专家', '财税金融专家']);
  });

  it('restarts the 5 s wait when a category is chosen by hand', async () => {
    const { panel } = await renderPanel();
    await within(panel).findByRole('link', { name: /知识专家1/ });
    advance(4000);
    fireEvent.click(within(panel).getByRole('tab', { name: '财税金融专家' }));
    await within(panel).findByRole('link', { name: /财税专家1/ });
    advance(4000);
    expect(selectedTab(panel)).toBe('财税金融专家');
    advance(1000);
    expect(selectedTab(panel)).toBe('知识产权专家');
  });

  it('holds still while the pointer is over it', async () => {
    const { panel } = await renderPanel();
    await within(panel).findByRole('link', { name: /知识专家1/ });
    fireEvent.mouseEnter(panel.parentElement!);
    advance(20_000);
    expect(selectedTab(panel)).toBe('知识产权专家');
    fireEvent.mouseLeave(panel.parentElement!);
    advance(5000);
    expect(selectedTab(panel)).toBe('科技创新专家');
    await within(panel).findByRole('link', { name: /科技专家1/ });
  });

  it('says so when the categories cannot be loaded, and retries', async () => {
    let fail = true;
    api = await startFakeApiServer({
      [HOME_PATHS.expertCategories]: () => (fail ? serverError : ok(expertCategories)),
      [HOME_PATHS.experts]: (request) =>
        ok(paged(expertsOf((request.body as { institutions_name: string }).institutions_name), 4)),
    });
    await renderSection(<ExpertsPanel renderLink={renderPlainLink} />, api.origin);
    const panel = screen.getByRole('region', { name: '专家库' });
    expect((await within(panel).findByRole('alert')).textContent).toContain('专家信息加载失败');
    fail = false;
    fireEvent.click(within(panel).getByRole('button', { name: '重新加载' }));
    await within(panel).findByRole('link', { name: /知识专家1/ });
  });

  it('says there are no experts when no category exists', async () => {
    api = await startFakeApiServer({ [HOME_PATHS.expertCategories]: ok([]) });
    await renderSection(<ExpertsPanel renderLink={renderPlainLink} />, api.origin);
    await screen.findByText('暂无专家');
    expect(api.requests.some((request) => request.url === HOME_PATHS.experts)).toBe(false);
  });
});
