import { ModalForm } from '@qyfw/app-kit/modal-form';
import { useAppKit } from '@qyfw/app-kit/provider';
import { QueryBlock } from '@qyfw/app-kit/query-block';
import * as identityAdminCalls from '@qyfw/portal-sdk/calls/identity-admin';
import { actorLabel, enterpriseAuthFlow, needsOf } from '@qyfw/portal-sdk/flows';
import { callQueryOptions, useCallMutation } from '@qyfw/portal-sdk/queries';
import { formatDate, StatusTag } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Space, Timeline, Typography } from 'antd';
import { useState } from 'react';

const TIME = 'YYYY-MM-DD HH:mm';

/** The operator's two decisions on a request waiting for one. */
type Decision = 'approve' | 'return';
const DECIDABLE = new Set(['pending', 'awaiting_enterprise']);

const eventLabel = (event: string) =>
  (enterpriseAuthFlow.events as Record<string, string>)[event] ?? event;

const documentText = (document: { name: string; size: number } | null) =>
  document ? `${document.name}（${Math.max(1, Math.round(document.size / 1024))} KB）` : '未上传';

/**
 * 运营后台 › 企业认证审核 › one request: the enterprise as submitted, who asked, the two
 * documents, 通过认证 or 退回 with a reason (the flow row asks for it), and the history. What the
 * member wrote is rendered as text.
 */
export function AuthRequestReview({ id }: { readonly id: number }) {
  const { client } = useAppKit();
  const [decision, setDecision] = useState<Decision>();
  const detail = useQuery(
    callQueryOptions(client, identityAdminCalls.admin_auth_request_detail, { id }),
  );
  const invalidates = [
    identityAdminCalls.admin_auth_request_list,
    identityAdminCalls.admin_auth_request_detail,
  ];
  const approve = useCallMutation(identityAdminCalls.admin_auth_request_approve, {
    client,
    invalidates,
  });
  const giveBack = useCallMutation(identityAdminCalls.admin_auth_request_return, {
    client,
    invalidates,
  });
  return (
    <QueryBlock query={detail} label="企业认证申请">
      {(record) => {
        const target = { id: record.id, version: record.version };
        return (
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <div>
              <Typography.Title level={1}>{record.enterprise_name}</Typography.Title>
              <StatusTag tone="blue">{enterpriseAuthFlow.states[record.state]}</StatusTag>
            </div>
            <Descriptions
              title="申请内容"
              bordered
              column={2}
              items={[
                { key: 'name', label: '企业名称', children: record.enterprise_name },
                { key: 'code', label: '统一社会信用代码', children: record.credit_code },
                { key: 'legal', label: '法定代表人', children: record.legal_person },
                {
                  key: 'submitted',
                  label: '提交时间',
                  children: formatDate(record.submittime, TIME),
                },
                { key: 'licence', label: '营业执照', children: documentText(record.licence) },
                {
                  key: 'authorisation',
                  label: '授权书',
                  children: documentText(record.authorisation),
                },
                { key: 'applicant', label: '申请人', children: record.applicant.name },
                { key: 'mobile', label: '手机号', children: record.applicant.mobile ?? '—' },
                { key: 'reason', label: '退回原因', children: record.reason ?? '—' },
              ]}
            />
            <Space wrap aria-label="可执行的操作" role="group">
              {DECIDABLE.has(record.state) ? (
                <>
                  <Button type="primary" onClick={() => setDecision('approve')}>
                    {eventLabel('approve')}
                  </Button>
                  <Button danger onClick={() => setDecision('return')}>
                    {eventLabel('return')}
                  </Button>
                </>
              ) : (
                <Typography.Text type="secondary">当前状态下无需运营处理</Typography.Text>
              )}
            </Space>
            {decision && (
              <ModalForm
                open
                title={eventLabel(decision)}
                okText={eventLabel(decision)}
                danger={decision === 'return'}
                description={
                  decision === 'approve'
                    ? `确认“${record.enterprise_name}”的认证材料无误，通过认证？`
                    : '退回后申请人可修改并重新提交，请写明需要修改之处。'
                }
                needs={needsOf(enterpriseAuthFlow, decision)}
                reasonLabel="退回原因"
                itemOptions={[]}
                check={
                  decision === 'approve'
                    ? { schema: identityAdminCalls.admin_auth_request_approve.body, body: target }
                    : { schema: identityAdminCalls.admin_auth_request_return.body, body: target }
                }
                onSubmit={(values) =>
                  decision === 'approve'
                    ? approve.mutateAsync(target)
                    : giveBack.mutateAsync({ ...target, reason: values.reason ?? '' })
                }
                onClose={() => setDecision(undefined)}
              />
            )}
            <section aria-labelledby="auth-history-title">
              <Typography.Title level={2} id="auth-history-title">
                处理记录
              </Typography.Title>
              <Timeline
                items={record.history.map((step) => ({
                  key: step.id,
                  content: `${formatDate(step.createtime, TIME)} ${actorLabel(
                    enterpriseAuthFlow,
                    step.actor,
                  )} ${eventLabel(step.event)}${step.reason ? `：${step.reason}` : ''}`,
                }))}
              />
            </section>
          </Space>
        );
      }}
    </QueryBlock>
  );
}
