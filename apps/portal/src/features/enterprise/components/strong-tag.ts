import type { CSSProperties } from 'react';

/**
 * antd's green tag text (#389e0d on #f6ffed) is 3.6:1, below WCAG AA's 4.5:1 for its 12 px text;
 * the record's green tags (平台核验, 已认证, 有效) take antd's darkest green instead (green-9).
 */
export const STRONG_GREEN: CSSProperties = { color: '#135200' };
