import * as z from "zod/mini";
import {
  addPasswordSchema,
  fieldErrors,
  forgotPasswordSchema,
  loginSchema,
  parseForm,
  passwordChangeSchema,
  profileSchema,
  registerSchema,
  twoStepOnByGoogleSchema,
  twoStepOnSchema,
} from "./auth-forms";
import { inLocale } from "~/i18n/request-locale.server";

/** A posted form's fields, as the browser sends them. */
function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** The first message per field, as the forms show them. */
async function errorsOf(schema: z.ZodMiniType, input: unknown) {
  const result = await schema.safeParseAsync(input);
  if (result.success) throw new Error(`Expected ${JSON.stringify(input)} to be refused`);
  return fieldErrors(result.error);
}

const EMPTY_EMAIL = "Enter your email address.";
const BAD_EMAIL = "Enter a valid email address, like name@example.com.";
const HTTPS_ONLY = "Use a link that starts with https://.";

describe("loginSchema", () => {
  it("accepts an email and password, trimming and lower-casing the email", async () => {
    expect(await loginSchema.parseAsync({ email: "  Ada@Example.COM ", password: " secret " })).toEqual({
      email: "ada@example.com",
      password: " secret ",
    });
  });

  it("keeps an optional redirectTo", async () => {
    expect((await loginSchema.parseAsync({ email: "ada@example.com", password: "x", redirectTo: "/account" })).redirectTo).toBe("/account");
  });

  it("asks for an email when it is empty or only spaces", async () => {
    expect(await errorsOf(loginSchema, { email: "", password: "x" })).toEqual({ email: EMPTY_EMAIL });
    expect(await errorsOf(loginSchema, { email: "   ", password: "x" })).toEqual({ email: EMPTY_EMAIL });
  });

  it.each(["ada", "ada@", "@example.com", "ada@example", "ada example@example.com"])(
    "asks for a valid email instead of %j",
    async (email) => {
      expect(await errorsOf(loginSchema, { email, password: "x" })).toEqual({ email: BAD_EMAIL });
    },
  );

  it("asks for the password", async () => {
    expect(await errorsOf(loginSchema, { email: "ada@example.com", password: "" })).toEqual({
      password: "Enter your password.",
    });
  });

  it("uses the same words when fields are missing altogether", async () => {
    expect(await errorsOf(loginSchema, {})).toEqual({ email: EMPTY_EMAIL, password: "Enter your password." });
  });
});

