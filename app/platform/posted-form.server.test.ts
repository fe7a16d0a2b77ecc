import { chosenFile, postedForm } from "./posted-form.server";

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

describe("chosenFile", () => {
  /** A form's body with one file input, as a browser sends it: `filename` is empty when no file was chosen. */
  const withFile = (filename: string, content: string) =>
    post(
      `--x\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n--x--\r\n`,
      "multipart/form-data; boundary=x",
    ).formData();

  it("is nothing for a file input left empty, or for a field that is no file", async () => {
    expect(chosenFile(await withFile("", ""), "photo")).toBeUndefined();
    expect(chosenFile(new FormData(), "photo")).toBeUndefined();
    const text = new FormData();
    text.set("photo", "me.jpg");
    expect(chosenFile(text, "photo")).toBeUndefined();
  });

  it("is a chosen file, empty or not", async () => {
    expect(chosenFile(await withFile("empty.jpg", ""), "photo")).toMatchObject({ name: "empty.jpg", size: 0 });
    expect(chosenFile(await withFile("me.jpg", "bytes"), "photo")).toMatchObject({ name: "me.jpg", size: 5 });
  });
});
