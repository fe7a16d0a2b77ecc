import type { FormEvent, ReactNode } from "react";
import { Link } from "react-router";
import { AccountForm } from "./account-form";
import { Container } from "~/components/ui/container";
import { SectionLabel } from "~/components/ui/section";

/** Where else a visitor on a sign-in page may want to go: "New here? Create an account". */
export type AuthPageElsewhere = { prompt: string; to: string; label: string };

/**
 * A sign-in page: a heading, one narrow card holding the page's form (named after the heading),
 * and where else to go. The children are the form's fields and buttons.
 */
export function AuthPage({
  heading,
  intro,
  elsewhere,
  onSubmit,
  error,
  success,
  children,
}: {
  heading: string;
  intro: ReactNode;
  elsewhere: AuthPageElsewhere;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error: string | null;
  success?: string | null;
  children: ReactNode;
}) {
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto max-w-lg">
        <SectionLabel>Your account</SectionLabel>
        <h1 className="text-title mt-3 font-bold">{heading}</h1>
        <div className="mt-4 text-base-content/75">{intro}</div>
        <div className="mt-8 rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-8">
          <AccountForm label={heading} onSubmit={onSubmit} error={error} success={success}>
            {children}
          </AccountForm>
        </div>
        <p className="mt-6 text-sm text-base-content/80">
          {elsewhere.prompt}{" "}
          <Link to={elsewhere.to} className="font-semibold text-primary underline-offset-4 hover:underline">
            {elsewhere.label}
          </Link>
        </p>
      </div>
    </Container>
  );
}
