import { site } from "~/config/site";
import { type PageCopy, pageCopySchema } from "./page-copy-schema";
import { parseContent } from "./parse-content";

const FILE = "app/content/page-copy.de.server.ts";

/** The German words for the site's pages (page-copy.server.ts): one entry for each of the four pages. */
export const germanPageCopy: PageCopy[] = parseContent(FILE, pageCopySchema, [
  {
    page: "services",
    title: "Leistungen",
    description:
      "Das macht Brightline Digital: Produktstrategie, UX- und UI-Design, Web- und App-Entwicklung, E-Commerce, Dashboards, Branding und Wachstumsmarketing.",
    intro: {
      label: "Leistungen",
      heading: "Was wir für Sie tun können",
      lead: "Strategie, Design, Entwicklung und Wachstum unter einem Dach – damit zwischen verschiedenen Agenturen nichts verloren geht. Jede Leistungsseite zeigt, was enthalten ist, wie die Arbeit abläuft und was sie unserer Kundschaft gebracht hat.",
    },
  },
  {
    page: "about-us",
    title: "Über uns",
    description:
      "Brightline Digital ist ein Studio in Bristol, in dem Design, Entwicklung und Text zusammenarbeiten: Wir bauen Websites, Apps und Dashboards – und zeigen anderen, wie es geht.",
  },
  {
    page: "faq",
    title: "FAQ",
    description:
      "Antworten auf die Fragen, die Kundschaft und Kursteilnehmende Brightline Digital am häufigsten stellen: zu Leistungen, Preisen, Kursen und Konten.",
    intro: {
      label: "FAQ",
      heading: "Häufig gestellte Fragen",
      lead: `Klare Antworten darauf, wie wir arbeiten, was es kostet, zu unseren Kursen und zu Ihrem Konto. Ihre Frage ist nicht dabei? Schreiben Sie an ${site.contactEmail} – ein Mensch aus unserem Team antwortet innerhalb eines Werktags.`,
    },
  },
  {
    page: "privacy",
    title: "Datenschutzerklärung",
    description:
      "Welche Daten Brightline Digital über Kontaktformular, Konten, Kursbuchungen und Ladezeitmessungen erhebt, warum, wie lange sie gespeichert bleiben und wie Sie sie löschen lassen.",
    intro: {
      label: "Datenschutz",
      heading: "Datenschutzerklärung",
      lead: "Welche Daten wir erheben, wenn Sie diese Website nutzen, warum, wie lange wir sie aufbewahren und wie Sie sie löschen lassen – in klaren Worten.",
    },
  },
]);
