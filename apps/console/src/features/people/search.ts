// 人员与角色's lists keep their filters and page in the address, each derived from its call's own
// body: a value the call would refuse falls back to "no filter" instead of failing the page.
import { listSearchSchema } from '@qyfw/app-kit/data-list';
import * as peopleAdminCalls from '@qyfw/portal-sdk/calls/people-admin';
import type { z } from 'zod';

/** /people/members: keyword (username, nickname, mobile), state, enterprise. */
export const membersSearchSchema = listSearchSchema(peopleAdminCalls.admin_member_list.body, [
  'keyword',
  'state',
  'enterprise',
]);
export type MembersSearch = z.output<typeof membersSearchSchema>;

/** /people/enterprises: keyword (name, credit code), status. */
export const enterprisesSearchSchema = listSearchSchema(
  peopleAdminCalls.admin_enterprise_list.body,
  ['keyword', 'status'],
);
export type EnterprisesSearch = z.output<typeof enterprisesSearchSchema>;

/** /people/staff: keyword, role, unit, state. */
export const staffSearchSchema = listSearchSchema(peopleAdminCalls.admin_staff_list.body, [
  'keyword',
  'role',
  'unit_id',
  'state',
]);
export type StaffSearch = z.output<typeof staffSearchSchema>;

/** /people/units: keyword. */
export const unitsSearchSchema = listSearchSchema(peopleAdminCalls.admin_unit_list.body, [
  'keyword',
]);
export type UnitsSearch = z.output<typeof unitsSearchSchema>;
