// A condition row's value, typed by its field and operator: a number with its unit (two for 介于),
// years for a date, one option or several (属于, 包含, 不包含) from the field's list, nothing for
// a yes/no field. Every control is labelled with the row it belongs to.
import { InputNumber, Select, Space, Typography } from 'antd';
import type { ConditionOperator } from '@qyfw/portal-sdk/conditions';
import type { EditorField } from './condition-fields';
import { takesList } from './condition-fields';
import type { RowValue } from './condition-tree';

export interface ConditionValueInputProps {
  readonly field: EditorField;
  readonly op: ConditionOperator;
  readonly value: RowValue | undefined;
  /** 条件 c1 的取值: what a screen reader hears for the control. */
  readonly label: string;
  readonly onChange: (value: RowValue | undefined) => void;
}

const asNumber = (value: number | string | null): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function ConditionValueInput({
  field,
  op,
  value,
  label,
  onChange,
}: ConditionValueInputProps) {
  if (op === 'is_true') return <Typography.Text>是</Typography.Text>;

  if (op === 'between') {
    const [lo, hi] = (Array.isArray(value) ? value : [null, null]) as unknown as readonly [
      number | null,
      number | null,
    ];
    return (
      <Space.Compact>
        <InputNumber
          aria-label={`${label}下限`}
          value={lo}
          onChange={(next) => onChange([asNumber(next), hi])}
          style={{ width: 120 }}
        />
        <InputNumber
          aria-label={`${label}上限`}
          value={hi}
          suffix={field.unit}
          onChange={(next) => onChange([lo, asNumber(next)])}
          style={{ width: 140 }}
        />
      </Space.Compact>
    );
  }

  if (field.kind === 'number' || field.kind === 'date') {
    return (
      <InputNumber
        aria-label={label}
        value={typeof value === 'number' ? value : null}
        // Years since a date and counts are never negative; a threshold of 营业收入 is not either.
        min={0}
        suffix={field.unit}
        onChange={(next) => onChange(asNumber(next))}
        style={{ width: 180 }}
      />
    );
  }

  const list = takesList(op);
  return (
    <Select
      aria-label={label}
      mode={list ? (field.openOptions ? 'tags' : 'multiple') : undefined}
      showSearch={{ optionFilterProp: 'label' }}
      virtual={false}
      getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
      allowClear
      placeholder={list ? '选择一项或多项' : '请选择'}
      style={{ minWidth: 220 }}
      value={
        list
          ? ((Array.isArray(value) ? value : []) as string[])
          : typeof value === 'string'
            ? value
            : undefined
      }
      options={(field.options ?? []).map((option) =>
        'options' in option
          ? { label: option.label, title: option.label, options: [...option.options] }
          : option,
      )}
      onChange={(next: string | string[] | undefined) =>
        onChange(Array.isArray(next) ? next : next === undefined || next === '' ? undefined : next)
      }
    />
  );
}
