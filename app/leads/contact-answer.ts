import type { LeadField } from "./contact-choices";

/** What the contact form's action answers, to the page with or without JavaScript. */
export type ContactAnswer =
  | { sent: { reference: string } }
  | {
      sent?: undefined;
      /** About the whole form, announced first. */
      message: string;
      errors: Partial<Record<LeadField, string>>;
      /** What was typed, to fill the form again when the page was reloaded (no JavaScript). */
      values: Partial<Record<LeadField, string>>;
      /** A new form id, when the one sent had expired. */
      submissionId?: string;
    };
