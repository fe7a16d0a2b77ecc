import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { authEmulator } from "../../../playwright.config";
import { leadFormBody, postLeadForm } from "~tests/support/contact-form-post";
import { expect, test } from "../support/fixtures";
import { ownDataDirectory, removeWhenFree, startSiteInstance, stopChild } from "../support/child-processes";

/**
 * `npm start` without FORM_SECRETS, as on a developer's machine: the secret that signs the
 * contact form's ids is made once and kept in DATA_DIR (decision 19), so a form a visitor
 * opened before a restart is still taken as a person's after it.
 */
test("a form rendered before a restart is a person's after it: npm start keeps its form secret in DATA_DIR", async () => {
  test.setTimeout(120_000);
  const dataDirectory = ownDataDirectory();
  const env = {
    NODE_ENV: "production",
    // Empty is unset: the start makes the secret itself.
    FORM_SECRETS: "",
    SMTP_URL: "",
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulator.port}`,
    FIREBASE_PROJECT_ID: authEmulator.projectId,
  };
  try {
    const first = await startSiteInstance(env, { dataDirectory });
    const page = await (await fetch(`http://127.0.0.1:${first.port}/contact`)).text();
    const submissionId = /name="submissionId" value="([^"]+)"/.exec(page)![1]!;
    await stopChild(first.process);
    expect(readFileSync(path.join(dataDirectory, "form-secret"), "utf8").trim()).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const second = await startSiteInstance(env, { dataDirectory });
    try {
      const reference = await postLeadForm(`http://127.0.0.1:${second.port}`, leadFormBody({ submissionId }));
      // A person's lead queues the studio's notification and the acknowledgement; spam queues
      // none. Without SMTP both are written to DATA_DIR/mail.
      // The mail sender makes the folder with its first message (none yet is no mail yet), and
      // writes each as .partial before naming it .eml.
      const mail = path.join(dataDirectory, "mail");
      const mailFor = () =>
        existsSync(mail) ? readdirSync(mail, { withFileTypes: true }).filter((entry) => entry.name.endsWith(".eml")) : [];
      await expect.poll(() => mailFor().length).toBe(2);
      const texts = mailFor().map((entry) => readFileSync(path.join(dataDirectory, "mail", entry.name), "utf8"));
      for (const text of texts) expect(text).toContain(reference);
    } finally {
      await stopChild(second.process);
    }
  } finally {
    removeWhenFree(dataDirectory);
  }
});
