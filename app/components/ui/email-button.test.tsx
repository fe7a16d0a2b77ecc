// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { site } from "~/config/site";
import { EmailButton, emailHref } from "./email-button";

describe("emailHref", () => {
  it("writes to the studio, with the subject encoded", () => {
    expect(emailHref("Booking: UX & UI")).toBe(`mailto:${site.contactEmail}?subject=Booking%3A%20UX%20%26%20UI`);
  });

  it("leaves the subject out when there is none", () => {
    expect(emailHref()).toBe(`mailto:${site.contactEmail}`);
  });
});

describe("EmailButton", () => {
  it("is a link named by its text alone", () => {
    render(<EmailButton subject="A new project">Start a project</EmailButton>);
    expect(screen.getByRole("link", { name: "Start a project" })).toHaveAttribute(
      "href",
      `mailto:${site.contactEmail}?subject=A%20new%20project`,
    );
  });
});
