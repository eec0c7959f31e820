import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { basicAuth } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { operatorConsole, operatorToken } from '../support/operator';

// 内容发布 (issue 26): demo_operator writes a 园区动态 in the console's rich-text editor — bold text
// from the toolbar and a hostile picture pasted in — and saves it as a draft, which the portal's
// /dynamicList does not show; publishes it, and the home page's 最新动态 and /dynamicList show it at
// once, its article rendering the bold text with nothing run; then changes the service hotline in
// 站点设置 and the portal's footer shows the new number. The article is removed and the hotline
// restored afterwards, whatever happened, so the journeys after this one see the seeded site.

const TITLE = `内容发布旅程：园区举办数字化转型沙龙（${Date.now() % 100_000}）`;
const BOLD = '二十家企业参加';
const HOTLINE = '400-000-2026';
/** What a page pasted from elsewhere might carry. */
const HOSTILE_PASTE =
  '<p>粘贴的段落</p><img src="x" onerror="window.__contentPwned = 1"><a href="javascript:window.__contentPwned = 2">粘贴的链接</a>';

const api = async (request: APIRequestContext, path: string, data: unknown) => {
  const token = await operatorToken(request);
  const answer = await request.post(`/api/console/content/${path}`, {
    headers: { Authorization: basicAuth, token },
    data,
  });
  return (await answer.json()) as {
    code: number;
    data: Record<string, unknown> & { list?: never };
  };
};

/** Withdraws and deletes the journey's article, if it was saved. */
async function removeArticle(request: APIRequestContext) {
  const found = (await api(request, 'list', { kind: 'news', keyword: TITLE })) as unknown as {
    data: { list: { id: number; state: string; updated_at: number }[] };
  };
  for (const row of found.data.list) {
    let stamp = row.updated_at;
    if (row.state === 'published') {
      const withdrawn = await api(request, 'withdraw', {
        kind: 'news',
        id: row.id,
        updated_at: stamp,
      });
      stamp = withdrawn.data.updated_at as number;
    }
    await api(request, 'delete', { kind: 'news', id: row.id, updated_at: stamp });
  }
}

/** Puts the hotline back as it was (the settings as saved now, with only the hotline changed). */
async function restoreHotline(request: APIRequestContext, hotline: string) {
  const current = await api(request, 'site_config', {});
  if (current.data.service_hotline === hotline) return;
  const saved = await api(request, 'site_config_save', {
    ...current.data,
    service_hotline: hotline,
  });
  expect(saved.code).toBe(200);
}

/** Nothing on the portal's page may run what the article carried. */
function failOnScript(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
}

test('an operator drafts, publishes and the portal shows a news article inert; then the footer’s hotline', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const seeded = await api(request, 'site_config', {});
  const hotline = seeded.data.service_hotline as string;
  failOnScript(page);
  const operator = await operatorConsole(browser, request);
  try {
    // The draft: a title, bold text from the toolbar, and a hostile paste.
    await operator.goto('/console/content/articles/news/new');
    await operator.getByLabel('标题').fill(TITLE);
    const body = operator.getByRole('textbox', { name: '正文' });
    await body.click();
    await operator.keyboard.type('园区近日举办数字化转型沙龙，');
    const toolbar = operator.getByRole('toolbar', { name: '正文格式' });
    await toolbar.getByRole('button', { name: '加粗' }).click();
    await expect(toolbar.getByRole('button', { name: '加粗' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await operator.keyboard.type(BOLD);
    await toolbar.getByRole('button', { name: '加粗' }).click();
    await operator.keyboard.type('。');
    await body.evaluate((editor, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', '粘贴的段落');
      editor.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, HOSTILE_PASTE);
    await expect(body.getByText('粘贴的段落')).toBeVisible();
    await expect(body.locator('strong')).toHaveText(BOLD);
    // The preview shows it as the portal will: bold kept, nothing that runs.
    await operator.getByRole('button', { name: '预览' }).click();
    const preview = operator.getByRole('article', { name: '预览' });
    await expect(preview.locator('strong')).toHaveText(BOLD);
    await expect(preview.locator('[onerror], a[href^="javascript"]')).toHaveCount(0);

    await operator.getByRole('button', { name: '保存草稿' }).click();
    await expect(operator).toHaveURL(/\/console\/content\/articles\/news\/\d+$/);
    const publish = operator.getByRole('button', { name: /^发\s*布$/ });
    await expect(publish).toBeEnabled();
    expect(await seriousViolations(operator)).toEqual([]);

    // A draft is the console's alone.
    await page.goto('/pc/dynamicList');
    await expect(page.getByRole('heading', { level: 1, name: '最新动态' })).toBeVisible();
    await expect(page.getByRole('rowheader').first()).toBeVisible();
    await expect(page.getByRole('link', { name: TITLE })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await publish.click();
    await expect(operator.getByText('已发布', { exact: true })).toBeVisible();
    await expect(operator.getByRole('link', { name: '在门户查看' })).toBeVisible();

    // Published: on the home page's 最新动态 at once (its cached answer dropped), first in the list.
    await page.goto('/pc/index');
    await expect(page.getByRole('link', { name: TITLE }).first()).toBeVisible();
    await page.goto('/pc/dynamicList');
    const link = page.getByRole('link', { name: TITLE });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/pc\/trendsDetail\?id=\d+$/);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(article.locator('strong')).toHaveText(BOLD);
    await expect(article.getByText('粘贴的段落')).toBeVisible();
    await expect(article.locator('img, script, [onerror], a[href^="javascript"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __contentPwned?: number }).__contentPwned)).toBe(
      undefined,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // The list in the console says it is published.
    await operator.goto(`/console/content?kind=news&keyword=${encodeURIComponent(TITLE)}`);
    await expect(operator.getByRole('button', { name: `下线“${TITLE}”` })).toBeVisible();
    expect(await seriousViolations(operator)).toEqual([]);

    // 站点设置: a new hotline, and the portal's footer says it.
    await operator.goto('/console/content/site');
    const field = operator.getByLabel('服务热线');
    await expect(field).toHaveValue(hotline);
    expect(await seriousViolations(operator)).toEqual([]);
    await field.fill('400-CALL');
    await operator.getByRole('button', { name: '保存站点设置' }).click();
    await expect(operator.getByText(/服务热线格式有误/)).toBeVisible();
    await field.fill(HOTLINE);
    await operator.getByRole('button', { name: '保存站点设置' }).click();
    await expect(operator.getByText('站点设置已保存，门户首页与页脚已更新')).toBeVisible();
    await page.goto('/pc/index');
    await expect(page.getByRole('contentinfo').getByText(HOTLINE)).toBeVisible();
  } finally {
    await operator.context().close();
    await removeArticle(request);
    await restoreHotline(request, hotline);
  }
});
