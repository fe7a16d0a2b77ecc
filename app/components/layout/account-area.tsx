import { LogOut } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink, Button } from "~/components/ui/button";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import type { AccountUser } from "~/types/account-user";
import { Avatar } from "./avatar";

/** Where the Log out form posts (app/routes/auth.logout.ts). */
export const LOG_OUT_ACTION = "/auth/logout";

/** The phone's account menu: one a page, in the bar. */
export const ACCOUNT_MENU_ID = "account-menu";

type AccountAreaProps = {
  user: AccountUser | null;
  /** Called as the Log out form is sent, on pages that hydrate: the form still posts. */
  onLogOut?: () => void;
  loggingOut?: boolean;
};

function LogOutForm({
  onLogOut,
  loggingOut,
  className,
  buttonClass = "",
}: Omit<AccountAreaProps, "user"> & { className: string; buttonClass?: string }) {
  // A form, so that logging out works on pages without scripts (decision 24).
  return (
    <form noValidate method="post" action={LOG_OUT_ACTION} onSubmit={onLogOut} className={className}>
      <Button type="submit" variant="outline" className={`btn-sm sm:btn-md ${buttonClass}`} busy={loggingOut}>
        <LogOut aria-hidden="true" className="size-4" />
        {m.account_log_out()}
      </Button>
    </form>
  );
}

const menuLinkClass = "block rounded-xl px-4 py-3 text-base font-semibold hover:bg-base-200";

/**
 * The navigation bar's corner: Log in when signed out. Signed in, from 640 px the person (a link
 * to their account) and Log out; on a phone, their picture opens a menu of their own (their
 * account, their courses, Log out), so that no tap beside the site's menu logs them out.
 * Plain links, a form and a native popover: it works the same on pages that load no scripts.
 */
export function AccountArea({ user, onLogOut, loggingOut = false }: AccountAreaProps) {
  if (!user) {
    return (
      // A page load, not client routing: the sign-in pages are sent with their own opener policy.
      <ButtonLink to={localizedPath("/login")} reloadDocument variant="primary" className="btn-sm sm:btn-md">
        {m.account_log_in()}
      </ButtonLink>
    );
  }
  const name = user.displayName || user.email || m.account_yours();
  const avatar = <Avatar name={user.displayName || user.email} photoURL={user.photoURL} seed={user.uid} />;
  return (
    <div className="flex items-center gap-3">
      {/* Named by its text, not aria-label: a label that left out what the link shows (the
          initials, the name) would not match what a voice-control user reads on screen. */}
      {/* A page load: the account page is sent with its own opener policy (decision 27). */}
      <Link to={localizedPath("/account")} reloadDocument className="flex min-w-0 items-center gap-2 rounded-full max-sm:hidden">
        {avatar}
        <span className="sr-only">{m.account_link_label()}</span>
        <span className="max-w-40 truncate text-sm font-semibold" data-testid="account-name">
          {name}
        </span>
      </Link>
      <LogOutForm onLogOut={onLogOut} loggingOut={loggingOut} className="contents max-sm:hidden" />
      <div className="sm:hidden">
        <button type="button" popoverTarget={ACCOUNT_MENU_ID} className="flex rounded-full">
          {avatar}
          <span className="sr-only">{m.account_menu_label({ name })}</span>
        </button>
        <nav
          id={ACCOUNT_MENU_ID}
          popover="auto"
          aria-label={m.account_yours()}
          className="fixed inset-auto top-16 right-4 m-0 w-[min(20rem,calc(100vw-2rem))] rounded-box border border-base-300 bg-base-100 p-2 text-base-content shadow-xl backdrop:bg-transparent motion-safe:animate-rise"
        >
          <p className="truncate px-4 pt-2 pb-1 text-sm text-base-content/70">{name}</p>
          <Link to={localizedPath("/account")} reloadDocument className={menuLinkClass}>
            {m.account_yours()}
          </Link>
          <Link to={localizedPath("/account#my-courses")} reloadDocument className={menuLinkClass}>
            {m.account_my_courses()}
          </Link>
          <LogOutForm onLogOut={onLogOut} loggingOut={loggingOut} className="mt-2 block" buttonClass="w-full" />
        </nav>
      </div>
    </div>
  );
}
