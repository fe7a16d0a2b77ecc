import { bankHolidayTable } from "../../scripts/bank-holidays";
import { bankHoliday, bankHolidayFromLibrary, englandBankHolidays as table } from "./bank-holidays.server";

describe("England's bank holidays", () => {
  it("name the holiday a day is, substitute days included, and nothing for a working day", () => {
    expect(bankHoliday("2026-12-25")).toBe("Christmas Day");
    expect(bankHoliday("2026-12-28")).toBe("Boxing Day (substitute day)");
    expect(bankHoliday("2027-05-03")).toBe("Early May bank holiday");
    expect(bankHoliday("2027-08-30")).toBe("Summer bank holiday");
    expect(bankHoliday("2026-12-29")).toBeUndefined();
    // Scotland's 2 January is not England's.
    expect(bankHoliday("2029-01-02")).toBeUndefined();
  });

  it("come from the table for its years, and the table is what date-holidays says (npm run bank-holidays when not)", () => {
    expect(table).toEqual(bankHolidayTable(table.firstYear, table.lastYear));
    // The library asked day by day agrees, on the holidays and on the day after each.
    for (const day of Object.keys(table.days)) {
      expect(bankHolidayFromLibrary(day), day).toBe(table.days[day]);
      const next = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      expect(bankHolidayFromLibrary(next) === undefined, next).toBe(!(next in table.days));
    }
    // The one-off days are in it too.
    expect(bankHoliday("2023-05-08")).toBe("King Charles III's Coronation");
    expect(table.lastYear - new Date().getUTCFullYear()).toBeGreaterThanOrEqual(10);
  });

  it("outside the table's years, ask date-holidays", () => {
    expect(table.firstYear).toBeGreaterThan(2010);
    expect(bankHoliday("2010-12-27")).toBe(bankHolidayFromLibrary("2010-12-27"));
    expect(bankHoliday("2010-12-27")).toMatch(/Christmas Day \(substitute day\)|Boxing Day/);
    expect(bankHoliday(`${table.lastYear + 1}-12-25`)).toBe("Christmas Day");
  });
});
