import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { postedForm } from "~/.server/posted-form";
import {
  type ActionLink,
  actionLinkSchema,
  type ActionRefusal,
  applyActionCode,
  checkActionCode,
  resetPasswordWith,
} from "~/identity/action-codes.server";
import { requireSiteOrigin } from "~/.server/request-origin.server";
import { FormMessage } from "~/components/forms/form-message";
import { TextField } from "~/components/forms/text-field";
import { PageHeader } from "~/components/page/page-header";
import { Button, ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Surface } from "~/components/ui/surface";
import { site } from "~/config/site";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { Route } from "./+types/account.action";
import type { RouteHandle } from "~/types/route-handle";

/**
 * Where the identity provider's emails lead (its "action URL"): a password reset, an email
 * verification, an email change undone. HTML only: each step is a plain form the server carries
 * out, and nothing is done on opening the link (mail scanners open links too). Rendered for the
 * link alone, never kept by a cache.
 */
export const handle: RouteHandle = { page: "personal" };

/** What the page shows: a step to take, what came of it, or why the link does nothing. */
type View =
  | { state: "ready"; link: ActionLink; email: string; newEmail?: string; error?: string }
  | { state: "done"; mode: ActionLink["mode"]; email: string; continuePath?: string }
  | { state: ActionRefusal; mode?: ActionLink["mode"] };

const NEW_PASSWORD = z
  .string({ error: "Choose a new password of at least 8 characters." })
  .min(8, "Choose a new password of at least 8 characters.")
  .max(128, "Use 128 characters or fewer.");

const pageInfo = pageMeta({ title: "Your account", description: "Finish what the email from Brightline Digital asked for." });

/**
 * A step done is a 200, said outright: after an action, React Router runs the page's loader
 * again, which finds the code used (410), and a loader's status stands unless the action names
 * its own.
 */
const DONE = { status: 200 } as const;

/** The refusal's status: a link that does nothing is gone (410); a provider that does not answer, 503. */
const statusOf = (state: ActionRefusal) => (state === "unavailable" ? 503 : 410);

export async function loader({ request }: Route.LoaderArgs) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const link = actionLinkSchema.safeParse(query);
  if (!link.success) return data({ view: { state: "used-or-expired" } as View, meta: pageInfo }, { status: 400 });
  const checked = await checkActionCode(link.data);
  if (typeof checked === "string")
    return data({ view: { state: checked, mode: link.data.mode } as View, meta: pageInfo }, { status: statusOf(checked) });
  return { view: { state: "ready", link: link.data, ...checked } as View, meta: pageInfo };
}

export async function action({ request }: Route.ActionArgs) {
  requireSiteOrigin(request);
  const posted = await postedForm(request);
  const link = actionLinkSchema.safeParse(posted.ok ? Object.fromEntries(posted.form) : {});
  if (!posted.ok || !link.success) return data({ view: { state: "used-or-expired" } as View, meta: pageInfo }, { status: 400 });
  const { mode, oobCode } = link.data;
  if (mode === "resetPassword") {
    const password = NEW_PASSWORD.safeParse(posted.form.get("newPassword"));
    if (!password.success) {
      // The form again, with what is wrong with the password: the code is still good.
      const checked = await checkActionCode(link.data);
      if (typeof checked === "string")
        return data({ view: { state: checked, mode } as View, meta: pageInfo }, { status: statusOf(checked) });
      const error = password.error.issues[0]?.message;
      return data({ view: { state: "ready", link: link.data, ...checked, error } as View, meta: pageInfo }, { status: 400 });
    }
    const reset = await resetPasswordWith(oobCode, password.data);
    if (typeof reset === "string") return data({ view: { state: reset, mode } as View, meta: pageInfo }, { status: statusOf(reset) });
    return data({ view: { state: "done", mode, email: reset.email } as View, meta: pageInfo }, DONE);
  }
  const applied = await applyActionCode(oobCode);
  if (typeof applied === "string") return data({ view: { state: applied, mode } as View, meta: pageInfo }, { status: statusOf(applied) });
  return data({ view: { state: "done", mode, email: applied.email, continuePath: link.data.continuePath } as View, meta: pageInfo }, DONE);
}

export const meta = loaderMeta;

export default function AccountAction({ loaderData, actionData }: Route.ComponentProps) {
  const view = (actionData ?? loaderData).view;
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto max-w-lg">
        {view.state === "ready" ? <Step view={view} /> : view.state === "done" ? <Done view={view} /> : <Refused view={view} />}
      </div>
    </Container>
  );
}

