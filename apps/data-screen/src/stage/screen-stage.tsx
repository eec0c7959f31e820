import { darkScreenVariables } from '@qyfw/ui/charts';
import type { ReactNode } from 'react';
import { STAGE_HEIGHT, STAGE_WIDTH } from './stage-size';
import { useStageFit } from './use-stage-fit';
import styles from './stage.module.css';

/**
 * The 1920×1080 stage, scaled by one CSS transform to the largest size that fits the window and
 * centred on a dark letterbox: no scrollbars, no stretching, the same layout on every display.
 * Charts keep their 1920-based layout size, so nothing re-lays out when the window changes.
 */
export function ScreenStage({ children }: { children: ReactNode }) {
  const { scale, left, top } = useStageFit();
  return (
    // Focusable (axe's scrollable-region-focusable): the unscaled 1920×1080 stage still overflows
    // a smaller window in layout terms, so a keyboard user can reach the region.
    <div
      className={styles.viewport}
      style={darkScreenVariables}
      tabIndex={0}
      role="region"
      aria-label="数据大屏"
    >
      <div
        className={styles.stage}
        style={{
          width: STAGE_WIDTH,
          height: STAGE_HEIGHT,
          transform: `translate(${left}px, ${top}px) scale(${scale})`,
        }}
      >
        {children}
      </div>
    </div>
  );
}
