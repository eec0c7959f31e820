import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './footer';
import sampleQr from './fixtures/sample-qr.svg';

const meta = {
  title: '布局/页脚 Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    serviceHotline: '400-800-1234',
    phone: '0571-8888 6666',
    businessContact: 'bd@qyfw.example.cn',
    address: '浙江省杭州市西湖区文三路 90 号企业服务大厦 8 楼',
    qrCodeSrc: sampleQr,
    recordNumber: '浙ICP备2026000001号-1',
    copyright: 'Copyright © 2026 企业服务门户 版权所有',
    showNotice: false,
    status: 'ready',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As on the home page: no notice. */
export const Default: Story = {};

/** Every page but the home page adds the disclaimer and privacy notice. */
export const WithNotice: Story = {
  args: { showNotice: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('免责声明：')).toBeInTheDocument();
    await expect(canvas.getByText('隐私提示：')).toBeInTheDocument();
  },
};

/** No QR configured: a placeholder points to the hotline instead of a broken image. */
export const MissingQrImage: Story = {
  args: { qrCodeSrc: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '客服二维码暂未提供' })).toBeInTheDocument();
  },
};

/** A long address wraps inside its row without pushing the QR out of the 1200 px column. */
export const LongAddress: Story = {
  args: {
    address:
      '浙江省杭州市滨江区长河街道江南大道 3588 号恒生大厦 A 座 12 层 1201-1208 室（地铁 1 号线滨和路站 C 口向东步行约 500 米，园区东门访客登记后乘 3 号电梯）',
  },
};

/** While the site config loads: placeholders of the final height, so the page does not jump. */
export const Loading: Story = {
  args: { status: 'loading', showNotice: true },
};

/** The site config failed: one short line replaces the contacts; the links still work. */
export const LoadError: Story = {
  args: {
    status: 'error',
    serviceHotline: undefined,
    phone: undefined,
    businessContact: undefined,
    address: undefined,
    qrCodeSrc: undefined,
    recordNumber: undefined,
    copyright: undefined,
    showNotice: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('联系方式暂时无法加载');
    await expect(canvas.getByRole('link', { name: '用户协议' })).toHaveAttribute(
      'href',
      '/ysMent?status=2',
    );
  },
};
