import { readdirSync, readFileSync } from "node:fs";
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

/** Every string in a JSON value, however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
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
  // German says Newsletter, Text and Test too.
  "newsletter_form_body",
  "staff_newsletter_test_word",
  "newsletter_label",
  "account_section_newsletter",
  "account_newsletter_title",
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
  // A price and how VAT stands for it, in brackets: the same pattern in both.
  "price_with_vat",
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

  it("never quote an English interface label: a German page names the German one (issue 65)", () => {
    // The interface's labels: short English messages with no inputs, which German translates.
    const labels = new Set(
      [...english]
        .filter(([key, text]) => !sameInGerman.has(key) && !/[{}]/.test(text) && text.split(" ").length <= 5 && german.get(key) !== text)
        .map(([, text]) => text.replace(/[.…]$/, "")),
    );
    // What German text quotes, in German quotation marks or English ones, messages and content files alike.
    const contentFolder = path.join(process.cwd(), "content", "de");
    const contentTexts = readdirSync(contentFolder, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(json|md)$/.test(file))
      .flatMap((file) => {
        const source = readFileSync(path.join(contentFolder, file), "utf8");
        // A JSON file's words are its strings; a post's are its text.
        const words = file.endsWith(".json") ? stringsOf(JSON.parse(source)) : [source];
        return words.map((text) => [`content/de/${file}`, text] as const);
      });
    const quoted = (text: string) => [...text.matchAll(/[„“"»]([^“”"«]{2,40})[“”"«]/g)].map((match) => match[1]!.replace(/[.…]$/, ""));
    const englishLabels = [...german, ...contentTexts].flatMap(([where, text]) =>
      quoted(text)
        .filter((words) => labels.has(words))
        .map((words) => `${where}: "${words}"`),
    );
    expect(englishLabels).toEqual([]);
    // The check can fail: an English label quoted in German text is found.
    expect(quoted("Klicken Sie auf „Log in“.").filter((words) => labels.has(words))).toEqual(["Log in"]);
  });

  it('say a count of one in the singular, in both languages (issue 65: "Alle 1 Projekte")', () => {
    // A plural's variant for one that says just what its other variant says is a count nobody made singular.
    const unsingular = (messages: Map<string, string>) =>
      [...messages].flatMap(([key, text]) => {
        if (!text.startsWith("[")) return [];
        const variants = JSON.parse(text) as { match?: Record<string, string> }[];
        return variants.flatMap(({ match = {} }) =>
          Object.entries(match)
            .filter(([selector, words]) => selector.endsWith("=one") && match[selector.replace(/=one$/, "=*")] === words)
            .map(([selector]) => `${key} ${selector}`),
        );
      });
    // "{count} waiting", "{count} auf der Warteliste": the count names no noun to agree with.
    const countsWithoutNoun = ["cohort_facts_seats_waiting countPlural=one"];
    expect(unsingular(english).filter((each) => !countsWithoutNoun.includes(each))).toEqual([]);
    expect(unsingular(german).filter((each) => !countsWithoutNoun.includes(each))).toEqual([]);
  });

  it('write a figure\'s number in German style: "100 %", "30.000", "0,8 s", never "100%", "30K" or "0.8s" (issue 65)', () => {
    const englishStyle = (value: string) => /\d%|\d,\d{3}\b|\d\s?[Kk]\b|\d\.\d{1,2}(?!\d)/.test(value);
    // Every figure's value in the German content: the about page's, a case study's results. (The home page's are facts, which figureText writes in German.)
    const contentFolder = path.join(process.cwd(), "content", "de");
    const values = readdirSync(contentFolder, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".json"))
      .flatMap((file) => {
        const found: string[] = [];
        JSON.parse(readFileSync(path.join(contentFolder, file), "utf8"), (key, value: unknown) => {
          if (key === "value" && typeof value === "string") found.push(`${file}: ${value}`);
          return value;
        });
        return found;
      });
    expect(values.length).toBeGreaterThan(30);
    expect(values.filter((each) => englishStyle(each.split(": ")[1]!))).toEqual([]);
    // The check can fail: the English home page's figures are found.
    expect(["100%", "30K", "0.8s", "3,000+"].filter(englishStyle)).toHaveLength(4);
  });

  it("address the reader as Sie, never du", () => {
    const informal = [...german].filter(([, text]) => /\b(du|dich|dir|dein\w*|Du|Dich|Dir|Dein\w*)\b/.test(text));
    expect(informal).toEqual([]);
  });
});
