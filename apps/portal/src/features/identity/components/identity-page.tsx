import type { AuthRequest } from '@qyfw/portal-sdk/schemas';
import { QueryFailure } from '@qyfw/app-kit/query-block';
import { formatDate } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../session';
import { myRequestQueryOptions } from '../api';
import { HistoryTimeline } from './history-timeline';
import styles from './identity.module.css';
import { JoinRequests } from './join-requests';
import { RequestForm } from './request-form';
import { MemberOfEnterprise, WaitingCard } from './status-card';
import { WithdrawButton } from './withdraw-button';

function ReturnedNotice({ request }: { readonly request: AuthRequest }) {
  return (
    <Alert
      type="warning"
      showIcon
      title="您的企业认证申请已被退回"
      description={
        <>
          <p>退回原因：{request.reason}</p>
          {request.resubmit_by !== null && (
            <p>请在 {formatDate(request.resubmit_by, 'YYYY-MM-DD HH:mm')} 前修改后重新提交。</p>
          )}
        </>
      }
      action={<WithdrawButton request={request} />}
    />
  );
}

/** What the member sees for their request's state (DOMAIN §7). */
function RequestState({ request }: { readonly request: AuthRequest | null }) {
  const { user } = useSession();
  // Set by this page's own 提交认证: the waiting card that follows takes the focus (not on a visit).
  const [justSubmitted, setJustSubmitted] = useState(false);
  const submitted = () => {
    setJustSubmitted(true);
    void notify.success('企业认证申请已提交');
  };
  // A member linked to an enterprise without a request of their own (an operator's import).
  const member = user?.enterprise?.auth_state === 'approved' ? user.enterprise : undefined;
  if (member && request?.state !== 'approved') {
    return <MemberOfEnterprise name={member.name} creditCode={member.credit_code} />;
  }
  if (request === null || request.state === 'withdrawn') {
    return (
      <>
        {request && (
          <Alert type="info" showIcon title="您已撤回上一次的企业认证申请，可重新填写并提交。" />
        )}
        <p className={styles.muted}>
          提交企业信息与材料，审核通过后即成为该企业的认证成员，可使用政策匹配、企业诉求等企业服务。
        </p>
        <RequestForm onSubmitted={submitted} />
      </>
    );
  }
  if (request.state === 'returned') {
    return (
      <>
        <ReturnedNotice request={request} />
        <RequestForm key={request.version} returned={request} onSubmitted={submitted} />
      </>
    );
  }
  if (request.state === 'approved') {
    return <MemberOfEnterprise name={request.enterprise_name} creditCode={request.credit_code} />;
  }
  return <WaitingCard request={request} justSubmitted={justSubmitted} />;
}

/**
 * /identity 企业认证 (DOMAIN §7): submit the enterprise → 待审核 (or 待企业确认 when it is already
 * authenticated) → 已认证, or 已退回 with the reason to correct and resubmit; the history of the
 * request; and, for a member of an authenticated enterprise, the colleagues asking to join it.
 */
export function IdentityPage() {
  const { userId, enterpriseId } = useSession();
  const member = String(userId ?? '');
  const mine = useQuery(myRequestQueryOptions(member));
  return (
    <section className={styles.page} aria-labelledby="identity-title">
      <h1 id="identity-title" className={styles.title}>
        企业认证
      </h1>
      {mine.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} aria-busy="true" aria-label="正在加载企业认证" />
      ) : mine.isError ? (
        <QueryFailure
          title="企业认证信息加载失败"
          error={mine.error}
          onRetry={() => void mine.refetch()}
        />
      ) : (
        <>
          <RequestState request={mine.data} />
          {mine.data && <HistoryTimeline request={mine.data} />}
        </>
      )}
      {enterpriseId !== undefined && <JoinRequests member={member} />}
    </section>
  );
}
