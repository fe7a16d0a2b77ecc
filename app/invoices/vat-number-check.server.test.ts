import { checkVatNumber } from "./vat-number-check.server";

describe("checkVatNumber", () => {
  it("takes a number of its country's shape and check digits, as people type it", () => {
    expect(checkVatNumber("DE 136 695 976", "DE")).toEqual({ ok: true, number: "DE136695976" });
    expect(checkVatNumber("fr40303265045", "FR")).toEqual({ ok: true, number: "FR40303265045" });
    expect(checkVatNumber("ATU13585627", "AT")).toEqual({ ok: true, number: "ATU13585627" });
  });

  it("refuses another shape, wrong check digits, and another country's number, saying which", () => {
    expect(checkVatNumber("136695976", "DE")).toEqual({ ok: false, problem: "shape" });
    expect(checkVatNumber("DE12345", "DE")).toEqual({ ok: false, problem: "shape" });
    expect(checkVatNumber("DE136695977", "DE")).toEqual({ ok: false, problem: "check-digits" });
    expect(checkVatNumber("FR40303265045", "DE")).toEqual({ ok: false, problem: "other-country" });
    expect(checkVatNumber("\u0000; drop table bookings", "DE")).toEqual({ ok: false, problem: "shape" });
  });
});
