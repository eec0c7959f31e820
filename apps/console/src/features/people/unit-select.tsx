// The 承办单位 a handler belongs to, picked by name (every unit: a park has dozens, not thousands).
import { useAppKit } from '@qyfw/app-kit/provider';
import * as peopleAdminCalls from '@qyfw/portal-sdk/calls/people-admin';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';

/** One page of the largest size the list call allows. */
const ALL_UNITS = { page: 1, pageSize: 100 } as const;

/** The units as select options (the staff filter and the role dialog share the one query). */
export function useUnitOptions() {
  const { client } = useAppKit();
  const query = useQuery(callQueryOptions(client, peopleAdminCalls.admin_unit_list, ALL_UNITS));
  return {
    loading: query.isPending,
    options: (query.data?.list ?? []).map((unit) => ({ value: unit.id, label: unit.name })),
  };
}

export interface UnitSelectProps {
  // Form.Item hands these in.
  readonly id?: string;
  readonly value?: number | null;
  readonly onChange?: (value: number | undefined) => void;
}

export function UnitSelect({ id, value, onChange }: UnitSelectProps) {
  const { loading, options } = useUnitOptions();
  return (
    <Select<number>
      id={id}
      aria-label="承办单位"
      placeholder="选择承办单位"
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      value={value ?? undefined}
      options={options}
      onChange={(next?: number) => onChange?.(next)}
    />
  );
}
