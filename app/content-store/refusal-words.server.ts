import type { z } from "zod";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * What the studio says when a document's schema refuses a value (issue 64, item 9): in words,
 * in the page's language, saying what to do, with the count where there is a limit; never zod's
 * own wording ("Too small: expected string to have >=60 characters"). Pass it to `safeParse`.
 * A schema's own message (the address's shape, an image's source) is its own and comes first.
 */
export const studioRefusalWords: z.core.$ZodErrorMap = (issue) => {
  const input: unknown = issue.input;
  const count = typeof input === "string" || Array.isArray(input) ? input.length : 0;
  switch (issue.code) {
    case "invalid_type":
      if (input === undefined || input === null || input === "") return m.refusal_required();
      if (issue.expected === "number") return m.refusal_number();
      if (issue.expected === "int") return m.refusal_whole_number();
      return m.refusal_other();
    case "too_small":
      if (input === "") return m.refusal_required();
      if (issue.origin === "string") return m.refusal_text_short({ min: Number(issue.minimum), count });
      if (issue.origin === "array") return m.refusal_items_few({ min: Number(issue.minimum), count });
      if (issue.origin === "number") return m.refusal_number_small({ min: Number(issue.minimum) });
      return m.refusal_other();
    case "too_big":
      if (issue.origin === "string") return m.refusal_text_long({ max: Number(issue.maximum), count });
      if (issue.origin === "array") return m.refusal_items_many({ max: Number(issue.maximum), count });
      if (issue.origin === "number") return m.refusal_number_big({ max: Number(issue.maximum) });
      return m.refusal_other();
    case "invalid_format":
      if (issue.format === "date") return m.refusal_date();
      if (issue.format === "url") return m.refusal_url();
      if (issue.format === "email") return m.refusal_email();
      return m.refusal_format();
    case "invalid_value":
      return m.refusal_choice();
    case "invalid_union": {
      // A date is text or a Date: the text's refusal is the one a person can act on.
      const first = issue.errors[0]?.[0];
      return first ? (studioRefusalWords({ ...first, input } as z.core.$ZodRawIssue) ?? m.refusal_other()) : m.refusal_other();
    }
    default:
      return m.refusal_other();
  }
};
