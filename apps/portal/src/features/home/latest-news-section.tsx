import type { UseQueryResult } from '@tanstack/react-query';
import type { HomeData } from '@qyfw/portal-sdk/schemas';
import {
  formatDate,
  NEWS_LIST_HEIGHT,
  NewsList,
  NewsListSkeleton,
  SectionPanel,
  sectionStatusOf,
  type LinkRenderer,
} from '@qyfw/ui';
import { specHref } from '../../routing/spec-paths';

interface LatestNewsSectionProps {
  id?: string;
  home: UseQueryResult<HomeData>;
  renderLink: LinkRenderer;
}

/** 最新动态: the newest news with its picture, the next ones as dated lines. */
export function LatestNewsSection({ id, home, renderLink }: LatestNewsSectionProps) {
  const trends = home.data?.trends;
  const status = sectionStatusOf({
    data: trends,
    isError: home.isError,
    isEmpty: trends?.length === 0,
  });
  return (
    <SectionPanel
      id={id}
      title="最新动态"
      moreHref={specHref('/dynamicList')}
      renderLink={renderLink}
      status={status}
      bodyHeight={NEWS_LIST_HEIGHT}
      skeleton={<NewsListSkeleton />}
      emptyText="暂无最新动态"
      errorText="最新动态加载失败，请稍后重试"
      onRetry={() => void home.refetch()}
    >
      {trends ? (
        <NewsList
          items={trends.map((trend) => ({
            id: trend.id,
            title: trend.title,
            image: trend.image,
            date: formatDate(trend.createtime),
            href: specHref('/trendsDetail', { id: trend.id }),
          }))}
          // Right under the counters: on a desktop screen its picture is in the first view.
          featuredImageLoading="eager"
          renderLink={renderLink}
        />
      ) : null}
    </SectionPanel>
  );
}
