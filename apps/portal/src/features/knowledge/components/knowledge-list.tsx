import {
  KNOWLEDGE_KIND_LABELS,
  POLICY_KEYWORD_MAX_CHARS,
  type KnowledgeKind,
  type KnowledgeListItem,
} from '@qyfw/portal-sdk/calls/policy-library';
import { formatDate, Highlight, ListFrame, sectionStatusOf } from '@qyfw/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, Input } from 'antd';
import { useEffect, useState } from 'react';
import { KNOWLEDGE_PAGE_SIZE, knowledgePageQueryOptions } from '../api';
import type { KnowledgeListSearch } from '../search';
import styles from './knowledge.module.css';

const ALL = 'all';
type Tab = KnowledgeKind | typeof ALL;
const TAB_ITEMS: { key: Tab; label: string }[] = [
  { key: ALL, label: '全部' },
  { key: 'interpretation', label: KNOWLEDGE_KIND_LABELS.interpretation },
  { key: 'qa', label: `政策${KNOWLEDGE_KIND_LABELS.qa}` },
];

export interface KnowledgeListProps {
  search: KnowledgeListSearch;
  /** A new search: the page goes back to 1 unless the change is the page itself. */
  onSearchChange: (patch: Partial<KnowledgeListSearch>) => void;
}

function KnowledgeCard({ item, keyword }: { item: KnowledgeListItem; keyword?: string }) {
  const words = item.highlight.length > 0 ? item.highlight.join(' ') : keyword;
  return (
    <article className={styles.item} aria-labelledby={`knowledge-${item.id}`}>
      <h2 id={`knowledge-${item.id}`} className={styles.itemTitle}>
        <span className={styles.kind}>{item.kind_label}</span>
        <Link to="/knowledgeDetail" search={{ id: item.id }} className={styles.itemLink}>
          <Highlight text={item.title} keyword={words} />
        </Link>
      </h2>
      {item.snippet ? (
        <p className={styles.snippet}>
          <Highlight text={item.snippet} keyword={words} />
        </p>
      ) : null}
      <p className={styles.date}>发布日期：{formatDate(item.createtime)}</p>
    </article>
  );
}

/** 政策知识: a keyword box, the kind tabs (全部 / 政策解读 / 政策问答), the items and a pager. */
export function KnowledgeList({ search, onSearchChange }: KnowledgeListProps) {
  const query = useQuery({
    ...knowledgePageQueryOptions(search),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  useEffect(() => setKeyword(search.keyword ?? ''), [search.keyword]);

  return (
    <ListFrame
      label="政策知识"
      tabs={{
        items: TAB_ITEMS,
        activeKey: search.kind ?? ALL,
        onChange: (key) => onSearchChange({ kind: key === ALL ? undefined : key }),
        label: '知识类型',
      }}
      filters={
        <form
          role="search"
          aria-label="政策知识检索"
          className={styles.searchForm}
          onSubmit={(event) => {
            event.preventDefault();
            onSearchChange({ keyword: keyword.trim() || undefined });
          }}
        >
          <Input
            type="search"
            aria-label="关键词"
            allowClear
            maxLength={POLICY_KEYWORD_MAX_CHARS}
            placeholder="输入关键词，如 研发费用加计扣除"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
          />
          <Button type="primary" htmlType="submit">
            搜索
          </Button>
        </form>
      }
      status={sectionStatusOf({ data, isError: query.isError, isEmpty: data?.list.length === 0 })}
      items={data?.list}
      rowKey={(item) => item.id}
      view={{
        kind: 'cards',
        minCardWidth: 640,
        cardHeight: 96,
        renderCard: (item) => <KnowledgeCard item={item} keyword={search.keyword} />,
      }}
      total={data?.total}
      page={search.page}
      pageSize={KNOWLEDGE_PAGE_SIZE}
      onPageChange={(page) => onSearchChange({ page })}
      fetching={query.isPlaceholderData}
      emptyText={search.keyword ? `没有找到与“${search.keyword}”相关的政策知识` : '暂无政策知识'}
      emptyAction={
        search.keyword ? (
          <Button onClick={() => onSearchChange({ keyword: undefined })}>清除关键词</Button>
        ) : undefined
      }
      errorText="政策知识加载失败，请稍后重试"
      onRetry={() => void query.refetch()}
    />
  );
}
