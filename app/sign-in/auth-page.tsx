import type { FormEvent, ReactNode } from "react";
import { Link } from "react-router";
import type { AuthPageWords } from "~/identity/auth-page-words.server";
import { localizedPath } from "~/i18n/locale";
import { richText } from "~/i18n/rich-text";
import { AccountForm } from "./account-form";
import { PageHeader } from "~/components/page/page-header";
import { Container } from "~/components/ui/container";
import { Surface } from "~/components/ui/surface";

/**
 * A sign-in page: a heading, one narrow card holding the page's form (named after the heading),
 * other ways in above it, and where else to go (`elsewhere`, with the words' prompt and link).
 * Its words come from the server (auth-page-words.server.ts); the children are the form's fields
 * and buttons.
 */
export function AuthPage({
  words,
  intro,
  elsewhere,
  onSubmit,
  error,
  success,
  alternatives,
  name,
  children,
}: {
  words: AuthPageWords;
  intro: ReactNode;
  elsewhere: string;
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
        <PageHeader label={words.label} heading={words.heading} lead={intro} size="title" />
        <Surface padding="lg" raised className="mt-8 space-y-6">
          {alternatives}
          <AccountForm label={words.heading} name={name} onSubmit={onSubmit} error={error} success={success}>
            {children}
          </AccountForm>
        </Surface>
        <p className="mt-6 text-sm text-base-content/80">
          {words.prompt}{" "}
          <Link to={elsewhere} className="font-semibold text-primary underline-offset-4 hover:underline">
            {words.elsewhere}
          </Link>
        </p>
        <p className="mt-2 text-sm text-base-content/80">
          {richText(() => words.privacy, {
            link: (
              <Link to={localizedPath("/privacy")} reloadDocument className="font-semibold text-primary underline-offset-4 hover:underline">
                {words.privacyLink}
              </Link>
            ),
          })}
        </p>
      </div>
    </Container>
  );
}
