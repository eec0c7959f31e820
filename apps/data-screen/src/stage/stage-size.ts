/** The screen is designed for one 1920×1080 stage, scaled as a whole to fit any window. */
export const STAGE_WIDTH = 1920;
export const STAGE_HEIGHT = 1080;

export interface StageFit {
  scale: number;
  /** Offsets that centre the scaled stage (the rest is letterbox). */
  left: number;
  top: number;
}

/** The largest scale at which the whole stage fits, centred, with its proportions kept. */
export function fitStage(viewportWidth: number, viewportHeight: number): StageFit {
  const scale = Math.min(viewportWidth / STAGE_WIDTH, viewportHeight / STAGE_HEIGHT);
  return {
    scale,
    left: (viewportWidth - STAGE_WIDTH * scale) / 2,
    top: (viewportHeight - STAGE_HEIGHT * scale) / 2,
  };
}
