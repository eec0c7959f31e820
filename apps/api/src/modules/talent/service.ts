import type { Talent, TypeOption } from '@qyfw/portal-sdk/schemas';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { talents, talentTypes } from '../../db/schema/index.js';
import { pagedAnswer } from '../shared/paging.js';
import type { PagedAnswer, PageRequest } from '../shared/paging.js';

export interface TalentQuery extends PageRequest {
  readonly talent_type_id?: number | undefined;
}

/** Talents, newest first, of one type when `talent_type_id` is given. */
export async function listTalents(db: Db, query: TalentQuery): Promise<PagedAnswer<Talent>> {
  const where =
    query.talent_type_id === undefined ? undefined : eq(talents.talentTypeId, query.talent_type_id);
  return pagedAnswer(
    query,
    () => db.$count(talents, where),
    (limit, offset) =>
      db
        .select({
          id: talents.id,
          name: talents.name,
          gender: talents.gender,
          birth: talents.birth,
          education: talents.education,
          post: talents.post,
          desirearea: talents.desireArea,
          image: talents.image,
        })
        .from(talents)
        .where(where)
        .orderBy(desc(talents.createdAt), desc(talents.id))
        .limit(limit)
        .offset(offset),
  );
}

/** Talent types in display order. */
export function listTalentTypes(db: Db): Promise<TypeOption[]> {
  return db
    .select({ id: talentTypes.id, name: talentTypes.name })
    .from(talentTypes)
    .orderBy(asc(talentTypes.sort), asc(talentTypes.id));
}
