import { FilePenLine, Inbox, type LucideIcon } from "lucide-react";
import { m } from "~/i18n/paraglide/messages.js";
import { localizedPath } from "~/i18n/locale";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { postedForm } from "~/platform/posted-form.server";
import { deviceWords } from "~/sessions/device-words.server";
import { staffTime } from "~/config/staff-time";
import { passkeyFormAction } from "~/passkeys/passkey-actions.server";
import { PASSKEY_FORMS, type PasskeyAnswer } from "~/passkeys/passkey-answer";
import { passkeysOf } from "~/passkeys/passkey-store.server";
import { type PasskeyRow, PasskeysPanel } from "~/account/passkeys-panel";
import { type AccountSection, AccountSectionsNav } from "~/account/account-sections-nav";
import { DeleteAccountPanel } from "~/account/delete-account-panel";
import { DEVICE_FORMS, type DeviceRow, DevicesPanel } from "~/account/devices-panel";
import { devicesOf } from "~/sessions/session-liveness.server";
import { networkWords } from "~/sessions/coarse-network.server";
import { type MyCourse, MyCoursesPanel } from "~/account/my-courses-panel";
import { bookingsOf } from "~/bookings/learner-bookings.server";
import { teamOrdersOf } from "~/bookings/team-order-page.server";
import { findCourse } from "~/content/courses.server";
import { database } from "~/database/database.server";
import { PasswordPanel } from "~/account/password-panel";
import { NewsletterPanel } from "~/account/newsletter-panel";
import { accountNewsletter } from "~/newsletter/account-newsletter.server";
import { ProfilePanel } from "~/account/profile-panel";
import { VerificationPanel } from "~/account/verification-panel";
import { useAuth } from "~/sign-in/auth-context";
import {
  accountDeletionSchema,
  addPasswordSchema,
  emptySchema,
  identityConfirmationSchema,
  passwordChangeSchema,
  profileSchema,
  twoStepOnByGoogleSchema,
  twoStepOnSchema,
} from "~/identity/auth-forms";
import { REMOVAL_FORMS } from "~/account/panel-notice";
import { ADDING_FORMS, SignInMethodsPanel } from "~/account/sign-in-methods-panel";
import { TWO_STEP_FORMS, TwoStepPanel } from "~/account/two-step-panel";
import { rejectWithoutScript } from "~/identity/no-script-action.server";
import { answerFor } from "~/identity/no-script-answer";
import { requireSiteOrigin } from "~/platform/request-origin.server";
import { requireAccount, requireUser } from "~/identity/session-middleware.server";
import { Avatar } from "~/components/layout/avatar";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Surface } from "~/components/ui/surface";
import { SectionLabel } from "~/components/ui/section";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { Route } from "./+types/account";
import type { RouteHandle } from "~/types/route-handle";

/**
 * The account page's forms reach the identity provider from the browser (decision 24). A view
 * may be sent again to its session while nothing it shows changed (decision 40).
 */
export const handle: RouteHandle = { page: "personal", hydrate: true, keptForSession: 10 };

