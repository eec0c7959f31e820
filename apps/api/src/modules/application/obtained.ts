// policy_obtained (/yinformation 已获政策): the support the enterprise obtained — its rows on
// award lists, and its applications and 免申即享 cases paid or received — with totals by year.
// An award-list row of a call whose application or case is already listed as paid is the same
// money: it is left out so the totals count each support once.
import { exemptCaseFlow, policyApplicationFlow } from '@qyfw/portal-sdk/flows';
import type { CallData, calls, ObtainedItem } from '@qyfw/portal-sdk/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  exemptCases,
  policies,
  policyApplications,
  policyAwardCompanies,
  policyAwardGroups,
  policyCalls,
} from '../../db/schema/index.js';
import { shanghaiDate } from '../shared/dates.js';

const MONEY_STATES = ['paid', 'received'] as const;

const round2 = (value: number) => Math.round(value * 100) / 100;

export async function policyObtained(
  db: Db,
  enterpriseId: number,
): Promise<CallData<typeof calls.policy_obtained>> {
  const applications = await db
    .select({ row: policyApplications, call: policyCalls, policyTitle: policies.title })
    .from(policyApplications)
    .innerJoin(policyCalls, eq(policyCalls.id, policyApplications.callId))
    .innerJoin(policies, eq(policies.id, policyCalls.policyId))
    .where(
      and(
        eq(policyApplications.enterpriseId, enterpriseId),
        inArray(policyApplications.state, [...MONEY_STATES]),
      ),
    );
  const cases = await db
    .select({ row: exemptCases, call: policyCalls, policyTitle: policies.title })
    .from(exemptCases)
    .innerJoin(policyCalls, eq(policyCalls.id, exemptCases.callId))
    .innerJoin(policies, eq(policies.id, policyCalls.policyId))
    .where(
      and(
        eq(exemptCases.enterpriseId, enterpriseId),
        inArray(exemptCases.state, [...MONEY_STATES]),
      ),
    );
  const awards = await db
    .select({
      company: policyAwardCompanies,
      group: policyAwardGroups,
      policyTitle: policies.title,
      callTitle: policyCalls.title,
    })
    .from(policyAwardCompanies)
    .innerJoin(policyAwardGroups, eq(policyAwardGroups.id, policyAwardCompanies.groupId))
    .leftJoin(policies, eq(policies.id, policyAwardGroups.policyId))
    .leftJoin(policyCalls, eq(policyCalls.id, policyAwardGroups.callId))
    .where(eq(policyAwardCompanies.enterpriseId, enterpriseId));

  const paidCalls = new Set([...applications, ...cases].map((entry) => entry.call.id));
  const list: ObtainedItem[] = [
    ...applications.map(({ row, call, policyTitle }) => ({
      source: 'application' as const,
      id: row.id,
      policy: { id: call.policyId, title: policyTitle },
      call: { id: call.id, title: call.title },
      title: call.title,
      amount: row.amount ?? 0,
      date: shanghaiDate(row.receivedAt ?? row.paidAt ?? row.updatedAt),
      state: row.state,
      state_label: policyApplicationFlow.states[row.state],
      version: row.version,
    })),
    ...cases.map(({ row, call, policyTitle }) => ({
      source: 'exempt' as const,
      id: row.id,
      policy: { id: call.policyId, title: policyTitle },
      call: { id: call.id, title: call.title },
      title: call.title,
      amount: row.amount ?? 0,
      date: shanghaiDate(row.paidAt ?? row.updatedAt),
      state: row.state,
      state_label: exemptCaseFlow.states[row.state],
      version: row.version,
    })),
    ...awards
      .filter(({ group }) => group.callId === null || !paidCalls.has(group.callId))
      .map(({ company, group, policyTitle, callTitle }) => ({
        source: 'award' as const,
        id: company.id,
        policy:
          group.policyId !== null && policyTitle !== null
            ? { id: group.policyId, title: policyTitle }
            : null,
        call:
          group.callId !== null && callTitle !== null
            ? { id: group.callId, title: callTitle }
            : null,
        title: group.entryName,
        amount: company.totalMoney,
        date: shanghaiDate(group.createdAt),
        state: null,
        state_label: '已公示',
        version: null,
      })),
  ].sort((a, b) => b.date.localeCompare(a.date) || a.source.localeCompare(b.source) || b.id - a.id);

  const byYear = new Map<number, { amount: number; count: number }>();
  for (const item of list) {
    const year = Number(item.date.slice(0, 4));
    const entry = byYear.get(year) ?? { amount: 0, count: 0 };
    byYear.set(year, { amount: entry.amount + item.amount, count: entry.count + 1 });
  }
  return {
    list,
    totals: [...byYear.entries()]
      .sort(([a], [b]) => b - a)
      .map(([year, entry]) => ({ year, amount: round2(entry.amount), count: entry.count })),
    total_amount: round2(list.reduce((sum, item) => sum + item.amount, 0)),
  };
}
