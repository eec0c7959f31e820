// Driving antd date pickers (components/date-field.tsx) in the console's screen tests as a keyboard
// user does: focus the picker's input, type the day as it is shown (YYYY-MM-DD), press Enter. The
// picker takes a typed day only if it can be picked, so a day its limits refuse stays unpicked.
import { act, fireEvent } from '@testing-library/react';

/** Types a day into a date picker's input (found by its label) and presses Enter. */
export async function typeDate(input: HTMLElement, day: string): Promise<void> {
  await act(async () => {
    input.focus();
  });
  fireEvent.change(input, { target: { value: day } });
  fireEvent.keyDown(input, { key: 'Enter' });
}
