import { useState, type FocusEvent } from 'react';
import { HOME_PAGE_SIZES } from '@qyfw/portal-sdk/constants';
import {
  ExpertCardGrid,
  ExpertCardGridSkeleton,
  expertCardGridHeight,
  SectionPanel,
  sectionStatusOf,
  type LinkRenderer,
  type SectionStatus,
} from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { specHref } from '../../routing/spec-paths';
import { expertCategoriesQueryOptions, expertsQueryOptions } from './api';
import { useAutoAdvance } from './use-auto-advance';

/** The category tab advances every 5 s and wraps around, paused while hovered or focused (contract §4). */
const EXPERT_TAB_ADVANCE_MS = 5000;

const COLUMNS = 4;

interface ExpertsPanelProps {
  renderLink: LinkRenderer;
}

/**
 * 专家库: a tab per expert category, advancing every 5 s and wrapping (contract §4), each loading that
 * category's first 4 experts. It holds still while the visitor points at it or tabs through it.
 */
export function ExpertsPanel({ renderLink }: ExpertsPanelProps) {
  const categories = useQuery(expertCategoriesQueryOptions);
  const names = categories.data?.map((category) => category.institutions_name) ?? [];
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [index, setIndex] = useAutoAdvance(names.length, EXPERT_TAB_ADVANCE_MS, hovered || focused);
  const category = names[index];
  const experts = useQuery({
    ...expertsQueryOptions(category ?? ''),
    enabled: category !== undefined,
  });
  const list = experts.data?.list;

  const status: SectionStatus =
    categories.data?.length === 0
      ? 'empty'
      : categories.isError && !categories.data
        ? 'error'
        : sectionStatusOf({ data: list, isError: experts.isError, isEmpty: list?.length === 0 });

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <SectionPanel
        title="专家库"
        moreHref={specHref('/expert')}
        renderLink={renderLink}
        tabs={
          category !== undefined
            ? {
                label: '专家类别',
                items: names.map((name) => ({ key: name, label: name })),
                activeKey: category,
                onChange: (name) => setIndex(names.indexOf(name)),
              }
            : undefined
        }
        status={status}
        bodyHeight={expertCardGridHeight(1)}
        skeleton={<ExpertCardGridSkeleton count={HOME_PAGE_SIZES.experts} columns={COLUMNS} />}
        emptyText={categories.data?.length === 0 ? '暂无专家' : '该类别暂无专家'}
        errorText="专家信息加载失败，请稍后重试"
        onRetry={() => void (categories.isError ? categories.refetch() : experts.refetch())}
      >
        {list ? (
          <ExpertCardGrid
            items={list.map((expert) => ({
              id: expert.id,
              name: expert.name,
              category,
              fields: expert.case,
              href: specHref('/expertDetail', { id: expert.id }),
            }))}
            columns={COLUMNS}
            renderLink={renderLink}
          />
        ) : null}
      </SectionPanel>
    </div>
  );
}