describe("registerSchema", () => {
  const valid = { displayName: "  Ada Lovelace ", email: " Ada@Example.com", password: "correct horse", photoURL: "" };

  it("accepts a complete form, trimming the name and leaving out an empty photo", async () => {
    const data = await registerSchema.parseAsync(valid);
    expect(data).toEqual({ displayName: "Ada Lovelace", email: "ada@example.com", password: "correct horse" });
    expect(data.photoURL).toBeUndefined();
  });

  it("treats a photo link of only spaces, or none at all, as no photo", async () => {
    expect((await registerSchema.parseAsync({ ...valid, photoURL: "   " })).photoURL).toBeUndefined();
    const { photoURL: _photoURL, ...withoutPhoto } = valid;
    expect((await registerSchema.parseAsync(withoutPhoto)).photoURL).toBeUndefined();
  });

  it("keeps an https:// photo link", async () => {
    const photoURL = "https://images.example.com/ada.jpg";
    expect((await registerSchema.parseAsync({ ...valid, photoURL: ` ${photoURL} ` })).photoURL).toBe(photoURL);
  });

  it.each(["http://images.example.com/ada.jpg", "javascript:alert(1)", "data:image/png;base64,AAAA", "ada.jpg", "https://"])(
    "refuses the photo link %j",
    async (photoURL) => {
      expect(await errorsOf(registerSchema, { ...valid, photoURL })).toEqual({ photoURL: HTTPS_ONLY });
    },
  );

  it("refuses a photo link longer than 2,048 characters", async () => {
    const photoURL = `https://example.com/${"a".repeat(2048)}`;
    expect(await errorsOf(registerSchema, { ...valid, photoURL })).toEqual({
      photoURL: "Use a link of 2,048 characters or fewer.",
    });
  });

  it("asks for a name", async () => {
    expect(await errorsOf(registerSchema, { ...valid, displayName: "" })).toEqual({ displayName: "Enter your name." });
    expect(await errorsOf(registerSchema, { ...valid, displayName: "   " })).toEqual({ displayName: "Enter your name." });
  });

  it("asks for at least 2 characters of name", async () => {
    expect(await errorsOf(registerSchema, { ...valid, displayName: " A " })).toEqual({
      displayName: "Use at least 2 characters.",
    });
  });

  it("allows names of 60 characters but not 61", async () => {
    expect((await registerSchema.parseAsync({ ...valid, displayName: "a".repeat(60) })).displayName).toHaveLength(60);
    expect(await errorsOf(registerSchema, { ...valid, displayName: "a".repeat(61) })).toEqual({
      displayName: "Use 60 characters or fewer.",
    });
  });

  it("checks the email as the login form does", async () => {
    expect(await errorsOf(registerSchema, { ...valid, email: "" })).toEqual({ email: EMPTY_EMAIL });
    expect(await errorsOf(registerSchema, { ...valid, email: "ada@" })).toEqual({ email: BAD_EMAIL });
  });

  it("asks for a password of 8 to 128 characters", async () => {
    expect(await errorsOf(registerSchema, { ...valid, password: "1234567" })).toEqual({
      password: "Use at least 8 characters.",
    });
    expect((await registerSchema.parseAsync({ ...valid, password: "12345678" })).password).toBe("12345678");
    expect((await registerSchema.parseAsync({ ...valid, password: "p".repeat(128) })).password).toHaveLength(128);
    expect(await errorsOf(registerSchema, { ...valid, password: "p".repeat(129) })).toEqual({
      password: "Use 128 characters or fewer.",
    });
  });

  it("reports every field that needs attention at once", async () => {
    expect(await errorsOf(registerSchema, { displayName: "", email: "x", password: "", photoURL: "http://x.example" })).toEqual({
      displayName: "Enter your name.",
      email: BAD_EMAIL,
      password: "Use at least 8 characters.",
      photoURL: HTTPS_ONLY,
    });
  });
});

describe("forgotPasswordSchema", () => {
  it("accepts an email, trimmed and lower-cased", async () => {
    expect(await forgotPasswordSchema.parseAsync({ email: " ADA@example.com " })).toEqual({ email: "ada@example.com" });
  });

  it("asks for an email, and a valid one", async () => {
    expect(await errorsOf(forgotPasswordSchema, { email: "" })).toEqual({ email: EMPTY_EMAIL });
    expect(await errorsOf(forgotPasswordSchema, { email: "ada.example.com" })).toEqual({ email: BAD_EMAIL });
  });
});

describe("profileSchema", () => {
  it("accepts a name and an https:// photo link", async () => {
    expect(await profileSchema.parseAsync({ displayName: " Ada ", photoURL: "https://example.com/a.png" })).toEqual({
      displayName: "Ada",
      photoURL: "https://example.com/a.png",
    });
  });

  it("turns an empty photo link into undefined", async () => {
    expect((await profileSchema.parseAsync({ displayName: "Ada", photoURL: "" })).photoURL).toBeUndefined();
  });

  it("uses the register form's messages", async () => {
    expect(await errorsOf(profileSchema, { displayName: "", photoURL: "http://example.com/a.png" })).toEqual({
      displayName: "Enter your name.",
      photoURL: HTTPS_ONLY,
    });
    expect(await errorsOf(profileSchema, { displayName: "a".repeat(61), photoURL: "javascript:alert(1)" })).toEqual({
      displayName: "Use 60 characters or fewer.",
      photoURL: HTTPS_ONLY,
    });
  });
});

