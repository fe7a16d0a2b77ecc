import { isSubmissionId, newSubmissionId, submissionIdTime } from "./submission-id.server";

describe("submission ids", () => {
  it("are UUID version 7 carrying the time the form was made", () => {
    const made = Date.UTC(2026, 10, 23, 16, 0, 0, 123);
    const id = newSubmissionId(made);
    expect(isSubmissionId(id)).toBe(true);
    expect(submissionIdTime(id)).toBe(made);
  });

  it("differ for forms made in the same millisecond", () => {
    expect(newSubmissionId(1)).not.toBe(newSubmissionId(1));
  });

  it("are not any other UUID or text", () => {
    expect(isSubmissionId(crypto.randomUUID())).toBe(false);
    expect(isSubmissionId("")).toBe(false);
  });
});
