// Registry cases of the working-day calendar's calls (test/calls.test.ts).
import type { CallCase } from './call-case.js';

const staff = { roles: ['operator', 'handler', 'admin'] } as const;
const view = {
  year: 2026,
  entered: {
    source: 'chinese-days',
    source_label: '内置数据（chinese-days）',
    entered_by: null,
    entered_at: '2026-03-01T16:00:00.000Z',
  },
  days: [
    { day: '2026-10-01', is_workday: false, name: '国庆节' },
    { day: '2026-10-10', is_workday: true, name: '国庆节' },
  ],
  holidays: [
    {
      name: '国庆节',
      start: '2026-10-01',
      end: '2026-10-07',
      rest_days: 7,
      workdays: ['2026-09-20', '2026-10-10'],
    },
  ],
};
const days2027 = [
  { day: '2027-01-01', is_workday: false, name: '元旦' },
  { day: '2027-02-06', is_workday: true, name: '春节' },
];

export const calendarCases = {
  admin_calendar_year: {
    method: 'POST',
    path: '/api/console/calendar/year',
    family: 'standard',
    auth: staff,
    validBodies: [{ year: 2026 }],
    invalidBodies: [
      ['a year before 2000', { year: 1999 }],
      ['a year as text', { year: '2026' }],
    ],
    validData: view,
    invalidData: [
      ['an unknown source', { ...view, entered: { ...view.entered, source: 'guess' } }],
      [
        'a day that is no date',
        { ...view, days: [{ day: '2026-02-30', is_workday: false, name: '春节' }] },
      ],
    ],
  },
  admin_calendar_year_save: {
    method: 'POST',
    path: '/api/console/calendar/save',
    family: 'standard',
    auth: { roles: ['operator'] },
    validBodies: [
      { year: 2027, expected_entered_at: null, days: days2027 },
      { year: 2026, expected_entered_at: '2026-03-01T16:00:00.000Z', days: days2027 },
    ],
    invalidBodies: [
      ['no days', { year: 2027, expected_entered_at: null, days: [] }],
      [
        'a blank name',
        { year: 2027, expected_entered_at: null, days: [{ ...days2027[0], name: ' ' }] },
      ],
      [
        'a name of 21 characters',
        {
          year: 2027,
          expected_entered_at: null,
          days: [{ ...days2027[0], name: '节'.repeat(21) }],
        },
      ],
      ['no expected entry', { year: 2027, days: days2027 }],
    ],
    validData: view,
  },
  admin_calendar_status: {
    method: 'POST',
    path: '/api/console/calendar/status',
    family: 'standard',
    auth: staff,
    validBodies: [{}],
    validData: {
      current_year: 2026,
      next_year: 2027,
      current_year_entered: true,
      next_year_entered: false,
      years: [2025, 2026],
    },
    invalidData: [['years as text', { current_year: '2026' }]],
  },
} satisfies Record<string, CallCase>;