describe("passwordChangeSchema", () => {
  it("accepts a current password and a different new one", async () => {
    expect(await passwordChangeSchema.parseAsync({ currentPassword: "old password", newPassword: "new password" })).toEqual({
      currentPassword: "old password",
      newPassword: "new password",
    });
  });

  it("asks for the current password", async () => {
    expect(await errorsOf(passwordChangeSchema, { currentPassword: "", newPassword: "new password" })).toEqual({
      currentPassword: "Enter your current password.",
    });
  });

  it("asks for a new password of 8 to 128 characters", async () => {
    expect(await errorsOf(passwordChangeSchema, { currentPassword: "old password", newPassword: "short" })).toEqual({
      newPassword: "Use at least 8 characters.",
    });
    expect(await errorsOf(passwordChangeSchema, { currentPassword: "old password", newPassword: "p".repeat(129) })).toEqual({
      newPassword: "Use 128 characters or fewer.",
    });
  });

  it("refuses a new password that is the same as the current one", async () => {
    expect(await errorsOf(passwordChangeSchema, { currentPassword: "same password", newPassword: "same password" })).toEqual({
      newPassword: "Choose a password you haven't used here before.",
    });
  });

  it("gives one message per field when both are empty", async () => {
    expect(await errorsOf(passwordChangeSchema, { currentPassword: "", newPassword: "" })).toEqual({
      currentPassword: "Enter your current password.",
      newPassword: "Use at least 8 characters.",
    });
  });
});

describe("fieldErrors", () => {
  it("keeps the first message for each top-level field", async () => {
    const schema = z.object({
      name: z.string().check(z.minLength(5, { error: "first" }), z.regex(/^\d+$/, { error: "second" })),
      address: z.object({ city: z.string({ error: "city" }) }),
    });
    expect(await errorsOf(schema, { name: "ab", address: {} })).toEqual({ name: "first", address: "city" });
  });
});

describe("parseForm", () => {
  function form(entries: Record<string, string>) {
    const data = new FormData();
    for (const [name, value] of Object.entries(entries)) data.append(name, value);
    return data;
  }

  it("returns the parsed values of a valid form", async () => {
    expect(await parseForm(loginSchema, form({ email: " Ada@Example.com ", password: "secret", redirectTo: "/account" }))).toEqual({
      ok: true,
      data: { email: "ada@example.com", password: "secret", redirectTo: "/account" },
    });
  });

  it("returns the messages of an invalid form", async () => {
    expect(await parseForm(loginSchema, form({ email: "nope", password: "" }))).toEqual({
      ok: false,
      errors: { email: BAD_EMAIL, password: "Enter your password." },
    });
  });

  it("skips files and keeps the first of repeated names", async () => {
    const data = form({ email: "ada@example.com" });
    data.append("email", "other@example.com");
    data.append("password", new Blob(["not text"]), "password.txt");
    expect(await parseForm(forgotPasswordSchema, data)).toEqual({ ok: true, data: { email: "ada@example.com" } });
    expect(await parseForm(loginSchema, data)).toEqual({ ok: false, errors: { password: "Enter your password." } });
  });

  it("leaves out an empty photo link", async () => {
    const result = await parseForm(profileSchema, form({ displayName: "Ada", photoURL: "" }));
    expect(result).toEqual({ ok: true, data: { displayName: "Ada" } });
  });
});

