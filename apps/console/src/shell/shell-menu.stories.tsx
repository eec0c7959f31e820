import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ConsoleRole } from '@qyfw/portal-sdk/constants';
import { expect, within } from 'storybook/test';
import { StoryFrame } from '../testing/story-frame';
import { menuFor } from './menu';
import { ShellMenu } from './shell-menu';

function Menu({ role, path }: { role: ConsoleRole; path: string }) {
  return (
    <StoryFrame path={path}>
      <ShellMenu role={role} path={path} />
    </StoryFrame>
  );
}

const meta = {
  title: 'Console/ShellMenu',
  component: Menu,
  args: { role: 'operator', path: '/' },
  argTypes: { role: { control: 'inline-radio', options: ['operator', 'handler', 'admin'] } },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The entries of a role, in the menu's order, as links. */
const shows =
  (role: ConsoleRole) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const menu = await within(canvasElement).findByRole('navigation', { name: '主菜单' });
    const links = within(menu).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(
      menuFor(role).map((entry) => entry.label),
    );
  };

/** 平台运营: the queue, every review, publishing, the calendar and the audit log (menu.ts). */
export const Operator: Story = { play: shows('operator') };

/** 办理人员: only what menu.ts grants the role — their unit's queue and the calendar. */
export const Handler: Story = { args: { role: 'handler' }, play: shows('handler') };

/** 系统管理员: what menu.ts grants the role — never a review. */
export const Admin: Story = { args: { role: 'admin' }, play: shows('admin') };
