import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApiServer, type FakeAnswer } from '../../../../test/fake-api-server';
import { renderApp } from '../../../../test/render-app';
import { ok, PATHS } from '../../../../test/session.fixture';
import { PCCONFIG_PATH, siteConfig } from '../../../../test/site-config.fixture';

let api: Awaited<ReturnType<typeof startFakeApiServer>>;
let answers: Record<string, FakeAnswer>;

const UPDATED = Math.floor(Date.parse('2026-01-01T00:00:00+08:00') / 1000);

beforeEach(async () => {
  answers = { [PCCONFIG_PATH]: ok(siteConfig) };
  api = await startFakeApiServer(answers);
});

afterEach(async () => {
  await api.close();
});

function agreement(status: number, title: string, content: string): FakeAnswer {
  return ok({ status, title, content, updatetime: UPDATED });
}

describe('/ysMent', () => {
  it.each([
    [1, '隐私政策'],
    [2, '用户协议'],
    [3, '公司简介'],
  ])('shows page %i (%s) from the API, titled after it', async (status, title) => {
    answers[PATHS.agreement] = agreement(
      status,
      title,
      `<p>${title}导言。</p><h2>一、总则</h2><p>${title}正文。</p>`,
    );
    await renderApp(`/pc/ysMent?status=${status}`, api.origin);
    const article = await screen.findByRole('article', { name: title });
    within(article).getByRole('heading', { level: 2, name: '一、总则' });
    within(article).getByText(`${title}正文。`);
    within(article).getByText('更新时间：2026-01-01');
    expect(api.requests.find((request) => request.url === PATHS.agreement)?.body).toMatchObject({
      status,
    });
    await waitFor(() => expect(document.title).toBe(`${title} - 企业服务门户`));
  });

  it('says so when the text cannot be loaded, and loads it on retry', async () => {
    answers[PATHS.agreement] = { status: 404, body: { code: 404, msg: '隐私政策暂未发布' } };
    await renderApp('/pc/ysMent?status=1', api.origin);
    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert.textContent).toContain('隐私政策加载失败：隐私政策暂未发布');

    answers[PATHS.agreement] = agreement(1, '隐私政策', '<p>我们重视您的个人信息。</p>');
    fireEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    await screen.findByText('我们重视您的个人信息。');
  });

  it('answers an unknown status with the not-found page', async () => {
    await renderApp('/pc/ysMent?status=9', api.origin);
    await screen.findByRole('heading', { name: '页面不存在' });
    expect(api.requests.some((request) => request.url === PATHS.agreement)).toBe(false);
  });
});
