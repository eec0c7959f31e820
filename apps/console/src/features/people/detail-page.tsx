// The frame of a 人员与角色 detail page: the record's detail call by its id, its loading and
// failure (QueryBlock), then the way back to its list, the record's name as the page's heading
// with its state's tag under it, and the page's own sections below, spaced alike.
import { useAppKit } from '@qyfw/app-kit/provider';
import { QueryBlock } from '@qyfw/app-kit/query-block';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import type { CallBody, CallData, CallDefinition } from '@qyfw/portal-sdk/schemas';
import { useQuery } from '@tanstack/react-query';
import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';

/** An admin detail call: its body is the record's id. */
export type DetailCall = CallDefinition & { readonly body: z.ZodType<unknown, { id: number }> };

export interface DetailPageProps<C extends DetailCall> {
  readonly call: C;
  readonly id: number;
  /** What is shown (企业, 会员): names the loading and the failure. */
  readonly label: string;
  /** The link back to the list (← 返回企业管理). */
  readonly back: ReactNode;
  readonly name: (record: CallData<C>) => string;
  readonly tag: (record: CallData<C>) => ReactNode;
  /** The sections under the heading. */
  readonly children: (record: CallData<C>) => ReactNode;
}

export function DetailPage<C extends DetailCall>({
  call,
  id,
  label,
  back,
  name,
  tag,
  children,
}: DetailPageProps<C>) {
  const { client } = useAppKit();
  // C's body takes the id (the constraint above), which TypeScript cannot see through the generic.
  const query = useQuery(callQueryOptions(client, call, { id } as CallBody<C>));
  return (
    <QueryBlock query={query} label={label}>
      {(record) => (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <div>
            {back}
            <Typography.Title level={1}>{name(record)}</Typography.Title>
            {tag(record)}
          </div>
          {children(record)}
        </Space>
      )}
    </QueryBlock>
  );
}