/** The link's step: one form, which the server carries out. */
function Step({ view }: { view: Extract<View, { state: "ready" }> }) {
  const busy = useNavigation().state === "submitting";
  const { mode } = view.link;
  const words = {
    resetPassword: {
      heading: "Choose a new password",
      lead: `For your account, ${view.email}. Every device you are logged in on will need to log in again with it.`,
      button: busy ? "Saving…" : "Save new password",
    },
    verifyEmail: {
      heading: "Verify your email address",
      lead: `Confirm that ${view.email} is yours, so that our emails about your bookings reach you.`,
      button: busy ? "Verifying…" : "Verify my email address",
    },
    recoverEmail: {
      heading: "Undo the change of your email address",
      lead: `Your account's email address was changed${view.newEmail ? ` to ${view.newEmail}` : ""}. If you did not ask for that, put ${view.email} back.`,
      button: busy ? "Restoring…" : `Restore ${view.email}`,
    },
  }[mode];
  return (
    <>
      <PageHeader label="Your account" heading={words.heading} lead={words.lead} size="title" />
      <Surface padding="lg" raised className="mt-8">
        <Form noValidate method="post" className="space-y-5" aria-label={words.heading}>
          <input type="hidden" name="mode" value={mode} />
          <input type="hidden" name="oobCode" value={view.link.oobCode} />
          {view.link.continuePath ? <input type="hidden" name="continueUrl" value={view.link.continuePath} /> : null}
          {mode === "resetPassword" ? (
            <>
              {/* Pre-filled for password managers, which save the new password against the account. */}
              <input type="hidden" name="username" autoComplete="username" value={view.email} />
              <TextField
                name="newPassword"
                type="password"
                label="New password"
                autoComplete="new-password"
                hint="At least 8 characters."
                minLength={8}
                maxLength={128}
                required
                error={view.error}
              />
            </>
          ) : null}
          <Button type="submit" size="lg" busy={busy} className="max-sm:w-full">
            {words.button}
          </Button>
        </Form>
      </Surface>
    </>
  );
}

/** What came of the step, and where to go next. */
function Done({ view }: { view: Extract<View, { state: "done" }> }) {
  const words = {
    resetPassword: {
      heading: "Your password is changed",
      lead: `Log in with your new password${view.email ? `, as ${view.email}` : ""}. Every other device will ask for it too.`,
      next: { to: "/login", label: "Log in" },
    },
    verifyEmail: view.continuePath
      ? {
          heading: "Your email address is verified",
          lead: `Thank you: ${view.email || "your address"} is confirmed. Carry on where you left off.`,
          next: { to: view.continuePath, label: "Carry on where you left off" },
        }
      : {
          heading: "Your email address is verified",
          lead: `Thank you: ${view.email || "your address"} is confirmed. You can now book a course, and turn on two-step sign-in on your account page.`,
          next: { to: "/account", label: "Go to your account" },
        },
    recoverEmail: {
      heading: "Your email address is back",
      lead: `Your account's address is ${view.email || "the one you had"} again. If you did not change it yourself, someone may know your password: choose a new one now.`,
      next: { to: "/forgot-password", label: "Choose a new password" },
    },
  }[view.mode];
  return (
    <>
      <PageHeader label="Your account" heading={words.heading} lead={words.lead} size="title" />
      <WayOn to={words.next.to} label={words.next.label} />
    </>
  );
}

/** Why the link does nothing, in plain words, and how to get a new one. */
function Refused({ view }: { view: Extract<View, { state: ActionRefusal }> }) {
  if (view.state === "unavailable") {
    return (
      <>
        <PageHeader
          label="Your account"
          heading="We couldn't check this link just now"
          lead="The sign-in service isn't answering. Nothing has changed: open the link from your email again in a few minutes."
          size="title"
        />
        <div className="mt-8">
          <FormMessage tone="error">{`If it keeps happening, write to ${site.contactEmail}.`}</FormMessage>
        </div>
      </>
    );
  }
  const again =
    view.mode === "resetPassword"
      ? { to: "/forgot-password", label: "Ask for a new link", how: "Ask for a new one, and use it within an hour." }
      : view.mode === "verifyEmail"
        ? {
            to: "/account",
            label: "Go to your account",
            how: "If your address isn't verified yet, send a new link from your account page.",
          }
        : { to: "/login", label: "Log in", how: `If you still need help with your address, write to ${site.contactEmail}.` };
  return (
    <>
      <PageHeader
        label="Your account"
        heading="This link has expired or has already been used"
        lead={`Each link in our emails works once, for a limited time. ${again.how}`}
        size="title"
      />
      <WayOn to={again.to} label={again.label} />
    </>
  );
}

/** Where to go from here: the next step, and the home page. */
function WayOn({ to, label }: { to: string; label: string }) {
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <ButtonLink to={to} reloadDocument>
        {label}
      </ButtonLink>
      <ButtonLink to="/" variant="outline">
        Go to the home page
      </ButtonLink>
    </div>
  );
}