describe("twoStepOnSchema", () => {
  const PHONE = "Enter a mobile number with its country code, like +44 7700 900123. A UK number also works without it, like 07700 900123.";

  it("keeps a mobile number as the identity provider wants it, however it was written", async () => {
    for (const written of ["+44 7700 900123", " +44 (7700) 900-123 ", "+44.7700.900.123", "+447700900123"]) {
      expect(await parseForm(twoStepOnSchema, form({ phoneNumber: written, currentPassword: "x" }))).toEqual({
        ok: true,
        data: { phoneNumber: "+447700900123", currentPassword: "x" },
      });
    }
  });

  it("reads a UK number as the site's country writes it, and one from abroad by its country code (issue 36, item 11)", async () => {
    for (const written of ["07700 900123", "07700900123", "(07700) 900 123", "+44 7700 900123"]) {
      expect(await parseForm(twoStepOnByGoogleSchema, form({ phoneNumber: written })), written).toEqual({
        ok: true,
        data: { phoneNumber: "+447700900123" },
      });
    }
    expect(await parseForm(twoStepOnByGoogleSchema, form({ phoneNumber: "+33 6 12 34 56 78" }))).toEqual({
      ok: true,
      data: { phoneNumber: "+33612345678" },
    });
  });

  it("reads a German number as Germans dial it on a German page, and a British one by its country code there (issue 65)", async () => {
    for (const written of ["0151 23456789", "01512 3456789", "(0151) 234 567 89", "+49 151 23456789", "0049 151 23456789"]) {
      expect(await inLocale("de", () => parseForm(twoStepOnByGoogleSchema, form({ phoneNumber: written }))), written).toEqual({
        ok: true,
        data: { phoneNumber: "+4915123456789" },
      });
    }
    expect(await inLocale("de", () => parseForm(twoStepOnByGoogleSchema, form({ phoneNumber: "+44 7700 900123" })))).toEqual({
      ok: true,
      data: { phoneNumber: "+447700900123" },
    });
    // The same digits on an English page are no UK mobile number: refused, not read as German.
    expect(await parseForm(twoStepOnByGoogleSchema, form({ phoneNumber: "0151 23456789" }))).toEqual({
      ok: false,
      errors: { phoneNumber: PHONE },
    });
    expect(await inLocale("de", () => parseForm(twoStepOnByGoogleSchema, form({ phoneNumber: "ruf mich an" })))).toEqual({
      ok: false,
      errors: {
        phoneNumber:
          "Geben Sie eine Mobilnummer mit Ländervorwahl ein, etwa +49 151 23456789. Eine deutsche Nummer können Sie auch ohne Ländervorwahl eingeben, etwa 0151 23456789.",
      },
    });
  });

  it("refuses what is no phone number, or none at all, in words that ask for the country code and show both ways to write one", async () => {
    for (const written of ["+44", "0770", "+44 7700 900123 4567 89", "call me", "", "   ", "0".repeat(41)]) {
      expect(await parseForm(twoStepOnByGoogleSchema, form({ phoneNumber: written })), written).toEqual({
        ok: false,
        errors: { phoneNumber: PHONE },
      });
    }
    expect(await parseForm(twoStepOnByGoogleSchema, form({}))).toEqual({ ok: false, errors: { phoneNumber: PHONE } });
  });

  it("asks for the password with the number", async () => {
    expect(await parseForm(twoStepOnSchema, form({ phoneNumber: "+447700900123" }))).toEqual({
      ok: false,
      errors: { currentPassword: "Enter your password to confirm." },
    });
  });
});

describe("addPasswordSchema", () => {
  it("asks for a password of 8 to 128 characters", async () => {
    expect(await parseForm(addPasswordSchema, form({ newPassword: "short" }))).toEqual({
      ok: false,
      errors: { newPassword: "Use at least 8 characters." },
    });
    expect(await parseForm(addPasswordSchema, form({ newPassword: "long enough" }))).toEqual({
      ok: true,
      data: { newPassword: "long enough" },
    });
  });
});

describe("the forms' messages in German", () => {
  it("are read in the language of the request that checks the form, not when the module loaded", async () => {
    const input = { displayName: "", email: "ada@", password: "kurz", photoURL: "http://example.com/a.png" };
    const german = await inLocale("de", () => errorsOf(registerSchema, input));
    expect(german).toEqual({
      displayName: "Geben Sie Ihren Namen ein.",
      email: "Geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@example.com.",
      password: "Mindestens 8 Zeichen, bitte.",
      photoURL: "Der Link muss mit https:// beginnen.",
    });
    // The same schema, the next request in English.
    expect((await errorsOf(registerSchema, input)).email).toBe(BAD_EMAIL);
    expect(await inLocale("de", () => errorsOf(loginSchema, { email: "ada@example.com", password: "" }))).toEqual({
      password: "Geben Sie Ihr Passwort ein.",
    });
  });
});
