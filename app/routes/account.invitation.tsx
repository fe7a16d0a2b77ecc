import { m } from "~/i18n/paraglide/messages.js";
import { FormMessage } from "~/components/forms/form-message";
import { Button, ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionLabel } from "~/components/ui/section";
import { LOG_OUT_ACTION } from "~/components/layout/account-area";
import { loaderMeta } from "~/seo/loader-meta";
import { type InvitationView, invitationStep, takeUpInvitation } from "~/staff/invitation-page.server";
import { pageMeta } from "~/seo/page-meta.server";
import { INVITATION_DAYS } from "~/staff/staff-invitations.server";
import { data, useLocation } from "react-router";
import type { Route } from "./+types/account.invitation";
import type { RouteHandle } from "~/types/route-handle";

/** Where an invitation to the staff pages leads (decision 62): HTML only, rendered for the one signed in. */
export const handle: RouteHandle = { page: "personal" };

const answer = ({ view, status }: { view: InvitationView; status: number }) =>
  data(
    { view, days: INVITATION_DAYS, meta: pageMeta({ title: m.invitation_title(), description: m.invitation_description() }) },
    { status },
  );

export const loader = async (args: Route.LoaderArgs) => answer(await invitationStep(args));

export async function action(args: Route.ActionArgs) {
  const taken = await takeUpInvitation(args);
  return taken instanceof Response ? taken : answer(taken);
}

export const meta = loaderMeta;

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const { view, days } = actionData ?? loaderData;
  const { pathname } = useLocation();
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto max-w-2xl space-y-6">
        <SectionLabel>{m.invitation_label()}</SectionLabel>
        {view.state === "closed" ? (
          <>
            <h1 className="text-title font-bold">{m.invitation_closed_heading()}</h1>
            <p className="text-lg text-base-content/85">{m.invitation_closed_text({ days: String(days) })}</p>
          </>
        ) : (
          <>
            <h1 className="text-title font-bold [overflow-wrap:anywhere]">{m.invitation_heading({ by: view.by })}</h1>
            <p className="text-lg [overflow-wrap:anywhere] text-base-content/85">
              {m.invitation_for({
                role: view.role === "staff" ? m.people_role_staff() : m.people_role_editor(),
                email: view.email,
                day: view.until,
              })}{" "}
              {view.role === "staff" ? m.invitation_role_staff() : m.invitation_role_editor()}
            </p>
            {view.state === "open" ? (
              <form noValidate method="post">
                <Button type="submit">{m.invitation_accept()}</Button>
              </form>
            ) : view.state === "other-address" ? (
              <>
                <FormMessage tone="error">{m.invitation_other_address({ email: view.email, signedInAs: view.signedInAs })}</FormMessage>
                <form noValidate method="post" action={LOG_OUT_ACTION}>
                  {/* Back here, which asks to log in with the invited address and returns after. */}
                  <input type="hidden" name="redirectTo" value={pathname} />
                  <Button type="submit" variant="outline">
                    {m.account_log_out()}
                  </Button>
                </form>
              </>
            ) : (
              <>
                <FormMessage tone="error">{m.invitation_unconfirmed()}</FormMessage>
                <ButtonLink to="/account" variant="outline">
                  {m.invitation_to_account()}
                </ButtonLink>
              </>
            )}
          </>
        )}
      </div>
    </Container>
  );
}
