import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a migration for whatever changed in the schema; the site
// applies them as it starts (app/database/migrate.server.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/database/schema.server.ts",
  out: "./drizzle",
});
