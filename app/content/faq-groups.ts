import { m } from "~/i18n/paraglide/messages.js";

/** The FAQ's groups, in the order the page shows them; their names are messages, read when shown. */
export const faqGroups = [
  { id: "services", label: m.faq_group_services },
  { id: "pricing", label: m.faq_group_pricing },
  { id: "courses", label: m.faq_group_courses },
  { id: "accounts", label: m.faq_group_accounts },
] as const;

export type FaqGroupId = (typeof faqGroups)[number]["id"];
