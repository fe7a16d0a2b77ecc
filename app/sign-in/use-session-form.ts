import { loadPage } from "~/page-scripts/load-page";
import type { AuthFormName, AuthFormValues } from "~/identity/auth-forms";
import { useAuth } from "./auth-context";
import { useAuthForm, type AuthFormState } from "./use-auth-form";

/**
 * A form that starts a session (logging in, registering): runs `start`, then loads the page the
 * visitor was going to. It stays busy until the next page is there, so its button never flashes
 * back in between.
 */
export function useSessionForm<N extends AuthFormName>(
  name: N,
  start: (values: AuthFormValues<N>) => Promise<unknown>,
  redirectTo: string,
  initial?: Partial<AuthFormState>,
) {
  const { loading } = useAuth();
  const form = useAuthForm(
    name,
    async (values) => {
      await start(values);
      loadPage(redirectTo, { replace: true });
    },
    initial,
  );
  return { ...form, busy: form.busy || loading };
}
