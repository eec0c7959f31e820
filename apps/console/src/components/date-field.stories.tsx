import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'antd';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField, DateRangeField } from './date-field';

// As the console's forms hold it: a Form.Item's value, 'YYYY-MM-DD'; each change is handed to
// onChange as the form's values.
function InForm({
  day,
  dates,
  min,
  max,
  onChange,
}: {
  readonly day?: string;
  readonly dates?: readonly [string | undefined, string | undefined];
  readonly min?: string;
  readonly max?: string;
  readonly onChange: (values: { day?: string; dates?: readonly unknown[] }) => void;
}) {
  return (
    <Form
      layout="vertical"
      style={{ width: 280 }}
      initialValues={{ day, dates }}
      onValuesChange={(_, values) => onChange(values)}
    >
      <Form.Item name="day" label="申报截止日期">
        <DateField min={min} max={max} />
      </Form.Item>
      <Form.Item name="dates" label="起止日期">
        <DateRangeField />
      </Form.Item>
    </Form>
  );
}

const meta = {
  title: 'Console/DateField',
  component: InForm,
  args: { onChange: fn() },
} satisfies Meta<typeof InForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A saved day shows as the calls write it; a typed day goes back the same way. */
export const Typed: Story = {
  args: { day: '2026-03-01' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('申报截止日期');
    await expect(input).toHaveValue('2026-03-01');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-03-31{enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ day: '2026-03-31' }),
    );
    await expect(input).toHaveValue('2026-03-31');
  },
};

/** No day yet (an empty string, as a new form starts, is no day): the placeholder asks for one. */
export const Empty: Story = {
  args: { day: '' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('申报截止日期');
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', '选择日期');
  },
};

/** One year's days only (工作日历): a day of another year is not taken. */
export const WithinAYear: Story = {
  args: { min: '2027-01-01', max: '2027-12-31' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('申报截止日期');
    await userEvent.type(input, '2026-12-31{enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '2027-01-01{enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ day: '2027-01-01' }),
    );
  },
};

/** From and to in one picker (审计日志's 起止日期): typed backwards, they are put in order. */
export const Range: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('起止日期'), '2026-03-31{enter}');
    await userEvent.type(page.getByPlaceholderText('结束日期'), '2026-03-01{enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ dates: ['2026-03-01', '2026-03-31'] }),
    );
    await expect(page.getByLabelText('起止日期')).toHaveValue('2026-03-01');
  },
};
