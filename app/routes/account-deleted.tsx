import { PageHeader } from "~/components/page/page-header";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { site } from "~/config/site";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { RouteHandle } from "~/types/route-handle";

/** The same for every visitor: cached, with a signed-in visitor's corner put in (decision 24). */
export const handle: RouteHandle = { page: "shared" };

export function loader() {
  return { meta: pageMeta({ title: "Account deleted", description: "Your Brightline Digital account has been deleted." }) };
}

export const meta = loaderMeta;

/** Where the account page goes once an account is deleted: what happened, in plain words. */
export default function AccountDeleted() {
  return (
    <Container className="py-16 sm:py-24">
      <div className="mx-auto max-w-2xl">
        <PageHeader
          label="Account"
          heading="Your account is deleted"
          size="title"
          lead={[
            "Your profile and sign-in are gone, and you are logged out on every device. Thank you for having been with us.",
            `Messages you sent through the contact form stay with the studio as business records, no longer linked to you. To have them erased as well, write to ${site.contactEmail}.`,
          ]}
        />
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/">Go to the home page</ButtonLink>
          <ButtonLink to="/privacy" variant="outline">
            Read the privacy notice
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}
