import { useState } from 'react';
import { POLICY_LEVEL_OPTIONS, POLICY_LEVELS, type PolicyLevel } from '@qyfw/portal-sdk/constants';
import {
  PolicyGroupListSkeleton,
  SectionPanel,
  Skeleton,
  sectionStatusOf,
  type LinkRenderer,
} from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { specHref } from '../../routing/spec-paths';
import { newestPoliciesQueryOptions } from './api';
import { PolicyGroups, POLICY_GROUPS_HEIGHT } from './policy-groups';
import styles from './newest-policies-section.module.css';

const LEVEL_TABS = POLICY_LEVEL_OPTIONS.map((option) => ({
  key: option.level,
  label: option.label,
}));
/** The award lists a level shows at most (the API answers up to 5). */
const VISIBLE_GROUPS = 5;

interface NewestPoliciesSectionProps {
  id?: string;
  renderLink: LinkRenderer;
}

/**
 * 最新政策: the newest award lists of the chosen level (国家级 first); choosing a list shows the
 * enterprises it supports in a table that scrolls by itself.
 */
export function NewestPoliciesSection({ id, renderLink }: NewestPoliciesSectionProps) {
  const [level, setLevel] = useState<PolicyLevel>(POLICY_LEVELS.national);
  const query = useQuery(newestPoliciesQueryOptions(level));
  const status = sectionStatusOf({
    data: query.data,
    isError: query.isError,
    isEmpty: query.data?.length === 0,
  });

  return (
    <SectionPanel
      id={id}
      title="最新政策"
      subtitle="政策资源 · 各级扶持名单"
      moreHref={specHref('/policyData')}
      renderLink={renderLink}
      tabs={{ label: '政策级别', items: LEVEL_TABS, activeKey: level, onChange: setLevel }}
      status={status}
      bodyHeight={POLICY_GROUPS_HEIGHT}
      skeleton={
        <div className={styles.skeleton}>
          <div className={styles.skeletonList}>
            <PolicyGroupListSkeleton count={VISIBLE_GROUPS} />
          </div>
          <div className={styles.skeletonDetail}>
            <Skeleton height={20} width="50%" />
            <Skeleton height={196} />
          </div>
        </div>
      }
      emptyText="该级别暂无最新政策"
      errorText="最新政策加载失败，请稍后重试"
      onRetry={() => void query.refetch()}
    >
      {/* Keyed by level: a new level starts at its newest list. */}
      {query.data ? (
        <PolicyGroups key={level} groups={query.data.slice(0, VISIBLE_GROUPS)} />
      ) : null}
    </SectionPanel>
  );
}
