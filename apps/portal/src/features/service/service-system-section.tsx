import {
  SCROLLING_STRIP_HEIGHT,
  ScrollingStrip,
  ScrollingStripSkeleton,
  SectionPanel,
  sectionStatusOf,
} from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { serviceSystemQueryOptions } from './api';

/** The strip moves 0.5 px every 11 ms and only scrolls from 5 items (contract §4, §9). */
const SERVICE_STRIP = {
  speedPx: 0.5,
  intervalMs: 11,
  itemWidth: 210,
  minItemsToScroll: 5,
} as const;

/** Placeholder cards while loading: as many as fill the 1200 px column. */
const PLACEHOLDER_CARDS = 6;

/**
 * 服务体系: the partner organisations as a strip of logos, moving 0.5 px every 11 ms from 5 of
 * them on (contract §9), each opening its own site.
 */
export function ServiceSystemSection({ id }: { id?: string }) {
  const query = useQuery(serviceSystemQueryOptions);
  const items = query.data?.list;
  const status = sectionStatusOf({
    data: items,
    isError: query.isError,
    isEmpty: items?.length === 0,
  });
  return (
    <SectionPanel
      id={id}
      title="服务体系"
      status={status}
      bodyHeight={SCROLLING_STRIP_HEIGHT}
      skeleton={
        <ScrollingStripSkeleton count={PLACEHOLDER_CARDS} itemWidth={SERVICE_STRIP.itemWidth} />
      }
      emptyText="暂无服务机构"
      errorText="服务体系加载失败，请稍后重试"
      onRetry={() => void query.refetch()}
    >
      {items ? (
        <ScrollingStrip
          items={items}
          label="服务体系"
          itemWidth={SERVICE_STRIP.itemWidth}
          stepPx={SERVICE_STRIP.speedPx}
          intervalMs={SERVICE_STRIP.intervalMs}
          minItemsToScroll={SERVICE_STRIP.minItemsToScroll}
        />
      ) : null}
    </SectionPanel>
  );
}
