import type { AuthRequest } from '@qyfw/portal-sdk/schemas';
import { formatDate } from '@qyfw/ui';
import { Card, Descriptions, Result, Tag } from 'antd';
import { useFocusOnArrival } from '../../../components/use-focus-on-arrival';
import { NEXT_STEP, stateLabel } from '../request-text';
import styles from './identity.module.css';
import { WithdrawButton } from './withdraw-button';

const TIME = 'YYYY-MM-DD HH:mm';

function EnterpriseFacts({ request }: { readonly request: AuthRequest }) {
  return (
    <Descriptions
      column={1}
      size="small"
      className={styles.facts}
      items={[
        { key: 'name', label: '企业名称', children: request.enterprise_name },
        {
          key: 'code',
          label: '统一社会信用代码',
          children: <span className={styles.code}>{request.credit_code}</span>,
        },
        ...(request.legal_person
          ? [{ key: 'legal', label: '法定代表人', children: request.legal_person }]
          : []),
      ]}
    />
  );
}

/**
 * 待审核 / 待企业确认: when it was sent, what happens next, and 撤回. Right after 提交认证 it
 * replaces the form the member scrolled down to submit: then it is brought into view and focused.
 */
export function WaitingCard({
  request,
  justSubmitted = false,
}: {
  readonly request: AuthRequest;
  readonly justSubmitted?: boolean;
}) {
  const arrival = useFocusOnArrival<HTMLDivElement>(justSubmitted);
  return (
    <div
      ref={arrival}
      tabIndex={-1}
      role="region"
      aria-label={`认证状态：${stateLabel(request.state)}`}
      className={styles.arrival}
    >
      <Card
        title={
          <span>
            认证状态 <Tag color="processing">{stateLabel(request.state)}</Tag>
          </span>
        }
      >
        <div className={styles.section}>
          <p className={styles.muted}>
            提交时间：{formatDate(request.submittime, TIME)}。{NEXT_STEP[request.state]}
          </p>
          <EnterpriseFacts request={request} />
          <div className={styles.actions}>
            <WithdrawButton request={request} />
          </div>
        </div>
      </Card>
    </div>
  );
}

/** 已认证: the enterprise the member now belongs to. */
export function MemberOfEnterprise({
  name,
  creditCode,
}: {
  readonly name: string;
  readonly creditCode: string;
}) {
  return (
    <Result
      status="success"
      title="已认证"
      subTitle={`您已是“${name}”的认证成员，可以使用政策匹配、企业诉求等企业服务。`}
      extra={
        <Descriptions
          column={1}
          size="small"
          className={styles.facts}
          items={[
            { key: 'name', label: '企业名称', children: name },
            {
              key: 'code',
              label: '统一社会信用代码',
              children: <span className={styles.code}>{creditCode}</span>,
            },
          ]}
        />
      }
    />
  );
}
