import type { ServiceItem, ServiceSystemItem, TypeOption } from '@qyfw/portal-sdk/schemas';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { serviceSystemItems, serviceTypes, services } from '../../db/schema/index.js';
import { pagedAnswer } from '../shared/paging.js';
import type { PagedAnswer, PageRequest } from '../shared/paging.js';

export interface ServiceQuery extends PageRequest {
  readonly service_type_id?: number | undefined;
}

/** Services, newest first, of one type when `service_type_id` is given. */
export async function listServices(db: Db, query: ServiceQuery): Promise<PagedAnswer<ServiceItem>> {
  const where =
    query.service_type_id === undefined
      ? undefined
      : eq(services.serviceTypeId, query.service_type_id);
  return pagedAnswer(
    query,
    () => db.$count(services, where),
    (limit, offset) =>
      db
        .select({ id: services.id, image: services.image, policy_name: services.policyName })
        .from(services)
        .where(where)
        .orderBy(desc(services.createdAt), desc(services.id))
        .limit(limit)
        .offset(offset),
  );
}

/** Service types in display order. */
export function listServiceTypes(db: Db): Promise<TypeOption[]> {
  return db
    .select({ id: serviceTypes.id, name: serviceTypes.name })
    .from(serviceTypes)
    .orderBy(asc(serviceTypes.sort), asc(serviceTypes.id));
}

/** The service-system strip in display order. */
export async function listServiceSystem(
  db: Db,
  query: PageRequest,
): Promise<PagedAnswer<ServiceSystemItem>> {
  return pagedAnswer(
    query,
    () => db.$count(serviceSystemItems),
    (limit, offset) =>
      db
        .select({
          id: serviceSystemItems.id,
          title: serviceSystemItems.title,
          image: serviceSystemItems.image,
          url: serviceSystemItems.url,
        })
        .from(serviceSystemItems)
        .orderBy(asc(serviceSystemItems.sort), asc(serviceSystemItems.id))
        .limit(limit)
        .offset(offset),
  );
}
