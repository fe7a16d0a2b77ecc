/** The staff's cohort form as a browser posts it: an online cohort of UI Design Foundations, with what a test sets changed. */
export function aCohortForm(fields: Record<string, string | string[]> = {}): FormData {
  const data = new FormData();
  const all = {
    courseSlug: "ui-design-foundations",
    startsOn: "2027-01-12",
    endsOn: "2027-02-09",
    meetingDays: ["2", "4"],
    startsAt: "18:00",
    endsAt: "20:00",
    format: "online",
    address: "",
    onlineLink: "",
    capacity: "16",
    price: "",
    state: "open",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) {
    for (const each of Array.isArray(value) ? value : [value]) data.append(name, each);
  }
  return data;
}
