import { useState } from "react";
import { useNavigate } from "react-router";
import { AccountArea } from "~/components/layout/account-area";
import { useAuth } from "./auth-context";

/** The navigation bar's account area, connected to the signed-in user. */
export function AccountCorner() {
  const { user, logOut } = useAuth();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function onLogOut() {
    setLoggingOut(true);
    setProblem(null);
    try {
      await logOut();
      navigate("/");
    } catch (error) {
      // The messages load only when needed: the bar is on every page's first load.
      const { describeAuthError } = await import("./auth-errors");
      setProblem(describeAuthError(error).message);
    } finally {
      setLoggingOut(false);
    }
  }

  return (
    <>
      <AccountArea user={user} onLogOut={onLogOut} loggingOut={loggingOut} />
      {problem ? (
        <p role="alert" className="absolute top-full right-4 mt-2 alert max-w-sm text-sm alert-error">
          {problem}
        </p>
      ) : null}
    </>
  );
}
