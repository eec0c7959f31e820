// The columns a list of 免申即享 cases shows (the queue and the batch's result): 企业, 通知,
// 金额（万元）, 状态, 推送时间, 期限, and the link into the case's review.
import type { AdminExemptCaseItem } from '@qyfw/portal-sdk/calls/application-admin';
import { exemptCaseFlow } from '@qyfw/portal-sdk/flows';
import { formatDate } from '@qyfw/ui';
import { Link } from '@tanstack/react-router';
import type { TableColumnsType } from 'antd';

const amountText = (amount: number | null) => (amount === null ? '待定' : String(amount));

/** 确认截止 2026-04-01 while the enterprise is to answer; — otherwise. */
export const deadlineText = (row: Pick<AdminExemptCaseItem, 'deadline'>) =>
  row.deadline ? `${row.deadline.label} ${row.deadline.due_on}` : '—';

export function caseColumns({
  withCall = true,
}: { readonly withCall?: boolean } = {}): TableColumnsType<AdminExemptCaseItem> {
  return [
    { title: '企业', key: 'enterprise', render: (_, row) => row.enterprise.name },
    ...(withCall
      ? [
          {
            title: '通知',
            key: 'call',
            render: (_: unknown, row: AdminExemptCaseItem) => row.call.title,
          },
        ]
      : []),
    {
      title: '金额（万元）',
      key: 'amount',
      width: 120,
      render: (_, row) => amountText(row.amount),
    },
    {
      title: '状态',
      key: 'state',
      width: 120,
      render: (_, row) => exemptCaseFlow.states[row.state],
    },
    {
      title: '推送时间',
      key: 'notified',
      width: 150,
      render: (_, row) =>
        row.notifytime === null ? '未推送' : formatDate(row.notifytime, 'YYYY-MM-DD HH:mm'),
    },
    { title: '期限', key: 'deadline', width: 170, render: (_, row) => deadlineText(row) },
    {
      title: '办理',
      key: 'review',
      width: 110,
      render: (_, row) => (
        <Link
          to="/exempt-case/cases/$id"
          params={{ id: row.id }}
          aria-label={`查看并办理 ${row.enterprise.name} 的免申即享`}
        >
          查看并办理
        </Link>
      ),
    },
  ];
}
