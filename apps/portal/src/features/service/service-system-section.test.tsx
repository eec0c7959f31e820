import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFakeApiServer } from '../../../test/fake-api-server';
import {
  HOME_PATHS,
  ok,
  paged,
  serverError,
  serviceSystemItems,
} from '../../../test/home-api.fixture';
import { renderSection } from '../../../test/render-section';
import { ServiceSystemSection } from './service-system-section';

type FakeApi = Awaited<ReturnType<typeof startFakeApiServer>>;
let api: FakeApi | undefined;

afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  await api?.close();
  api = undefined;
});

async function renderStrip(count: number) {
  api = await startFakeApiServer({
    [HOME_PATHS.serviceSystem]: ok(paged(serviceSystemItems(count), 999)),
  });
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  await renderSection(<ServiceSystemSection />, api.origin);
  return screen.findByRole('list', { name: '服务体系' });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('ServiceSystemSection', () => {
  it('asks for every organisation (page size 999) and links each to its site in a new tab', async () => {
    const strip = await renderStrip(3);
    expect(api!.requests[0]!.body).toMatchObject({ page: 1, pageSize: 999 });
    const link = within(strip).getByRole('link', { name: /服务机构1/ });
    expect(link.getAttribute('href')).toBe('https://org1.example.gov.cn/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('keeps 4 organisations still', async () => {
    const strip = await renderStrip(4);
    advance(1100);
    expect(strip.style.transform).toBe('');
  });

  it('moves 5 organisations 0.5 px every 11 ms and pauses on hover', async () => {
    const strip = await renderStrip(5);
    advance(1100);
    expect(strip.style.transform).toBe('translate3d(-50px, 0, 0)');
    fireEvent.mouseEnter(strip.parentElement!);
    advance(1100);
    expect(strip.style.transform).toBe('translate3d(-50px, 0, 0)');
  });

  it('says when there is nothing, and when the list fails', async () => {
    api = await startFakeApiServer({ [HOME_PATHS.serviceSystem]: ok(paged([], 999)) });
    await renderSection(<ServiceSystemSection />, api.origin);
    await screen.findByText('暂无服务机构');
    cleanup();
    await api.close();

    api = await startFakeApiServer({ [HOME_PATHS.serviceSystem]: serverError });
    await renderSection(<ServiceSystemSection />, api.origin);
    expect(
      (await within(screen.getByRole('region', { name: '服务体系' })).findByRole('alert'))
        .textContent,
    ).toContain('服务体系加载失败');
  });
});
