import type { ExemptCaseState, PolicyApplicationState } from '@qyfw/portal-sdk/flows';
import { QueryFailure } from '@qyfw/app-kit/query-block';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { applicationDetailQueryOptions, exemptCaseDetailQueryOptions } from '../api';
import { applicationStateLabel, exemptStateLabel } from '../application-text';
import { FlowTimeline, type TimelineEvent } from './flow-timeline';

const applicationLabel = (state: string) =>
  applicationStateLabel(state as PolicyApplicationState) ?? state;
const exemptLabel = (state: string) => exemptStateLabel(state as ExemptCaseState) ?? state;

interface TimelineProps {
  readonly id: number;
  readonly member: string;
}

function Shown({
  detail,
  flow,
}: {
  readonly detail: UseQueryResult<{ timeline: readonly TimelineEvent[] }>;
  readonly flow: 'application' | 'exempt';
}) {
  if (detail.isPending) {
    return (
      <Skeleton active paragraph={{ rows: 3 }} aria-busy="true" aria-label="正在加载办理进度" />
    );
  }
  if (detail.isError) {
    return (
      <QueryFailure
        title="办理进度加载失败"
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  return (
    <FlowTimeline
      flow={flow}
      events={detail.data.timeline}
      label="办理进度"
      stateLabel={flow === 'application' ? applicationLabel : exemptLabel}
    />
  );
}

/** An application's 办理进度, loaded when the member opens it. */
export function ApplicationTimeline({ id, member }: TimelineProps) {
  return <Shown detail={useQuery(applicationDetailQueryOptions(member, id))} flow="application" />;
}

/** A 免申即享 case's 办理进度, loaded when the member opens it. */
export function ExemptTimeline({ id, member }: TimelineProps) {
  return <Shown detail={useQuery(exemptCaseDetailQueryOptions(member, id))} flow="exempt" />;
}
