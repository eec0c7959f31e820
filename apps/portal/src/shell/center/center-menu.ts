// The personal center's side menu (issue 13): grouped by area, listing only screens that exist —
// every entry's address is a built route (BuiltPath), so a screen is added here with its route,
// and a planned one cannot be listed by mistake. Later areas add their groups (申报, 知识产权, 诉求…).
import type { BuiltPath } from '../../routing/spec-paths';

export interface CenterMenuItem {
  readonly to: BuiltPath;
  readonly label: string;
}

export interface CenterMenuGroup {
  readonly label: string;
  readonly items: readonly CenterMenuItem[];
}

export const CENTER_MENU: readonly CenterMenuGroup[] = [
  {
    label: '账号',
    items: [
      { to: '/basics', label: '基本信息' },
      { to: '/phone', label: '更换手机号' },
      { to: '/email', label: '绑定邮箱' },
      { to: '/wechat', label: '微信绑定' },
    ],
  },
  {
    label: '企业',
    items: [
      { to: '/information', label: '企业信息' },
      { to: '/identity', label: '企业认证' },
    ],
  },
  {
    label: '政策',
    items: [
      { to: '/yinformation', label: '已获政策' },
      { to: '/sbNow', label: '申报中' },
      { to: '/annual', label: '申报记录' },
    ],
  },
  {
    label: '消息',
    items: [
      { to: '/messages', label: '消息中心' },
      { to: '/deadlines', label: '我的待办期限' },
    ],
  },
];

/** The groups that have something to show. */
export function visibleCenterMenu(menu: readonly CenterMenuGroup[] = CENTER_MENU) {
  return menu.filter((group) => group.items.length > 0);
}
