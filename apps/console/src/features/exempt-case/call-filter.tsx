// 政策/通知: the published 免申即享 calls grouped under their policy documents, to narrow a list to
// one call (the queue's filter) or to pick the call a batch runs for.
import { useAppKit } from '@qyfw/app-kit/provider';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space } from 'antd';
import { exemptCallsQuery } from './exempt-calls';

export interface CallFilterProps {
  readonly value: number | undefined;
  readonly onChange: (callId: number | undefined) => void;
  /** The control's accessible name. */
  readonly label?: string;
  readonly placeholder?: string;
  readonly allowClear?: boolean;
  readonly width?: number;
  readonly id?: string;
}

export function CallFilter({
  value,
  onChange,
  label = '政策/通知',
  placeholder = '全部通知',
  allowClear = true,
  width = 320,
  id,
}: CallFilterProps) {
  const { client } = useAppKit();
  const calls = useQuery(exemptCallsQuery(client));
  const groups = new Map<string, { value: number; label: string }[]>();
  for (const call of calls.data?.list ?? []) {
    const group = groups.get(call.policy_title) ?? [];
    group.push({ value: call.id, label: call.title });
    groups.set(call.policy_title, group);
  }
  const select = (
    <Select<number>
      id={id}
      aria-label={label}
      placeholder={calls.isError ? '通知加载失败' : placeholder}
      allowClear={allowClear}
      showSearch={{ optionFilterProp: 'label' }}
      loading={calls.isPending}
      style={{ width }}
      value={value}
      notFoundContent={calls.isPending ? '加载中…' : '没有已发布的免申即享通知'}
      options={[...groups].map(([policy, options]) => ({ label: policy, title: policy, options }))}
      onChange={(next?: number) => onChange(next)}
    />
  );
  if (!calls.isError) return select;
  return (
    <Space size={4}>
      {select}
      <Button aria-label="重新加载免申即享通知" onClick={() => void calls.refetch()}>
        重试
      </Button>
    </Space>
  );
}
