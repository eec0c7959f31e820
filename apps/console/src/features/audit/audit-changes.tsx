// An audit row's changes, one line per field: 状态：待审核 → 已认证. Plain text nodes only — a
// member-written reason or name stays inert however it looks.
import type { AuditChange } from '@qyfw/portal-sdk/calls/audit-admin';
import { Typography } from 'antd';

export function AuditChanges({ changes }: { readonly changes: readonly AuditChange[] }) {
  if (changes.length === 0) return <Typography.Text type="secondary">无字段变化</Typography.Text>;
  return (
    <ul aria-label="变更" style={{ margin: 0, paddingInlineStart: 16 }}>
      {changes.map((change) => (
        <li key={change.field}>
          <Typography.Text strong>{change.label}</Typography.Text>：{change.before}
          <span aria-label="改为"> → </span>
          {change.after}
        </li>
      ))}
    </ul>
  );
}
