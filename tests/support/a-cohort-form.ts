/** The staff's cohort form as a browser posts it: an online cohort of UI Design Foundations, with what a test sets changed. */
export function aCohortForm(fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  const all = {
    courseSlug: "ui-design-foundations",
    startsOn: "2027-01-12",
    endsOn: "2027-02-09",
    schedule: "Tuesdays and Thursdays, 18:00-20:00 CET",
    format: "online",
    address: "",
    capacity: "16",
    price: "",
    state: "open",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) data.set(name, value);
  return data;
}
