// Registry cases of the audit log's call (test/calls.test.ts).
import type { CallCase } from './call-case.js';

const entry = {
  id: 41,
  at: 1_772_416_800,
  actor: {
    id: 4,
    name: '周晓峰',
    account: 'demo_operator',
    role: 'operator',
    role_label: '平台运营',
  },
  action: 'enterprise_auth.approve',
  action_label: '通过企业认证',
  entity_type: 'enterprise_auth',
  entity_label: '企业认证申请',
  entity_id: 9,
  record_name: '杭州示范科技有限公司',
  changes: [{ field: 'state', label: '状态', before: '待审核', after: '已认证' }],
  ip: '10.20.30.40',
  user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36',
  browser: 'Chrome 131 · Windows 10',
};

export const auditCases = {
  admin_audit_list: {
    method: 'POST',
    path: '/api/console/audit/list',
    family: 'standard',
    auth: { roles: ['operator', 'admin'] },
    validBodies: [
      {},
      {
        page: 2,
        pageSize: 50,
        keyword: '通过',
        actor_id: 4,
        entity_type: 'policy',
        entity_id: 3,
        from: '2026-03-01',
        to: '2026-03-01',
      },
    ],
    invalidBodies: [
      ['an unknown record type', { entity_type: 'users' }],
      ['a day that does not exist', { from: '2026-02-30' }],
      ['from after to', { from: '2026-03-02', to: '2026-03-01' }],
      ['an actor id of 0', { actor_id: 0 }],
    ],
    validData: { list: [entry], total: 1, page: 1, pageSize: 20 },
    invalidData: [
      [
        'a time as a string',
        { list: [{ ...entry, at: '2026-03-02' }], total: 1, page: 1, pageSize: 20 },
      ],
      [
        'changes without text',
        { list: [{ ...entry, changes: [{ field: 'state' }] }], total: 1, page: 1, pageSize: 20 },
      ],
    ],
  },
} satisfies Record<string, CallCase>;
