// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { StatList } from "./stat";

const stats = [
  { value: "38%", label: "more sign-ups" },
  { value: "2.1 s", label: "faster first paint" },
];

describe("StatList", () => {
  it("pairs each label (dt) with its figure (dd), label first in the markup", () => {
    const { container } = render(<StatList stats={stats} />);
    const terms = [...container.querySelectorAll("dl > div")].map((pair) => [...pair.children].map((child) => child.tagName));
    expect(terms).toEqual([
      ["DT", "DD"],
      ["DT", "DD"],
    ]);
    expect(screen.getByText("38%").previousElementSibling).toHaveTextContent("more sign-ups");
  });

  it("shows facts small and figures large", () => {
    const { rerender } = render(<StatList stats={stats} size="small" />);
    expect(screen.getByText("38%").className).toBe("font-bold");
    rerender(<StatList stats={stats} />);
    expect(screen.getByText("38%").className).toContain("text-3xl");
    expect(screen.getByText("38%").className).toContain("whitespace-nowrap");
  });
});
