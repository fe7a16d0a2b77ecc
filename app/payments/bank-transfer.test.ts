import { bankTransfer } from "./bank-transfer";
import { printedIban } from "~/config/money";

const due = { amount: 49_000, reference: "BK-0A1B2C3D", payBy: new Date("2026-12-01T18:00:00Z") };

describe("payment by bank transfer", () => {
  it("tells the amount, the reference, the deadline and the studio's account", () => {
    const text = bankTransfer({ payee: "Brightline Digital Ltd", iban: "GB33BUKB20201555555555" }).instructions(due).join("\n");
    expect(text).toContain("Amount: £490");
    expect(text).toContain("Reference: BK-0A1B2C3D");
    expect(text).toContain("Pay by: Tuesday 1 December 2026");
    expect(text).toContain("IBAN: GB33 BUKB 2020 1555 5555 55");
    expect(text).toContain("Account holder: Brightline Digital Ltd");
  });

  it("promises an invoice with the account, and invents none, when the settings hold no account", () => {
    const text = bankTransfer(undefined).instructions(due).join("\n");
    expect(text).toContain("We will send you an invoice with our bank details");
    expect(text).not.toContain("IBAN");
    expect(text).toContain("Reference: BK-0A1B2C3D");
  });

  it("prints an IBAN in groups of four", () => {
    expect(printedIban("DE89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
  });
});
