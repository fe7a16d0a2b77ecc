import { ButtonLink } from "~/components/ui/button";
import { ContentSection } from "~/components/ui/content-section";
import { EmailButton } from "~/components/ui/email-button";
import { surfaceClass } from "~/components/ui/surface";
import { formatPrice } from "./course-facts";

/** How to book a place on a course: its price, and an email to us. */
export function CourseBooking({ title, price }: { title: string; price: number }) {
  return (
    <ContentSection id="booking" heading="Book a place" size="small" className={surfaceClass({ tone: "tinted" })}>
      <p className="text-3xl font-extrabold text-primary">{formatPrice(price)}</p>
      <p className="mt-3 text-sm text-base-content/75">
        Email us with the course name and we'll reply within one working day with the next cohort's dates
        {price === 0 ? "" : " and an invoice"}.
      </p>
      <EmailButton subject={`Booking: ${title}`} className="mt-4 w-full">
        Book by email
      </EmailButton>
      <ButtonLink to="/faq#courses" variant="ghost" className="mt-2 w-full">
        Course FAQ
      </ButtonLink>
    </ContentSection>
  );
}
