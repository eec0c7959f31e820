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
    <div className={styles.viewport} style={darkScreenVariables}>
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
