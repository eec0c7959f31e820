import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderPlainLink } from '@qyfw/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeApiServer } from '../../../test/fake-api-server';
import {
  HOME_PATHS,
  ok,
  paged,
  serverError,
  serviceItems,
  serviceTypes,
} from '../../../test/home-api.fixture';
import { renderSection } from '../../../test/render-section';
import { ServicesSection } from './services-section';

type FakeApi = Awaited<ReturnType<typeof startFakeApiServer>>;
let api: FakeApi | undefined;

afterEach(async () => {
  cleanup();
  await api?.close();
  api = undefined;
});

function typeIdOf(body: unknown): number {
  return (body as { service_type_id: number }).service_type_id;
}

describe('ServicesSection', () => {
  it('shows 10 services of the first type, then reloads for the type chosen', async () => {
    api = await startFakeApiServer({
      [HOME_PATHS.serviceTypes]: ok(serviceTypes),
      [HOME_PATHS.services]: (request) =>
        typeIdOf(request.body) === 1
          ? ok(paged(serviceItems('专利服务')))
          : ok(paged(serviceItems('财税服务', 2))),
    });
    await renderSection(<ServicesSection renderLink={renderPlainLink} />, api.origin);
    const section = screen.getByRole('region', { name: '惠企服务' });

    const first = await within(section).findByRole('link', { name: '专利服务1' });
    expect(first.getAttribute('href')).toBe('/serviceDetail?id=1');
    expect(within(section).getAllByRole('link', { name: /专利服务/ })).toHaveLength(10);
    const image = first.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/api/static/generated/service-1.svg');
    expect(image.getAttribute('loading')).toBe('lazy');

    fireEvent.click(within(section).getByRole('tab', { name: '财税服务' }));
    await within(section).findByRole('link', { name: '财税服务2' });
    const bodies = api.requests
      .filter((request) => request.url === HOME_PATHS.services)
      .map((request) => request.body);
    expect(bodies).toEqual([
      expect.objectContaining({ page: 1, pageSize: 10, service_type_id: 1 }),
      expect.objectContaining({ page: 1, pageSize: 10, service_type_id: 2 }),
    ]);
  });

  it('says when a type has no services', async () => {
    api = await startFakeApiServer({
      [HOME_PATHS.serviceTypes]: ok(serviceTypes),
      [HOME_PATHS.services]: ok(paged([])),
    });
    await renderSection(<ServicesSection renderLink={renderPlainLink} />, api.origin);
    await screen.findByText('该类型暂无服务');
  });

  it('says so when the service types cannot be loaded', async () => {
    api = await startFakeApiServer({ [HOME_PATHS.serviceTypes]: serverError });
    await renderSection(<ServicesSection renderLink={renderPlainLink} />, api.origin);
    expect(
      (await within(screen.getByRole('region', { name: '惠企服务' })).findByRole('alert'))
        .textContent,
    ).toContain('惠企服务加载失败');
    expect(api.requests.some((request) => request.url === HOME_PATHS.services)).toBe(false);
  });
});
