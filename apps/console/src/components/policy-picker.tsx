// A document chosen by its title: the operator types a few characters and picks from
// admin_policy_list's answer (a call's 所属政策, a revised document's successor, the document an
// award list or an article belongs to). The document already chosen stays listed under its title
// while another search runs. CallPicker then offers one of a document's published calls.
import { useAppKit } from '@qyfw/app-kit/provider';
import * as policyAdminCalls from '@qyfw/portal-sdk/calls/policy-admin';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';

export interface PolicyPickerProps {
  readonly value?: number | undefined;
  readonly onChange?: (id: number | undefined) => void;
  /** The chosen document's title when it is known already (an edited call's). */
  readonly currentTitle?: string | undefined;
  /** Only published documents (a successor must be one). */
  readonly publishedOnly?: boolean;
  /** A document that may not be chosen (the one being revised). */
  readonly excludeId?: number | undefined;
  readonly label: string;
  readonly id?: string;
}

export function PolicyPicker({
  value,
  onChange,
  currentTitle,
  publishedOnly,
  excludeId,
  label,
  id,
}: PolicyPickerProps) {
  const { client } = useAppKit();
  const [keyword, setKeyword] = useState('');
  const query = useQuery({
    ...callQueryOptions(client, policyAdminCalls.admin_policy_list, {
      page: 1,
      pageSize: 20,
      ...(keyword ? { keyword } : {}),
      ...(publishedOnly ? { state: 'published' as const } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const found = (query.data?.list ?? [])
    .filter((policy) => policy.id !== excludeId)
    .map((policy) => ({
      value: policy.id,
      label: `${policy.title}${policy.document_number ? `（${policy.document_number}）` : ''}`,
    }));
  const options =
    value !== undefined && currentTitle && !found.some((option) => option.value === value)
      ? [{ value, label: currentTitle }, ...found]
      : found;
  return (
    <Select<number>
      id={id}
      aria-label={label}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
      virtual={false}
      allowClear
      placeholder="输入标题关键词搜索政策文件"
      loading={query.isFetching}
      notFoundContent={query.isError ? '政策文件加载失败' : '没有符合的政策文件'}
      value={value}
      options={options}
      onChange={(next) => onChange?.(next ?? undefined)}
    />
  );
}

/** One of a document's published calls; disabled until the document is chosen. */
export function CallPicker({
  policyId,
  value,
  onChange,
  id,
  label,
}: {
  readonly policyId: number | undefined;
  readonly value?: number | undefined;
  readonly onChange?: (id: number | undefined) => void;
  readonly id?: string;
  /** The accessible name: the field's visible label. */
  readonly label: string;
}) {
  const { client } = useAppKit();
  const query = useQuery({
    ...callQueryOptions(client, policyAdminCalls.admin_call_list, {
      page: 1,
      pageSize: 100,
      policy_id: policyId ?? 1,
      state: 'published',
    }),
    enabled: policyId !== undefined,
  });
  return (
    <Select<number>
      id={id}
      aria-label={label}
      virtual={false}
      allowClear
      disabled={policyId === undefined}
      placeholder={policyId === undefined ? '请先选择政策' : '选择该政策下已发布的申报通知'}
      loading={query.isFetching}
      notFoundContent={query.isError ? '申报通知加载失败' : '该政策没有已发布的申报通知'}
      value={value}
      options={(query.data?.list ?? []).map((call) => ({ value: call.id, label: call.title }))}
      onChange={(next) => onChange?.(next ?? undefined)}
    />
  );
}
