// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { StepList } from "./step-list";

const steps = [
  { title: "Discovery", note: "1 week", text: "We meet the people who will use it." },
  { title: "Design", text: "We sketch, test and refine the screens." },
  { title: "Build", text: "We ship it in small, working slices." },
];

describe("StepList", () => {
  it("is an ordered list of the steps, numbered from one for the eye only", () => {
    render(<StepList steps={steps} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(screen.getByRole("list").tagName).toBe("OL");
    expect(items).toHaveLength(3);
    const numbers = items.map((item) => item.querySelector("[aria-hidden='true']")?.textContent);
    expect(numbers).toEqual(["1", "2", "3"]);
  });

  it("gives each titled step a heading, with its note and text", () => {
    render(<StepList steps={steps} layout="cards" />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Discovery", "Design", "Build"]);
    const first = screen.getAllByRole("listitem")[0]!;
    expect(first).toHaveTextContent("1 week");
    expect(first).toHaveTextContent("We meet the people who will use it.");
  });

  it("shows steps without titles as text alone", () => {
    render(<StepList steps={[{ text: "Interview the support team." }, { text: "Prototype the new flow." }]} />);
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "1Interview the support team.",
      "2Prototype the new flow.",
    ]);
  });
});
