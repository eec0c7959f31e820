import { formValueProblem } from '@qyfw/portal-sdk/calls/application';
import type { ApplicationField } from '@qyfw/portal-sdk/calls/application';
import { DatePicker, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import styles from './application.module.css';

/** The control of one form field by its type (antd Form.Item passes value/onChange/id). */
export function FormFieldInput({
  field,
  disabled,
  ...control
}: {
  readonly field: ApplicationField;
  readonly disabled: boolean;
}) {
  switch (field.type) {
    case 'textarea':
      return (
        <Input.TextArea {...control} disabled={disabled} rows={4} maxLength={5000} showCount />
      );
    case 'number':
      return (
        <InputNumber
          {...control}
          disabled={disabled}
          suffix={field.unit ?? undefined}
          className={styles.number}
        />
      );
    case 'date':
      return <DatePicker {...control} disabled={disabled} placeholder="选择日期" />;
    case 'select':
      return (
        <Select
          {...control}
          disabled={disabled}
          placeholder="请选择"
          options={field.options.map((option) => ({ value: option, label: option }))}
        />
      );
    default:
      return <Input {...control} disabled={disabled} maxLength={5000} />;
  }
}

/** A date field holds YYYY-MM-DD in the form; the picker works with dayjs. */
export const dateValueProps = {
  getValueProps: (value: unknown) => ({
    value: typeof value === 'string' && value !== '' ? dayjs(value) : null,
  }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null),
};

/**
 * A field's answer checked by the SDK's rule the server applies at save and submit: numbers
 * bounded by their unit (万元 ≥ 0 with two decimals, 人 whole), dates from 1949-01-01 — the same
 * message, naming the field.
 */
export function answerRule(field: ApplicationField) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const problem = formValueProblem(field, value === undefined ? null : value);
      if (problem) throw new Error(problem);
    },
  };
}
