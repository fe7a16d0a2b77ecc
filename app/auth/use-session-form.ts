import { useNavigate } from "react-router";
import type { AuthFormName, AuthFormValues } from "./auth-forms";
import { useAuth } from "./auth-context";
import { useAuthForm, type AuthFormState } from "./use-auth-form";

/**
 * A form that starts a session (logging in, registering): runs `start`, then goes where the
 * visitor was going. It stays busy until the next page is there, so its button never flashes
 * back in between.
 */
export function useSessionForm<N extends AuthFormName>(
  name: N,
  start: (values: AuthFormValues<N>) => Promise<unknown>,
  redirectTo: string,
  initial?: Partial<AuthFormState>,
) {
  const { loading } = useAuth();
  const navigate = useNavigate();
  const form = useAuthForm(
    name,
    async (values) => {
      await start(values);
      navigate(redirectTo, { replace: true });
    },
    initial,
  );
  return { ...form, busy: form.busy || loading };
}
