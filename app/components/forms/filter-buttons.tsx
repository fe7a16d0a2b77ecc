import { Search } from "lucide-react";
import { Button, ButtonLink } from "~/components/ui/button";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * The buttons of a list's filter form (the inbox, the content studio): Filter, busy while the
 * list comes, and Clear back to the whole list once a filter is set.
 */
export function FilterButtons({ busy, filtered, clearTo }: { busy: boolean; filtered: boolean; clearTo: string }) {
  return (
    <div className="flex gap-2">
      <Button type="submit" size="lg" busy={busy}>
        <Search aria-hidden="true" className="size-4" />
        {m.filter_apply()}
      </Button>
      {filtered ? (
        <ButtonLink to={clearTo} variant="ghost" size="lg">
          {m.filter_clear()}
        </ButtonLink>
      ) : null}
    </div>
  );
}
