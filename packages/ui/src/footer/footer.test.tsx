import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer, type FooterProps } from './footer';

const config: FooterProps = {
  serviceHotline: '400-800-1234',
  phone: '0571-88886666',
  businessContact: 'bd@qyfw.example.cn',
  address: '浙江省杭州市西湖区文三路 90 号',
  qrCodeSrc: '/uploads/kf-qr.png',
  recordNumber: '浙ICP备2026000001号-1',
  copyright: 'Copyright © 2026 企业服务门户 版权所有',
};

function contactValue(label: string): string | null | undefined {
  const term = screen.getByText(`${label}：`, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('Footer', () => {
  it('shows every contact field, the QR, the copyright and the record number', () => {
    render(<Footer {...config} />);
    expect(contactValue('服务热线')).toBe('400-800-1234');
    expect(contactValue('联系电话')).toBe('0571-88886666');
    expect(contactValue('商务合作')).toBe('bd@qyfw.example.cn');
    expect(contactValue('公司地址')).toBe('浙江省杭州市西湖区文三路 90 号');
    expect(screen.getByRole('img', { name: '客服微信二维码' }).getAttribute('src')).toBe(
      '/uploads/kf-qr.png',
    );
    screen.getByText('Copyright © 2026 企业服务门户 版权所有');
    const record = screen.getByRole('link', { name: '浙ICP备2026000001号-1' });
    expect(record.getAttribute('href')).toBe('https://beian.miit.gov.cn/');
    expect(record.getAttribute('target')).toBe('_blank');
    expect(record.getAttribute('rel')).toContain('noreferrer');
  });

  it('links the agreements and the company profile to /ysMent by status', () => {
    render(<Footer {...config} />);
    const nav = screen.getByRole('navigation', { name: '协议与简介' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['用户协议', '/ysMent?status=2'],
      ['隐私政策', '/ysMent?status=1'],
      ['公司简介', '/ysMent?status=3'],
    ]);
  });

  it('renders the links through renderLink when given', () => {
    render(
      <Footer
        {...config}
        renderLink={(link) => (
          <a href={`/pc${link.pathname}?status=${link.search.status}`} data-router-link="">
            {link.label}
          </a>
        )}
      />,
    );
    const profile = screen.getByRole('link', { name: '公司简介' });
    expect(profile.getAttribute('href')).toBe('/pc/ysMent?status=3');
    expect(profile.hasAttribute('data-router-link')).toBe(true);
  });

  it('shows the disclaimer and privacy notice only when showNotice is set', () => {
    const { rerender } = render(<Footer {...config} />);
    expect(screen.queryByRole('region', { name: '免责声明与隐私提示' })).toBeNull();

    rerender(<Footer {...config} showNotice />);
    const notice = screen.getByRole('region', { name: '免责声明与隐私提示' });
    expect(notice.textContent).toContain('公开');
    expect(notice.textContent).toContain('滞后');
    expect(notice.textContent).toContain('联系在线客服');
  });

  it('shows a placeholder instead of a missing QR image', () => {
    render(<Footer {...config} qrCodeSrc="" />);
    expect(screen.queryByRole('img', { name: '客服微信二维码' })).toBeNull();
    screen.getByRole('img', { name: '客服二维码暂未提供' });
  });

  it('falls back to the placeholder when the QR image fails to load', async () => {
    render(<Footer {...config} />);
    const image = screen.getByRole('img', { name: '客服微信二维码' });
    image.dispatchEvent(new Event('error'));
    await screen.findByRole('img', { name: '客服二维码暂未提供' });
  });

  it('marks missing contact fields as 暂无', () => {
    render(<Footer {...config} businessContact="" />);
    expect(contactValue('商务合作')).toBe('暂无');
  });

  it('keeps the links and replaces the contacts with one line on error', () => {
    render(<Footer status="error" showNotice />);
    expect(screen.getByRole('alert').textContent).toBe(
      '联系方式暂时无法加载，请稍后刷新页面重试。',
    );
    expect(screen.queryByText('服务热线：')).toBeNull();
    expect(screen.getByRole('link', { name: '用户协议' }).getAttribute('href')).toBe(
      '/ysMent?status=2',
    );
    screen.getByRole('img', { name: '客服二维码暂不可用' });
  });

  it('shows placeholders, not values, while loading', () => {
    render(<Footer {...config} status="loading" />);
    expect(screen.getByRole('contentinfo').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('400-800-1234')).toBeNull();
    expect(screen.queryByRole('link', { name: '浙ICP备2026000001号-1' })).toBeNull();
  });
});
