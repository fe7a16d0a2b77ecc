import type { WordPath } from "./schema";
import { z } from "zod";
import { courseLevels, courseTopics } from "./course-taxonomy";
import { questionSchema } from "./faq-schema";
import { imageSchema, slug } from "./schema";

const ids = <T extends string>(list: readonly { id: T }[]) => list.map((item) => item.id) as [T, ...T[]];

export const lessonSchema = z.object({
  title: z.string().min(4).max(90),
  minutes: z.number().int().min(3).max(180),
});

export const courseModuleSchema = z.object({
  title: z.string().min(4).max(80),
  lessons: z.array(lessonSchema).min(2).max(10),
});

export const courseSchema = z.object({
  slug,
  title: z.string().min(6).max(80),
  level: z.enum(ids(courseLevels)),
  /** How long the course runs, and the time it asks for each week. */
  weeks: z.number().int().min(1).max(26),
  hoursPerWeek: z.number().min(1).max(20),
  /** Whole pounds sterling; 0 means the course is free. */
  price: z.number().int().min(0).max(5000),
  /** The refund policy (decision 47): a cancellation at least this many days before the start is refunded in full, later ones not. */
  refundDaysBefore: z
    .number()
    .int()
    .min(0)
    .max(90)
    .optional()
    .describe("Days before the start until which a cancelled seat is refunded in full, none after; empty means 14"),
  summary: z.string().min(60).max(260),
  /** The course page's opening: who it is for and how it is taught. */
  description: z.string().min(200).max(900),
  cover: imageSchema,
  /** A team member's slug. */
  instructor: slug,
  topics: z
    .array(z.enum(ids(courseTopics)))
    .min(1)
    .max(4),
  /** "What you will learn": one outcome a line. */
  outcomes: z.array(z.string().min(20).max(160)).min(4).max(8),
  modules: z.array(courseModuleSchema).min(3).max(8),
  questions: z.array(questionSchema).min(2).max(6),
});

export type Course = z.infer<typeof courseSchema>;
export type CourseModule = z.infer<typeof courseModuleSchema>;

/**
 * What a course says in words (words.ts). Its price, refund policy, level, length, instructor,
 * topics, image and each lesson's minutes are facts: one price in every language (issue 61).
 */
export const courseWords = [
  "title",
  "summary",
  "description",
  "cover.alt",
  "outcomes",
  "modules[].title",
  "modules[].lessons[].title",
  "questions",
] as const satisfies readonly WordPath[];
