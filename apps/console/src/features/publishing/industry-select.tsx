// 适用行业 of a policy document: codes of 国民经济行业分类 (a section letter, a division or a group),
// picked from the same tree the enterprise record uses, so a document and an enterprise name
// industries alike. Empty means the document applies to every industry.
import { INDUSTRY_TREE } from '@qyfw/portal-sdk/industries';
import type { IndustryNode } from '@qyfw/portal-sdk/industries';
import { TreeSelect } from 'antd';

interface Option {
  readonly value: string;
  readonly title: string;
  readonly children?: Option[];
}

const toOption = (node: IndustryNode): Option => ({
  value: node.code,
  title: `${node.code} ${node.name}`,
  ...(node.children ? { children: node.children.map(toOption) } : {}),
});

const TREE = INDUSTRY_TREE.map(toOption);

export function IndustrySelect(props: {
  readonly value?: readonly string[];
  readonly onChange?: (codes: string[]) => void;
  readonly id?: string;
}) {
  return (
    <TreeSelect<string[]>
      id={props.id}
      multiple
      showSearch={{ treeNodeFilterProp: 'title' }}
      allowClear
      treeData={TREE}
      value={props.value ? [...props.value] : []}
      onChange={(codes) => props.onChange?.(codes)}
      placeholder="不限行业（可搜索门类、大类或中类）"
      maxCount={30}
      style={{ width: '100%' }}
    />
  );
}
