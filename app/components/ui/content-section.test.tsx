// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { ContentSection } from "./content-section";

describe("ContentSection", () => {
  it("is a region named by its heading, which links can reach by id", () => {
    render(
      <ContentSection id="challenge" heading="The challenge" text="Nobody could find the timetable.">
        <p>More</p>
      </ContentSection>,
    );
    const region = screen.getByRole("region", { name: "The challenge" });
    expect(region).toHaveAttribute("id", "challenge");
    expect(within(region).getByRole("heading", { level: 2 })).toHaveAttribute("id", "challenge-heading");
    expect(region).toHaveTextContent("Nobody could find the timetable.More");
  });

  it("shows a field written in Markdown as the HTML the server rendered, in place of its paragraph", () => {
    render(
      <ContentSection
        id="result"
        heading="The result"
        html={'<p>Bookings <strong>doubled</strong>.</p>\n<p>See <a href="https://example.com">the figures</a>.</p>'}
      />,
    );
    const region = screen.getByRole("region", { name: "The result" });
    expect(within(region).getByText("doubled").tagName).toBe("STRONG");
    expect(within(region).getByRole("link", { name: "the figures" })).toHaveAttribute("href", "https://example.com");
    expect(region.querySelectorAll("p")).toHaveLength(2);
  });

  it("leaves out the paragraph and body it is not given", () => {
    const { container } = render(<ContentSection id="empty" heading="Nothing yet" />);
    expect(container.querySelector("section")!.children).toHaveLength(1);
  });
});
