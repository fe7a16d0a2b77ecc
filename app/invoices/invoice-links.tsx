import { FileText } from "lucide-react";
import { m } from "~/i18n/paraglide/messages.js";
import { Surface } from "~/components/ui/surface";
import type { InvoiceListing } from "./invoice-document";

/**
 * A booking's invoice and credit notes, each a link to its PDF (decision 66): on the learner's
 * booking page, nothing when there are none. `href` makes each one's address.
 */
export function InvoiceLinks({ invoices, href }: { invoices: InvoiceListing[]; href: (number: string) => string }) {
  if (invoices.length === 0) return null;
  return (
    <Surface as="section" aria-labelledby="invoices-heading" padding="lg">
      <h2 id="invoices-heading" className="font-bold">
        {m.booking_page_invoices()}
      </h2>
      <ul className="mt-3 space-y-2">
        {invoices.map((invoice) => (
          <li key={invoice.number} className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <a
              href={href(invoice.number)}
              download
              className="inline-flex items-center gap-1.5 font-semibold text-primary underline underline-offset-4"
            >
              <FileText aria-hidden="true" className="size-4 shrink-0" />
              {m.invoice_link({ title: invoice.title })}
            </a>
            <span className="text-sm text-base-content/75">
              {invoice.issuedOn} · {invoice.total}
            </span>
          </li>
        ))}
      </ul>
    </Surface>
  );
}
