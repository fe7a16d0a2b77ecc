import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionLabel } from "~/components/ui/section";
import { Surface } from "~/components/ui/surface";
import { m } from "~/i18n/paraglide/messages.js";

/** The frame of the newsletter's own pages (subscribe, confirm, the subscription): its label, the page's heading, and a card of what it says. */
export function NewsletterAnswerFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto max-w-xl space-y-6">
        <div>
          <SectionLabel>{m.newsletter_label()}</SectionLabel>
          <h1 className="mt-1 text-title font-bold">{heading}</h1>
        </div>
        <Surface padding="lg" raised>
          {children}
        </Surface>
      </div>
    </Container>
  );
}

/** Why a newsletter link leads nowhere now (it left, was replaced, is not ours), with the way back to subscribing. */
export function NewsletterLinkEnd({ why }: { why: string }) {
  return (
    <div className="space-y-4">
      <p role="status">{why}</p>
      <ButtonLink to="/newsletter/subscribe" variant="outline">
        {m.newsletter_subscribe_again()}
      </ButtonLink>
    </div>
  );
}
