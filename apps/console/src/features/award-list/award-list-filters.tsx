// The filters of 获扶持名单: a keyword of the list's name and its level, sent with 查询 into the
// address (FilterForm).
import { Form, Input } from 'antd';
import { FilterForm, FilterSelect } from '../../components/filter-form';
import type { AwardListsSearch } from './award-lists-search';
import { LEVEL_OPTIONS } from './labels';

interface FilterValues {
  keyword?: string;
  level?: AwardListsSearch['level'];
}

export interface AwardListFiltersProps {
  readonly search: AwardListsSearch;
  readonly onSearchChange: (next: AwardListsSearch) => void;
}

export function AwardListFilters({ search, onSearchChange }: AwardListFiltersProps) {
  return (
    <FilterForm<FilterValues>
      values={{ keyword: search.keyword, level: search.level }}
      onSearch={(values) =>
        onSearchChange({
          page: 1,
          keyword: values.keyword?.trim() || undefined,
          level: values.level ?? undefined,
        })
      }
      onReset={() => onSearchChange({ page: 1 })}
    >
      <Form.Item label="名单名称" name="keyword">
        <Input placeholder="关键词" allowClear maxLength={64} style={{ width: 220 }} />
      </Form.Item>
      <FilterSelect name="level" label="级别" options={LEVEL_OPTIONS} width={130} />
    </FilterForm>
  );
}
