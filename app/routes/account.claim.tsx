import { answerClaim, claimPage } from "~/bookings/team-seat-claims.server";
import { FormMessage } from "~/components/forms/form-message";
import { Button, ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Notice } from "~/components/ui/notice";
import { SectionLabel } from "~/components/ui/section";
import { m } from "~/i18n/paraglide/messages.js";
import { loaderMeta } from "~/seo/loader-meta";
import type { RouteHandle } from "~/types/route-handle";
import type { Route } from "./+types/account.claim";

/** A participant's claim of a team seat: HTML only, for them, stored by no one. */
export const handle: RouteHandle = { page: "personal" };

export const loader = (args: Route.LoaderArgs) => claimPage(args);

export const action = (args: Route.ActionArgs) => answerClaim(args);

export const meta = loaderMeta;

export default function ClaimPage({ loaderData, actionData }: Route.ComponentProps) {
  const { seat } = loaderData;
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto max-w-2xl space-y-6">
        <SectionLabel>{m.team_step_label()}</SectionLabel>
        {seat ? (
          <>
            <h1 className="text-title font-bold [overflow-wrap:anywhere]">{m.claim_title({ course: seat.course })}</h1>
            <p className="[overflow-wrap:anywhere]">{m.claim_intro({ company: seat.company, course: seat.course, dates: seat.dates })}</p>
            <form noValidate method="post" className="space-y-4">
              <FormMessage tone="error">{error}</FormMessage>
              <Button type="submit">{m.claim_button()}</Button>
            </form>
          </>
        ) : (
          <>
            <Notice>{m.claim_closed()}</Notice>
            <ButtonLink to="/account" variant="outline">
              {m.account_title()}
            </ButtonLink>
          </>
        )}
      </div>
    </Container>
  );
}
