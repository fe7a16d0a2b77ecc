import { services } from "~/content/services.server";
import { budgetRanges, otherInterests, timelines, type Choice } from "./contact-choices";

const labelIn = (choices: readonly Choice[], id: string) => choices.find((choice) => choice.id === id)?.label ?? id;

const interests: Choice[] = [...services.map(({ slug, name }) => ({ id: slug, label: name })), ...otherInterests];

/** A lead's choices in the words the form showed, for the inbox, mail and exports. */
export function leadChoiceLabels(lead: { service: string; budget: string; timeline: string }) {
  return {
    service: labelIn(interests, lead.service),
    budget: labelIn(budgetRanges, lead.budget),
    timeline: labelIn(timelines, lead.timeline),
  };
}
