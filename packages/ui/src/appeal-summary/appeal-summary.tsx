import type { CSSProperties, ReactNode } from 'react';
import { paletteVariables } from '../palette/palette-variables';
import { Skeleton } from '../skeleton/skeleton';
import styles from './appeal-summary.module.css';

export interface AppealFigures {
  total: number;
  pending: number;
  processing: number;
  done: number;
  /** Share done, 0..1. */
  rate: number;
}

export interface AppealSummaryProps {
  figures: AppealFigures;
  /** e.g. the 我要诉求 button. */
  action?: ReactNode;
}

const percent = new Intl.NumberFormat('zh-CN', { style: 'percent', maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('zh-CN');

/** 0.875 → 87.5%, 1 → 100% */
export function formatRate(rate: number): string {
  return percent.format(rate);
}

/** Appeal statistics: totals by state and the completion rate as a ring. */
export function AppealSummary({ figures, action }: AppealSummaryProps) {
  const ring = {
    '--qy-appeal-rate': `${Math.min(1, Math.max(0, figures.rate)) * 360}deg`,
  } as CSSProperties;
  const items = [
    { key: 'total', label: '诉求总数', value: figures.total },
    { key: 'pending', label: '待处理', value: figures.pending },
    { key: 'processing', label: '处理中', value: figures.processing },
    { key: 'done', label: '已办结', value: figures.done },
  ];
  return (
    <div className={styles.summary} style={paletteVariables}>
      <div className={styles.ring} style={ring} aria-hidden="true">
        <span className={styles.ringValue}>{formatRate(figures.rate)}</span>
      </div>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>办结率</dt>
          <dd className={styles.rate}>{formatRate(figures.rate)}</dd>
        </div>
        {items.map((item) => (
          <div key={item.key} className={styles.figure}>
            <dt>{item.label}</dt>
            <dd>
              {count.format(item.value)}
              <span className={styles.unit}>件</span>
            </dd>
          </div>
        ))}
      </dl>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}

export function AppealSummarySkeleton() {
  return (
    <div className={styles.summary} aria-hidden="true">
      <Skeleton width={96} height={96} shape="circle" />
      <div className={styles.figures}>
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className={styles.figure}>
            <Skeleton width={56} height={14} />
            <Skeleton width={80} height={28} />
          </div>
        ))}
      </div>
    </div>
  );
}
