// The filters of a console list that are set together and sent with 查询 (a date range, numbers,
// a keyword that would otherwise search on every key): an inline form whose 查询 hands the values
// to the screen, which writes them into the address with page 1; 重置 clears them. The form
// starts over from the address each time the address changes (back, a row's 只看, 重置), so what
// it shows is always what the list is filtered by.
import { Button, Form, Select } from 'antd';
import type { ReactNode } from 'react';

export interface FilterFormProps<V extends object> {
  /** The fields' values as the address holds them. */
  readonly values: V;
  /** 查询: the fields' values, checked by their rules. */
  readonly onSearch: (values: V) => void;
  /** 重置: the list with no filter, page 1. */
  readonly onReset: () => void;
  /** The Form.Items, each named after its search key. */
  readonly children: ReactNode;
}

export function FilterForm<V extends object>({
  values,
  onSearch,
  onReset,
  children,
}: FilterFormProps<V>) {
  return (
    <Form<V>
      key={JSON.stringify(values)}
      layout="inline"
      initialValues={values}
      onFinish={onSearch}
    >
      {children}
      <Form.Item>
        {/* The names are the visible words, so no space inside them (WCAG 2.5.3). */}
        <Button type="primary" htmlType="submit" autoInsertSpace={false}>
          查询
        </Button>
      </Form.Item>
      <Form.Item>
        <Button onClick={onReset} autoInsertSpace={false}>
          重置
        </Button>
      </Form.Item>
    </Form>
  );
}

export interface FilterSelectProps {
  /** The search key the choice fills. */
  readonly name: string;
  /** The field's label and the select's accessible name (级别). */
  readonly label: string;
  /** What the empty select says; 全部 + the label unless given. */
  readonly placeholder?: string;
  readonly options: readonly { readonly value: string | number; readonly label: string }[];
  readonly width: number;
}

/** A choice among the form's fields; cleared means every value. */
export function FilterSelect({ name, label, placeholder, options, width }: FilterSelectProps) {
  return (
    <Form.Item label={label} name={name}>
      <Select
        aria-label={label}
        placeholder={placeholder ?? `全部${label}`}
        allowClear
        options={options.map((option) => ({ ...option }))}
        style={{ width }}
      />
    </Form.Item>
  );
}
