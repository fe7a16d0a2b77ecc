/** Course levels and topics: plain data, so pages in the browser can label them without zod. */

export const courseLevels = [
  { id: "beginner", label: "Beginner" },
  { id: "intermediate", label: "Intermediate" },
  { id: "advanced", label: "Advanced" },
] as const;

/** The topics the catalogue can be filtered by. */
export const courseTopics = [
  { id: "design", label: "Design" },
  { id: "front-end", label: "Front-end" },
  { id: "react", label: "React" },
  { id: "accessibility", label: "Accessibility" },
  { id: "performance", label: "Performance" },
  { id: "mobile", label: "Mobile apps" },
  { id: "data-visualisation", label: "Data visualisation" },
  { id: "marketing", label: "Marketing" },
] as const;

export type CourseLevel = (typeof courseLevels)[number]["id"];
export type CourseTopic = (typeof courseTopics)[number]["id"];
