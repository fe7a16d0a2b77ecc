// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { balancedSpan } from "./balanced-rows";
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

describe("balancedSpan", () => {
  /** How many cards each wide-screen row holds, from the spans of six columns. */
  function wideRows(count: number): number[] {
    const rows: number[] = [];
    let used = 6;
    for (let index = 0; index < count; index++) {
      const span = Number(/lg:col-span-(\d)/.exec(balancedSpan(index, count))![1]);
      if (used + span > 6) {
        rows.push(0);
        used = 0;
      }
      rows[rows.length - 1]! += 1;
      used += span;
    }
    return rows;
  }

  it("fills every wide row, the shorter rows first, never more than three a row", () => {
    expect(wideRows(1)).toEqual([1]);
    expect(wideRows(2)).toEqual([2]);
    expect(wideRows(3)).toEqual([3]);
    expect(wideRows(4)).toEqual([2, 2]);
    expect(wideRows(5)).toEqual([2, 3]);
    expect(wideRows(6)).toEqual([3, 3]);
    expect(wideRows(7)).toEqual([2, 2, 3]);
    expect(wideRows(8)).toEqual([2, 3, 3]);
  });

  it("lays the last of an odd number across both tablet columns", () => {
    expect(balancedSpan(4, 5)).toContain("md:col-span-2");
    expect(balancedSpan(3, 5)).not.toContain("md:col-span-2");
    expect(balancedSpan(3, 4)).not.toContain("md:col-span-2");
  });
});
