// A day as the console's forms hold it — the 'YYYY-MM-DD' string the calls send and take — picked
// in antd's DatePicker, not a native date input: that one is drawn in the browser's own locale (a
// Chinese operator's Chromium under an English system shows mm/dd/yyyy) and unlike the rest of
// the console. Chinese comes from PortalThemeProvider (antd's zh_CN and dayjs's zh-cn).
import { DatePicker } from 'antd';
import type { DatePickerProps } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { CSSProperties } from 'react';

const DAY = 'YYYY-MM-DD';

/** A saved day as the picker's value; empty ('' as a form starts, null as a call sends): none. */
const toPicked = (day: string | null | undefined): Dayjs | null => (day ? dayjs(day) : null);

/** The picked day as the form's value; cleared: undefined. */
const toDay = (picked: Dayjs | null | undefined): string | undefined =>
  picked ? picked.format(DAY) : undefined;

/** Days outside [min, max] (either may be open) cannot be picked nor typed. */
const outside =
  (min: string | undefined, max: string | undefined) =>
  (picked: Dayjs): boolean => {
    const day = picked.format(DAY);
    return (min !== undefined && day < min) || (max !== undefined && day > max);
  };

/** Where the panel opens with no day picked: this month, or the nearest limit's if it is outside. */
const opening = (min: string | undefined, max: string | undefined): Dayjs | undefined => {
  const today = dayjs().format(DAY);
  if (min !== undefined && today < min) return dayjs(min);
  if (max !== undefined && today > max) return dayjs(max);
  return undefined;
};

// What Form.Item and a screen may still hand the picker (id, aria-*, disabled, status …); the
// value, its format and the limits are this control's own.
type PassedProps = Omit<
  DatePickerProps<Dayjs, false>,
  | 'multiple'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'format'
  | 'disabledDate'
  | 'minDate'
  | 'maxDate'
  | 'defaultPickerValue'
>;

export interface DateFieldProps extends PassedProps {
  /** 'YYYY-MM-DD'; empty (undefined, null, ''): no day. */
  readonly value?: string | null;
  /** The picked day as 'YYYY-MM-DD'; cleared: undefined. */
  readonly onChange?: (day: string | undefined) => void;
  /** The first day that may be picked ('YYYY-MM-DD'). */
  readonly min?: string;
  /** The last day that may be picked ('YYYY-MM-DD'). */
  readonly max?: string;
  readonly style?: CSSProperties;
}

export function DateField({
  value,
  onChange,
  min,
  max,
  style,
  placeholder = '选择日期',
  ...passed
}: DateFieldProps) {
  return (
    <DatePicker
      allowClear
      {...passed}
      placeholder={placeholder}
      style={{ width: '100%', ...style }}
      format={DAY}
      value={toPicked(value)}
      onChange={(picked) => onChange?.(toDay(picked))}
      disabledDate={min === undefined && max === undefined ? undefined : outside(min, max)}
      defaultPickerValue={opening(min, max)}
    />
  );
}

/** A range's two days, each 'YYYY-MM-DD' or empty; either end may be open. */
export type DayRange = readonly [from: string | undefined, to: string | undefined];

// antd names no type for the range picker's props.
type PassedRangeProps = Omit<
  Parameters<typeof DatePicker.RangePicker>[0],
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'format'
  | 'disabledDate'
  | 'minDate'
  | 'maxDate'
  | 'allowEmpty'
  | 'ref'
>;

export interface DateRangeFieldProps extends PassedRangeProps {
  /** From and to, 'YYYY-MM-DD' each; empty ends (undefined, null, ''): open. */
  readonly value?: readonly [string | null | undefined, string | null | undefined] | null;
  /** The two days as 'YYYY-MM-DD', an end left empty as undefined; cleared: [undefined, undefined]. */
  readonly onChange?: (range: DayRange) => void;
  readonly style?: CSSProperties;
}

/** From and to in one picker; either may stay empty (every day since …, every day until …). */
export function DateRangeField({
  value,
  onChange,
  style,
  placeholder = ['开始日期', '结束日期'],
  ...passed
}: DateRangeFieldProps) {
  return (
    <DatePicker.RangePicker
      allowClear
      {...passed}
      placeholder={placeholder}
      style={{ width: '100%', ...style }}
      format={DAY}
      allowEmpty={[true, true]}
      value={[toPicked(value?.[0]), toPicked(value?.[1])]}
      onChange={(picked) => onChange?.([toDay(picked?.[0]), toDay(picked?.[1])])}
    />
  );
}
