import { describe, expect, it } from "vitest";
import { staffSectionOf, staffSectionsFor } from "./staff-sections";

describe("staffSectionOf", () => {
  it("puts a section's own page and the pages under it in that section", () => {
    expect(staffSectionOf("/admin/cohorts")).toEqual({ path: "/admin/cohorts", section: "/admin/cohorts" });
    expect(staffSectionOf("/admin/cohorts/new/")).toEqual({ path: "/admin/cohorts/new", section: "/admin/cohorts" });
  });

  it("puts a lead's page under Leads, the inbox at /admin", () => {
    expect(staffSectionOf("/admin/leads/42")).toEqual({ path: "/admin/leads/42", section: "/admin" });
    expect(staffSectionOf("/admin")).toEqual({ path: "/admin", section: "/admin" });
  });

  it("does not take a path that only starts with a section's letters", () => {
    expect(staffSectionOf("/admin/cohorts-archive").section).toBe("/admin");
  });

  it("shows editors the content studio only, and staff every section", () => {
    expect(staffSectionsFor("editor").map(({ to }) => to)).toEqual(["/admin/content"]);
    expect(staffSectionsFor("staff").map(({ to }) => to)).toEqual([
      "/admin",
      "/admin/cohorts",
      "/admin/invoices",
      "/admin/vouchers",
      "/admin/backups",
      "/admin/site-speed",
      "/admin/content",
      "/admin/newsletters",
      "/admin/people",
    ]);
  });

  it("finds the section of a German staff page too", () => {
    expect(staffSectionOf("/de/admin/cohorts/new")).toEqual({ path: "/admin/cohorts/new", section: "/admin/cohorts" });
    expect(staffSectionOf("/de/admin")).toEqual({ path: "/admin", section: "/admin" });
  });
});
