// 预览匹配: the draft's conditions, as they stand in the editor (saved or not), against the
// platform's enterprises through admin_call_preview — the three counts of /match's levels and a
// few enterprises of each with why. Asked for with a button, not on every keystroke: it reads
// every enterprise's record.
import { refusalMessage } from '@qyfw/app-kit/call-errors';
import { useAppKit } from '@qyfw/app-kit/provider';
import * as policyAdminCalls from '@qyfw/portal-sdk/calls/policy-admin';
import type { CallPreview, CallPreviewExample } from '@qyfw/portal-sdk/calls/policy-admin';
import { MATCH_LEVELS } from '@qyfw/portal-sdk/conditions';
import type { MatchLevel } from '@qyfw/portal-sdk/conditions';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import styles from './call-preview-panel.module.css';
import { Alert, Button, Card, Col, Empty, Row, Space, Statistic, Typography } from 'antd';

export interface CallPreviewPanelProps {
  /** The draft's conditions (toConditions), or undefined while the tree is incomplete. */
  readonly conditions: unknown;
  readonly policyId: number | undefined;
  readonly callId: number | undefined;
}

const LEVELS: readonly MatchLevel[] = ['eligible', 'possible', 'ineligible'];
const COLORS: Record<MatchLevel, string> = {
  eligible: '#389e0d',
  possible: '#d48806',
  ineligible: '#8c8c8c',
};

function Example({ example }: { readonly example: CallPreviewExample }) {
  return (
    <li className={styles.example}>
      <Typography.Text strong>{example.name}</Typography.Text>{' '}
      <Typography.Text type="secondary">{example.summary}</Typography.Text>
      {example.reasons.length > 0 ? (
        <ul>
          {example.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function Result({ preview }: { readonly preview: CallPreview }) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Text>
        比对{preview.region ? `${preview.region}的` : '平台全部'} {preview.counts.total} 家企业（
        {preview.evaluated_on}，用时 {preview.duration_ms} 毫秒）
      </Typography.Text>
      <Row gutter={16} role="list" aria-label="匹配结果">
        {LEVELS.map((level) => (
          <Col span={8} key={level} role="listitem">
            <Statistic
              title={MATCH_LEVELS[level]}
              value={preview.counts[level]}
              suffix="家"
              styles={{ content: { color: COLORS[level] } }}
            />
          </Col>
        ))}
      </Row>
      {LEVELS.map((level) => (
        <section key={level} aria-labelledby={`preview-${level}`}>
          <Typography.Title level={4} id={`preview-${level}`}>
            {MATCH_LEVELS[level]}示例
          </Typography.Title>
          {preview.examples[level].length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有这样的企业" />
          ) : (
            <ul className={styles.examples} aria-label={`${MATCH_LEVELS[level]}示例`}>
              {preview.examples[level].map((example) => (
                <Example key={example.enterprise_id} example={example} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </Space>
  );
}

export function CallPreviewPanel({ conditions, policyId, callId }: CallPreviewPanelProps) {
  const { client } = useAppKit();
  const preview = useCallMutation(policyAdminCalls.admin_call_preview, { client });
  const run = () =>
    preview.mutate({
      conditions,
      ...(policyId ? { policy_id: policyId } : {}),
      ...(callId ? { call_id: callId } : {}),
    } as Parameters<typeof preview.mutate>[0]);
  return (
    <Card
      title="预览匹配"
      extra={
        <Button onClick={run} loading={preview.isPending} disabled={conditions === undefined}>
          {preview.data ? '重新预览' : '预览匹配'}
        </Button>
      }
    >
      <div aria-live="polite" aria-busy={preview.isPending}>
        {preview.isError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={refusalMessage(preview.error) ?? '预览失败，请稍后重试'}
            action={<Button onClick={run}>重试</Button>}
          />
        ) : preview.data ? (
          <Result preview={preview.data} />
        ) : (
          <Typography.Text type="secondary">
            {conditions === undefined
              ? '条件完整后可预览：平台企业中可申报、可能符合、暂不符合各有多少家。'
              : '按当前条件（无需保存）比对平台企业，看看可申报、可能符合、暂不符合各有多少家。'}
          </Typography.Text>
        )}
      </div>
    </Card>
  );
}
