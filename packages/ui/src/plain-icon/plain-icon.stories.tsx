import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlainIcon } from './plain-icon';

const meta = {
  title: '基础/图标 PlainIcon',
  component: PlainIcon,
  args: { icon: UserOutlined },
  render: (args) => (
    <span style={{ fontSize: 24, color: '#1659c7' }}>
      <PlainIcon {...args} /> 个人中心
    </span>
  ),
} satisfies Meta<typeof PlainIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As @ant-design/icons draws it: a named image, a 1em svg in the text's colour. */
export const Named: Story = {
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole('img', { name: 'user' });
    await expect(icon).toHaveClass('anticon', 'anticon-user');
    const svg = icon.querySelector('svg');
    await expect(svg).toHaveAttribute('width', '1em');
    await expect(svg).toHaveAttribute('fill', 'currentColor');
    await expect(svg).toHaveAttribute('data-icon', 'user');
  },
};

/** Beside a label that says the same: hidden from assistive technology. */
export const Decorative: Story = {
  args: { icon: BellOutlined, 'aria-hidden': true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('.anticon-bell svg path')).not.toBeNull();
  },
};
