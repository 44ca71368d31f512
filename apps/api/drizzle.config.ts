import { defineConfig } from 'drizzle-kit';

// Generate only (docs/architecture.md §1a): migrations are applied at start by the node-postgres migrator.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
