import type { MyNewsletter } from "~/account/newsletter-panel";
import type { Database } from "~/database/database.server";
import type { NewsletterList } from "~/database/schema.server";
import { languageNames, savedLocale } from "~/i18n/locale";
import { listNames } from "./newsletter-lists";
import { subscriptionToken } from "./subscription-links.server";
import { subscriptionOf } from "./subscriptions.server";

/** What the account page's newsletter panel shows for an address: only one its holder verified is theirs to see. */
export async function accountNewsletter(db: Database, email: string | undefined, verified: boolean): Promise<MyNewsletter> {
  if (!email || !verified) return { kind: "unverified" };
  const subscriber = await subscriptionOf(db, email);
  if (!subscriber) return { kind: "none" };
  return {
    kind: "subscribed",
    lists: (subscriber.lists as NewsletterList[]).map((list) => listNames[list]()),
    language: languageNames[savedLocale(subscriber.locale)],
    waiting: subscriber.requestedLists !== null,
    change: `/newsletter/subscription?t=${subscriptionToken(subscriber.id)}`,
  };
}
