import { POLICY_KEYWORD_MAX_CHARS, POLICY_SORTS } from '@qyfw/portal-sdk/calls/policy-library';
import { FilterRow, ListFrame, sectionStatusOf } from '@qyfw/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { POLICY_PAGE_SIZE, policySearchQueryOptions } from '../api';
import { chinaToday, SORT_OPTIONS } from '../labels';
import { FILTER_KEYS, hasFilters, type PolicySearch } from '../search';
import { ExportButton } from './export-button';
import { PolicyFilters } from './policy-filters';
import { PolicyResultCard } from './policy-result-card';
import styles from './policy-library.module.css';

export interface PolicyLibraryProps {
  search: PolicySearch;
  /** A new search: the page goes back to 1 unless the change is the page itself. */
  onSearchChange: (patch: Partial<PolicySearch>) => void;
}

/** Every filter off (keyword and sort stay): what 清除筛选 sends. */
const NO_FILTERS = Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])) as Partial<
  Record<(typeof FILTER_KEYS)[number], undefined>
>;

/**
 * 政策库: the keyword box, the filters, the order, the count and export, and the results as
 * cards with the searched words marked; the previous page stays (dimmed) while the next loads.
 */
export function PolicyLibrary({ search, onSearchChange }: PolicyLibraryProps) {
  const query = useQuery({
    ...policySearchQueryOptions(search),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const today = chinaToday();
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  // The header's search (or the back button) changes the keyword in the address: the box follows.
  useEffect(() => setKeyword(search.keyword ?? ''), [search.keyword]);
  // Without a keyword, relevance has nothing to rank by: the server orders by newest.
  const sort = search.sort ?? (search.keyword ? 'relevance' : 'newest');

  return (
    <ListFrame
      label="政策检索结果"
      filters={
        <>
          <form
            role="search"
            aria-label="政策检索"
            className={styles.searchForm}
            onSubmit={(event) => {
              event.preventDefault();
              onSearchChange({ keyword: keyword.trim() || undefined });
            }}
          >
            {/* Plain controls: antd's input would double the page's first script (budget). */}
            <input
              type="search"
              aria-label="关键词"
              className={styles.keyword}
              maxLength={POLICY_KEYWORD_MAX_CHARS}
              placeholder="输入政策名称、文号、发文机关或正文中的词，如 高新技术"
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
            />
            <button type="submit" className={styles.primaryButton}>
              搜索
            </button>
          </form>
          <PolicyFilters search={search} onChange={onSearchChange} />
        </>
      }
      status={sectionStatusOf({ data, isError: query.isError, isEmpty: data?.list.length === 0 })}
      items={data?.list}
      rowKey={(item) => item.id}
      view={{
        kind: 'cards',
        minCardWidth: 640,
        cardHeight: 132,
        renderCard: (item) => (
          <PolicyResultCard result={item} keyword={search.keyword} today={today} />
        ),
      }}
      total={data?.total}
      page={search.page ?? 1}
      pageSize={POLICY_PAGE_SIZE}
      onPageChange={(page) => onSearchChange({ page })}
      fetching={query.isPlaceholderData}
      emptyText={
        search.keyword ? `没有找到与“${search.keyword}”相关的政策` : '没有符合筛选条件的政策'
      }
      emptyAction={
        data?.suggestions?.length || hasFilters(search) ? (
          <div className={styles.emptyActions}>
            {data?.suggestions?.length ? (
              <nav aria-label="您是不是要找" className={styles.suggestions}>
                <span>您是不是要找：</span>
                <ul>
                  {data.suggestions.map((suggestion) => (
                    <li key={suggestion.id}>
                      <Link to="/policyDetailData" search={{ id: suggestion.id }}>
                        {suggestion.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            {hasFilters(search) ? (
              <button
                type="button"
                className={styles.button}
                onClick={() => onSearchChange(NO_FILTERS)}
              >
                清除筛选
              </button>
            ) : null}
          </div>
        ) : undefined
      }
      errorText="政策检索失败，请稍后重试"
      onRetry={() => void query.refetch()}
      actions={
        <>
          {data?.total_capped ? (
            <span className={styles.capped}>匹配超过 {data.total} 条，请添加筛选条件缩小范围</span>
          ) : null}
          <FilterRow
            label="排序"
            options={SORT_OPTIONS}
            value={POLICY_SORTS.includes(sort) ? sort : 'relevance'}
            onChange={(value) => onSearchChange({ sort: value })}
          />
          <ExportButton search={search} total={data?.total} />
        </>
      }
    />
  );
}