export async function loader(args: Route.LoaderArgs) {
  // What this site changed shows at once; a change made in the Firebase console within
  // REVOCATION_CHECK_SECONDS. Each change the page offers asks for a recent sign-in.
  const { user, standing, sessionId: thisSession } = await requireAccount(args);
  const { staff, editor, signInMethods, tokensValidSinceMs, googleEmail, twoStep, emailVerified } = standing;
  const db = await database();
  // Asked together: on PostgreSQL they go out on separate connections at once.
  const [passkeys, devices, bookings, teamOrders, newsletter] = await Promise.all([
    passkeysOf(db, user.uid),
    devicesOf(user.uid, thisSession, tokensValidSinceMs === null ? undefined : new Date(tokensValidSinceMs)),
    bookingsOf(db, user.uid),
    teamOrdersOf(db, user.uid),
    accountNewsletter(db, user.email ?? undefined, emailVerified),
  ]);
  return {
    user,
    // Staff find their inbox from here.
    staff,
    editor: editor && !staff,
    signInMethods,
    googleEmail,
    emailVerified,
    twoStep: twoStep
      ? { phoneEnding: twoStep.phoneEnding, since: twoStep.sinceMs === null ? null : staffTime(new Date(twoStep.sinceMs)) }
      : null,
    passkeys: passkeys.map((passkey): PasskeyRow => ({
      id: passkey.id,
      name: passkey.name,
      synced: passkey.synced,
      added: staffTime(new Date(passkey.createdAt)),
      lastUsed: passkey.lastUsedAt ? staffTime(new Date(passkey.lastUsedAt)) : null,
    })),
    suggestedPasskeyName: deviceWords(args.request.headers.get("User-Agent")),
    // This browser first, then the others, the one seen last first.
    devices: devices
      .sort((a, b) => Number(b.current) - Number(a.current))
      .map((session): DeviceRow => ({
        id: session.id,
        device: session.device,
        from: networkWords(session.network) ?? null,
        signedIn: staffTime(session.signedInAt),
        lastSeen: staffTime(session.lastSeenAt),
        current: session.current,
      })),
    myCourses: bookings.map(({ booking, cohort }): MyCourse => ({
      reference: booking.reference,
      courseTitle: findCourse(cohort.courseSlug)?.title ?? m.account_a_course(),
      startsOn: cohort.startsOn,
      endsOn: cohort.endsOn,
      state: booking.state,
      paid: booking.paidAt !== null && booking.price > 0,
    })),
    teamOrders,
    newsletter,
    meta: pageMeta({
      title: m.account_title(),
      description: m.account_description(),
    }),
  };
}

export async function action(args: Route.ActionArgs) {
  requireSiteOrigin(args.request);
  const posted = await postedForm(args.request);
  // A passkey's rename and removal are the server's to do, with or without JavaScript.
  if (posted.ok && PASSKEY_FORMS.has(String(posted.form.get("form")))) {
    const user = await requireUser(args, { fresh: true });
    return passkeyFormAction(await database(), user.uid, posted.form);
  }
  return rejectWithoutScript(
    {
      profile: profileSchema,
      password: passwordChangeSchema,
      verification: emptySchema,
      [DEVICE_FORMS.withPassword]: identityConfirmationSchema,
      [DEVICE_FORMS.withGoogle]: emptySchema,
      [REMOVAL_FORMS.withPassword]: identityConfirmationSchema,
      [REMOVAL_FORMS.withGoogle]: emptySchema,
      [ADDING_FORMS.password]: addPasswordSchema,
      [ADDING_FORMS.google]: identityConfirmationSchema,
      [TWO_STEP_FORMS.withPassword]: twoStepOnSchema,
      [TWO_STEP_FORMS.withGoogle]: twoStepOnByGoogleSchema,
      deletion: accountDeletionSchema,
      deletionByGoogle: emptySchema,
      passkeyAdd: emptySchema,
    },
    posted,
  );
}

export const meta = loaderMeta;

/**
 * A passkey form's answer reloads the list even when it is a 404 (the passkey was removed in
 * another tab), which React Router would otherwise skip after a 4xx.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as Partial<PasskeyAnswer> | undefined)?.gone === true || defaultShouldRevalidate;
}

/** Where the sections list leads: the panels in groups a person looks for. */
const accountSections = (): AccountSection[] => [
  { id: "my-courses", label: m.account_section_courses() },
  { id: "newsletter", label: m.account_section_newsletter() },
  { id: "profile", label: m.account_section_profile() },
  { id: "security", label: m.account_section_security() },
  { id: "devices", label: m.account_section_devices() },
  { id: "delete", label: m.account_section_delete() },
];

// Clear of the sticky bar when a section's link scrolls to it.
const groupClass = "scroll-mt-28 space-y-8";

