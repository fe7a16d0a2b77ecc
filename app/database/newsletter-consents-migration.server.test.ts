import { sql } from "drizzle-orm";
import { consentsOf } from "~/newsletter/consent-records.server";
import { migrationsUpTo } from "~tests/support/migrations-up-to";
import { migrationRunner } from "~tests/support/run-migration-again";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";

/** Migration 0038, run on subscribers stored before consent records were kept. */
const migration = migrationRunner("0038_newsletter_consents.sql");

describe.each(testDatabaseKinds)("migration 0038, on %s", (kind) => {
  const test = useTestDatabase(kind, { migrationsFolder: migrationsUpTo("0037_newsletter") });

  it("gives each confirmed address a record the site finds by its own hash, and none to an address never confirmed", async () => {
    const asked = new Date("2026-12-01T09:00:00Z");
    const confirmed = new Date("2026-12-01T10:00:00Z");
    const later = new Date("2026-12-03T10:00:00Z");
    const subscriber = (email: string, lists: string, sentAt: Date | null) =>
      test.db().execute(sql`insert into subscribers (email, locale, lists, consent, confirmed_at, confirmation_sent_at)
        values (${email}, 'de', ${lists}::text[], 'Schicken Sie mir Neuigkeiten.', ${lists === "{}" ? null : confirmed.toISOString()}, ${sentAt?.toISOString() ?? null})`);
    await subscriber("Mixed.Case@Example.com", "{news,course-dates}", asked);
    // A request after the confirmation replaced the mail's time: when it was first asked is not known.
    await subscriber("asked-again@example.com", "{news}", later);
    await subscriber("never@example.com", "{}", asked);

    await migration(test.db());

    expect(await consentsOf(test.db(), "mixed.case@example.com")).toMatchObject([
      {
        lists: ["news", "course-dates"],
        locale: "de",
        consent: "Schicken Sie mir Neuigkeiten.",
        requestedAt: asked,
        confirmedAt: confirmed,
        withdrawnAt: null,
      },
    ]);
    expect(await consentsOf(test.db(), "asked-again@example.com")).toMatchObject([{ requestedAt: null, confirmedAt: confirmed }]);
    expect(await consentsOf(test.db(), "never@example.com")).toEqual([]);
  });
});
