import { defineConfig } from 'drizzle-kit';

// `pnpm run db:generate` writes SQL migrations from src/db/schema/; it needs no database.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
