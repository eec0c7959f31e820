// Chinese names of the series the screen draws, from the SDK's constants where they exist.
import { POLICY_LEVEL_OPTIONS, POLICY_LEVELS } from '@qyfw/portal-sdk/constants';
import type { AppealStage, IpKind } from '@qyfw/portal-sdk/calls/daping';
import {
  APPEAL_STAGE_LABELS,
  APPEAL_STATUS_LABELS,
  IP_KIND_LABELS,
  IP_KINDS,
} from '@qyfw/portal-sdk/calls/daping';

const levelLabel = (level: number) =>
  POLICY_LEVEL_OPTIONS.find((option) => option.level === level)?.label ?? '';

/** The four policy levels of policy_monthly, in their order (national first). */
export const POLICY_LEVEL_SERIES = [
  { key: 'national', label: levelLabel(POLICY_LEVELS.national) },
  { key: 'province', label: levelLabel(POLICY_LEVELS.province) },
  { key: 'city', label: levelLabel(POLICY_LEVELS.city) },
  { key: 'district', label: levelLabel(POLICY_LEVELS.district) },
] as const;

/** The status ring: the SDK's one name of each status (the funnel's stages are named apart). */
export const APPEAL_STATUS_SERIES = [
  { key: 'pending', label: APPEAL_STATUS_LABELS.pending, color: '#ffc53d' },
  { key: 'processing', label: APPEAL_STATUS_LABELS.processing, color: '#2f8cff' },
  { key: 'done', label: APPEAL_STATUS_LABELS.done, color: '#36cfc9' },
] as const;

export const ipKindLabel = (kind: IpKind): string => IP_KIND_LABELS[kind];
export const appealStageLabel = (stage: AppealStage): string => APPEAL_STAGE_LABELS[stage];
export { IP_KINDS };
