import { roleMayOpen, roleOf } from "./staff-roles";

describe("staff roles", () => {
  it("lets staff open every staff page, and editors the content studio only", () => {
    const pages = [
      "/admin",
      "/admin/",
      "/admin/leads/7",
      "/admin/leads.csv",
      "/admin/cohorts",
      "/admin/cohorts/1/roster.csv",
      "/admin/site-speed",
    ];
    for (const page of pages) {
      expect(roleMayOpen("staff", page)).toBe(true);
      expect(roleMayOpen("editor", page)).toBe(false);
    }
    for (const page of ["/admin/content", "/admin/content/", "/admin/content/service/abc", "/admin/content.data"]) {
      expect(roleMayOpen("staff", page)).toBe(true);
    }
    expect(roleMayOpen("editor", "/admin/content")).toBe(true);
    expect(roleMayOpen("editor", "/admin/content/service/abc")).toBe(true);
    expect(roleMayOpen("editor", "/admin/content.data")).toBe(true);
    expect(roleMayOpen("editor", "/admin.data")).toBe(false);
    expect(roleMayOpen("editor", "/admin/cohorts.data")).toBe(false);
    // Not a prefix trick: a path that only begins with the studio's letters is not the studio.
    expect(roleMayOpen("editor", "/admin/contentious")).toBe(false);
  });

  it("opens the same pages to each role at their German addresses", () => {
    expect(roleMayOpen("editor", "/de/admin/content")).toBe(true);
    expect(roleMayOpen("editor", "/de/admin/content/7/preview")).toBe(true);
    expect(roleMayOpen("editor", "/de/admin")).toBe(false);
    expect(roleMayOpen("editor", "/de/admin/cohorts")).toBe(false);
    expect(roleMayOpen("staff", "/de/admin/leads/7")).toBe(true);
  });

  it("takes staff over editor, and neither claim as no role", () => {
    expect(roleOf({ staff: true, editor: true })).toBe("staff");
    expect(roleOf({ staff: false, editor: true })).toBe("editor");
    expect(roleOf({ staff: false, editor: false })).toBeUndefined();
  });
});
