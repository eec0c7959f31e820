// The application number (申报编号) a member quotes on the phone and searches by: one format for
// the API's numbering and the seed's, so a seeded number can never equal or resemble a new one
// in another shape (two formats once showed side by side in 申报记录).
import { shanghaiDate } from '../shared/dates.js';

/** SB2026-000123: SB, the year of the first submit (Beijing), a dash, the row id in six digits. */
export const SERIAL_NUMBER_PATTERN = /^SB\d{4}-\d{6,}$/;

/** The row id makes it unique without a counter race; the year is when it was first submitted. */
export function serialNumberOf(id: number, submittedAt: Date): string {
  return `SB${shanghaiDate(submittedAt).slice(0, 4)}-${String(id).padStart(6, '0')}`;
}
