import { data } from "react-router";
import type { z } from "zod";
import { parseForm } from "./auth-forms";

/**
 * What a sign-in form's server action does when the browser posts it without JavaScript:
 * the same validation as in the browser, and since signing in happens in the browser, a
 * plain explanation instead of a silent failure. Nothing changes on the server.
 */
export async function rejectWithoutScript(schema: z.ZodType, request: Request) {
  const parsed = parseForm(schema, await request.formData());
  if (!parsed.ok) return data({ errors: parsed.errors, formError: null }, { status: 400 });
  return data(
    { errors: {}, formError: "This form needs JavaScript, which seems to be turned off or blocked. Turn it on and try again." },
    { status: 400 },
  );
}
