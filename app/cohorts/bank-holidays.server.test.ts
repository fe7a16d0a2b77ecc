import { bankHoliday } from "./bank-holidays.server";

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
});
