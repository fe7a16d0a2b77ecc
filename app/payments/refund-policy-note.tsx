import { m } from "~/i18n/paraglide/messages.js";

/** A course's refund policy and the learner's right to cancel, where they decide to pay and where they look again. */
export function RefundPolicyNote({ lines }: { lines: readonly string[] }) {
  return (
    <section aria-labelledby="refund-policy-heading" className="space-y-2 text-sm text-base-content/80">
      <h2 id="refund-policy-heading" className="font-semibold text-base-content">
        {m.refund_heading()}
      </h2>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );
}
