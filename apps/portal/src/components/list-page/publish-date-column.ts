import { formatDate, type ListColumn } from '@qyfw/ui';

/** 发布日期 as the last column of an article list: the date alone, centred, in a narrow column. */
export const publishDateColumn: ListColumn<{ createtime: number }> = {
  key: 'date',
  title: '发布日期',
  width: '130px',
  align: 'center',
  render: (item) => formatDate(item.createtime),
};
