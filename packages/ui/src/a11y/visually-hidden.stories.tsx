import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: '基础/仅读屏可见 VisuallyHidden',
  component: VisuallyHidden,
  render: (args) => (
    <a href="/pc/dataPage/page1" target="_blank" rel="noopener noreferrer">
      数据大屏
      <VisuallyHidden {...args} />
    </a>
  ),
  args: { children: '（在新窗口打开）' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link's name includes the hidden words; the screen shows only 数据大屏. */
export const InALink: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName(
      /^数据大屏\s*（在新窗口打开）$/,
    );
  },
};

/** A heading for the document outline, invisible on screen. */
export const AsHeading: Story = {
  args: { as: 'h1', children: '企业服务门户首页' },
  render: (args) => <VisuallyHidden {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      '企业服务门户首页',
    );
  },
};
