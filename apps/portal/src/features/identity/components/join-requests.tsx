import { useCallMutation } from '@qyfw/portal-sdk/queries';
import { QueryFailure } from '@qyfw/app-kit/query-block';
import type { AuthJoinRequest } from '@qyfw/portal-sdk/schemas';
import { formatDate } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Form, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { UploadPreview } from '@qyfw/app-kit/upload-field';
import { failureMessage } from '@qyfw/app-kit/call-errors';
import { schemaRule } from '@qyfw/app-kit/form-rules';
import { notify } from '../../../lib/notify';
import { sdk } from '../../../lib/sdk';
import { IDENTITY_INVALIDATES, identityCalls, joinRequestsQueryOptions } from '../api';
import styles from './identity.module.css';

const reasonSchema = identityCalls.returnReasonSchema;

function JoinRequestCard({ request }: { readonly request: AuthJoinRequest }) {
  const [returning, setReturning] = useState(false);
  const decide = useCallMutation(identityCalls.auth_join_decide, {
    client: sdk,
    invalidates: IDENTITY_INVALIDATES,
    onSuccess: (data) =>
      void notify.success(data.state === 'approved' ? '已同意加入' : '已退回加入申请'),
  });
  const target = { id: request.id, version: request.version };
  const title = `${request.applicant.name}申请加入`;
  return (
    <Card size="small" title={title}>
      <div className={styles.section}>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'applicant', label: '申请人', children: request.applicant.name },
            ...(request.applicant.mobile
              ? [{ key: 'mobile', label: '手机号', children: request.applicant.mobile }]
              : []),
            { key: 'legal', label: '填写的法定代表人', children: request.legal_person || '—' },
            {
              key: 'time',
              label: '提交时间',
              children: formatDate(request.submittime, 'YYYY-MM-DD HH:mm'),
            },
          ]}
        />
        {(request.licence_upload_id || request.authorisation_upload_id) && (
          <div className={styles.documents}>
            {request.licence_upload_id && (
              <UploadPreview id={request.licence_upload_id} name="营业执照" />
            )}
            {request.authorisation_upload_id && (
              <UploadPreview id={request.authorisation_upload_id} name="授权书" />
            )}
          </div>
        )}
        {decide.error && failureMessage(decide.error) && (
          <Alert type="error" showIcon role="alert" title={failureMessage(decide.error)} />
        )}
        {returning ? (
          <Form
            layout="vertical"
            aria-label={`退回${title}`}
            className={styles.reasonForm}
            onFinish={(values: { reason: string }) =>
              decide.mutate({ ...target, decision: 'return', reason: values.reason.trim() })
            }
          >
            <Form.Item name="reason" label="退回原因" required rules={[schemaRule(reasonSchema)]}>
              <Input.TextArea rows={3} maxLength={500} showCount placeholder="请说明退回原因" />
            </Form.Item>
            <div className={styles.actions}>
              <Button htmlType="submit" danger loading={decide.isPending}>
                确认退回
              </Button>
              <Button onClick={() => setReturning(false)}>取消</Button>
            </div>
          </Form>
        ) : (
          <div className={styles.actions}>
            <Button
              type="primary"
              loading={decide.isPending}
              onClick={() => decide.mutate({ ...target, decision: 'approve' })}
            >
              同意加入
            </Button>
            <Button onClick={() => setReturning(true)}>退回</Button>
          </div>
        )}
      </div>
    </Card>
  );
}

/** 加入申请: colleagues asking to join the member's authenticated enterprise (待企业确认). */
export function JoinRequests({ member }: { readonly member: string }) {
  const list = useQuery(joinRequestsQueryOptions(member));
  return (
    <section className={styles.section} aria-labelledby="identity-joins">
      <h2 id="identity-joins" className={styles.sectionTitle}>
        加入本企业的申请
      </h2>
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} aria-busy="true" aria-label="正在加载加入申请" />
      ) : list.isError ? (
        <QueryFailure
          title="加入申请加载失败"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <Empty description="暂无待确认的加入申请" />
      ) : (
        list.data.map((request) => <JoinRequestCard key={request.id} request={request} />)
      )}
    </section>
  );
}
