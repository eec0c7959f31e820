import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { POLICY_LEVELS } from '@qyfw/portal-sdk/constants';
import { renderPlainLink } from '@qyfw/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeApiServer } from '../../../test/fake-api-server';
import { HOME_PATHS, ok, policyGroup, serverError } from '../../../test/home-api.fixture';
import { renderSection } from '../../../test/render-section';
import { NewestPoliciesSection } from './newest-policies-section';

type FakeApi = Awaited<ReturnType<typeof startFakeApiServer>>;
let api: FakeApi | undefined;

afterEach(async () => {
  cleanup();
  await api?.close();
  api = undefined;
});

function levelOf(body: unknown): number {
  return (body as { level: number }).level;
}

async function renderWithGroups(delayMs = 0) {
  api = await startFakeApiServer({
    [HOME_PATHS.policyNew]: (request) => {
      const level = levelOf(request.body);
      if (level === POLICY_LEVELS.national)
        return ok([policyGroup(1, 18, 7), policyGroup(2, 18, 2)], delayMs);
      if (level === POLICY_LEVELS.province) return ok([policyGroup(3, 19, 3)], delayMs);
      return ok([], delayMs);
    },
  });
  await renderSection(<NewestPoliciesSection renderLink={renderPlainLink} />, api.origin);
  return screen.getByRole('region', { name: '最新政策' });
}

describe('NewestPoliciesSection', () => {
  it('shows the newest national list: its name, date and companies with amounts in 万', async () => {
    const section = await renderWithGroups();
    const table = await within(section).findByRole('table', { name: '扶持名单1获扶持企业' });
    within(section).getByRole('heading', { name: '扶持名单1' });
    expect(within(section).getByText('2026-03-08', { selector: 'time' })).toBeTruthy();

    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['示例企业1-1', '高新技术企业认定奖励', '国家级', '杭州市科学技术局', '12.50万']);
    expect(within(table).getAllByRole('cell', { name: '3.00万' })).toHaveLength(6);
    expect(api!.requests[0]!.body).toMatchObject({ level: 18 });
  });

  it('scrolls a list of more than 5 companies, and keeps one of 5 or fewer still', async () => {
    const section = await renderWithGroups();
    const long = await within(section).findByRole('table', { name: '扶持名单1获扶持企业' });
    expect(long.parentElement!.hasAttribute('data-moving')).toBe(true);

    fireEvent.click(within(section).getByRole('tab', { name: /扶持名单2/ }));
    const short = within(section).getByRole('table', { name: '扶持名单2获扶持企业' });
    expect(short.parentElement!.hasAttribute('data-moving')).toBe(false);
    expect(within(section).getByRole('tabpanel', { name: /扶持名单2/ })).toBeTruthy();
  });

  it('reloads the newest policies for the level tab chosen', async () => {
    const section = await renderWithGroups();
    await within(section).findByRole('table', { name: '扶持名单1获扶持企业' });

    fireEvent.click(within(section).getByRole('tab', { name: '省级' }));
    await within(section).findByRole('table', { name: '扶持名单3获扶持企业' });
    expect(within(section).getAllByRole('cell', { name: '省级' })).toHaveLength(3);
    expect(api!.requests.map((request) => levelOf(request.body))).toEqual([18, 19]);

    fireEvent.click(within(section).getByRole('tab', { name: '区县级' }));
    await within(section).findByText('该级别暂无最新政策');
    expect(levelOf(api!.requests.at(-1)!.body)).toBe(21);
  });

  it('holds its height with placeholders while loading', async () => {
    const section = await renderWithGroups(300);
    const body = within(section).getByRole('tabpanel', { name: '国家级' });
    expect(body.getAttribute('aria-busy')).toBe('true');
    expect(body.style.height).toBe('240px');
    await within(section).findByRole('table');
    expect(body.hasAttribute('aria-busy')).toBe(false);
    expect(body.style.height).toBe('240px');
  });

  it('says so when the call fails', async () => {
    api = await startFakeApiServer({ [HOME_PATHS.policyNew]: serverError });
    await renderSection(<NewestPoliciesSection renderLink={renderPlainLink} />, api.origin);
    const alert = await within(screen.getByRole('region', { name: '最新政策' })).findByRole(
      'alert',
    );
    expect(alert.textContent).toContain('最新政策加载失败，请稍后重试');
    within(alert).getByRole('button', { name: '重新加载' });
  });
});
