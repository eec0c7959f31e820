// The whole data model, one file per area. drizzle-kit reads this file to generate migrations.
export * from './site.js';
export * from './users.js';
export * from './enterprises.js';
export * from './auth.js';
