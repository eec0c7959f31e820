import type { ReactNode } from 'react';
import type { HomeData } from '@qyfw/portal-sdk/schemas';
import { PlainIcon, StatCounters, type StatCounterItem } from '@qyfw/ui';
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import SolutionOutlined from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';

/** The counters animate over 1 s: how the portal shows them, nothing the API relies on. */
const COUNTER_ANIMATION_MS = 1000;

const LABELS = ['入驻企业', '知识产权企业', '入库专家', '入库人才'] as const;

function countersOf(home: HomeData): StatCounterItem[] {
  return [
    {
      key: 'enterprises',
      label: LABELS[0],
      // The server's 入驻企业 (enterprise_num plus the configured yrzqys_count, contract §9): the data
      // screen shows the same figure, so nothing is added here.
      value: home.enterprise_total,
      unit: '家',
      icon: <PlainIcon icon={BankOutlined} />,
    },
    {
      key: 'ipEnterprises',
      label: LABELS[1],
      value: home.yhenterprise_num,
      unit: '家',
      icon: <PlainIcon icon={SafetyCertificateOutlined} />,
    },
    {
      key: 'experts',
      label: LABELS[2],
      value: home.expert_manage_num,
      unit: '位',
      icon: <PlainIcon icon={SolutionOutlined} />,
    },
    {
      key: 'talents',
      label: LABELS[3],
      value: home.talent_manage_num,
      unit: '名',
      icon: <PlainIcon icon={TeamOutlined} />,
    },
  ];
}

interface HomeCountersProps {
  home: HomeData | undefined;
  /** The home data call failed: the counters would be wrong, so none is shown. */
  failed: boolean;
  onRetry: () => void;
  /** Beside the counters: the data-screen link. */
  action: ReactNode;
}

/** The four headline counters, counting up over 1 s once the home data is in. */
export function HomeCounters({ home, failed, onRetry, action }: HomeCountersProps) {
  const ready = home !== undefined;
  return (
    <StatCounters
      label="平台数据"
      items={ready ? countersOf(home) : []}
      durationMs={COUNTER_ANIMATION_MS}
      status={ready ? 'ready' : failed ? 'error' : 'loading'}
      placeholderLabels={LABELS}
      onRetry={onRetry}
      action={action}
    />
  );
}
