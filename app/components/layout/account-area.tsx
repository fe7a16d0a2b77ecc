import { LogOut } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink, Button } from "~/components/ui/button";
import type { AccountUser } from "~/types/account-user";
import { Avatar } from "./avatar";

type AccountAreaProps = {
  user: AccountUser | null;
  onLogOut?: () => void;
  loggingOut?: boolean;
};

/** The navigation bar's corner: Login when signed out, the person and Logout when signed in. */
export function AccountArea({ user, onLogOut, loggingOut = false }: AccountAreaProps) {
  if (!user) {
    return (
      <ButtonLink to="/login" variant="primary" className="btn-sm sm:btn-md">
        Login
      </ButtonLink>
    );
  }
  const name = user.displayName || user.email || "Your account";
  return (
    <div className="flex items-center gap-3">
      <Link to="/account" className="flex items-center gap-2 rounded-full" aria-label={`Your account: ${name}`}>
        <Avatar name={user.displayName || user.email} photoURL={user.photoURL} seed={user.uid} />
        <span className="sr-only text-sm font-semibold sm:not-sr-only sm:max-w-48 sm:truncate" data-testid="account-name">
          {name}
        </span>
      </Link>
      <Button variant="outline" className="btn-sm sm:btn-md" onClick={onLogOut} busy={loggingOut}>
        <LogOut aria-hidden="true" className="size-4" />
        Logout
      </Button>
    </div>
  );
}
