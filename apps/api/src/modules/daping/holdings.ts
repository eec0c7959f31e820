// The five tables of what an enterprise holds, by the data screen's kind names.
import type { IpKind } from '@qyfw/portal-sdk/schemas';
import {
  copyrights,
  patents,
  qualifications,
  softwareCopyrights,
  trademarks,
} from '../../db/schema/index.js';

export type HoldingTable =
  | typeof patents
  | typeof trademarks
  | typeof copyrights
  | typeof softwareCopyrights
  | typeof qualifications;

export const HOLDING_TABLES: Readonly<Record<IpKind, HoldingTable>> = {
  patent: patents,
  trademark: trademarks,
  copyright: copyrights,
  software_copyright: softwareCopyrights,
  qualification: qualifications,
};
