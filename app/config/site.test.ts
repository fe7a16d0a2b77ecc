import { z } from "zod";
import { primaryNavigation, site } from "./site";

describe("site settings", () => {
  it("are complete and well formed", () => {
    const schema = z.object({
      name: z.literal("Brightline Digital"),
      tagline: z.string().min(10),
      pitch: z.string().min(20),
      contactEmail: z.email(),
      social: z.array(z.object({ label: z.string().min(2), href: z.url().startsWith("https://") })).min(1),
    });
    expect(() => schema.parse(site)).not.toThrow();
  });

  it("list the navigation in the order of the original product, with Contact after it", () => {
    expect(primaryNavigation.map((item) => item.to)).toEqual(["/", "/courses", "/about-us", "/blog", "/faq", "/contact"]);
  });
});
