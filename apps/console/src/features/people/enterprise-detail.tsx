// 人员与角色 › 企业管理 › one enterprise (read only): its registration, the members bound to it
// (each opens in 会员管理) and every authentication request naming it, newest first.
import * as peopleAdminCalls from '@qyfw/portal-sdk/calls/people-admin';
import type { EnterpriseDetail as Detail } from '@qyfw/portal-sdk/calls/people-admin';
import { Link } from '@tanstack/react-router';
import { Descriptions } from 'antd';
import { AccountStateTag } from './account-state-tag';
import { DetailPage } from './detail-page';
import { DetailTable } from './detail-table';
import { EnterpriseStatusTag } from './enterprise-status-tag';
import { timeText } from './time-text';

type Member = Detail['members'][number];
type Request = Detail['requests'][number];

export function EnterpriseDetail({ id }: { readonly id: number }) {
  return (
    <DetailPage
      call={peopleAdminCalls.admin_enterprise_detail}
      id={id}
      label="企业"
      back={<Link to="/people/enterprises">← 返回企业管理</Link>}
      name={(enterprise) => enterprise.name}
      tag={(enterprise) => <EnterpriseStatusTag status={enterprise.status} />}
    >
      {(enterprise) => (
        <>
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
          <DetailTable<Member>
            title={`已绑定的会员（${enterprise.members.length}）`}
            rows={enterprise.members}
            emptyText="尚无会员完成认证"
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
          <DetailTable<Request>
            title="认证申请记录"
            rows={enterprise.requests}
            emptyText="没有认证申请"
            columns={[
              { title: '申请人', key: 'applicant', render: (_, row) => row.applicant.name },
              { title: '状态', key: 'state', render: (_, row) => row.state_label },
              {
                title: '提交时间',
                key: 'submitted',
                render: (_, row) => timeText(row.submitted_at),
              },
              {
                title: '审核时间',
                key: 'reviewed',
                render: (_, row) => timeText(row.reviewed_at),
              },
              { title: '退回原因', key: 'reason', render: (_, row) => row.reason ?? '—' },
            ]}
          />
        </>
      )}
    </DetailPage>
  );
}
