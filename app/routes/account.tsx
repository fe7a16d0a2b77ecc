import { useState } from "react";
import { Form, useNavigate } from "react-router";
import type { AuthHandle } from "~/auth/auth-handle";
import { useAuth } from "~/auth/auth-context";
import { emptySchema, passwordChangeSchema, profileSchema } from "~/auth/auth-forms";
import { rejectWithoutScript } from "~/auth/no-script-action.server";
import { answerFor, type NoScriptAnswer } from "~/auth/no-script-answer";
import { requireUser } from "~/auth/session-middleware.server";
import { useAuthForm } from "~/auth/use-auth-form";
import { FormMessage } from "~/components/forms/form-message";
import { PasswordField } from "~/components/forms/password-field";
import { TextField } from "~/components/forms/text-field";
import { Avatar } from "~/components/layout/avatar";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionLabel } from "~/components/ui/section";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/account";

export const handle: AuthHandle = { loadsAuthSdk: true };

export async function loader(args: Route.LoaderArgs) {
  return { user: await requireUser(args) };
}

export const action = ({ request }: Route.ActionArgs) =>
  rejectWithoutScript({ profile: profileSchema, password: passwordChangeSchema, verification: emptySchema, devices: emptySchema }, request);

/** Names the form for the action, which answers it when it was sent without JavaScript. */
function FormName({ value }: { value: string }) {
  return <input type="hidden" name="form" value={value} />;
}

export const meta = () =>
  pageMeta({ title: "Your account", description: "Manage your Brightline Digital profile, password and sessions." });

function Panel({ id, title, intro, children }: { id: string; title: string; intro: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-8">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-1 text-base-content/75">{intro}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const auth = useAuth();
  // The browser's view once it has reported; the server's until then.
  const user = auth.user ?? loaderData.user;
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto max-w-2xl space-y-8">
        <div className="flex items-center gap-5">
          <Avatar name={user.displayName || user.email} photoURL={user.photoURL} seed={user.uid} size={64} />
          <div>
            <SectionLabel>Your account</SectionLabel>
            <h1 className="text-title mt-1 font-bold">{user.displayName || "Your account"}</h1>
            <p className="text-base-content/75">{user.email}</p>
          </div>
        </div>
        <ProfilePanel displayName={user.displayName ?? ""} photoURL={user.photoURL ?? ""} answer={answerFor(actionData, "profile")} />
        <PasswordPanel answer={answerFor(actionData, "password")} />
        <VerificationPanel
          verified={user.emailVerified}
          email={user.email ?? "your email"}
          answer={answerFor(actionData, "verification")}
        />
        <LogOutEverywherePanel answer={answerFor(actionData, "devices")} />
      </div>
    </Container>
  );
}

type PanelProps = { answer: NoScriptAnswer | undefined };

function ProfilePanel({ displayName, photoURL, answer }: PanelProps & { displayName: string; photoURL: string }) {
  const { updateUserProfile } = useAuth();
  const [saved, setSaved] = useState(false);
  const { errors, formError, busy, onSubmit } = useAuthForm(
    profileSchema,
    async (values) => {
      setSaved(false);
      await updateUserProfile({ displayName: values.displayName, photoURL: values.photoURL ?? null });
      setSaved(true);
    },
    answer,
  );
  return (
    <Panel id="profile-heading" title="Profile" intro="Your name and photo appear in the navigation bar and on your course certificates.">
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="profile-heading">
        <FormName value="profile" />
        <FormMessage tone="error">{formError}</FormMessage>
        <FormMessage tone="success">{saved ? "Your profile is saved." : null}</FormMessage>
        <TextField
          name="displayName"
          label="Your name"
          autoComplete="name"
          defaultValue={answer?.values.displayName ?? displayName}
          required
          error={errors.displayName}
        />
        <TextField
          name="photoURL"
          label="Photo link (optional)"
          type="url"
          inputMode="url"
          placeholder="https://"
          defaultValue={answer?.values.photoURL ?? photoURL}
          error={errors.photoURL}
          hint="A link starting with https://. Leave it empty to show your initials."
        />
        <Button type="submit" busy={busy}>
          {busy ? "Saving…" : "Save profile"}
        </Button>
      </Form>
    </Panel>
  );
}

function PasswordPanel({ answer }: PanelProps) {
  const { changePassword } = useAuth();
  const [changed, setChanged] = useState(false);
  const { errors, formError, busy, onSubmit } = useAuthForm(
    passwordChangeSchema,
    async (values, form) => {
      setChanged(false);
      await changePassword(values.currentPassword, values.newPassword);
      form.reset();
      setChanged(true);
    },
    answer,
  );
  return (
    <Panel id="password-heading" title="Password" intro="To change it, confirm your current password first.">
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="password-heading">
        <FormName value="password" />
        <FormMessage tone="error">{formError}</FormMessage>
        <FormMessage tone="success">{changed ? "Your password is changed." : null}</FormMessage>
        <PasswordField
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          required
          error={errors.currentPassword}
        />
        <PasswordField
          name="newPassword"
          label="New password"
          autoComplete="new-password"
          required
          error={errors.newPassword}
          hint="At least 8 characters."
        />
        <Button type="submit" busy={busy}>
          {busy ? "Changing…" : "Change password"}
        </Button>
      </Form>
    </Panel>
  );
}

function VerificationPanel({ verified, email, answer }: PanelProps & { verified: boolean; email: string }) {
  const { sendVerification } = useAuth();
  const [sent, setSent] = useState(false);
  const { formError, busy, onSubmit } = useAuthForm(
    emptySchema,
    async () => {
      setSent(false);
      await sendVerification();
      setSent(true);
    },
    answer,
  );
  return (
    <Panel
      id="verify-heading"
      title="Email address"
      intro={
        verified ? `${email} is verified.` : `${email} isn't verified yet. Verifying it lets us send you course updates and certificates.`
      }
    >
      {verified ? null : (
        <Form method="post" onSubmit={onSubmit} aria-labelledby="verify-heading">
          <FormName value="verification" />
          <FormMessage tone="error">{formError}</FormMessage>
          <FormMessage tone="success">{sent ? `We've sent a verification link to ${email}.` : null}</FormMessage>
          <Button type="submit" variant="outline" busy={busy} className="mt-2">
            {busy ? "Sending…" : "Send verification email"}
          </Button>
        </Form>
      )}
    </Panel>
  );
}

function LogOutEverywherePanel({ answer }: PanelProps) {
  const { logOut, loading } = useAuth();
  const navigate = useNavigate();
  const { formError, busy, onSubmit } = useAuthForm(
    emptySchema,
    async () => {
      // Logging out revokes every refresh token the account has, on every device.
      await logOut();
      navigate("/");
    },
    answer,
  );
  return (
    <Panel
      id="devices-heading"
      title="Devices"
      intro="Lost a phone, or used a shared computer? Log out of every device where you're logged in, including this one."
    >
      <Form method="post" onSubmit={onSubmit} aria-labelledby="devices-heading">
        <FormName value="devices" />
        <FormMessage tone="error">{formError}</FormMessage>
        <Button type="submit" variant="outline" busy={busy || loading} className="mt-2">
          {busy || loading ? "Logging out…" : "Log out of every device"}
        </Button>
      </Form>
    </Panel>
  );
}
