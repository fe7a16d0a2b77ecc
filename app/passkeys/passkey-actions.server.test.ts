import { passkeys } from "~/database/schema.server";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { passkeyFormAction } from "./passkey-actions.server";
import { passkeysOf } from "./passkey-store.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

/** The answer a `data()` result carries, and its status. */
const answerOf = (result: Awaited<ReturnType<typeof passkeyFormAction>>) => ({ status: result.init?.status ?? 200, ...result.data });

describe.each(testDatabaseKinds)("a passkey's rename form, on %s", (kind) => {
  const test = useTestDatabase(kind);

  async function aPasskey(accountId: string, name = "Laptop") {
    const id = `cred${crypto.randomUUID().replaceAll("-", "")}`;
    await test.db().insert(passkeys).values({ id, accountId, name, publicKey: "pQECAyYgASFYIA" });
    return id;
  }

  it("renames the person's own passkey, and takes no other form", async () => {
    const owner = `uid-${crypto.randomUUID()}`;
    const id = await aPasskey(owner);
    expect(answerOf(await passkeyFormAction(test.db(), owner, form({ form: "passkeyRename", id, name: "  Work laptop " })))).toMatchObject({
      status: 200,
      done: "Renamed to “Work laptop”.",
    });
    expect((await passkeysOf(test.db(), owner)).map((each) => each.name)).toEqual(["Work laptop"]);
    // Removing one is a confirmed change now (app/account/method-removal.server.ts): this form removes nothing.
    expect(answerOf(await passkeyFormAction(test.db(), owner, form({ form: "passkeyRemoval", id })))).toMatchObject({ status: 400 });
    expect((await passkeysOf(test.db(), owner)).map((each) => each.name)).toEqual(["Work laptop"]);
  });

  it("changes nothing of another account's passkey, and says it is not there", async () => {
    const owner = `uid-${crypto.randomUUID()}`;
    const id = await aPasskey(owner, "Ada's phone");
    expect(answerOf(await passkeyFormAction(test.db(), "uid-eve", form({ form: "passkeyRename", id, name: "Mine now" })))).toMatchObject({
      status: 404,
      error: expect.stringMatching(/no longer/),
      gone: true,
    });
    expect((await passkeysOf(test.db(), owner)).map((each) => each.name)).toEqual(["Ada's phone"]);
  });

  it("refuses a blank or long name, and a malformed id, in words, and keeps what was typed", async () => {
    const owner = `uid-${crypto.randomUUID()}`;
    const id = await aPasskey(owner);
    expect(answerOf(await passkeyFormAction(test.db(), owner, form({ form: "passkeyRename", id, name: "   " })))).toMatchObject({
      status: 400,
      error: expect.stringMatching(/Give the passkey a name/),
    });
    expect(answerOf(await passkeyFormAction(test.db(), owner, form({ form: "passkeyRename", id, name: "x".repeat(61) })))).toMatchObject({
      status: 400,
      error: expect.stringMatching(/60 characters/),
      name: "x".repeat(61),
    });
    expect(
      answerOf(await passkeyFormAction(test.db(), owner, form({ form: "passkeyRename", id: "<script>", name: "Laptop" }))),
    ).toMatchObject({
      status: 400,
    });
    expect((await passkeysOf(test.db(), owner)).map((each) => each.name)).toEqual(["Laptop"]);
    // Invisible characters are no name: alone they are refused, around one they are dropped.
    expect(answerOf(await passkeyFormAction(test.db(), owner, form({ form: "passkeyRename", id, name: "\u0000\u200b" })))).toMatchObject({
      status: 400,
    });
    expect(
      answerOf(await passkeyFormAction(test.db(), owner, form({ form: "passkeyRename", id, name: "Lap\u0000top\u202e" }))),
    ).toMatchObject({
      status: 200,
      done: "Renamed to “Laptop”.",
    });
  });
});
