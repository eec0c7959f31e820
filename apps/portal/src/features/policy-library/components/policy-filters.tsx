import { FilterRow } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { Select, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { policyFacetsQueryOptions } from '../api';
import { ALL, LEVEL_OPTIONS, MODE_OPTIONS, VALIDITY_OPTIONS, WINDOW_OPTIONS } from '../labels';
import type { PolicySearch } from '../search';
import styles from './policy-library.module.css';

// The industry cascader (97 divisions) and the date range picker (dayjs, the calendar panels)
// are the heaviest parts of the page: they load after it, not with its first script.
const MoreFilters = lazy(() => import('./more-filters'));

export interface PolicyFiltersProps {
  search: PolicySearch;
  onChange: (patch: Partial<PolicySearch>) => void;
}

/** A FilterRow's value: 全部 when the filter is off. */
const chosen = <V,>(value: V | undefined) => value ?? ALL;
const unlessAll = <V,>(value: V | typeof ALL): V | undefined =>
  value === ALL ? undefined : (value as V);

/**
 * The library's filters: one click per choice for the short lists (level, validity, window
 * state, delivery mode), searchable selects for the long ones the server counts (issuing unit,
 * region, themes), then industry and published dates.
 */
export function PolicyFilters({ search, onChange }: PolicyFiltersProps) {
  const facets = useQuery(policyFacetsQueryOptions());
  const options = (list: { value: string; count: number }[] | undefined) =>
    list?.map((option) => ({ value: option.value, label: `${option.value}（${option.count}）` }));

  return (
    <>
      <FilterRow
        label="政策级别"
        options={LEVEL_OPTIONS}
        value={chosen(search.level?.[0])}
        onChange={(value) => {
          const level = unlessAll(value);
          onChange({ level: level === undefined ? undefined : [level as 18 | 19 | 20 | 21] });
        }}
      />
      <FilterRow
        label="有效性"
        options={VALIDITY_OPTIONS}
        value={chosen(search.validity)}
        onChange={(value) => onChange({ validity: unlessAll(value) })}
      />
      <FilterRow
        label="申报状态"
        options={WINDOW_OPTIONS}
        value={chosen(search.window)}
        onChange={(value) => onChange({ window: unlessAll(value) })}
      />
      <FilterRow
        label="兑现方式"
        options={MODE_OPTIONS}
        value={chosen(search.mode)}
        onChange={(value) => onChange({ mode: unlessAll(value) })}
      />
      <div className={styles.selects}>
        <label className={styles.selectField}>
          <span className={styles.selectLabel}>发文机关</span>
          <Select
            aria-label="发文机关"
            className={styles.select}
            showSearch
            allowClear
            placeholder="全部"
            loading={facets.isPending}
            value={search.issuing_unit}
            options={options(facets.data?.issuing_units)}
            onChange={(value?: string) => onChange({ issuing_unit: value })}
          />
        </label>
        <label className={styles.selectField}>
          <span className={styles.selectLabel}>适用地区</span>
          <Select
            aria-label="适用地区"
            className={styles.select}
            showSearch
            allowClear
            placeholder="全部"
            loading={facets.isPending}
            value={search.region}
            options={options(facets.data?.regions)}
            onChange={(value?: string) => onChange({ region: value })}
          />
        </label>
        <label className={styles.selectField}>
          <span className={styles.selectLabel}>主题</span>
          <Select
            aria-label="主题"
            className={styles.select}
            mode="multiple"
            allowClear
            maxCount={10}
            placeholder="全部"
            loading={facets.isPending}
            value={search.theme ?? []}
            options={options(facets.data?.themes)}
            onChange={(value: string[]) =>
              onChange({ theme: value.length > 0 ? value : undefined })
            }
          />
        </label>
        <Suspense fallback={<Skeleton.Input active className={styles.select} />}>
          <MoreFilters search={search} onChange={onChange} />
        </Suspense>
      </div>
    </>
  );
}
