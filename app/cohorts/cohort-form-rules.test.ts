import { cohortFormRules, readCohortForm, typedCohortValues } from "./cohort-form";

const courseSlugs = ["react-router-full-stack-apps"];
const form = (startsOn: string) => {
  const data = new FormData();
  const fields = {
    courseSlug: "react-router-full-stack-apps",
    startsOn,
    endsOn: "2026-12-20",
    startsAt: "18:00",
    endsAt: "20:30",
    format: "online",
    address: "",
    capacity: "16",
    price: "",
    state: "closed",
  };
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  // Every day of the week: these tests are about the first day's date, whichever weekday it is.
  for (const day of ["1", "2", "3", "4", "5", "6", "7"]) data.append("meetingDays", day);
  return data;
};

describe("the rules a cohort form is read by", () => {
  const today = "2026-11-24";

  it("lets a cohort that has started keep its first day, so it can still be closed or given seats", () => {
    const rules = cohortFormRules({ courseSlugs, today, keptStartsOn: "2026-11-10" }, "2026-11-10");
    expect(rules).toEqual({ courseSlugs, today: "2026-11-09", startKept: true });
    expect(readCohortForm(form("2026-11-10"), rules).ok).toBe(true);
    expect(readCohortForm(form("2026-11-24"), cohortFormRules({ courseSlugs, today, keptStartsOn: "2026-11-24" }, "2026-11-24")).ok).toBe(
      true,
    );
  });

  it("moves no cohort to today or before, nor makes a new one start there", () => {
    for (const rules of [
      cohortFormRules({ courseSlugs, today, keptStartsOn: "2026-11-10" }, "2026-11-12"),
      cohortFormRules({ courseSlugs, today }, "2026-11-24"),
    ]) {
      expect(rules.today).toBe(today);
    }
    const moved = readCohortForm(form("2026-11-12"), cohortFormRules({ courseSlugs, today, keptStartsOn: "2026-11-10" }, "2026-11-12"));
    expect(moved).toMatchObject({ ok: false, errors: { startsOn: "The first day must be after today." } });
  });

  it("keeps a cohort to come to the same rule as a new one", () => {
    expect(cohortFormRules({ courseSlugs, today, keptStartsOn: "2026-12-01" }, "2026-12-01")).toEqual({
      courseSlugs,
      today,
      startKept: true,
    });
  });

  it("asks no confirmation again for a kept first day on a bank holiday, but does for a move onto one", () => {
    const bankHoliday = (day: string) => (day === "2026-12-28" ? "Boxing Day (substitute day)" : undefined);
    const boxingDay = form("2026-12-28");
    boxingDay.set("endsOn", "2027-01-20");
    const kept = cohortFormRules({ courseSlugs, today, keptStartsOn: "2026-12-28", bankHoliday }, "2026-12-28");
    expect(readCohortForm(boxingDay, kept).ok).toBe(true);
    const moved = cohortFormRules({ courseSlugs, today, keptStartsOn: "2026-12-01", bankHoliday }, "2026-12-28");
    expect(readCohortForm(boxingDay, moved)).toMatchObject({ ok: false, errors: { bankHoliday: expect.stringContaining("Boxing Day") } });
  });
});

describe("typedCohortValues", () => {
  it("gives back what was typed, and nothing for a field that was a file or missing", () => {
    const data = form("2026-12-01");
    data.set("address", new File(["x"], "address.txt"));
    data.delete("price");
    expect(typedCohortValues(data)).toMatchObject({
      startsOn: "2026-12-01",
      address: "",
      price: "",
      capacity: "16",
      meetingDays: "1,2,3,4,5,6,7",
    });
  });
});

describe("a cohort form's early price", () => {
  const rules = { courseSlugs, today: "2026-11-24" };
  const withEarly = (earlyPrice: string, earlyPriceUntil: string, price = "") => {
    const data = form("2026-12-01");
    data.set("earlyPrice", earlyPrice);
    data.set("earlyPriceUntil", earlyPriceUntil);
    data.set("price", price);
    return readCohortForm(data, rules);
  };

  it("keeps an early price with its last day, before the first day and below the cohort's price", () => {
    expect(withEarly("390", "2026-11-30", "490")).toMatchObject({
      ok: true,
      cohort: { price: 490, earlyPrice: 390, earlyPriceUntil: "2026-11-30" },
    });
    expect(withEarly("", "")).toMatchObject({ ok: true, cohort: { earlyPrice: null, earlyPriceUntil: null } });
  });

  it("refuses a price without its day, a day without its price, a day from the start on, and a price not below", () => {
    expect(withEarly("390", "")).toMatchObject({ ok: false, errors: { earlyPriceUntil: "Please enter the last day of the early price." } });
    expect(withEarly("", "2026-11-30")).toMatchObject({
      ok: false,
      errors: { earlyPrice: "Please enter the early price, or clear its last day." },
    });
    expect(withEarly("390", "2026-12-01")).toMatchObject({
      ok: false,
      errors: { earlyPriceUntil: "The early price must end before the first day." },
    });
    expect(withEarly("490", "2026-11-30", "490")).toMatchObject({
      ok: false,
      errors: { earlyPrice: "The early price must be less than the price of 490." },
    });
    expect(withEarly("cheap", "2026-11-30")).toMatchObject({
      ok: false,
      errors: { earlyPrice: "Please enter the early price as a whole number." },
    });
  });
});
