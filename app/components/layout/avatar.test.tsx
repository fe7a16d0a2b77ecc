// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { Avatar, colourFor, initialsOf } from "./avatar";

describe("initialsOf", () => {
  it("takes the first letters of the first and last names", () => {
    expect(initialsOf("Ada Lovelace")).toBe("AL");
    expect(initialsOf("ada king lovelace")).toBe("AL");
  });

  it("uses one letter for a single name", () => {
    expect(initialsOf("Plato")).toBe("P");
  });

  it("ignores extra spaces around and between words", () => {
    expect(initialsOf("   grace    hopper  ")).toBe("GH");
    expect(initialsOf("\tAlan\n Turing ")).toBe("AT");
  });

  it("takes whole characters: an emoji or a letter outside the basic plane, never half of one", () => {
    expect(initialsOf("Zoë 😀")).toBe("Z😀");
    expect(initialsOf("𝒜da Lovelace")).toBe("𝒜L");
  });

  it("falls back to ? when there is no name", () => {
    expect(initialsOf("")).toBe("?");
    expect(initialsOf("    ")).toBe("?");
    expect(initialsOf(null)).toBe("?");
    expect(initialsOf(undefined)).toBe("?");
  });

  it("uses the given fallback", () => {
    expect(initialsOf("", "U")).toBe("U");
  });
});

describe("colourFor", () => {
  it("gives the same colour for the same seed", () => {
    expect(colourFor("user-42")).toBe(colourFor("user-42"));
    expect(colourFor("")).toBe(colourFor(""));
  });

  it("always returns one of the circle colour classes", () => {
    const seeds = ["a", "b", "c", "d", "uid-1", "uid-2", "a very long seed with spaces", ""];
    for (const seed of seeds) {
      expect(colourFor(seed)).toMatch(/^bg-(primary|secondary|accent|neutral) text-\1-content$/);
    }
  });

  it("spreads different seeds over more than one colour", () => {
    const colours = new Set(["a", "b", "c", "d", "e", "f", "g", "h"].map(colourFor));
    expect(colours.size).toBeGreaterThan(1);
  });
});

describe("Avatar", () => {
  it("shows the photo when there is one", () => {
    render(<Avatar name="Ada Lovelace" photoURL="https://example.com/ada.png" seed="u1" />);
    const photo = screen.getByTestId("avatar-photo");
    expect(photo).toHaveAttribute("src", "https://example.com/ada.png");
    expect(photo).toHaveAttribute("width", "36");
    // The initials lie under the photo, covered by it, for when it fails without scripts.
    expect(photo).toHaveClass("absolute", "inset-0");
    expect(photo.parentElement).toContainElement(screen.getByTestId("avatar-initials"));
  });

  it("shows initials on a coloured circle without a photo", () => {
    render(<Avatar name="Ada Lovelace" photoURL={null} seed="u1" size="large" />);
    const circle = screen.getByTestId("avatar-initials");
    expect(circle).toHaveTextContent("AL");
    expect(circle).toHaveClass("rounded-full", ...colourFor("u1").split(" "));
    expect(circle.parentElement).toHaveClass("size-16");
    expect(circle).not.toHaveAttribute("style");
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("replaces a photo that fails to load with initials", () => {
    render(<Avatar name="Ada Lovelace" photoURL="https://example.com/broken.png" seed="u1" />);
    fireEvent.error(screen.getByTestId("avatar-photo"));
    expect(screen.queryByTestId("avatar-photo")).not.toBeInTheDocument();
    expect(screen.getByTestId("avatar-initials")).toHaveTextContent("AL");
  });

  it("tries a new photo after an earlier one failed", () => {
    const { rerender } = render(<Avatar name="Ada Lovelace" photoURL="https://example.com/broken.png" seed="u1" />);
    fireEvent.error(screen.getByTestId("avatar-photo"));
    rerender(<Avatar name="Ada Lovelace" photoURL="https://example.com/new.png" seed="u1" />);
    expect(screen.getByTestId("avatar-photo")).toHaveAttribute("src", "https://example.com/new.png");
  });
});
