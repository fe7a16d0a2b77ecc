import { useState } from "react";
import { AccountArea } from "~/components/layout/account-area";
import { useAuth } from "./auth-context";

/**
 * The navigation bar's account area, connected to the signed-in user. Logout is a form POST on
 * every page; where the page has hydrated, its button shows it is busy while the next page loads.
 */
export function AccountCorner() {
  const { user } = useAuth();
  const [loggingOut, setLoggingOut] = useState(false);
  return <AccountArea user={user} onLogOut={() => setLoggingOut(true)} loggingOut={loggingOut} />;
}
