import { postedForm } from "./posted-form";

const post = (body: BodyInit, type?: string) =>
  new Request("http://localhost/contact", { method: "POST", body, headers: type ? { "Content-Type": type } : {} });

describe("postedForm", () => {
  it("reads a form whose every field is named once, encoded either way", async () => {
    const urlEncoded = await postedForm(post(new URLSearchParams({ intent: "status", status: "won" })));
    expect(urlEncoded.ok && Object.fromEntries(urlEncoded.form)).toEqual({ intent: "status", status: "won" });
    const multipart = new FormData();
    multipart.append("intent", "note");
    expect((await postedForm(post(multipart))).ok).toBe(true);
  });

  it("refuses a form that names a field twice, naming it, rather than guess which value is meant", async () => {
    const posted = await postedForm(post("intent=status&status=won&intent=erase&confirm=yes", "application/x-www-form-urlencoded"));
    expect(posted).toMatchObject({ ok: false, problem: "repeated-field", field: "intent" });
    expect(posted.ok || posted.problem !== "repeated-field" || posted.form.get("status")).toBe("won");
    const twiceEmpty = await postedForm(post("a=&a=", "application/x-www-form-urlencoded"));
    expect(twiceEmpty).toMatchObject({ ok: false, field: "a" });
  });

  it("says a body that is not a form is unreadable", async () => {
    expect(await postedForm(post("{}", "application/json"))).toEqual({ ok: false, problem: "unreadable" });
    expect(await postedForm(post("--x\r\nbroken", "multipart/form-data; boundary=x"))).toEqual({ ok: false, problem: "unreadable" });
  });
});
