// The policy documents and calls an article links to, chosen by title: policies searched as the
// operator types (admin_policy_list's keyword), calls listed newest first (of the chosen policy
// when there is one). The record's own links are offered from the start, so a saved choice shows
// its title before any search.
import { useAppKit } from '@qyfw/app-kit/provider';
import type { ContentLink } from '@qyfw/portal-sdk/calls/content-admin';
import * as policyAdminCalls from '@qyfw/portal-sdk/calls/policy-admin';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';

const merge = (known: readonly ContentLink[], found: readonly ContentLink[]) => {
  const byId = new Map<number, ContentLink>();
  for (const link of [...known, ...found]) byId.set(link.id, link);
  return [...byId.values()].map((link) => ({ value: link.id, label: link.title }));
};

interface PolicySelectProps {
  /** The record's linked policies, titled. */
  readonly known: readonly ContentLink[];
  readonly multiple?: boolean;
  readonly value?: number | number[] | null;
  readonly onChange?: (value: number | number[] | null) => void;
  readonly id?: string;
}

export function PolicySelect({ known, multiple = false, value, onChange, id }: PolicySelectProps) {
  const { client } = useAppKit();
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    ...callQueryOptions(client, policyAdminCalls.admin_policy_list, {
      page: 1,
      pageSize: 20,
      ...(keyword ? { keyword } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <Select<number | number[] | null>
      id={id}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
      placeholder="输入政策标题搜索"
      loading={found.isFetching}
      notFoundContent={found.isFetching ? '正在搜索…' : '没有找到政策'}
      options={merge(known, found.data?.list ?? [])}
      value={value ?? (multiple ? [] : null)}
      onChange={(next) => onChange?.(next ?? (multiple ? [] : null))}
    />
  );
}

interface CallSelectProps {
  readonly known: ContentLink | null;
  /** Only the calls of this policy (a bulletin's); all calls when absent. */
  readonly policyId?: number | null;
  readonly value?: number | null;
  readonly onChange?: (value: number | null) => void;
  readonly id?: string;
}

export function CallSelect({ known, policyId, value, onChange, id }: CallSelectProps) {
  const { client } = useAppKit();
  const calls = useQuery(
    callQueryOptions(client, policyAdminCalls.admin_call_list, {
      page: 1,
      pageSize: 100,
      ...(policyId ? { policy_id: policyId } : {}),
    }),
  );
  return (
    <Select<number | null>
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="选择申报通知"
      loading={calls.isFetching}
      notFoundContent={calls.isFetching ? '正在加载…' : '没有申报通知'}
      options={merge(known ? [known] : [], calls.data?.list ?? [])}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
    />
  );
}
