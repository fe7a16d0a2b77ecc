import { LogOut } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink, Button } from "~/components/ui/button";
import type { AccountUser } from "~/types/account-user";
import { Avatar } from "./avatar";

/** Where the Logout form posts (app/routes/auth.logout.ts). */
export const LOG_OUT_ACTION = "/auth/logout";

type AccountAreaProps = {
  user: AccountUser | null;
  /** Called as the Logout form is sent, on pages that hydrate: the form still posts. */
  onLogOut?: () => void;
  loggingOut?: boolean;
};

/**
 * The navigation bar's corner: Login when signed out, the person and Logout when signed in.
 * Plain links and a form: it works the same on pages that load no scripts.
 */
export function AccountArea({ user, onLogOut, loggingOut = false }: AccountAreaProps) {
  if (!user) {
    return (
      // A page load, not client routing: the sign-in pages are sent with their own opener policy.
      <ButtonLink to="/login" reloadDocument variant="primary" className="btn-sm sm:btn-md">
        Login
      </ButtonLink>
    );
  }
  const name = user.displayName || user.email || "Your account";
  return (
    <div className="flex items-center gap-3">
      {/* Named by its text, not aria-label: a label that left out what the link shows (the
          initials, the name) would not match what a voice-control user reads on screen. */}
      {/* A page load: the account page is sent with its own opener policy (decision 27). */}
      <Link to="/account" reloadDocument className="flex min-w-0 items-center gap-2 rounded-full">
        <Avatar name={user.displayName || user.email} photoURL={user.photoURL} seed={user.uid} />
        <span className="sr-only">Your account: </span>
        <span className="sr-only text-sm font-semibold sm:not-sr-only sm:max-w-48 sm:truncate" data-testid="account-name">
          {name}
        </span>
      </Link>
      {/* A form, so that Logout works on pages without scripts (decision 24). On a phone the
          bar has room for the icon only; the word stays the button's name. */}
      <form noValidate method="post" action={LOG_OUT_ACTION} onSubmit={onLogOut} className="contents">
        <Button type="submit" variant="outline" className="btn-sm max-sm:px-2.5 sm:btn-md" busy={loggingOut}>
          <LogOut aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">Logout</span>
        </Button>
      </form>
    </div>
  );
}
