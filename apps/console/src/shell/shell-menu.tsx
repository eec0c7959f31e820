// The shell's side menu: the entries of the role the server reports (menu.ts), the entry of the
// address on screen marked. Each entry opens its screen at its first page (the 工作台 on 待办).
import type { ConsoleRole } from '@qyfw/portal-sdk/constants';
import { Link } from '@tanstack/react-router';
import { Menu } from 'antd';
import { menuFor } from './menu';

export interface ShellMenuProps {
  readonly role: ConsoleRole;
  /** The address on screen (the router's pathname). */
  readonly path: string;
}

export function ShellMenu({ role, path }: ShellMenuProps) {
  const entries = menuFor(role);
  return (
    <nav aria-label="主菜单">
      <Menu
        mode="inline"
        selectedKeys={entries.filter((entry) => path.endsWith(entry.to)).map((entry) => entry.to)}
        items={entries.map((entry) => ({
          key: entry.to,
          label: (
            <Link to={entry.to} search={{ tab: 'todo', page: 1 }}>
              {entry.label}
            </Link>
          ),
        }))}
      />
    </nav>
  );
}
