import type { ReactNode } from 'react';
import { displayedEnterpriseCount } from '@qyfw/portal-sdk';
import { COUNTER_ANIMATION_MS } from '@qyfw/portal-sdk/constants';
import type { HomeData } from '@qyfw/portal-sdk/schemas';
import { StatCounters, type StatCounterItem } from '@qyfw/ui';
import {
  BankOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';

const LABELS = ['入驻企业', '知识产权企业', '入库专家', '入库人才'] as const;

function countersOf(home: HomeData, extraEnterprises: number): StatCounterItem[] {
  return [
    {
      key: 'enterprises',
      label: LABELS[0],
      // enterprise_num plus the operator's configured extra (§9).
      value: displayedEnterpriseCount(home.enterprise_num, extraEnterprises),
      unit: '家',
      icon: <BankOutlined />,
    },
    {
      key: 'ipEnterprises',
      label: LABELS[1],
      value: home.yhenterprise_num,
      unit: '家',
      icon: <SafetyCertificateOutlined />,
    },
    {
      key: 'experts',
      label: LABELS[2],
      value: home.expert_manage_num,
      unit: '位',
      icon: <SolutionOutlined />,
    },
    {
      key: 'talents',
      label: LABELS[3],
      value: home.talent_manage_num,
      unit: '名',
      icon: <TeamOutlined />,
    },
  ];
}

interface HomeCountersProps {
  home: HomeData | undefined;
  /** The site config's yrzqys_count; undefined until the config is in. */
  extraEnterprises: number | undefined;
  /** Either call failed: the counters would be wrong, so none is shown. */
  failed: boolean;
  onRetry: () => void;
  /** Beside the counters: the data-screen link. */
  action: ReactNode;
}

/** The four headline counters, counting up over 1 s once the home data and config are in. */
export function HomeCounters({
  home,
  extraEnterprises,
  failed,
  onRetry,
  action,
}: HomeCountersProps) {
  const ready = home !== undefined && extraEnterprises !== undefined;
  return (
    <StatCounters
      label="平台数据"
      items={ready ? countersOf(home, extraEnterprises) : []}
      durationMs={COUNTER_ANIMATION_MS}
      status={ready ? 'ready' : failed ? 'error' : 'loading'}
      placeholderLabels={LABELS}
      onRetry={onRetry}
      action={action}
    />
  );
}