/** Where a member of staff or an editor finds their tools, on their own account page. */
function StaffToolLink({
  to,
  icon: Icon,
  who,
  action,
  children,
}: {
  to: string;
  icon: LucideIcon;
  /** "You are staff." */
  who: string;
  action: string;
  children: string;
}) {
  return (
    <Surface tone="tinted" className="flex flex-wrap items-center justify-between gap-4">
      <p>
        <span className="font-semibold">{who}</span> {children}
      </p>
      <ButtonLink to={localizedPath(to)} size="md">
        <Icon aria-hidden="true" className="size-4" />
        {action}
      </ButtonLink>
    </Surface>
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  // The session request's answer after a change on this page; the loader's until then.
  const user = useAuth().user ?? loaderData.user;
  // An account made with Google alone has no password to change or to confirm with.
  const hasPassword = loaderData.signInMethods.includes("password");
  // The answer of a form that needs JavaScript, posted without it; a passkey form's answer is the panel's.
  const noScriptAnswer = actionData && "values" in actionData ? actionData : undefined;
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-12">
        <div className="flex items-center gap-5 lg:col-span-2">
          <Avatar name={user.displayName || user.email} photoURL={user.photoURL} seed={user.uid} size="large" />
          {/* min-w-0 and anywhere: a name or address longer than a phone is wide wraps. */}
          <div className="min-w-0 [overflow-wrap:anywhere]">
            <SectionLabel>{m.account_title()}</SectionLabel>
            <h1 className="mt-1 text-title font-bold">{user.displayName || m.account_title()}</h1>
            <p className="text-base-content/75">{user.email}</p>
          </div>
        </div>
        <AccountSectionsNav sections={accountSections()} />
        <div className="min-w-0 space-y-8">
          {loaderData.staff ? (
            <StaffToolLink to="/admin" icon={Inbox} who={m.account_staff_you_are()} action={m.account_staff_inbox_action()}>
              {m.account_staff_inbox_text()}
            </StaffToolLink>
          ) : null}
          {loaderData.editor ? (
            <StaffToolLink to="/admin/content" icon={FilePenLine} who={m.account_editor_you_are()} action={m.account_editor_action()}>
              {m.account_editor_text()}
            </StaffToolLink>
          ) : null}
          <MyCoursesPanel bookings={loaderData.myCourses} teamOrders={loaderData.teamOrders} />
          <NewsletterPanel newsletter={loaderData.newsletter} />
          <div id="profile" className={groupClass}>
            <ProfilePanel
              displayName={user.displayName ?? ""}
              photoURL={user.photoURL ?? ""}
              answer={answerFor(noScriptAnswer, "profile")}
            />
            <VerificationPanel
              // The identity provider's word, which knows of a link opened since this session began
              // (issue 36); the session's when the provider did not answer.
              verified={loaderData.emailVerified || user.emailVerified}
              email={user.email ?? m.account_your_email()}
              answer={answerFor(noScriptAnswer, "verification")}
            />
          </div>
          <div id="security" className={groupClass}>
            {hasPassword ? <PasswordPanel answer={answerFor(noScriptAnswer, "password")} /> : null}
            <SignInMethodsPanel methods={loaderData.signInMethods} googleEmail={loaderData.googleEmail} answer={noScriptAnswer} />
            <PasskeysPanel
              passkeys={loaderData.passkeys}
              removalAnswer={noScriptAnswer}
              suggestedName={loaderData.suggestedPasskeyName}
              actionData={actionData}
              addAnswer={answerFor(noScriptAnswer, "passkeyAdd")}
              withPassword={hasPassword}
              emailVerified={loaderData.emailVerified}
            />
            <TwoStepPanel
              twoStep={loaderData.twoStep}
              emailVerified={loaderData.emailVerified}
              withPassword={hasPassword}
              answer={noScriptAnswer}
            />
          </div>
          <div id="devices" className={groupClass}>
            <DevicesPanel
              devices={loaderData.devices}
              withPassword={hasPassword}
              answer={answerFor(noScriptAnswer, hasPassword ? DEVICE_FORMS.withPassword : DEVICE_FORMS.withGoogle)}
            />
          </div>
          <div id="delete" className={groupClass}>
            <DeleteAccountPanel
              withPassword={hasPassword}
              answer={answerFor(noScriptAnswer, hasPassword ? "deletion" : "deletionByGoogle")}
            />
          </div>
        </div>
      </div>
    </Container>
  );
}
