// The filters of 获扶持名单: a keyword of the list's name and its level. 查询 writes them into the
// address (page 1 again); 重置 clears them; the form starts over from the address when it changes.
import { Button, Form, Input, Select } from 'antd';
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
  const initial: FilterValues = { keyword: search.keyword, level: search.level };
  return (
    <Form<FilterValues>
      key={JSON.stringify(initial)}
      layout="inline"
      initialValues={initial}
      onFinish={(values) =>
        onSearchChange({
          page: 1,
          keyword: values.keyword?.trim() || undefined,
          level: values.level ?? undefined,
        })
      }
    >
      <Form.Item label="名单名称" name="keyword">
        <Input placeholder="关键词" allowClear maxLength={64} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item label="级别" name="level">
        <Select
          aria-label="级别"
          placeholder="全部级别"
          allowClear
          options={LEVEL_OPTIONS}
          style={{ width: 130 }}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" autoInsertSpace={false}>
          查询
        </Button>
      </Form.Item>
      <Form.Item>
        <Button onClick={() => onSearchChange({ page: 1 })} autoInsertSpace={false}>
          重置
        </Button>
      </Form.Item>
    </Form>
  );
}
