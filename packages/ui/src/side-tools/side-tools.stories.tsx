import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SideTools } from './side-tools';

const sections = [
  { key: 'news', label: '最新动态' },
  { key: 'policyNews', label: '政策资讯' },
  { key: 'policyResources', label: '政策资源' },
  { key: 'services', label: '惠企服务' },
  { key: 'appeals', label: '企业诉求' },
  { key: 'expertsTalents', label: '专家人才' },
  { key: 'serviceSystem', label: '服务体系' },
];

const meta = {
  title: '布局/侧边工具 SideTools',
  component: SideTools,
  args: {
    onConsult: fn(),
    jumpItems: sections,
    onJump: fn(),
    onBackToTop: fn(),
    backToTopVisible: true,
  },
  decorators: [
    (Story) => (
      // position: fixed inside a transformed box stays inside it: the story's own frame.
      <div style={{ position: 'relative', height: 420, transform: 'translateZ(0)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideTools>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All three tools; the menu opens on click (and on hover) and reports the section. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '快速导航' }));
    await userEvent.click(canvas.getByRole('button', { name: '专家人才' }));
    await expect(args.onJump).toHaveBeenCalledWith('expertsTalents');
    await expect(canvas.getByRole('button', { name: '快速导航' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await userEvent.click(canvas.getByRole('button', { name: '在线咨询' }));
    await expect(args.onConsult).toHaveBeenCalled();
  },
};

/** At the top of the page: no back-to-top button. */
export const AtPageTop: Story = {
  args: { backToTopVisible: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '返回顶部' })).toBeNull();
  },
};

/** No sections to jump to: the menu button is left out. */
export const EmptyMenu: Story = {
  args: { jumpItems: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '快速导航' })).toBeNull();
  },
};

/** Long section names end in an ellipsis, the full name in the tooltip. */
export const LongLabels: Story = {
  args: {
    jumpItems: [
      { key: 'a', label: '中小企业公共服务体系建设' },
      { key: 'b', label: '专精特新“小巨人”企业培育' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '快速导航' }));
  },
};
