// The filters of 审计日志: keyword, actor, record type and number, a date range (Beijing days, both
// included). 查询 writes them into the address (page 1 again), so a search can be shared and
// reloaded; 重置 clears them. The form starts from the address each time the address changes.
import { AUDIT_ENTITY_LABELS } from '@qyfw/portal-sdk/calls/audit-admin';
import type { AuditEntityType } from '@qyfw/portal-sdk/calls/audit-admin';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import type { AuditLogSearch } from './audit-log-search';

const ENTITY_OPTIONS = (Object.entries(AUDIT_ENTITY_LABELS) as [AuditEntityType, string][]).map(
  ([value, label]) => ({ value, label }),
);

interface FilterValues {
  keyword?: string;
  actor_id?: number | null;
  entity_type?: AuditEntityType;
  entity_id?: number | null;
  from?: string;
  to?: string;
}

export interface AuditLogFiltersProps {
  readonly search: AuditLogSearch;
  readonly onSearchChange: (next: AuditLogSearch) => void;
}

const blankToUndefined = <T,>(value: T | null | undefined | ''): T | undefined =>
  value === null || value === '' ? undefined : value;

export function AuditLogFilters({ search, onSearchChange }: AuditLogFiltersProps) {
  const [form] = Form.useForm<FilterValues>();
  const initial: FilterValues = {
    keyword: search.keyword,
    actor_id: search.actor_id,
    entity_type: search.entity_type,
    entity_id: search.entity_id,
    from: search.from,
    to: search.to,
  };
  return (
    <Form<FilterValues>
      form={form}
      // A new address (back, a row's 只看) starts the form over from it.
      key={JSON.stringify(initial)}
      layout="inline"
      initialValues={initial}
      onFinish={(values) =>
        onSearchChange({
          page: 1,
          keyword: blankToUndefined(values.keyword?.trim()),
          actor_id: blankToUndefined(values.actor_id),
          entity_type: values.entity_type,
          entity_id: blankToUndefined(values.entity_id),
          from: blankToUndefined(values.from),
          to: blankToUndefined(values.to),
        })
      }
    >
      <Form.Item label="关键词" name="keyword">
        <Input placeholder="操作人、操作或记录" allowClear maxLength={64} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label="操作人编号" name="actor_id">
        <InputNumber min={1} precision={0} placeholder="全部" style={{ width: 110 }} />
      </Form.Item>
      <Form.Item label="记录类型" name="entity_type">
        <Select
          aria-label="记录类型"
          placeholder="全部类型"
          allowClear
          options={ENTITY_OPTIONS}
          style={{ width: 150 }}
        />
      </Form.Item>
      <Form.Item label="记录编号" name="entity_id">
        <InputNumber min={1} precision={0} placeholder="全部" style={{ width: 110 }} />
      </Form.Item>
      <Form.Item label="开始日期" name="from">
        <Input type="date" style={{ width: 150 }} />
      </Form.Item>
      <Form.Item
        label="结束日期"
        name="to"
        dependencies={['from']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, to?: string) => {
              const from = getFieldValue('from') as string | undefined;
              return from && to && from > to
                ? Promise.reject(new Error('开始日期不能晚于结束日期'))
                : Promise.resolve();
            },
          }),
        ]}
      >
        <Input type="date" style={{ width: 150 }} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form.Item>
      <Form.Item>
        <Button onClick={() => onSearchChange({ page: 1 })}>重置</Button>
      </Form.Item>
    </Form>
  );
}
