// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { FilteredCards, type FilterRow } from "./filtered-cards";

const colour = (unknown: boolean): FilterRow => ({
  label: "Filter by colour",
  options: [
    { label: "All colours", to: "/shop", active: unknown },
    { label: "Red", to: "/shop?colour=red", active: !unknown },
  ],
  unknown,
  unknownNotice: "That colour filter isn't one we know, so here is everything.",
});

function renderCards(items: string[], filters: FilterRow[] = [colour(false)]) {
  render(
    <MemoryRouter>
      <FilteredCards
        filters={filters}
        count={(count) => `${count} ${count === 1 ? "thing" : "things"}`}
        items={items}
        itemKey={(item) => item}
        empty={<p>Nothing matches.</p>}
      >
        {(item) => <article>{item}</article>}
      </FilteredCards>
    </MemoryRouter>,
  );
}

describe("FilteredCards", () => {
  it("shows the filter links, the count and a card per item", () => {
    renderCards(["mug", "plate"]);
    expect(screen.getByRole("navigation", { name: "Filter by colour" })).toBeInTheDocument();
    expect(screen.getByText("2 things")).toHaveAttribute("aria-live", "polite");
    expect(screen.getAllByRole("article").map((card) => card.textContent)).toEqual(["mug", "plate"]);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("says so for a filter whose value is unknown, and only for that one", () => {
    renderCards(["mug"], [colour(true), { ...colour(false), label: "Filter by size", unknownNotice: "Size note" }]);
    expect(screen.getAllByRole("status").map((status) => status.textContent)).toEqual([
      "That colour filter isn't one we know, so here is everything.",
    ]);
  });

  it("shows what the page says instead when nothing matches", () => {
    renderCards([]);
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.getByText("Nothing matches.")).toBeInTheDocument();
    expect(screen.getByText("0 things")).toBeInTheDocument();
  });
});
