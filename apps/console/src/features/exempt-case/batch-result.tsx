// What a 免申即享 batch did, in the words staff use: the enterprises compared, how many were found
// eligible, of those how many cases were opened now and how many had one already, how many did
// not qualify, and the messages sent. "已有" and "不符合" are the batch's own counts subtracted
// (eligible − created, evaluated − eligible): the call answers no more than that.
import type { ExemptBatch } from '@qyfw/portal-sdk/calls/policy-admin';
import { Descriptions } from 'antd';

export function BatchResult({
  result,
  title,
}: {
  readonly result: ExemptBatch;
  readonly title: string;
}) {
  return (
    <Descriptions
      title={title}
      bordered
      size="small"
      column={{ xs: 1, sm: 2, md: 3 }}
      items={[
        { key: 'evaluated', label: '比对企业', children: `${result.evaluated} 家` },
        { key: 'eligible', label: '符合条件', children: `${result.eligible} 家` },
        { key: 'created', label: '新开事项', children: `${result.created} 项` },
        {
          key: 'existing',
          label: '此前已有事项',
          children: `${Math.max(result.eligible - result.created, 0)} 项（不重复推送）`,
        },
        {
          key: 'ineligible',
          label: '不符合或数据不足',
          children: `${Math.max(result.evaluated - result.eligible, 0)} 家`,
        },
        { key: 'notified', label: '已发送告知消息', children: `${result.notified} 条` },
      ]}
    />
  );
}
