// The filters of 审计日志: keyword, actor, record type and number, a date range (Beijing days, both
// included), sent with 查询 into the address (FilterForm), so a search can be shared and reloaded.
// The range is one picker (起止日期) over the address's two keys, from and to; either may be open.
import { AUDIT_ENTITY_LABELS } from '@qyfw/portal-sdk/calls/audit-admin';
import type { AuditEntityType } from '@qyfw/portal-sdk/calls/audit-admin';
import { Form, Input, InputNumber } from 'antd';
import { DateRangeField } from '../../components/date-field';
import type { DayRange } from '../../components/date-field';
import { FilterForm, FilterSelect } from '../../components/filter-form';
import { optionsOf } from '../../components/list-filters';
import type { AuditLogSearch } from './audit-log-search';

const ENTITY_OPTIONS = optionsOf(AUDIT_ENTITY_LABELS);

interface FilterValues {
  keyword?: string;
  actor_id?: number | null;
  entity_type?: AuditEntityType;
  entity_id?: number | null;
  /** From and to, as the address's `from` and `to`. */
  dates?: DayRange;
}

export interface AuditLogFiltersProps {
  readonly search: AuditLogSearch;
  readonly onSearchChange: (next: AuditLogSearch) => void;
}

const blankToUndefined = <T,>(value: T | null | undefined | ''): T | undefined =>
  value === null || value === '' ? undefined : value;

export function AuditLogFilters({ search, onSearchChange }: AuditLogFiltersProps) {
  return (
    <FilterForm<FilterValues>
      values={{
        keyword: search.keyword,
        actor_id: search.actor_id,
        entity_type: search.entity_type,
        entity_id: search.entity_id,
        dates: [search.from, search.to],
      }}
      onSearch={(values) =>
        onSearchChange({
          page: 1,
          keyword: blankToUndefined(values.keyword?.trim()),
          actor_id: blankToUndefined(values.actor_id),
          entity_type: values.entity_type,
          entity_id: blankToUndefined(values.entity_id),
          from: blankToUndefined(values.dates?.[0]),
          to: blankToUndefined(values.dates?.[1]),
        })
      }
      onReset={() => onSearchChange({ page: 1 })}
    >
      <Form.Item label="关键词" name="keyword">
        <Input placeholder="操作人、操作或记录" allowClear maxLength={64} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label="操作人编号" name="actor_id">
        <InputNumber min={1} precision={0} placeholder="全部" style={{ width: 110 }} />
      </Form.Item>
      <FilterSelect
        name="entity_type"
        label="记录类型"
        placeholder="全部类型"
        options={ENTITY_OPTIONS}
        width={150}
      />
      <Form.Item label="记录编号" name="entity_id">
        <InputNumber min={1} precision={0} placeholder="全部" style={{ width: 110 }} />
      </Form.Item>
      <Form.Item
        label="起止日期"
        name="dates"
        rules={[
          {
            // The picker puts a typed range in order; an address written by hand may not be.
            validator: async (_, dates?: DayRange) => {
              const [from, to] = dates ?? [];
              if (from && to && from > to) throw new Error('开始日期不能晚于结束日期');
            },
          },
        ]}
      >
        <DateRangeField style={{ width: 260 }} />
      </Form.Item>
    </FilterForm>
  );
}
