import { parseLeadForm } from "./lead-form.server";
import { newSubmissionId } from "./submission-id.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

function form(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const valid = {
  submissionId: newSubmissionId(),
  name: "Grace Hopper",
  email: "grace@example.com",
  company: "",
  service: "app-development",
  budget: "25k-50k",
  timeline: "1-3-months",
  message: "An app for our field engineers, offline first.",
  consent: "yes",
};

describe("parseLeadForm", () => {
  it("takes a complete form, with an empty company as none", () => {
    const parsed = parseLeadForm(form(valid));
    expect(parsed).toMatchObject({
      ok: true,
      honeypot: false,
      details: { name: "Grace Hopper", company: null, service: "app-development" },
    });
  });

  it("names every missing or wrong field in plain words, and keeps what was typed", () => {
    const parsed = parseLeadForm(form({ submissionId: valid.submissionId, name: "  ", email: "grace@", message: "Hi" }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(["budget", "consent", "email", "message", "name", "service", "timeline"]);
    expect(parsed.errors.message).toBe("Please tell us a little more: at least 20 characters (2 so far).");
    expect(parsed.values).toMatchObject({ email: "grace@", message: "Hi" });
  });

  it("asks a project for its budget and start, and a question about a course for neither, still checking what is given", () => {
    const project = parseLeadForm(form({ ...valid, budget: "", timeline: "" }));
    expect(project.ok).toBe(false);
    if (!project.ok) expect(Object.keys(project.errors).sort()).toEqual(["budget", "timeline"]);

    const course = parseLeadForm(form({ ...valid, service: "course", budget: "", timeline: "" }));
    expect(course).toMatchObject({ ok: true, details: { service: "course", budget: "", timeline: "" } });

    const madeUp = parseLeadForm(form({ ...valid, service: "course", budget: "a-million", timeline: "" }));
    expect(madeUp.ok).toBe(false);
    if (!madeUp.ok) expect(Object.keys(madeUp.errors)).toEqual(["budget"]);
  });

  it("counts characters as people do: twenty emoji are twenty characters", () => {
    expect(parseLeadForm(form({ ...valid, message: "🚀".repeat(19) })).ok).toBe(false);
    expect(parseLeadForm(form({ ...valid, message: "🚀".repeat(20) })).ok).toBe(true);
  });

  it("refuses a message over 5,000 characters, saying how long it is", () => {
    const parsed = parseLeadForm(form({ ...valid, message: "a".repeat(5001) }));
    expect(parsed.ok ? "" : parsed.errors.message).toBe("Please keep your message to 5,000 characters (it has 5,001).");
  });

  it("stores no control characters or broken Unicode, keeping a message's line breaks", () => {
    const parsed = parseLeadForm(
      form({ ...valid, name: "Gr\u0000ace\u0007 \uD800Hopper", message: "Line one is here\r\nline two\u0000 follows" }),
    );
    expect(parsed).toMatchObject({ ok: true, details: { name: "Grace \uFFFDHopper", message: "Line one is here\nline two follows" } });
  });

  it("reads a file where text belongs as nothing, and ignores fields it does not know", () => {
    const parsed = parseLeadForm(form({ ...valid, name: new Blob(["Grace"]), role: "admin" }));
    expect(parsed.ok ? "" : parsed.errors.name).toBe("Please tell us your name.");
  });

  it("refuses a service, budget or timeline the form does not offer", () => {
    const parsed = parseLeadForm(form({ ...valid, service: "'; drop table leads; --", budget: "1m", timeline: "<script>" }));
    expect(parsed.ok ? [] : Object.keys(parsed.errors).sort()).toEqual(["budget", "service", "timeline"]);
  });

  it("sends a form without a valid id back as expired, and notices the honeypot", () => {
    expect(parseLeadForm(form({ ...valid, submissionId: "not-an-id" }))).toMatchObject({ ok: false, staleForm: true });
    expect(parseLeadForm(form({ ...valid, website: "http://spam.example" }))).toMatchObject({ ok: true, honeypot: true });
  });
});
