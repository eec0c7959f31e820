import { genderLabel, talentAge } from '@qyfw/portal-sdk';
import { HOME_PAGE_SIZES } from '@qyfw/portal-sdk/constants';
import type { Talent } from '@qyfw/portal-sdk/schemas';
import {
  SectionPanel,
  sectionStatusOf,
  TalentCardGrid,
  TalentCardGridSkeleton,
  talentCardGridHeight,
  type LinkRenderer,
  type TalentCard,
} from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { specHref } from '../../routing/spec-paths';
import { talentsQueryOptions } from './api';

const COLUMNS = 4;

/** A talent as its card shows it: 1 男 / 2 女 / otherwise 未知, age = this year − birth year (contract §3, §9). */
export function talentCardOf(talent: Talent, now: Date = new Date()): TalentCard {
  return {
    id: talent.id,
    name: talent.name,
    image: talent.image,
    genderLabel: genderLabel(talent.gender),
    age: talentAge(talent.birth, now),
    education: talent.education,
    post: talent.post,
    desirearea: talent.desirearea,
    href: specHref('/persondetail', { id: talent.id }),
  };
}

/** 人才库: the newest 4 talents. */
export function TalentsPanel({ renderLink }: { renderLink: LinkRenderer }) {
  const query = useQuery(talentsQueryOptions);
  const list = query.data?.list;
  const status = sectionStatusOf({
    data: list,
    isError: query.isError,
    isEmpty: list?.length === 0,
  });
  return (
    <SectionPanel
      title="人才库"
      moreHref={specHref('/person')}
      renderLink={renderLink}
      status={status}
      bodyHeight={talentCardGridHeight(1)}
      skeleton={<TalentCardGridSkeleton count={HOME_PAGE_SIZES.talents} columns={COLUMNS} />}
      emptyText="暂无人才信息"
      errorText="人才信息加载失败，请稍后重试"
      onRetry={() => void query.refetch()}
    >
      {list ? (
        <TalentCardGrid
          items={list.map((talent) => talentCardOf(talent))}
          columns={COLUMNS}
          renderLink={renderLink}
        />
      ) : null}
    </SectionPanel>
  );
}
