import type { FormEvent, ReactNode } from "react";
import { Link } from "react-router";
import { AccountForm } from "./account-form";
import { PageHeader } from "~/components/page/page-header";
import { Container } from "~/components/ui/container";
import { Surface } from "~/components/ui/surface";

/** Where else a visitor on a sign-in page may want to go: "New here? Create an account". */
export type AuthPageElsewhere = { prompt: string; to: string; label: string };

/**
 * A sign-in page: a heading, one narrow card holding the page's form (named after the heading),
 * other ways in above it, and where else to go. The children are the form's fields and buttons.
 */
export function AuthPage({
  heading,
  intro,
  elsewhere,
  onSubmit,
  error,
  success,
  alternatives,
  name,
  children,
}: {
  heading: string;
  intro: ReactNode;
  elsewhere: AuthPageElsewhere;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error: string | null;
  success?: string | null;
  /** Other ways in, above the form: "Continue with Google". */
  alternatives?: ReactNode;
  /** The form's name for the page's action, when the page has other forms (alternatives). */
  name?: string;
  children: ReactNode;
}) {
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto max-w-lg">
        <PageHeader label="Your account" heading={heading} lead={intro} size="title" />
        <Surface padding="lg" raised className="mt-8 space-y-6">
          {alternatives}
          <AccountForm label={heading} name={name} onSubmit={onSubmit} error={error} success={success}>
            {children}
          </AccountForm>
        </Surface>
        <p className="mt-6 text-sm text-base-content/80">
          {elsewhere.prompt}{" "}
          <Link to={elsewhere.to} className="font-semibold text-primary underline-offset-4 hover:underline">
            {elsewhere.label}
          </Link>
        </p>
        <p className="mt-2 text-sm text-base-content/80">
          What we keep about your account, and why: our{" "}
          <Link to="/privacy" reloadDocument className="font-semibold text-primary underline-offset-4 hover:underline">
            privacy notice
          </Link>
          .
        </p>
      </div>
    </Container>
  );
}
