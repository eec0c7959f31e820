// What the audit log's call is for, with an example body (see call-docs.ts).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

type AuditAdminCallName = keyof (typeof callDomains)['audit-admin'];

export const auditAdminCallDocs: { readonly [Name in AuditAdminCallName]: CallDoc } = {
  admin_audit_list: {
    description:
      '审计日志，分页，最新在前：每条含操作人（姓名、账号、角色）、操作（如“通过企业认证”）、记录（类型、编号与名称）、变更字段的前后值（可读文本）、时间、IP 与浏览器。可按操作人、记录类型、记录编号、日期范围（上海时间，含首尾两天）和关键词（操作人、操作名称或记录）筛选。同样的筛选可经 POST /api/console/audit/export 导出 Excel。审计记录不可修改或删除。仅限平台运营、系统管理员。',
    exampleBody: {
      page: 1,
      pageSize: 20,
      entity_type: 'enterprise_auth',
      from: '2026-03-01',
      to: '2026-03-31',
      keyword: '通过',
    },
  },
};
