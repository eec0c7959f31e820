// The columns 会员管理 and 工作人员 share, so an account reads the same in both lists: its mobile
// (masked by the server), its state and its last sign-in.
import type { AccountState } from '@qyfw/portal-sdk/calls/people-admin';
import type { TableColumnType } from 'antd';
import { AccountStateTag } from './account-state-tag';
import { timeText } from './time-text';

export const mobileColumn = <
  Row extends { readonly mobile: string | null },
>(): TableColumnType<Row> => ({
  title: '手机号',
  key: 'mobile',
  width: 130,
  render: (_, row) => row.mobile ?? '—',
});

export const accountStateColumn = <
  Row extends { readonly state: AccountState },
>(): TableColumnType<Row> => ({
  title: '状态',
  key: 'state',
  width: 90,
  render: (_, row) => <AccountStateTag state={row.state} />,
});

export const lastSignInColumn = <
  Row extends { readonly last_sign_in_at: number | null },
>(): TableColumnType<Row> => ({
  title: '最近登录',
  key: 'last',
  width: 150,
  render: (_, row) => timeText(row.last_sign_in_at, '从未登录'),
});
