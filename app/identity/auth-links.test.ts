import { authPageLink } from "./auth-links";
import { safeRedirect } from "./safe-redirect";

describe("authPageLink", () => {
  it("keeps where the visitor was going, and reads back to the same place", () => {
    const link = authPageLink("/register", "/courses/react-from-scratch?tab=syllabus");
    expect(link).toBe("/register?redirectTo=%2Fcourses%2Freact-from-scratch%3Ftab%3Dsyllabus");
    const kept = new URL(link, "http://site.test").searchParams.get("redirectTo");
    expect(safeRedirect(kept)).toBe("/courses/react-from-scratch?tab=syllabus");
  });

  it("leaves the home page out, where everyone goes by default", () => {
    expect(authPageLink("/login", "/")).toBe("/login");
  });
});

describe("authPageLink in German", () => {
  it("links to the German sign-in page, and leaves out the German home page", () => {
    expect(authPageLink("/login", "/de", "de")).toBe("/de/login");
    expect(authPageLink("/register", "/de/courses/ui-design-foundations", "de")).toBe(
      "/de/register?redirectTo=%2Fde%2Fcourses%2Fui-design-foundations",
    );
  });

  it("never sends a visitor back to a sign-in page of either language", () => {
    expect(safeRedirect("/de/login")).toBe("/");
    expect(safeRedirect("/DE/register/", "/de")).toBe("/de");
    expect(safeRedirect("/de/account")).toBe("/de/account");
  });
});
