// The call registry: every call of the spec, by name. The server registers a route for each.
import { pcconfig } from './site.js';

export const calls = {
  pcconfig,
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;

export * from './site.js';
