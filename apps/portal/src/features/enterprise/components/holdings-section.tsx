import type { EnterpriseRecord } from '@qyfw/portal-sdk/schemas';
import { Card, Descriptions, Table, Tag } from 'antd';
import { STRONG_GREEN } from './strong-tag';
import styles from './record.module.css';

const STATUS: Record<EnterpriseRecord['qualifications'][number]['status'], [string, string]> = {
  valid: ['有效', 'success'],
  pending: ['审查中', 'processing'],
  lapsed: ['已失效', 'default'],
};

export interface HoldingsSectionProps {
  record: EnterpriseRecord;
}

/**
 * 资质 and 知识产权, read-only: they come from their own records (资质管理 and the IP records),
 * never typed into the enterprise record.
 */
export function HoldingsSection({ record }: HoldingsSectionProps) {
  const { ip } = record;
  return (
    <>
      <Card title="资质" size="small">
        <p className={styles.note}>资质由“资质管理”维护，此处仅供查看。</p>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={record.qualifications}
          locale={{ emptyText: '暂无资质记录' }}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: '资质名称', dataIndex: 'name' },
            { title: '证书编号', dataIndex: 'number' },
            { title: '发证机关', dataIndex: 'issuing_authority' },
            {
              title: '发证日期',
              dataIndex: 'issued_on',
              render: (value: string | null) => value ?? '—',
            },
            {
              title: '有效期至',
              dataIndex: 'due_on',
              render: (value: string | null) => value ?? '—',
            },
            {
              title: '状态',
              dataIndex: 'status',
              render: (status: keyof typeof STATUS) => (
                <Tag
                  color={STATUS[status][1]}
                  style={status === 'valid' ? STRONG_GREEN : undefined}
                >
                  {STATUS[status][0]}
                </Tag>
              ),
            },
          ]}
        />
      </Card>
      <Card title="知识产权" size="small">
        <p className={styles.note}>数量来自企业的知识产权记录，此处不能修改。</p>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, md: 3 }}
          items={[
            { key: 'invention', label: '发明专利', children: `${ip.invention_patents} 件` },
            { key: 'utility', label: '实用新型专利', children: `${ip.utility_patents} 件` },
            { key: 'design', label: '外观设计专利', children: `${ip.design_patents} 件` },
            { key: 'trademarks', label: '商标', children: `${ip.trademarks} 件` },
            { key: 'copyrights', label: '作品著作权', children: `${ip.copyrights} 件` },
            { key: 'software', label: '软件著作权', children: `${ip.software_copyrights} 件` },
          ]}
        />
      </Card>
    </>
  );
}
