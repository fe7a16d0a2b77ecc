// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { richText } from "./rich-text";

describe("richText", () => {
  it("puts each part where the message's language puts it", () => {
    const english = ({ path }: { path: string }) => `There is no page at ${path}. It may have moved.`;
    const german = ({ path }: { path: string }) => `Unter ${path} gibt es keine Seite.`;
    const { container, rerender } = render(<p>{richText(english, { path: <code>/x</code> })}</p>);
    expect(container.innerHTML).toBe("<p>There is no page at <code>/x</code>. It may have moved.</p>");
    rerender(<p>{richText(german, { path: <code>/x</code> })}</p>);
    expect(container.innerHTML).toBe("<p>Unter <code>/x</code> gibt es keine Seite.</p>");
  });
});
