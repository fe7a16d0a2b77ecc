import { useNavigate } from "react-router";
import type * as z from "zod/mini";
import { useAuth } from "./auth-context";
import { useAuthForm, type AuthFormState } from "./use-auth-form";

/**
 * A form that starts a session (logging in, registering): runs `start`, then goes where the
 * visitor was going. It stays busy until the next page is there, so its button never flashes
 * back in between.
 */
export function useSessionForm<T extends z.ZodMiniType>(
  schema: T,
  start: (values: z.infer<T>) => Promise<unknown>,
  redirectTo: string,
  initial?: Partial<AuthFormState>,
) {
  const { loading } = useAuth();
  const navigate = useNavigate();
  const form = useAuthForm(
    schema,
    async (values) => {
      await start(values);
      navigate(redirectTo, { replace: true });
    },
    initial,
  );
  return { ...form, busy: form.busy || loading };
}
