import { readFileSync } from "node:fs";
import path from "node:path";

/** The messages of a language as Paraglide reads them: nested keys joined with `_`. */
function messagesOf(locale: string): Map<string, string> {
  const file = JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as Record<string, unknown>;
  const flat = new Map<string, string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === "string") flat.set(key, value);
    else if (Array.isArray(value)) flat.set(key, JSON.stringify(value));
    else if (value && typeof value === "object")
      for (const [name, inner] of Object.entries(value)) walk(inner, key ? `${key}_${name}` : name);
  };
  for (const [key, value] of Object.entries(file)) if (key !== "$schema") walk(value, key);
  return flat;
}

/** The inputs a message names: `{name}` and the variables of a plural's declarations. */
function inputsOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}|input (\w+)/g)].map((match) => match[1] ?? match[2]!))].sort();
}

/**
 * Messages that read the same in German: names and loanwords German uses as they are. Anything
 * else identical to its English is a message nobody translated.
 */
const sameInGerman = new Set([
  // "Start" would read as a vague link to search engines (Lighthouse link-text); German sites say Home.
  "nav_home",
  "nav_blog",
  "nav_faq",
  "booking_action_label",
  "blog_title",
  "blog_label",
  "projects_title",
  "projects_label",
  "contact_field_budget",
  "ack_budget",
  "topic_design",
  "topic_react",
  "topic_performance",
  "topic_marketing",
  // German says Code for the one sent by text message too.
  "code_label",
  // The word German uses for them too.
  "passkeys_title",
  "methods_google",
  // Words German uses as they are.
  "lead_status_spam",
  "leads_status",
  "lead_status_heading",
  "lead_budget",
  "lead_status_event",
  "lead_status_event_from",
  "cohort_format_online",
  "cohorts_format",
  "cohort_form_format",
  "roster_name",
  "studio_field_name",
  "studio_field_text",
  "studio_field_mission",
  "markdown_link",
  "studio_version",
  // A list item's label and number ("Schritt 2"), the same pattern in both.
  "studio_item",
  // A page title's pattern, the same in both.
  "cohort_page_title",
]);

const english = messagesOf("en-GB");
const german = messagesOf("de");

describe("the German messages", () => {
  it("translate every English message, and say nothing English does not", () => {
    expect([...english.keys()].filter((key) => !german.get(key)?.trim())).toEqual([]);
    expect([...german.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it("are not the English text left as it was", () => {
    const untranslated = [...english].filter(([key, text]) => german.get(key) === text && !sameInGerman.has(key));
    expect(untranslated).toEqual([]);
    // The exceptions must still be true: one that was translated since leaves the list.
    expect([...sameInGerman].filter((key) => german.get(key) !== english.get(key))).toEqual([]);
  });

  it("take the same inputs as the English ones", () => {
    const differing = [...english].filter(([key, text]) => inputsOf(text).join() !== inputsOf(german.get(key) ?? "").join());
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it("address the reader as Sie, never du", () => {
    const informal = [...german].filter(([, text]) => /\b(du|dich|dir|dein\w*|Du|Dich|Dir|Dein\w*)\b/.test(text));
    expect(informal).toEqual([]);
  });
});
