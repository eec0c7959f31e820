import type { UseQueryResult } from '@tanstack/react-query';
import { HOME_PAGE_SIZES } from '@qyfw/portal-sdk/constants';
import type { HomeData } from '@qyfw/portal-sdk/schemas';
import {
  ArticleList,
  ArticleListSkeleton,
  NEWS_LIST_HEIGHT,
  SectionPanel,
  sectionStatusOf,
  type LinkRenderer,
} from '@qyfw/ui';
import { specHref } from '../../routing/spec-paths';

const ROW_HEIGHT = NEWS_LIST_HEIGHT / HOME_PAGE_SIZES.knowledge;

interface PolicyKnowledgeSectionProps {
  home: UseQueryResult<HomeData>;
  renderLink: LinkRenderer;
}

/** 政策知识: the first 6 knowledge items (contract §1, §9), ranked. */
export function PolicyKnowledgeSection({ home, renderLink }: PolicyKnowledgeSectionProps) {
  const knowledge = home.data?.knowledge.slice(0, HOME_PAGE_SIZES.knowledge);
  const status = sectionStatusOf({
    data: knowledge,
    isError: home.isError,
    isEmpty: knowledge?.length === 0,
  });
  return (
    <SectionPanel
      title="政策知识"
      moreHref={specHref('/knowledgeList')}
      renderLink={renderLink}
      status={status}
      bodyHeight={NEWS_LIST_HEIGHT}
      skeleton={<ArticleListSkeleton rows={HOME_PAGE_SIZES.knowledge} rowHeight={ROW_HEIGHT} />}
      emptyText="暂无政策知识"
      errorText="政策知识加载失败，请稍后重试"
      onRetry={() => void home.refetch()}
    >
      {knowledge ? (
        <ArticleList
          items={knowledge.map((item) => ({
            id: item.id,
            title: item.title,
            href: specHref('/knowledgeDetail', { id: item.id }),
          }))}
          numbered
          rowHeight={ROW_HEIGHT}
          renderLink={renderLink}
        />
      ) : null}
    </SectionPanel>
  );
}
