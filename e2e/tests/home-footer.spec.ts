import { test, expect } from '@playwright/test';

const basicAuth = `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`;

test('opening /pc/ lands on /pc/index and shows the record number the database holds', async ({
  page,
  request,
}) => {
  // What the database holds, asked of the API directly (not a constant copied into the test).
  const answer = await request.post('/api/index/pcconfig', {
    headers: { Authorization: basicAuth },
    data: {},
  });
  expect(answer.ok()).toBe(true);
  const { code, data } = (await answer.json()) as {
    code: number;
    data: { bah: string; bqxx: string };
  };
  expect(code).toBe(200);
  expect(data.bah.length).toBeGreaterThan(0);

  await page.goto('/pc/');
  await expect(page).toHaveURL(/\/pc\/index$/);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(data.bah)).toBeVisible();
  await expect(footer.getByText(data.bqxx)).toBeVisible();
  await expect(page).toHaveTitle(/企业服务门户/);
});
