import { isPortalError } from '@qyfw/portal-sdk';
import { MESSAGES } from '@qyfw/portal-sdk/constants';
import { PanelFrame } from '@qyfw/ui/charts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface QueryPanelProps<T> {
  query: UseQueryResult<T>;
  title: string;
  /** A note beside the title; may depend on the data (e.g. the months covered). */
  subtitle?: string | ((data: T) => string);
  /** True when the answer holds nothing worth drawing. */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  className?: string;
  children: (data: T) => ReactNode;
}

/**
 * A panel over one query: loading until the first answer, its own error (with a retry) when
 * the call fails and there is nothing to show yet, the data otherwise. Data already shown stays
 * when a refresh fails; the header then says the figures may be old while the query retries.
 */
export function QueryPanel<T>({
  query,
  title,
  subtitle,
  isEmpty,
  emptyText,
  className,
  children,
}: QueryPanelProps<T>) {
  const { data, error } = query;
  const status =
    data !== undefined
      ? isEmpty?.(data)
        ? 'empty'
        : 'ready'
      : query.isError
        ? 'error'
        : 'loading';
  return (
    <PanelFrame
      title={title}
      subtitle={
        typeof subtitle === 'function'
          ? data !== undefined
            ? subtitle(data)
            : undefined
          : subtitle
      }
      status={status}
      errorText={isPortalError(error) ? error.message : error ? MESSAGES.unknown : undefined}
      onRetry={() => void query.refetch()}
      refreshFailed={query.isRefetchError}
      emptyText={emptyText}
      className={className}
    >
      {data !== undefined && status === 'ready' ? children(data) : null}
    </PanelFrame>
  );
}
