export { DeadlineCalendar } from './deadline-calendar';
export type { DeadlineCalendarProps, DeadlineItem } from './deadline-calendar';
export { addMonths, monthOf } from './calendar-dates';
