import { FilterRow, Skeleton } from '@qyfw/ui';
import { lazy, Suspense } from 'react';
import { ALL, LEVEL_OPTIONS, MODE_OPTIONS, VALIDITY_OPTIONS, WINDOW_OPTIONS } from '../labels';
import type { PolicySearch } from '../search';

// The selects (issuing unit, region, themes), the industry cascader (97 divisions) and the date
// range picker (dayjs, the calendar panels) are antd's heaviest parts: they load after the page,
// not with its first script, which keeps /pc/policyData's initial JS within its 250 kB budget.
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
      <Suspense fallback={<Skeleton height={32} width="60%" />}>
        <MoreFilters search={search} onChange={onChange} />
      </Suspense>
    </>
  );
}
