// Loaded after the page (React.lazy): antd's selects, the industry tree with its cascader and the
// date range picker with dayjs — the heaviest parts of /policyData, kept out of its first script.
import { INDUSTRY_TREE } from '@qyfw/portal-sdk/industries';
import { useQuery } from '@tanstack/react-query';
import { Cascader, DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { policyFacetsQueryOptions } from '../api';
import type { PolicySearch } from '../search';
import styles from './policy-library.module.css';

interface IndustryOption {
  value: string;
  label: string;
  children?: IndustryOption[];
}

// The search filters by a section (门类) or a division (大类): the groups below are left out.
const INDUSTRY_OPTIONS: IndustryOption[] = INDUSTRY_TREE.map((section) => ({
  value: section.code,
  label: `${section.code} ${section.name}`,
  children: (section.children ?? []).map((division) => ({
    value: division.code,
    label: `${division.code} ${division.name}`,
  })),
}));

/** The cascader's value for a stored code: [section] or [section, division]. */
function industryValue(code: string | undefined): string[] | undefined {
  if (!code) return undefined;
  if (/^[A-T]$/.test(code)) return [code];
  const section = INDUSTRY_OPTIONS.find((option) =>
    option.children?.some((division) => division.value === code),
  );
  return section ? [section.value, code] : undefined;
}

const DAY = 'YYYY-MM-DD';

/** Facet options with the number of documents carrying each. */
const facetOptions = (list: { value: string; count: number }[] | undefined) =>
  list?.map((option) => ({ value: option.value, label: `${option.value}（${option.count}）` }));

export interface MoreFiltersProps {
  search: PolicySearch;
  onChange: (patch: Partial<PolicySearch>) => void;
}

/** 发文机关, 适用地区, 主题 (from the server's facets), 行业 and 发布日期. */
export default function MoreFilters({ search, onChange }: MoreFiltersProps) {
  const facets = useQuery(policyFacetsQueryOptions(search));
  const from = search.published_from ? dayjs(search.published_from) : null;
  const to = search.published_to ? dayjs(search.published_to) : null;
  return (
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
          options={facetOptions(facets.data?.issuing_units)}
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
          options={facetOptions(facets.data?.regions)}
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
          maxTagCount="responsive"
          placeholder="全部"
          loading={facets.isPending}
          value={search.theme ?? []}
          options={facetOptions(facets.data?.themes)}
          onChange={(value: string[]) => onChange({ theme: value.length > 0 ? value : undefined })}
        />
      </label>
      <label className={styles.selectField}>
        <span className={styles.selectLabel}>行业</span>
        <Cascader
          aria-label="行业"
          className={styles.select}
          options={INDUSTRY_OPTIONS}
          changeOnSelect
          showSearch
          placeholder="全部行业"
          value={industryValue(search.industry)}
          onChange={(value?: string[]) => onChange({ industry: value?.at(-1) })}
        />
      </label>
      <div className={styles.selectField}>
        <span className={styles.selectLabel} id="policy-published-label">
          发布日期
        </span>
        <DatePicker.RangePicker
          className={styles.range}
          aria-labelledby="policy-published-label"
          allowEmpty={[true, true]}
          placeholder={['起始日期', '结束日期']}
          value={[from, to]}
          onChange={(range) =>
            onChange({
              published_from: range?.[0]?.format(DAY),
              published_to: range?.[1]?.format(DAY),
            })
          }
        />
      </div>
    </div>
  );
}
