import { useState } from "react";
import { Form, useNavigate } from "react-router";
import type { AuthHandle } from "~/auth/auth-handle";
import { useAuth } from "~/auth/auth-context";
import { describeAuthError } from "~/auth/auth-errors";
import { passwordChangeSchema, profileSchema } from "~/auth/auth-forms";
import { rejectWithoutScript } from "~/auth/no-script-action.server";
import { requireUser } from "~/auth/session-middleware.server";
import { useAuthForm } from "~/auth/use-auth-form";
import { FormMessage } from "~/components/forms/form-message";
import { PasswordField } from "~/components/forms/password-field";
import { TextField } from "~/components/forms/text-field";
import { Avatar } from "~/components/layout/avatar";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionLabel } from "~/components/ui/section";
import { Surface } from "~/components/ui/surface";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/account";

export const handle: AuthHandle = { auth: "eager" };

export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await requireUser(context, request) };
}

export const action = ({ request }: Route.ActionArgs) => rejectWithoutScript(profileSchema, request);

export const meta = () =>
  pageMeta({ title: "Your account", description: "Manage your Brightline Digital profile, password and sessions." });

function Panel({ id, title, intro, children }: { id: string; title: string; intro: string; children: React.ReactNode }) {
  return (
    <Surface as="section" aria-labelledby={id} padding="lg" raised>
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-1 text-base-content/75">{intro}</p>
      <div className="mt-6">{children}</div>
    </Surface>
  );
}

export default function Account({ loaderData }: Route.ComponentProps) {
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
        <ProfilePanel displayName={user.displayName ?? ""} photoURL={user.photoURL ?? ""} />
        <PasswordPanel />
        <VerificationPanel verified={user.emailVerified} email={user.email ?? "your email"} />
        <SignOutEverywherePanel />
      </div>
    </Container>
  );
}

function ProfilePanel({ displayName, photoURL }: { displayName: string; photoURL: string }) {
  const { updateUserProfile } = useAuth();
  const [saved, setSaved] = useState(false);
  const { errors, formError, busy, onSubmit } = useAuthForm(profileSchema, async (values) => {
    setSaved(false);
    await updateUserProfile({ displayName: values.displayName, photoURL: values.photoURL ?? null });
    setSaved(true);
  });
  return (
    <Panel id="profile-heading" title="Profile" intro="Your name and photo appear in the navigation bar and on your course certificates.">
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="profile-heading">
        <FormMessage tone="error">{formError}</FormMessage>
        <FormMessage tone="success">{saved ? "Your profile is saved." : null}</FormMessage>
        <TextField
          name="displayName"
          label="Your name"
          autoComplete="name"
          defaultValue={displayName}
          required
          error={errors.displayName}
        />
        <TextField
          name="photoURL"
          label="Photo link (optional)"
          type="url"
          inputMode="url"
          placeholder="https://"
          defaultValue={photoURL}
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

function PasswordPanel() {
  const { changePassword } = useAuth();
  const [changed, setChanged] = useState(false);
  const { errors, formError, busy, onSubmit } = useAuthForm(passwordChangeSchema, async (values, form) => {
    setChanged(false);
    await changePassword(values.currentPassword, values.newPassword);
    form.reset();
    setChanged(true);
  });
  return (
    <Panel id="password-heading" title="Password" intro="To change it, confirm your current password first.">
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="password-heading">
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

function VerificationPanel({ verified, email }: { verified: boolean; email: string }) {
  const { sendVerification } = useAuth();
  const [state, setState] = useState<{ busy: boolean; sent: boolean; error: string | null }>({ busy: false, sent: false, error: null });
  async function send() {
    setState({ busy: true, sent: false, error: null });
    try {
      await sendVerification();
      setState({ busy: false, sent: true, error: null });
    } catch (error) {
      setState({ busy: false, sent: false, error: describeAuthError(error).message });
    }
  }
  return (
    <Panel
      id="verify-heading"
      title="Email address"
      intro={
        verified ? `${email} is verified.` : `${email} isn't verified yet. Verifying it lets us send you course updates and certificates.`
      }
    >
      <FormMessage tone="error">{state.error}</FormMessage>
      <FormMessage tone="success">{state.sent ? `We've sent a verification link to ${email}.` : null}</FormMessage>
      {verified ? null : (
        <Button variant="outline" busy={state.busy} onClick={send} className="mt-2">
          {state.busy ? "Sending…" : "Send verification email"}
        </Button>
      )}
    </Panel>
  );
}

function SignOutEverywherePanel() {
  const { logOut } = useAuth();
  const navigate = useNavigate();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  async function signOutEverywhere() {
    setState({ busy: true, error: null });
    try {
      // Signing out revokes every refresh token the account has, on every device.
      await logOut();
      navigate("/");
    } catch (error) {
      setState({ busy: false, error: describeAuthError(error).message });
    }
  }
  return (
    <Panel
      id="devices-heading"
      title="Devices"
      intro="Lost a phone, or used a shared computer? Sign out of every device where you're logged in, including this one."
    >
      <FormMessage tone="error">{state.error}</FormMessage>
      <Button variant="outline" busy={state.busy} onClick={signOutEverywhere} className="mt-2">
        {state.busy ? "Signing out…" : "Sign out of every device"}
      </Button>
    </Panel>
  );
}
