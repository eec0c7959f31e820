import { useState } from 'react';
import {
  ArticleList,
  ArticleListSkeleton,
  SectionPanel,
  sectionStatusOf,
  type LinkRenderer,
} from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { specHref } from '../../routing/spec-paths';
import { bulletinTabQueryOptions } from './api';
import { bulletinTabs, type BulletinTabKey } from './bulletin-tabs';

/** Ten items in two columns of five. */
const COLUMNS = 2;
const ROWS = 5;
const ROW_HEIGHT = 44;

interface PolicyNewsSectionProps {
  id?: string;
  renderLink: LinkRenderer;
}

/** 政策资讯: what can be applied for now, what is being publicised, and other news; 10 each. */
export function PolicyNewsSection({ id, renderLink }: PolicyNewsSectionProps) {
  const [tabKey, setTabKey] = useState<BulletinTabKey>(bulletinTabs[0]!.key);
  const query = useQuery(bulletinTabQueryOptions(tabKey));
  const items = query.data?.list;
  const status = sectionStatusOf({
    data: items,
    isError: query.isError,
    isEmpty: items?.length === 0,
  });

  // `?status=` of /policyList and /policyDetail is the tab's index (contract §2).
  const tabIndex = bulletinTabs.findIndex((tab) => tab.key === tabKey);

  return (
    <SectionPanel
      id={id}
      title="政策资讯"
      subtitle="申报通知与公示公告"
      moreHref={specHref('/policyList', { status: tabIndex })}
      renderLink={renderLink}
      tabs={{
        label: '资讯类型',
        items: bulletinTabs.map((tab) => ({ key: tab.key, label: tab.label })),
        activeKey: tabKey,
        onChange: setTabKey,
      }}
      status={status}
      bodyHeight={ROWS * ROW_HEIGHT}
      skeleton={<ArticleListSkeleton rows={ROWS} columns={COLUMNS} rowHeight={ROW_HEIGHT} />}
      emptyText="暂无相关资讯"
      errorText="政策资讯加载失败，请稍后重试"
      onRetry={() => void query.refetch()}
    >
      {items ? (
        <ArticleList
          items={items.map((item) => ({
            id: item.id,
            title: item.title,
            // The tab says which list the id belongs to (announcements and information items
            // number their rows apart): /policyDetail reads it from ?status=, as /policyList does.
            href: specHref('/policyDetail', { id: item.id, status: tabIndex }),
          }))}
          columns={COLUMNS}
          rows={ROWS}
          rowHeight={ROW_HEIGHT}
          renderLink={renderLink}
        />
      ) : null}
    </SectionPanel>
  );
}
