import { useState } from 'react';
import { HOME_PAGE_SIZES } from '@qyfw/portal-sdk/constants';
import {
  SectionPanel,
  sectionStatusOf,
  ServiceCardGrid,
  ServiceCardGridSkeleton,
  serviceCardGridHeight,
  type LinkRenderer,
  type SectionStatus,
} from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { specHref } from '../../routing/spec-paths';
import { servicesQueryOptions, serviceTypesQueryOptions } from './api';

const COLUMNS = 5;
const BODY_HEIGHT = serviceCardGridHeight(Math.ceil(HOME_PAGE_SIZES.services / COLUMNS));

interface ServicesSectionProps {
  id?: string;
  renderLink: LinkRenderer;
}

/** 惠企服务: a tab per service type, its first 10 services as picture cards. */
export function ServicesSection({ id, renderLink }: ServicesSectionProps) {
  const types = useQuery(serviceTypesQueryOptions);
  const [chosenTypeId, setChosenTypeId] = useState<number>();
  // The first type until the visitor picks one.
  const typeId = chosenTypeId ?? types.data?.[0]?.id;
  const services = useQuery({
    ...servicesQueryOptions(typeId ?? 0),
    enabled: typeId !== undefined,
  });
  const list = services.data?.list;

  // Nothing to show without types; otherwise the chosen type's services decide.
  const status: SectionStatus =
    types.data?.length === 0
      ? 'empty'
      : types.isError && !types.data
        ? 'error'
        : sectionStatusOf({ data: list, isError: services.isError, isEmpty: list?.length === 0 });

  return (
    <SectionPanel
      id={id}
      title="惠企服务"
      moreHref={specHref('/serviceList')}
      renderLink={renderLink}
      tabs={
        types.data && typeId !== undefined
          ? {
              label: '服务类型',
              items: types.data.map((type) => ({ key: type.id, label: type.name })),
              activeKey: typeId,
              onChange: setChosenTypeId,
            }
          : undefined
      }
      status={status}
      bodyHeight={BODY_HEIGHT}
      skeleton={<ServiceCardGridSkeleton count={HOME_PAGE_SIZES.services} columns={COLUMNS} />}
      emptyText={types.data?.length === 0 ? '暂无惠企服务' : '该类型暂无服务'}
      errorText="惠企服务加载失败，请稍后重试"
      onRetry={() => void (types.isError ? types.refetch() : services.refetch())}
    >
      {list ? (
        <ServiceCardGrid
          items={list.map((service) => ({
            id: service.id,
            title: service.policy_name,
            image: service.image,
            href: specHref('/serviceDetail', { id: service.id }),
          }))}
          columns={COLUMNS}
          renderLink={renderLink}
        />
      ) : null}
    </SectionPanel>
  );
}
