import { useTestSettings } from "~tests/support/test-settings";
import { newSubmissionId, readSubmissionId, SUBMISSION_ID_LIFETIME_MS } from "./submission-id.server";

const secret = "the-test-secret-".padEnd(40, "s");

describe("submission ids", () => {
  useTestSettings(() => ({ FORM_SECRETS: secret }));

  it("are a UUID version 7 carrying the time the form was made, signed by this site", () => {
    const made = Date.UTC(2026, 10, 23, 16, 0, 0, 123);
    const id = newSubmissionId(made);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.[A-Za-z0-9_-]{22}$/);
    expect(readSubmissionId(id, made + 5_000)).toEqual({ uuid: id.split(".")[0], madeAt: made, standing: "issued" });
  });

  it("differ for forms made in the same millisecond", () => {
    expect(newSubmissionId(1)).not.toBe(newSubmissionId(1));
  });

  it("are forged when unsigned or signed with another secret, expired past their lifetime, and nothing when not shaped like one", () => {
    const now = Date.now();
    const id = newSubmissionId(now - 60_000);
    const [uuid, signature] = id.split(".") as [string, string];
    expect(readSubmissionId(uuid, now)?.standing).toBe("forged");
    expect(readSubmissionId(newSubmissionId(now, "another-secret".padEnd(40, "a")), now)?.standing).toBe("forged");
    // Any other signature, even one a bit away from the right one.
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    expect(readSubmissionId(`${uuid}.${flipped}`, now)?.standing).toBe("forged");
    expect(readSubmissionId(`${uuid}.${signature}`, now + SUBMISSION_ID_LIFETIME_MS)?.standing).toBe("expired");
    expect(readSubmissionId(`${uuid}.${signature}`, now - 3_600_000)?.standing).toBe("expired");
    for (const value of ["", "not-an-id", crypto.randomUUID(), `${uuid}.`, `${uuid}.${signature}x`, `${uuid.toUpperCase()}.${signature}`])
      expect(readSubmissionId(value, now)).toBeUndefined();
  });
});
