// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { PageHeader } from "./page-header";

describe("PageHeader", () => {
  it("has the page's one h1, under its label", () => {
    render(<PageHeader label="Portfolio" heading="Work we're proud of" />);
    expect(screen.getByRole("heading", { level: 1, name: "Work we're proud of" })).toBeInTheDocument();
    expect(screen.getByText("Portfolio").tagName).toBe("P");
    expect(screen.queryAllByRole("paragraph")).toHaveLength(1);
  });

  it("sets a lead of text as paragraphs, one per string", () => {
    const { rerender } = render(<PageHeader label="About us" heading="Us" lead="One paragraph." />);
    expect(screen.getByText("One paragraph.").tagName).toBe("P");
    rerender(<PageHeader label="About us" heading="Us" lead={["First.", "Second."]} />);
    expect(screen.getByText("First.").tagName).toBe("P");
    expect(screen.getByText("Second.").tagName).toBe("P");
  });

  it("keeps a lead of markup as it is", () => {
    render(
      <PageHeader
        label="FAQ"
        heading="Questions"
        lead={
          <p>
            Write to <a href="mailto:hello@example.com">us</a>.
          </p>
        }
      />,
    );
    expect(screen.getByRole("link", { name: "us" }).closest("p")?.parentElement?.tagName).toBe("DIV");
  });
});
