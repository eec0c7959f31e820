// 人员与角色 › 企业管理 › one enterprise (read only): its registration, the members bound to it
// (each opens in 会员管理) and every authentication request naming it, newest first.
import { useAppKit } from '@qyfw/app-kit/provider';
import { QueryBlock } from '@qyfw/app-kit/query-block';
import * as peopleAdminCalls from '@qyfw/portal-sdk/calls/people-admin';
import type { EnterpriseDetail as Detail } from '@qyfw/portal-sdk/calls/people-admin';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { formatDate } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Descriptions, Space, Table, Typography } from 'antd';
import { AccountStateTag } from './account-state-tag';
import { EnterpriseStatusTag } from './enterprise-status-tag';

const TIME = 'YYYY-MM-DD HH:mm';

type Member = Detail['members'][number];
type Request = Detail['requests'][number];

export function EnterpriseDetail({ id }: { readonly id: number }) {
  const { client } = useAppKit();
  const detail = useQuery(
    callQueryOptions(client, peopleAdminCalls.admin_enterprise_detail, { id }),
  );
  return (
    <QueryBlock query={detail} label="企业">
      {(enterprise) => (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <div>
            <Link to="/people/enterprises">← 返回企业管理</Link>
            <Typography.Title level={1}>{enterprise.name}</Typography.Title>
            <EnterpriseStatusTag status={enterprise.status} />
          </div>
          <Descriptions
            title="登记信息"
            bordered
            column={2}
            items={[
              { key: 'code', label: '统一社会信用代码', children: enterprise.credit_code ?? '—' },
              { key: 'legal', label: '法定代表人', children: enterprise.legal_person || '—' },
              { key: 'district', label: '所属区县', children: enterprise.district || '—' },
              { key: 'industry', label: '行业', children: enterprise.industry || '—' },
              { key: 'scale', label: '规模', children: enterprise.scale || '—' },
              { key: 'since', label: '成立日期', children: enterprise.established_on ?? '—' },
            ]}
          />
          <section aria-labelledby="enterprise-members-title">
            <Typography.Title level={2} id="enterprise-members-title">
              已绑定的会员（{enterprise.members.length}）
            </Typography.Title>
            <Table<Member>
              rowKey="id"
              pagination={false}
              dataSource={enterprise.members}
              locale={{ emptyText: '尚无会员完成认证' }}
              columns={[
                {
                  title: '会员',
                  key: 'name',
                  render: (_, row) => (
                    <Link to="/people/members/$id" params={{ id: row.id }}>
                      {row.name}
                    </Link>
                  ),
                },
                { title: '用户名', key: 'username', render: (_, row) => row.username ?? '—' },
                { title: '手机号', key: 'mobile', render: (_, row) => row.mobile ?? '—' },
                {
                  title: '状态',
                  key: 'state',
                  render: (_, row) => <AccountStateTag state={row.state} />,
                },
              ]}
            />
          </section>
          <section aria-labelledby="enterprise-requests-title">
            <Typography.Title level={2} id="enterprise-requests-title">
              认证申请记录
            </Typography.Title>
            <Table<Request>
              rowKey="id"
              pagination={false}
              dataSource={enterprise.requests}
              locale={{ emptyText: '没有认证申请' }}
              columns={[
                { title: '申请人', key: 'applicant', render: (_, row) => row.applicant.name },
                { title: '状态', key: 'state', render: (_, row) => row.state_label },
                {
                  title: '提交时间',
                  key: 'submitted',
                  render: (_, row) => formatDate(row.submitted_at, TIME),
                },
                {
                  title: '审核时间',
                  key: 'reviewed',
                  render: (_, row) =>
                    row.reviewed_at === null ? '—' : formatDate(row.reviewed_at, TIME),
                },
                { title: '退回原因', key: 'reason', render: (_, row) => row.reason ?? '—' },
              ]}
            />
          </section>
        </Space>
      )}
    </QueryBlock>
  );
}
