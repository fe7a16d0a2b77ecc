// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { Surface, surfaceClass } from "./surface";

const classes = (value: string) => value.split(" ");

describe("surfaceClass", () => {
  it("is a plain, bordered box with the usual padding by default", () => {
    expect(classes(surfaceClass())).toEqual(["rounded-box", "border", "border-base-300", "bg-base-100", "p-6"]);
  });

  it("tints the background instead of replacing the border", () => {
    const tinted = classes(surfaceClass({ tone: "tinted" }));
    expect(tinted).toContain("bg-base-200");
    expect(tinted).not.toContain("bg-base-100");
    expect(tinted).toContain("border-base-300");
  });

  it("sets the padding, or none, and a shadow only when raised", () => {
    expect(classes(surfaceClass({ padding: "sm" }))).toContain("p-5");
    expect(surfaceClass({ padding: "lg" })).toMatch(/(^| )p-6 sm:p-8( |$)/);
    expect(surfaceClass({ padding: "none" })).not.toMatch(/(^| )p-\d/);
    expect(classes(surfaceClass({ raised: true }))).toContain("shadow-sm");
    expect(surfaceClass()).not.toContain("shadow");
  });
});

describe("Surface", () => {
  it("renders the element it is asked for, with its attributes and extra classes", () => {
    render(
      <Surface as="section" aria-label="Booking" tone="tinted" className="mt-8">
        Book now
      </Surface>,
    );
    const region = screen.getByRole("region", { name: "Booking" });
    expect(region.tagName).toBe("SECTION");
    expect(region).toHaveTextContent("Book now");
    expect(classes(region.className)).toEqual(expect.arrayContaining(["bg-base-200", "mt-8", "rounded-box"]));
  });
});
