// 站点设置 in the console: the footer's fields checked in the server's words before anything is
// sent; the carousel reordered and trimmed with buttons (so by keyboard too) and saved in that
// order with the stamp read; a new picture uploaded as a site image and saved by its address.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { me, ok, openConsole, signedIn } from '../../testing/open-console';

const stamp = 1_795_000_000;

const settings = {
  carousel: [
    { image: '/api/static/generated/banner-aaaaaaaaaaaaaaaa.svg', link: '/policyData' },
    { image: '/api/static/generated/banner-bbbbbbbbbbbbbbbb.svg', link: '/match' },
    { image: '/api/static/generated/banner-cccccccccccccccc.svg', link: '' },
  ],
  service_hotline: '400-826-3366',
  address: '浙江省杭州市西湖区文三路478号华星时代广场A座12层',
  business_contact: '0571-8816 2299（周一至周五 9:00-17:30）',
  phone: '0571-8816 2288',
  service_qr_image: '/api/static/kf-qrcode.svg',
  icp_record: '浙ICP备20231688号-1',
  copyright: 'Copyright © 2026 杭州企服数字科技有限公司 版权所有',
  extra_enterprise_count: 1260,
  updated_at: stamp,
};

async function openSettings(save?: (body: Record<string, unknown>) => void) {
  signedIn();
  return openConsole(
    {
      '/api/console/auth/me': ok(me('operator')),
      '/api/console/content/site_config': ok(settings),
      '/api/console/content/site_config_save': (request) => {
        const { user_id: _user, ...body } = request.body as Record<string, unknown>;
        save?.(body);
        return ok({ ...settings, ...body, updated_at: stamp + 1 });
      },
      '/api/upload': ok({
        id: 77,
        name: '新横幅.png',
        mime: 'image/png',
        size: 68,
        purpose: 'site_image',
        createtime: stamp,
      }),
    },
    '/console/content/site',
  );
}

describe('站点设置', () => {
  it('refuses a hotline with letters in the server’s words, sending nothing', async () => {
    const server = await openSettings();
    const hotline = await screen.findByLabelText('服务热线');
    fireEvent.change(hotline, { target: { value: '400-CALL-NOW' } });
    fireEvent.click(screen.getByRole('button', { name: '保存站点设置' }));
    expect(await screen.findByText(/服务热线格式有误/)).toBeTruthy();
    expect(
      server.requests.some((request) => request.url === '/api/console/content/site_config_save'),
    ).toBe(false);
  });

  it('moves a banner up, removes one and saves the order with the stamp read', async () => {
    let saved: Record<string, unknown> | undefined;
    await openSettings((body) => (saved = body));
    const order = await screen.findByRole('list', { name: '轮播图顺序' });
    expect(within(order).getAllByRole('group')).toHaveLength(3);
    // 下移 is unavailable to the last banner, 上移 to the first.
    expect(screen.getByRole('button', { name: '上移轮播图 1' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: '下移轮播图 3' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: '上移轮播图 2' }));
    fireEvent.click(screen.getByRole('button', { name: '删除轮播图 3' }));
    fireEvent.change(screen.getByLabelText('服务热线'), { target: { value: '400-000-1234' } });
    fireEvent.click(screen.getByRole('button', { name: '保存站点设置' }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved).toEqual({
      ...settings,
      carousel: [settings.carousel[1], settings.carousel[0]],
      service_hotline: '400-000-1234',
      updated_at: stamp,
    });
  });

  it('uploads a new banner as a site image and saves its public address', async () => {
    let saved: Record<string, unknown> | undefined;
    const server = await openSettings((body) => (saved = body));
    fireEvent.click(await screen.findByRole('button', { name: '添加轮播图' }));
    const slide = await screen.findByRole('group', { name: '轮播图 4' });
    const input = slide.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], '新横幅.png', {
      type: 'image/png',
    });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await within(slide).findByRole('button', { name: '更换轮播图 4' })).toBeTruthy();
    const upload = server.requests.find((request) => request.url === '/api/upload');
    expect(upload?.raw.toString('utf8')).toContain('site_image');
    fireEvent.change(within(slide).getByLabelText('链接'), {
      target: { value: '/policyListData' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保存站点设置' }));
    await waitFor(() => expect(saved).toBeDefined());
    expect((saved!.carousel as unknown[]).at(-1)).toEqual({
      image: '/api/static/uploads/77',
      link: '/policyListData',
    });
  });
});
