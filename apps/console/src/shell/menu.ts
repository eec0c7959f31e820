// The side menu from the role the server reports (the server checks every call anyway). Only
// screens that exist are listed: an entry appears with its screen, never before.
import type { ConsoleRole } from '@qyfw/portal-sdk/constants';

export interface MenuEntry {
  readonly to:
    | '/'
    | '/identity/auth-requests'
    | '/application/applications'
    | '/exempt-case/cases'
    | '/publishing/policies'
    | '/publishing/calls'
    | '/award-list'
    | '/content'
    | '/content/site'
    | '/calendar'
    | '/audit'
    | '/people/members'
    | '/people/enterprises'
    | '/people/staff'
    | '/people/units';
  readonly label: string;
  readonly roles: readonly ConsoleRole[];
}

/** Every built screen and who may open it. */
export const MENU: readonly MenuEntry[] = [
  // A handler's queue holds only their unit's rows (the server filters it).
  { to: '/', label: '工作台', roles: ['operator', 'handler', 'admin'] },
  // Reviews are the operators' (the calls refuse other roles).
  { to: '/identity/auth-requests', label: '企业认证审核', roles: ['operator'] },
  { to: '/application/applications', label: '政策申报审核', roles: ['operator'] },
  { to: '/exempt-case/cases', label: '免申即享办理', roles: ['operator'] },
  // 政策发布: documents, then their calls with the condition editor (operator calls only).
  { to: '/publishing/policies', label: '政策发布', roles: ['operator'] },
  { to: '/publishing/calls', label: '申报通知', roles: ['operator'] },
  // 获扶持名单: the lists the home page's 最新政策 shows — imported from Excel or from a call.
  { to: '/award-list', label: '获扶持名单', roles: ['operator'] },
  // 内容发布: 园区动态, 政策知识, 政策资讯, 公告; the carousel and the footer (operator calls only).
  { to: '/content', label: '资讯公告', roles: ['operator'] },
  { to: '/content/site', label: '站点设置', roles: ['operator'] },
  // Every console role reads the calendar; only operators enter a year (the save call says so).
  { to: '/calendar', label: '工作日历', roles: ['operator', 'handler', 'admin'] },
  // Who did what: operators and system administrators (the calls refuse handlers).
  { to: '/audit', label: '审计日志', roles: ['operator', 'admin'] },
  // 人员与角色: the system administrators' (every people-admin call refuses other roles).
  { to: '/people/members', label: '会员管理', roles: ['admin'] },
  { to: '/people/enterprises', label: '企业管理', roles: ['admin'] },
  { to: '/people/staff', label: '工作人员', roles: ['admin'] },
  { to: '/people/units', label: '承办单位', roles: ['admin'] },
];

export function menuFor(role: ConsoleRole): MenuEntry[] {
  return MENU.filter((entry) => entry.roles.includes(role));
}

/**
 * Whether a role may open the screen at `path`: a screen belongs to its menu entry's area (the
 * first segment — /content/articles/news/new is 资讯公告's, /exempt-case/batch 免申即享办理's), and
 * every entry of an area has the same roles. Addresses outside every area (a typo) are the
 * not-found page's, so they count as allowed here.
 */
export function mayOpen(role: ConsoleRole, path: string): boolean {
  const area = path.split('/')[1] ?? '';
  if (area === '') return true;
  const entry = MENU.find((candidate) => candidate.to.split('/')[1] === area);
  return !entry || entry.roles.includes(role);
}
