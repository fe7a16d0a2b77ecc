import { PageHeader } from "~/components/page/page-header";
import { m } from "~/i18n/paraglide/messages.js";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { site } from "~/config/site";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { RouteHandle } from "~/types/route-handle";

/** The same for every visitor: cached, with a signed-in visitor's corner put in (decision 24). */
export const handle: RouteHandle = { page: "shared" };

export function loader() {
  return { meta: pageMeta({ title: m.deleted_title(), description: m.deleted_description() }) };
}

export const meta = loaderMeta;

/** Where the account page goes once an account is deleted: what happened, in plain words. */
export default function AccountDeleted() {
  return (
    <Container className="py-16 sm:py-24">
      <div className="mx-auto max-w-2xl">
        <PageHeader
          label={m.deleted_label()}
          heading={m.deleted_heading()}
          size="title"
          lead={[m.deleted_gone(), m.deleted_records({ email: site.contactEmail })]}
        />
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/">{m.deleted_home()}</ButtonLink>
          <ButtonLink to="/privacy" variant="outline">
            {m.deleted_privacy()}
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}
