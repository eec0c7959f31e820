import { fireEvent } from '@testing-library/react';

/**
 * happy-dom runs no CSS animations, so an antd dialog that closes stays in its leave motion.
 * This ends those motions as a browser would. (It matters beyond looks: under NODE_ENV=test
 * antd gives every dialog title the same id, so a leaving dialog would lend its name to the next.)
 */
export function endMotions(): void {
  for (const element of document.querySelectorAll('.ant-zoom-leave, .ant-fade-leave')) {
    fireEvent.animationEnd(element);
    fireEvent.transitionEnd(element);
  }
}
