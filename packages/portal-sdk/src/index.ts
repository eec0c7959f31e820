// Everything the SDK offers. The subpath entries (./schemas, ./client, ./queries, ./validators,
// ./constants) let an importer take only what it needs; ./queries stays out of the root so
// the root never needs react-query.
import './zod-config.js';

export * from './constants.js';
export * from './schemas.js';
export * from './errors.js';
export * from './client.js';
export * from './validators.js';
export * from './rules.js';
export * from './flows/index.js';
export * from './upload.js';
