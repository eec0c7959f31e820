import type { Application } from '@qyfw/portal-sdk/calls/application';
import { QueryFailure } from '@qyfw/app-kit/query-block';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { PageSheet } from '../../../components/page-sheet';
import { useFocusOnArrival } from '../../../components/use-focus-on-arrival';
import { useSession } from '../../../session';
import { applicationFormQueryOptions } from '../api';
import { applicationStateLabel } from '../application-text';
import { ApplyForm } from './apply-form';
import styles from './application.module.css';
import { CallSummary } from './call-summary';
import { SelfCheck } from './self-check';

/** States in which the member edits the application here. */
const EDITABLE = new Set(['draft', 'correction']);

function Submitted({ application }: { readonly application: Application }) {
  const navigate = useNavigate();
  const title = application.state === 'submitted' ? '申报已提交' : '申报已更新';
  // It replaces the form the member scrolled down to submit: brought into view and focused.
  const arrival = useFocusOnArrival<HTMLDivElement>();
  return (
    <div ref={arrival} tabIndex={-1} role="region" aria-label={title} className={styles.arrival}>
      <Result
        status="success"
        title={title}
        subTitle={
          application.serial_number
            ? `申报编号：${application.serial_number}。受理与审核进度会通过消息中心通知您。`
            : '受理与审核进度会通过消息中心通知您。'
        }
        extra={[
          <Button key="progress" type="primary" onClick={() => void navigate({ to: '/sbNow' })}>
            查看申报进度
          </Button>,
          <Button key="match" onClick={() => void navigate({ to: '/match' })}>
            返回政策匹配
          </Button>,
        ]}
      />
    </div>
  );
}

/**
 * /apply?id=<call>: the call's summary, the self-check, and its form — or, when the enterprise's
 * application is already past the member's part (submitted, under review …), where it stands.
 */
export function ApplyPage({ callId }: { readonly callId: number | undefined }) {
  const { userId } = useSession();
  const member = String(userId ?? '');
  const [submitted, setSubmitted] = useState<Application>();
  const answer = useQuery({
    ...applicationFormQueryOptions(member, callId ?? 0),
    enabled: callId !== undefined,
  });

  if (callId === undefined) {
    return (
      <PageSheet title="政策申报">
        <Result
          status="warning"
          title="未指定申报通知"
          subTitle="请从政策匹配或政策详情页选择要申报的通知。"
          extra={<Link to="/match">去政策匹配</Link>}
        />
      </PageSheet>
    );
  }
  if (submitted) {
    return (
      <PageSheet title="政策申报">
        <Submitted application={submitted} />
      </PageSheet>
    );
  }
  if (answer.isPending) {
    return (
      <PageSheet title="政策申报">
        <Skeleton active paragraph={{ rows: 10 }} aria-busy="true" aria-label="正在加载申报表单" />
      </PageSheet>
    );
  }
  if (answer.isError) {
    return (
      <PageSheet title="政策申报">
        <QueryFailure
          title="申报表单加载失败"
          error={answer.error}
          onRetry={() => void answer.refetch()}
        />
      </PageSheet>
    );
  }
  const { call, application } = answer.data;
  let body;
  if (call.delivery_mode === 'exempt') {
    body = (
      <Alert
        type="info"
        showIcon
        title="本政策为免申即享，无需申报"
        description={
          <>
            系统会根据企业数据比对，符合条件的企业将收到告知，请在
            <Link to="/sbNow">申报中</Link>确认享受。
          </>
        }
      />
    );
  } else if (application && !EDITABLE.has(application.state)) {
    body = (
      <Alert
        type="info"
        showIcon
        title={`本企业已申报该通知，当前状态：${applicationStateLabel(application.state)}`}
        description={
          <>
            {application.next_step}
            {application.serial_number ? `（申报编号：${application.serial_number}）` : ''}
            <Link to="/sbNow">查看申报进度</Link>
          </>
        }
      />
    );
  } else if (!application && (call.window === 'closed' || call.window === 'upcoming')) {
    body = (
      <Alert
        type="warning"
        showIcon
        title={call.window === 'closed' ? '该通知已截止申报' : '该通知尚未开始申报'}
      />
    );
  } else {
    body = (
      <>
        <SelfCheck id="apply-self-check" items={call.checklist} />
        <ApplyForm
          key={`${application?.id ?? 'new'}:${application?.state ?? ''}`}
          data={answer.data}
          onSubmitted={setSubmitted}
        />
      </>
    );
  }
  return (
    <PageSheet title={`政策申报`}>
      <div className={styles.page}>
        <CallSummary call={call} />
        {body}
      </div>
    </PageSheet>
  );
}
