import { m } from "~/i18n/paraglide/messages.js";
import type { TraderFacts } from "./trader.server";

/**
 * Who sells, fact by fact, as the legal notice and the booking step show it (§ 5 DDG; the UK's
 * E-Commerce Regulations, reg. 6). A fact the settings lack is said to be missing, not left out,
 * so the gap is seen.
 */
export function TraderFactsList({ facts, compact = false }: { facts: TraderFacts; compact?: boolean }) {
  const missing = m.legal_fact_missing();
  const rows: { term: string; detail: string; href?: string }[] = [
    { term: m.legal_fact_company(), detail: `${facts.name} (${facts.form})` },
    { term: m.legal_fact_address(), detail: facts.address },
    ...(compact ? [] : [{ term: m.legal_fact_directors(), detail: facts.directors.length > 0 ? facts.directors.join(", ") : missing }]),
    ...(compact ? [] : [{ term: m.legal_fact_register(), detail: facts.registration }]),
    ...(compact ? [] : [{ term: m.legal_fact_vat_number(), detail: facts.vatNumber ?? missing }]),
    { term: m.legal_fact_email(), detail: facts.email, href: `mailto:${facts.email}` },
    facts.phone
      ? { term: m.legal_fact_phone(), detail: facts.phone, href: `tel:${facts.phone.replace(/[^+0-9]/g, "")}` }
      : { term: m.legal_fact_phone(), detail: missing },
  ];
  return (
    <dl className={compact ? "space-y-1 text-sm" : "space-y-3"}>
      {rows.map((row) => (
        <div key={row.term}>
          <dt className="font-semibold text-base-content">{row.term}</dt>
          <dd className="[overflow-wrap:anywhere] text-base-content/80">
            {row.href ? (
              <a href={row.href} className="underline underline-offset-2 hover:text-primary">
                {row.detail}
              </a>
            ) : (
              row.detail
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
