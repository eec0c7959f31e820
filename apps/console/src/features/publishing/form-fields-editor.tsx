// 申报表单: the fields an application of the call asks beyond its materials (项目名称, 申请金额 …),
// each with its type, whether it is required, a select's options, a number's unit and the
// enterprise-record figure it starts from. Keys are what a submitted form is filed under, so a
// saved field keeps its key; a new one gets the next free f<n>.
import { RECORD_FIELD_LABELS } from '@qyfw/portal-sdk/calls/enterprise';
import { Button, Checkbox, Form, Input, Select, Space } from 'antd';

export type FormFieldType = 'text' | 'textarea' | 'number' | 'date' | 'select';

export interface FormFieldValues {
  readonly key?: string;
  readonly label: string;
  readonly type: FormFieldType;
  readonly required: boolean;
  readonly options?: readonly string[];
  readonly unit?: string;
  readonly prefill?: string;
}

const TYPE_OPTIONS: { value: FormFieldType; label: string }[] = [
  { value: 'text', label: '单行文本' },
  { value: 'textarea', label: '多行文本' },
  { value: 'number', label: '数字' },
  { value: 'date', label: '日期' },
  { value: 'select', label: '单选' },
];

// A field may start from any single value of the enterprise record (contacts are a list).
const PREFILL_OPTIONS = Object.entries(RECORD_FIELD_LABELS)
  .filter(([field]) => field !== 'contacts')
  .map(([field, label]) => ({ value: field, label }));

/** Keys for every field: kept where saved, the next free f<n> for new ones. */
export function formFieldKeys(fields: readonly FormFieldValues[]): string[] {
  const used = new Set(fields.map((field) => field.key).filter(Boolean));
  let n = 0;
  return fields.map((field) => {
    if (field.key) return field.key;
    do n += 1;
    while (used.has(`f${n}`));
    used.add(`f${n}`);
    return `f${n}`;
  });
}

/** The fields as admin_call_save takes them. */
export function formFieldsBody(fields: readonly FormFieldValues[]) {
  const keys = formFieldKeys(fields);
  return fields.map((field, index) => ({
    key: keys[index]!,
    label: field.label.trim(),
    type: field.type,
    required: field.required,
    ...(field.type === 'select'
      ? { options: (field.options ?? []).map((option) => option.trim()).filter(Boolean) }
      : {}),
    ...(field.type === 'number' && field.unit?.trim() ? { unit: field.unit.trim() } : {}),
    ...(field.prefill ? { prefill: field.prefill } : {}),
  }));
}

function FieldRow({
  name,
  index,
  onRemove,
}: {
  name: number;
  index: number;
  onRemove: () => void;
}) {
  const type = Form.useWatch<FormFieldType | undefined>(
    ['form_fields', name, 'type'],
    Form.useFormInstance(),
  );
  const n = index + 1;
  return (
    <Space wrap align="start" role="group" aria-label={`表单字段 ${n}`}>
      {/* The saved key goes back with the field: a submitted form is filed under it. */}
      <Form.Item name={[name, 'key']} hidden>
        <Input />
      </Form.Item>
      <Form.Item
        name={[name, 'label']}
        rules={[{ required: true, whitespace: true, message: '请填写字段名称' }]}
      >
        <Input aria-label={`表单字段 ${n} 名称`} maxLength={100} placeholder="字段名称" />
      </Form.Item>
      <Form.Item name={[name, 'type']}>
        <Select aria-label={`表单字段 ${n} 类型`} options={TYPE_OPTIONS} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name={[name, 'required']} valuePropName="checked">
        <Checkbox>必填</Checkbox>
      </Form.Item>
      {type === 'select' ? (
        <Form.Item
          name={[name, 'options']}
          rules={[{ required: true, type: 'array', min: 2, message: '单选至少两个选项' }]}
        >
          <Select
            mode="tags"
            aria-label={`表单字段 ${n} 选项`}
            placeholder="输入选项后回车"
            open={false}
            style={{ minWidth: 240 }}
          />
        </Form.Item>
      ) : null}
      {type === 'number' ? (
        <Form.Item name={[name, 'unit']}>
          <Input aria-label={`表单字段 ${n} 单位`} maxLength={8} placeholder="单位，如 万元" />
        </Form.Item>
      ) : null}
      <Form.Item name={[name, 'prefill']}>
        <Select
          aria-label={`表单字段 ${n} 预填`}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="从企业档案预填（选填）"
          options={PREFILL_OPTIONS}
          style={{ width: 220 }}
        />
      </Form.Item>
      <Button danger onClick={onRemove}>
        删除字段 {n}
      </Button>
    </Space>
  );
}

export function FormFieldsEditor() {
  return (
    <Form.List name="form_fields">
      {(items, { add, remove }) => (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {items.map((item, index) => (
            <FieldRow
              key={item.key}
              name={item.name}
              index={index}
              onRemove={() => remove(item.name)}
            />
          ))}
          <Button onClick={() => add({ label: '', type: 'text', required: true })}>
            添加表单字段
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
