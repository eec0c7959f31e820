// The flow tables of every entity with states (design §6), and the helpers that read them.
// `@qyfw/portal-sdk/flows`: plain data and functions, no zod, no HTTP client. The tables and
// FLOWS come from registry.ts, which `pnpm run exports` writes from the flow files in this
// folder: a new flow is its own file here, and no line in this one.
import { FLOWS } from './registry.js';

export * from './define-flow.js';
export * from './registry.js';

export type FlowEntity = keyof typeof FLOWS;
export const FLOW_ENTITIES = Object.keys(FLOWS) as [FlowEntity, ...FlowEntity[]];
