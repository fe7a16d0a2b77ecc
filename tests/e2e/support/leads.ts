import type { APIRequestContext } from "@playwright/test";
import { leadFormFields } from "~tests/support/contact-form-post";
import { expect } from "./fixtures";

/** Sends the contact form as a person would; returns the lead's reference. */
export async function sendLead(request: APIRequestContext, fields: Record<string, string>): Promise<string> {
  const response = await request.post("/contact", {
    form: leadFormFields({ budget: "25k-50k", timeline: "asap", message: "We need a new booking site for our climbing gyms.", ...fields }),
  });
  expect(response.status()).toBe(200);
  return /data-reference[^>]*>(BL-[0-9A-F]{8})</.exec(await response.text())![1]!;
}
