// `@qyfw/portal-sdk/conditions`: the vocabulary of a call's conditions, the zod schema operators'
// JSON is checked with, and the one evaluator the server's match, the 免申即享 batch and the
// what-if share. Plain data and functions, no HTTP.
export * from './amount.js';
export * from './evaluate.js';
export * from './fields.js';
export * from './schema.js';
export * from './trust.js';
export * from './types.js';
