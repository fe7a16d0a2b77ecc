import { priceOfTheDay } from "./cohort-price";

describe("a seat's price on a day", () => {
  const early = { price: null, earlyPrice: 390, earlyPriceUntil: "2027-01-15" };

  it("is the early price up to and including its last day, then the course's", () => {
    expect(priceOfTheDay(early, 490, "2027-01-14")).toEqual({ price: 390, regularPrice: 490, earlyUntil: "2027-01-15" });
    expect(priceOfTheDay(early, 490, "2027-01-15")).toEqual({ price: 390, regularPrice: 490, earlyUntil: "2027-01-15" });
    expect(priceOfTheDay(early, 490, "2027-01-16")).toEqual({ price: 490, regularPrice: 490 });
  });

  it("takes the cohort's own price over the course's, and ignores an early price that is not lower", () => {
    expect(priceOfTheDay({ price: 350, earlyPrice: null, earlyPriceUntil: null }, 490, "2027-01-01")).toEqual({
      price: 350,
      regularPrice: 350,
    });
    expect(priceOfTheDay({ ...early, price: 350 }, 490, "2027-01-01")).toEqual({ price: 350, regularPrice: 350 });
  });
});
