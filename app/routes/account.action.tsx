import { data, Form, redirect, useNavigation } from "react-router";
import { baseLocale, getLocale, type Locale, localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { isLocale } from "~/i18n/paraglide/runtime.js";
import { z } from "zod";
import { postedForm } from "~/platform/posted-form.server";
import {
  type ActionLink,
  actionLinkSchema,
  type ActionRefusal,
  applyActionCode,
  checkActionCode,
  resetPasswordWith,
} from "~/identity/action-codes.server";
import { requireSiteOrigin } from "~/platform/request-origin.server";
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
  .string({ error: () => m.link_new_password_short() })
  .min(8, { error: () => m.link_new_password_short() })
  .max(128, { error: () => m.form_password_long() });

/** The page's tags, in the language of the request. */
const pageInfo = () => pageMeta({ title: m.account_title(), description: m.link_description() });

/**
 * A step done is a 200, said outright: after an action, React Router runs the page's loader
 * again, which finds the code used (410), and a loader's status stands unless the action names
 * its own.
 */
const DONE = { status: 200 } as const;

/** The refusal's status: a link that does nothing is gone (410); a provider that does not answer, 503. */
const statusOf = (state: ActionRefusal) => (state === "unavailable" ? 503 : 410);

/** The language of the site's page a link's `continueUrl` leads back to, if it leads to one of ours. */
function continuedLocale(continueUrl: string | null): Locale | undefined {
  const path = continueUrl ? URL.parse(continueUrl)?.pathname : undefined;
  const prefix = path?.split("/")[1];
  return prefix && isLocale(prefix) ? prefix : undefined;
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The identity provider's link names the language its mail was written in (Firebase's
  // `languageCode`, set from the page that asked): the same step at that language's address.
  const lang = url.searchParams.get("lang");
  if (getLocale() === baseLocale && lang !== null && lang !== baseLocale && isLocale(lang))
    throw redirect(`${localizedPath(url.pathname, lang)}${url.search}`);
  // A link asked for from a German page (a German booking's verification) names no language
  // but leads back to that page: the step in the language of the page it returns to (issue 64, item 13).
  const returnsTo = lang === null ? continuedLocale(url.searchParams.get("continueUrl")) : undefined;
  if (getLocale() === baseLocale && returnsTo && returnsTo !== baseLocale)
    throw redirect(`${localizedPath(url.pathname, returnsTo)}${url.search}`);
  const query = Object.fromEntries(url.searchParams);
  const link = actionLinkSchema.safeParse(query);
  if (!link.success) return data({ view: { state: "used-or-expired" } as View, meta: pageInfo() }, { status: 400 });
  const checked = await checkActionCode(link.data);
  if (typeof checked === "string")
    return data({ view: { state: checked, mode: link.data.mode } as View, meta: pageInfo() }, { status: statusOf(checked) });
  return { view: { state: "ready", link: link.data, ...checked } as View, meta: pageInfo() };
}

export async function action({ request }: Route.ActionArgs) {
  requireSiteOrigin(request);
  const posted = await postedForm(request);
  const link = actionLinkSchema.safeParse(posted.ok ? Object.fromEntries(posted.form) : {});
  if (!posted.ok || !link.success) return data({ view: { state: "used-or-expired" } as View, meta: pageInfo() }, { status: 400 });
  const { mode, oobCode } = link.data;
  if (mode === "resetPassword") {
    const password = NEW_PASSWORD.safeParse(posted.form.get("newPassword"));
    if (!password.success) {
      // The form again, with what is wrong with the password: the code is still good.
      const checked = await checkActionCode(link.data);
      if (typeof checked === "string")
        return data({ view: { state: checked, mode } as View, meta: pageInfo() }, { status: statusOf(checked) });
      const error = password.error.issues[0]?.message;
      return data({ view: { state: "ready", link: link.data, ...checked, error } as View, meta: pageInfo() }, { status: 400 });
    }
    const reset = await resetPasswordWith(oobCode, password.data);
    if (typeof reset === "string") return data({ view: { state: reset, mode } as View, meta: pageInfo() }, { status: statusOf(reset) });
    return data({ view: { state: "done", mode, email: reset.email } as View, meta: pageInfo() }, DONE);
  }
  const applied = await applyActionCode(oobCode);
  if (typeof applied === "string") return data({ view: { state: applied, mode } as View, meta: pageInfo() }, { status: statusOf(applied) });
  return data(
    { view: { state: "done", mode, email: applied.email, continuePath: link.data.continuePath } as View, meta: pageInfo() },
    DONE,
  );
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
      heading: m.link_reset_heading(),
      lead: m.link_reset_lead({ email: view.email }),
      button: busy ? m.link_reset_busy() : m.link_reset_submit(),
    },
    verifyEmail: {
      heading: m.link_verify_heading(),
      lead: m.link_verify_lead({ email: view.email }),
      button: busy ? m.link_verify_busy() : m.link_verify_submit(),
    },
    recoverEmail: {
      heading: m.link_recover_heading(),
      lead: view.newEmail
        ? m.link_recover_lead_to({ newEmail: view.newEmail, email: view.email })
        : m.link_recover_lead({ email: view.email }),
      button: busy ? m.link_recover_busy() : m.link_recover_submit({ email: view.email }),
    },
  }[mode];
  return (
    <>
      <PageHeader label={m.account_title()} heading={words.heading} lead={words.lead} size="title" />
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
                label={m.password_new()}
                autoComplete="new-password"
                hint={m.password_new_hint()}
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
      heading: m.link_reset_done_heading(),
      lead: view.email ? m.link_reset_done_lead_as({ email: view.email }) : m.link_reset_done_lead(),
      next: { to: "/login", label: m.auth_login_heading() },
    },
    verifyEmail: view.continuePath
      ? {
          heading: m.link_verified_heading(),
          lead: m.link_verified_continue_lead({ email: view.email || m.link_your_address() }),
          next: { to: view.continuePath, label: m.link_verified_continue() },
        }
      : {
          heading: m.link_verified_heading(),
          lead: m.link_verified_lead({ email: view.email || m.link_your_address() }),
          next: { to: "/account", label: m.link_go_to_account() },
        },
    recoverEmail: {
      heading: m.link_recovered_heading(),
      lead: m.link_recovered_lead({ email: view.email || m.link_the_one_you_had() }),
      next: { to: "/forgot-password", label: m.link_choose_new_password() },
    },
  }[view.mode];
  return (
    <>
      <PageHeader label={m.account_title()} heading={words.heading} lead={words.lead} size="title" />
      <WayOn to={words.next.to} label={words.next.label} />
    </>
  );
}

/** Why the link does nothing, in plain words, and how to get a new one. */
function Refused({ view }: { view: Extract<View, { state: ActionRefusal }> }) {
  if (view.state === "unavailable") {
    return (
      <>
        <PageHeader label={m.account_title()} heading={m.link_unavailable_heading()} lead={m.link_unavailable_lead()} size="title" />
        <div className="mt-8">
          <FormMessage tone="error">{m.link_keeps_happening({ email: site.contactEmail })}</FormMessage>
        </div>
      </>
    );
  }
  const again =
    view.mode === "resetPassword"
      ? { to: "/forgot-password", label: m.link_ask_again(), how: m.link_ask_again_how() }
      : view.mode === "verifyEmail"
        ? { to: "/account", label: m.link_go_to_account(), how: m.link_verify_again_how() }
        : { to: "/login", label: m.auth_login_heading(), how: m.link_help_how({ email: site.contactEmail }) };
  return (
    <>
      <PageHeader label={m.account_title()} heading={m.link_used_heading()} lead={m.link_used_lead({ how: again.how })} size="title" />
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
        {m.link_home()}
      </ButtonLink>
    </div>
  );
}
