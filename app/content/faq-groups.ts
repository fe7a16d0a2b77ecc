/** The FAQ's groups, in the order the page shows them. */
export const faqGroups = [
  { id: "services", label: "Services" },
  { id: "pricing", label: "Pricing" },
  { id: "courses", label: "Courses" },
  { id: "accounts", label: "Accounts" },
] as const;

export type FaqGroupId = (typeof faqGroups)[number]["id"];
