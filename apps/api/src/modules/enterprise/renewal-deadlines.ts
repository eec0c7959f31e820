// The deadline inbox's 续费 source: exactly the items the renewal warning (list_count) counts —
// the same condition, dueForRenewal — each with its own due date, so a member who sees "专利 2 件"
// after login finds those two patents, with their dates, on /deadlines. Until the IP screens
// exist (routes.md: planned), an IP item's record is the inbox itself; a qualification's is
// 企业信息 (/information), which lists the qualifications.
import { RENEWAL_DEADLINE_CATEGORIES as CATEGORY } from '@qyfw/portal-sdk/calls/enterprise';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  copyrights,
  patents,
  qualifications,
  softwareCopyrights,
  trademarks,
} from '../../db/schema/index.js';
import { enterpriseOf } from '../../plugins/scope.js';
import type { DeadlineEntry, DeadlineSource } from '../message/deadlines.js';
import { patentFeeYearOf, trademarkGraceEnds } from './ip-dates.js';
import { dueForRenewal } from './renewal-counts.js';

/** Where an IP item is settled today: the inbox (the IP screens are planned). */
export const IP_DEADLINE_LINK = '/deadlines';

async function entriesOf(db: Db, enterpriseId: number, now: Date): Promise<DeadlineEntry[]> {
  const [qualificationRows, patentRows, copyrightRows, softwareRows, trademarkRows] =
    await Promise.all([
      db
        .select()
        .from(qualifications)
        .where(dueForRenewal(qualifications, enterpriseId, now))
        .orderBy(asc(qualifications.id)),
      db
        .select()
        .from(patents)
        .where(dueForRenewal(patents, enterpriseId, now))
        .orderBy(asc(patents.id)),
      db
        .select()
        .from(copyrights)
        .where(dueForRenewal(copyrights, enterpriseId, now))
        .orderBy(asc(copyrights.id)),
      db
        .select()
        .from(softwareCopyrights)
        .where(dueForRenewal(softwareCopyrights, enterpriseId, now))
        .orderBy(asc(softwareCopyrights.id)),
      db
        .select()
        .from(trademarks)
        .where(dueForRenewal(trademarks, enterpriseId, now))
        .orderBy(asc(trademarks.id)),
    ]);
  // dueForRenewal keeps only rows with a due date (lte on null is never true).
  return [
    ...qualificationRows.map((row) => ({
      key: `renewal_qualification-${row.id}`,
      category: CATEGORY.zzgl,
      title: `资质复审/续期：${row.name}（${row.number}）`,
      dueDate: row.dueOn!,
      link: '/information',
    })),
    ...patentRows.map((row) => {
      // The fee year the due date opens (DOMAIN "Dates, exactly": due on the filing-date
      // anniversary); a record whose date follows no filing date names no year.
      const year = row.appliedOn ? patentFeeYearOf(row.appliedOn, row.dueOn!) : null;
      return {
        key: `renewal_patent-${row.id}`,
        category: CATEGORY.patent_num,
        title: `缴纳专利${year === null ? '' : `第${year}年`}年费：${row.name}（${row.number}）`,
        dueDate: row.dueOn!,
        link: IP_DEADLINE_LINK,
      };
    }),
    ...copyrightRows.map((row) => ({
      key: `renewal_copyright-${row.id}`,
      category: CATEGORY.copyright_num,
      title: `作品著作权续期：${row.name}（${row.number}）`,
      dueDate: row.dueOn!,
      link: IP_DEADLINE_LINK,
    })),
    ...softwareRows.map((row) => ({
      key: `renewal_software-${row.id}`,
      category: CATEGORY.softright_num,
      title: `软件著作权续期：${row.name}（${row.number}）`,
      dueDate: row.dueOn!,
      link: IP_DEADLINE_LINK,
    })),
    ...trademarkRows.map((row) => ({
      key: `renewal_trademark-${row.id}`,
      category: CATEGORY.brand_num,
      // The due date is the last day of the registration; the grace period follows it.
      title: `商标续展：${row.name}（第${row.niceClass}类，宽展期至${trademarkGraceEnds(row.dueOn!)}）`,
      dueDate: row.dueOn!,
      link: IP_DEADLINE_LINK,
    })),
  ];
}

export const renewalDeadlines: DeadlineSource = {
  name: 'renewal',
  async list(db, userId, now) {
    // The warning is the enterprise's; a member without one has nothing to renew.
    const enterpriseId = await enterpriseOf(db, userId);
    return enterpriseId === undefined ? [] : entriesOf(db, enterpriseId, now);
  },
};
