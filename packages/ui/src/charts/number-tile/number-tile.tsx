import type { CSSProperties, ReactNode } from 'react';
import { darkScreenVariables } from '../dark-variables';
import { formatNumber } from '../echarts/format';
import { useAnimatedNumber } from './use-animated-number';
import { useFitFigure } from './use-fit-figure';
import styles from './number-tile.module.css';

export interface NumberTileProps {
  /** What is counted, e.g. 企业总数. */
  label: string;
  value: number;
  /** After the figure, e.g. 家, 项, 万元. */
  unit?: string;
  decimals?: number;
  /** How long the count runs when the value changes. */
  durationMs?: number;
  /** A small mark before the label. */
  icon?: ReactNode;
  className?: string;
}

/**
 * A big figure that counts up to its value when it appears and to each new value after. A figure
 * too long for the tile shrinks so that it and its unit stay inside (see useFitFigure).
 */
export function NumberTile({
  label,
  value,
  unit,
  decimals = 0,
  durationMs = 1000,
  icon,
  className,
}: NumberTileProps) {
  const shown = useAnimatedNumber(value, durationMs);
  const { figureRef, unitRef, fit } = useFitFigure(
    formatNumber(value, decimals),
    styles.value ?? '',
  );
  return (
    <div
      role="group"
      aria-label={label}
      data-value={value}
      className={[styles.tile, className].filter(Boolean).join(' ')}
      style={darkScreenVariables}
    >
      <div className={styles.label}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {label}
      </div>
      <div
        ref={figureRef}
        className={styles.figure}
        style={fit < 1 ? ({ '--qy-tile-fit': fit } as CSSProperties) : undefined}
        data-fit={fit < 1 ? fit.toFixed(3) : undefined}
      >
        <span className={styles.value}>{formatNumber(shown, decimals)}</span>
        {unit ? (
          <span ref={unitRef} className={styles.unit}>
            {unit}
          </span>
        ) : null}
      </div>
    </div>
  );
}
