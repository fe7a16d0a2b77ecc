import { Search, Share2 } from "lucide-react";
import { formatCount } from "~/config/money";
import { m } from "~/i18n/paraglide/messages.js";

/** What the preview shows (made by app/seo/search-preview.server.ts): the page's title, address, description and card image, and the texts' lengths. */
type SearchPreview = {
  title: string;
  url: string;
  description: string;
  image: { src: string; alt: string };
  titleLength: { count: number; shown: number; long: boolean };
  descriptionLength: { count: number; shown: number; long: boolean; short: boolean };
};

/** A length in words, in red where a search engine would cut the text or write its own. */
function Length({ count, shown, warning }: { count: number; shown: number; warning: string | null }) {
  return (
    <p className={`mt-2 text-sm ${warning ? "font-medium text-error" : "text-base-content/75"}`}>
      {m.seo_length({ count: formatCount(count), shown })}
      {warning ? ` ${warning}` : null}
    </p>
  );
}

/**
 * The document's page as a search result and as a shared link's card (issue 64, item 12), as the
 * newest version would show them, with each text's length against what is shown before a cut.
 */
export function SearchPreviews({ preview, version }: { preview: SearchPreview; version: number }) {
  const { title, url, description, image, titleLength, descriptionLength } = preview;
  const domain = new URL(url).host;
  return (
    <section aria-labelledby="search-previews" className="mt-10">
      <h2 id="search-previews" className="text-lg font-bold">
        {m.seo_heading()}
      </h2>
      <p className="mt-1 text-base-content/75">{m.seo_intro({ version })}</p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <figure className="rounded-box border border-base-300 bg-base-100 p-4">
          <figcaption className="flex items-center gap-2 text-sm font-semibold">
            <Search aria-hidden="true" className="size-4" />
            {m.seo_search_result()}
          </figcaption>
          <div className="mt-3 break-words">
            <p className="text-sm text-base-content/75">{url}</p>
            <p className="text-lg text-primary">{title}</p>
            <p className="text-sm">{description}</p>
          </div>
          <Length {...titleLength} warning={titleLength.long ? m.seo_title_long() : null} />
          <Length
            {...descriptionLength}
            warning={descriptionLength.long ? m.seo_description_long() : descriptionLength.short ? m.seo_description_short() : null}
          />
        </figure>
        <figure className="overflow-hidden rounded-box border border-base-300 bg-base-100">
          <figcaption className="flex items-center gap-2 p-4 text-sm font-semibold">
            <Share2 aria-hidden="true" className="size-4" />
            {m.seo_shared_card()}
          </figcaption>
          <img src={image.src} alt={image.alt} width={1200} height={630} className="h-auto w-full" />
          <div className="p-4 break-words">
            <p className="text-sm text-base-content/75">{domain}</p>
            <p className="font-semibold">{title}</p>
            <p className="text-sm text-base-content/75">{description}</p>
          </div>
        </figure>
      </div>
    </section>
  );
}
