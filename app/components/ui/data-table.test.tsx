// @vitest-environment jsdom
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { render, screen, within } from "@testing-library/react";
import { type DataColumn, DataTable } from "./data-table";

type Cohort = { id: string; course: string; seats: number };
const columns: DataColumn<Cohort>[] = [
  { header: "Course", namesRow: true, cell: (cohort) => cohort.course },
  { header: "Seats taken", numeric: true, cell: (cohort) => cohort.seats },
];
const cohorts = [
  { id: "a", course: "React Router", seats: 12 },
  { id: "b", course: "Accessible forms", seats: 3 },
];

describe("DataTable", () => {
  it("is a captioned table in a named region that scrolls, with a header row and a header cell naming each row", () => {
    render(
      <DataTable caption="Cohorts to come" label="Cohorts" columns={columns} rows={cohorts} rowKey={(row) => row.id} minWidth="medium" />,
    );
    const region = screen.getByRole("region", { name: "Cohorts" });
    expect(region).toHaveAttribute("tabindex", "0");
    const table = within(region).getByRole("table", { name: "Cohorts to come" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Course", "Seats taken"]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["React Router", "Accessible forms"]);
    expect(within(table).getByRole("row", { name: /Accessible forms/ })).toHaveTextContent("3");
    expect(table.className).toContain("min-w-[48rem]");
  });

  it("aligns figures right, under a heading aligned with them", () => {
    render(<DataTable caption="Cohorts" columns={columns} rows={cohorts} rowKey={(row) => row.id} minWidth="narrow" />);
    expect(screen.getByRole("columnheader", { name: "Seats taken" }).className).toContain("text-right");
    expect(screen.getByText("12").className).toContain("tabular-nums");
    expect(screen.getByRole("columnheader", { name: "Course" }).className).not.toContain("text-right");
  });
});

describe("the staff pages' tables", () => {
  it("are all DataTables: no other module writes a table's header markup", () => {
    const app = path.resolve(import.meta.dirname, "../..");
    const own = readdirSync(app, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx") && file !== path.join("components", "ui", "data-table.tsx"))
      .filter((file) => /<thead\b|<th\b/.test(readFileSync(path.join(app, file), "utf8")));
    expect(own).toEqual([]);
  });
});
