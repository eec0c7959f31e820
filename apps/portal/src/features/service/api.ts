import { HOME_PAGE_SIZES } from '@qyfw/portal-sdk/constants';
import * as serviceCalls from '@qyfw/portal-sdk/calls/service';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { queryOptions } from '@tanstack/react-query';
import { sdk } from '../../lib/sdk';

const SERVICE_CONTENT_STALE_MS = 5 * 60 * 1000;

/** The service types, the tabs of 惠企服务. */
export const serviceTypesQueryOptions = queryOptions({
  ...callQueryOptions(sdk, serviceCalls.service_type_list, {}),
  staleTime: SERVICE_CONTENT_STALE_MS,
});

/** The first 10 services of a type (contract §9). */
export function servicesQueryOptions(serviceTypeId: number) {
  return queryOptions({
    ...callQueryOptions(sdk, serviceCalls.service_manage, {
      page: 1,
      pageSize: HOME_PAGE_SIZES.services,
      service_type_id: serviceTypeId,
    }),
    staleTime: SERVICE_CONTENT_STALE_MS,
  });
}

/** Every service-system organisation, for the strip (page size 999, contract §7). */
export const serviceSystemQueryOptions = queryOptions({
  ...callQueryOptions(sdk, serviceCalls.fwystem, {
    page: 1,
    pageSize: HOME_PAGE_SIZES.serviceSystem,
  }),
  staleTime: SERVICE_CONTENT_STALE_MS,
});
