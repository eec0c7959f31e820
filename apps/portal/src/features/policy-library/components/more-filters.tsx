// Loaded after the page (React.lazy): the industry tree and the date range picker with dayjs.
import { INDUSTRY_TREE } from '@qyfw/portal-sdk/industries';
import { Cascader, DatePicker } from 'antd';
import dayjs from 'dayjs';
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

export interface MoreFiltersProps {
  search: PolicySearch;
  onChange: (patch: Partial<PolicySearch>) => void;
}

export default function MoreFilters({ search, onChange }: MoreFiltersProps) {
  const from = search.published_from ? dayjs(search.published_from) : null;
  const to = search.published_to ? dayjs(search.published_to) : null;
  return (
    <>
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
    </>
  );
}
