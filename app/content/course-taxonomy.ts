import { m } from "~/i18n/paraglide/messages.js";

/** Course levels and topics: plain data, so pages in the browser can label them without zod. Labels are messages, read when shown. */
export const courseLevels = [
  { id: "beginner", label: m.level_beginner },
  { id: "intermediate", label: m.level_intermediate },
  { id: "advanced", label: m.level_advanced },
] as const;

/** The topics the catalogue can be filtered by. */
export const courseTopics = [
  { id: "design", label: m.topic_design },
  { id: "front-end", label: m.topic_front_end },
  { id: "react", label: m.topic_react },
  { id: "accessibility", label: m.topic_accessibility },
  { id: "performance", label: m.topic_performance },
  { id: "mobile", label: m.topic_mobile },
  { id: "data-visualisation", label: m.topic_data_visualisation },
  { id: "marketing", label: m.topic_marketing },
] as const;

export type CourseLevel = (typeof courseLevels)[number]["id"];
export type CourseTopic = (typeof courseTopics)[number]["id"];
