// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { CardGrid } from "./card-grid";

const fruit = [
  { id: "apple", name: "Apple" },
  { id: "pear", name: "Pear" },
  { id: "plum", name: "Plum" },
];

describe("CardGrid", () => {
  it("lists one item per entry, in order, each holding its card", () => {
    render(
      <CardGrid items={fruit} itemKey={(item) => item.id}>
        {(item) => <article aria-label={item.name}>{item.name}</article>}
      </CardGrid>,
    );
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Apple", "Pear", "Plum"]);
    expect(within(items[1]!).getByRole("article", { name: "Pear" })).toBeInTheDocument();
  });

  it("lays a list out in two then three columns, a row in three from tablets up", () => {
    const { rerender } = render(
      <CardGrid items={fruit} itemKey={(item) => item.id}>
        {(item) => item.name}
      </CardGrid>,
    );
    expect(screen.getByRole("list").className.split(" ")).toEqual(expect.arrayContaining(["md:grid-cols-2", "xl:grid-cols-3"]));
    rerender(
      <CardGrid items={fruit} itemKey={(item) => item.id} layout="row">
        {(item) => item.name}
      </CardGrid>,
    );
    expect(screen.getByRole("list").className).toContain("md:grid-cols-3");
    expect(screen.getByRole("list").className).not.toContain("md:grid-cols-2");
  });
});
