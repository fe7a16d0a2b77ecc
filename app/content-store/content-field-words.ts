import { m } from "~/i18n/paraglide/messages.js";
import { courseLevels, courseTopics } from "~/content/course-taxonomy";
import { faqGroups } from "~/content/faq-groups";
import type { CoverFocus } from "~/content-images/share-image";
import { labelOf } from "./content-fields";

/*
 * The words of the studio's forms, which are made from each kind's schema (content-fields.server.ts):
 * a field's name and its schema's description, in the language of the page showing the form.
 */

/** Each field's name in the studio's form, by its key in the content's schema, read when shown. */
export const fieldLabels: Record<string, () => string> = {
  slug: m.studio_field_slug,
  name: m.studio_field_name,
  summary: m.studio_field_summary,
  image: m.studio_field_image,
  src: m.studio_field_src,
  alt: m.studio_field_alt,
  width: m.studio_field_width,
  height: m.studio_field_height,
  intro: m.studio_field_intro,
  included: m.studio_field_included,
  process: m.studio_field_process,
  proces: m.studio_field_proces,
  title: m.studio_field_title,
  text: m.studio_field_text,
  engagement: m.studio_field_engagement,
  client: m.studio_field_client,
  sector: m.studio_field_sector,
  year: m.studio_field_year,
  services: m.studio_field_services,
  service: m.studio_field_service,
  cover: m.studio_field_cover,
  focus: m.studio_field_focus,
  challenge: m.studio_field_challenge,
  approach: m.studio_field_approach,
  result: m.studio_field_result,
  results: m.studio_field_results,
  value: m.studio_field_value,
  label: m.studio_field_label,
  gallery: m.studio_field_gallery,
  caption: m.studio_field_caption,
  level: m.studio_field_level,
  weeks: m.studio_field_weeks,
  hoursPerWeek: m.studio_field_hours_per_week,
  price: m.studio_field_price,
  refundDaysBefore: m.studio_field_refund_days_before,
  description: m.studio_field_description,
  instructor: m.studio_field_instructor,
  topics: m.studio_field_topics,
  topic: m.studio_field_topic,
  outcomes: m.studio_field_outcomes,
  outcome: m.studio_field_outcome,
  modules: m.studio_field_modules,
  module: m.studio_field_module,
  lessons: m.studio_field_lessons,
  lesson: m.studio_field_lesson,
  minutes: m.studio_field_minutes,
  questions: m.studio_field_questions,
  question: m.studio_field_question,
  answer: m.studio_field_answer,
  date: m.studio_field_date,
  author: m.studio_field_author,
  tagline: m.studio_field_tagline,
  hero: m.studio_field_hero,
  badge: m.studio_field_badge,
  workLink: m.studio_field_work_link,
  servicesLink: m.studio_field_services_link,
  imageAlt: m.studio_field_image_alt,
  apps: m.studio_field_apps,
  demosLink: m.studio_field_demos_link,
  work: m.studio_field_work,
  moreLink: m.studio_field_more_link,
  contact: m.studio_field_contact,
  tags: m.studio_field_tags,
  tag: m.studio_field_tag,
  body: m.studio_field_body,
  id: m.studio_field_id,
  group: m.studio_field_group,
  role: m.studio_field_role,
  bio: m.studio_field_bio,
  portrait: m.studio_field_portrait,
  story: m.studio_field_story,
  mission: m.studio_field_mission,
  values: m.studio_field_values,
  duration: m.studio_field_duration,
  figures: m.studio_field_figures,
  figure: m.studio_field_figure,
  quotes: m.studio_field_quotes,
  quote: m.studio_field_quote,
  company: m.studio_field_company,
  project: m.studio_field_project,
  page: m.studio_field_page,
  heading: m.studio_field_heading,
  lead: m.studio_field_lead,
};

/** A field's name: its message, or its key in words for a key the table does not have yet (content-field-words.test.ts finds it). */
export function fieldLabel(key: string): string {
  return fieldLabels[key]?.() ?? labelOf(key);
}

/** What a schema's `.describe()` says about a field, by the field's key: the schema's own words are the English. */
const fieldDescriptions: Record<string, () => string> = {
  refundDaysBefore: m.studio_hint_refund_days,
  slug: m.studio_hint_post_slug,
  // The home page's opening heading: the only heading whose schema describes it.
  heading: m.studio_hint_heading_ampersand,
  focus: m.studio_hint_cover_focus,
};

/** A field's description in the page's language, when its schema has one. */
export function fieldDescription(key: string, described: string | undefined): string | undefined {
  if (described === undefined) return undefined;
  return fieldDescriptions[key]?.() ?? described;
}

/** Where a cover's subject is, in words (the share card's focus). */
const coverFocusWords: readonly { id: CoverFocus; label: () => string }[] = [
  { id: "centre", label: m.focus_centre },
  { id: "top", label: m.focus_top },
  { id: "bottom", label: m.focus_bottom },
  { id: "left", label: m.focus_left },
  { id: "right", label: m.focus_right },
  { id: "top-left", label: m.focus_top_left },
  { id: "top-right", label: m.focus_top_right },
  { id: "bottom-left", label: m.focus_bottom_left },
  { id: "bottom-right", label: m.focus_bottom_right },
];

/** The choices of a field, by its key, in the words the site's pages show them: the codes of any other stay as they are. */
const choiceWords: Record<string, readonly { id: string; label: () => string }[]> = {
  level: courseLevels,
  topic: courseTopics,
  group: faqGroups,
  focus: coverFocusWords,
};

/** A choice's words in the page's language ("Fortgeschritten" for `advanced`), or its code where the site has no words for it. */
export function choiceLabel(key: string, value: string): string {
  return choiceWords[key]?.find((choice) => choice.id === value)?.label() ?? value;
}
