// `@qyfw/portal-sdk/conditions`: the vocabulary of a call's conditions and the one evaluator the
// server's match, the 免申即享 batch and the what-if share. Plain data and functions, no HTTP.
export * from './fields.js';
export * from './types.js';
