import { cleanup, screen, within } from '@testing-library/react';
import { renderPlainLink } from '@qyfw/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFakeApiServer } from '../../../test/fake-api-server';
import { HOME_PATHS, ok, paged, serverError, talents } from '../../../test/home-api.fixture';
import { renderSection } from '../../../test/render-section';
import { talentCardOf, TalentsPanel } from './talents-panel';

type FakeApi = Awaited<ReturnType<typeof startFakeApiServer>>;
let api: FakeApi | undefined;

afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  await api?.close();
  api = undefined;
});

describe('talentCardOf', () => {
  const now = new Date('2026-06-01T12:00:00+08:00');

  it('labels gender 1 男, 2 女 and anything else 未知', () => {
    expect(talentCardOf({ ...talents[0]!, gender: 1 }, now).genderLabel).toBe('男');
    expect(talentCardOf({ ...talents[0]!, gender: 2 }, now).genderLabel).toBe('女');
    expect(talentCardOf({ ...talents[0]!, gender: 0 }, now).genderLabel).toBe('未知');
    expect(talentCardOf({ ...talents[0]!, gender: 3 }, now).genderLabel).toBe('未知');
  });

  it('takes the age as this year minus the birth year, whatever the birthday', () => {
    expect(talentCardOf({ ...talents[0]!, birth: '1990-12-31' }, now).age).toBe(36);
    expect(talentCardOf({ ...talents[0]!, birth: '1990-01-01' }, now).age).toBe(36);
    expect(talentCardOf({ ...talents[0]!, birth: '2001' }, now).age).toBe(25);
  });

  it('links to the talent’s detail page', () => {
    expect(talentCardOf(talents[1]!, now).href).toBe('/persondetail?id=2');
  });
});

describe('TalentsPanel', () => {
  it('shows the newest 4 talents with gender, age, education, job and place', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T12:00:00+08:00'));
    api = await startFakeApiServer({ [HOME_PATHS.talents]: ok(paged(talents, 4)) });
    await renderSection(<TalentsPanel renderLink={renderPlainLink} />, api.origin);

    const panel = screen.getByRole('region', { name: '人才库' });
    const first = await within(panel).findByRole('link', { name: /钱瑞霖/ });
    expect(first.getAttribute('href')).toBe('/persondetail?id=1');
    expect(first.textContent).toContain('男 · 36岁 · 本科');
    expect(first.textContent).toContain('求职意向：销售经理');
    expect(first.textContent).toContain('期望地点：杭州市');
    expect(within(panel).getByRole('link', { name: /汪国琴/ }).textContent).toContain(
      '女 · 33岁 · 大专',
    );
    expect(within(panel).getByRole('link', { name: /康国华/ }).textContent).toContain(
      '未知 · 55岁 · 硕士',
    );
    expect(api.requests[0]!.body).toMatchObject({ page: 1, pageSize: 4 });
  });

  it('says when there are no talents, and when they cannot be loaded', async () => {
    api = await startFakeApiServer({ [HOME_PATHS.talents]: ok(paged([], 4)) });
    await renderSection(<TalentsPanel renderLink={renderPlainLink} />, api.origin);
    await screen.findByText('暂无人才信息');
    cleanup();
    await api.close();

    api = await startFakeApiServer({ [HOME_PATHS.talents]: serverError });
    await renderSection(<TalentsPanel renderLink={renderPlainLink} />, api.origin);
    expect(
      (await within(screen.getByRole('region', { name: '人才库' })).findByRole('alert'))
        .textContent,
    ).toContain('人才信息加载失败');
  });
});
