import { RECORD_SOURCE_LABELS } from '@qyfw/portal-sdk/calls/enterprise';
import type { EnterpriseRecord, RecordSource } from '@qyfw/portal-sdk/schemas';
import { formatDate } from '@qyfw/ui';
import { Tag } from 'antd';
import { STRONG_GREEN } from './strong-tag';

/** 企业填报 blue, 公开数据 default grey, 平台核验 green (the strongest). */
const SOURCE_COLORS: Readonly<Record<RecordSource, string>> = {
  enterprise: 'blue',
  public: 'default',
  verified: 'green',
};

export interface SourceTagProps {
  source: EnterpriseRecord['sources'][keyof EnterpriseRecord['sources']];
}

/** Where a field's value came from and when: 「企业填报 · 2026-05-12」, or 未填报 when never set. */
export function SourceTag({ source }: SourceTagProps) {
  if (!source) return <Tag>未填报</Tag>;
  return (
    <Tag
      color={SOURCE_COLORS[source.source]}
      data-source={source.source}
      style={source.source === 'verified' ? STRONG_GREEN : undefined}
    >
      {RECORD_SOURCE_LABELS[source.source]} · {formatDate(source.at)}
    </Tag>
  );
}
