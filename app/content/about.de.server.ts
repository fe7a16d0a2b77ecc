import { aboutSchema, type About } from "./about-schema";
import { parseContent } from "./parse-content";

const FILE = "app/content/about.de.server.ts";

/** The German version of the about page's words (about.server.ts): same structure, order and case studies. */
export const germanAbout: About = parseContent(FILE, aboutSchema, [
  {
    story: [
      "Brightline entstand 2016 in einem Gemeinschaftsstudio über einem Fahrradladen in Bristol. Maya Okafor hatte sieben Jahre lang in London Marken gestaltet, Tom Lindqvist acht Jahre lang Zahlungssysteme entwickelt. Beide hatten miterlebt, wie gute Ideen zwischen der Agentur, die ein Produkt entwirft, und den Entwicklern, die es bauen, verloren gingen. Also gründeten sie ein Studio, in dem dasselbe Team beides macht.",
      "Die ersten Kunden waren gemeinnützige Organisationen und unabhängige Läden aus Bristol. Über die Start-up-Szene der Stadt sprach sich das Studio schnell herum: Bis 2019 hatte es seine erste App und sein erstes Live-Dashboard ausgeliefert, eine leitende Mobile-Entwicklerin eingestellt und größere Räume nahe dem Bahnhof Temple Meads bezogen. Heute arbeiten rund zwanzig Menschen aus Design, Entwicklung, Text, Marketing und Forschung in Bristol und remote im ganzen Vereinigten Königreich.",
      "Die Kurse gehen auf eine Frage zurück, die Kunden bei der Übergabe immer wieder stellten: Wie entwickeln wir das selbst weiter? 2018 gab Tom einen React-Workshop für das Entwicklungsteam eines Kunden, Maya folgte mit einer Session dazu, wie man Markenrichtlinien im Alltag anwendet. Daraus wuchs ein Programm von Online-Kursen zu Design, Entwicklung, Datenvisualisierung und Schreiben – unterrichtet von den Leuten, die auch die Kundenprojekte machen.",
    ],
    mission:
      "Digitale Produkte zu gestalten und zu entwickeln, die für alle funktionieren, die sie nutzen – und jedes Team unserer Kundschaft in die Lage zu versetzen, das gemeinsam Geschaffene selbst zu betreiben, zu verbessern und auszubauen.",
    values: [
      {
        title: "Gemeinsam gestalten und entwickeln",
        text: "Design und Entwicklung arbeiten ab dem ersten Workshop zusammen an einem Projekt. So wird jede Idee daran gemessen, was sich bauen lässt, und bei keiner Übergabe zwischen Teams geht etwas verloren.",
      },
      {
        title: "Barrierefrei von Anfang an",
        text: "Jedes Projekt wird mit assistiven Technologien getestet und erfüllt vor dem Launch WCAG 2.2 AA. Barrierefreiheit gehört vom ersten Tag an zur Arbeit – sie ist keine Phase am Ende.",
      },
      {
        title: "Messen, was zählt",
        text: "Bevor wir beginnen, vereinbaren wir die Kennzahlen, an denen sich der Erfolg messen lässt, und berichten danach ehrlich darüber – auch dann, wenn etwas nicht wie geplant funktioniert hat.",
      },
      {
        title: "Teams stärken",
        text: "Dokumentation, Schulung und gemeinsames Arbeiten gehören zu jedem Projekt. Unser Ziel sind Kunden, die ohne uns weitermachen können – und trotzdem gern wiederkommen.",
      },
      {
        title: "Klartext reden",
        text: "Festpreise für jede Phase, schriftliche Angebote ohne Fachjargon und direkte Empfehlungen. Halten wir ein Projekt für die falsche Idee, sagen wir es Ihnen, bevor Sie Geld dafür ausgeben.",
      },
    ],
    process: [
      {
        title: "Analyse",
        duration: "1 bis 2 Wochen",
        text: "Workshops, Nutzer- und Technikrecherche und eine Bestandsaufnahme dessen, was Sie bereits haben. Am Ende stehen ein schriftlicher Plan und ein Festpreis für die nächste Phase.",
      },
      {
        title: "Design",
        duration: "3 bis 6 Wochen",
        text: "Konzepte und klickbare Prototypen, mit echten Inhalten auf echten Geräten gezeigt und mit Nutzerinnen und Nutzern getestet, bis die wichtigsten Abläufe mühelos funktionieren und die Gestaltung steht.",
      },
      {
        title: "Entwicklung",
        duration: "6 bis 16 Wochen",
        text: "Zweiwöchige Sprints, die jeweils mit einer funktionierenden Website oder Test-App enden, die Sie selbst ausprobieren können. Barrierefreiheit und Performance prüfen wir bei jedem Release.",
      },
      {
        title: "Launch",
        duration: "1 bis 2 Wochen",
        text: "Abschließende Audits, Content-Migration, Schulung für Ihr Team und ein geplanter Launch. In den ersten Tagen danach ist das ganze Projektteam für Sie da.",
      },
      {
        title: "Weiterentwickeln",
        duration: "Laufend",
        text: "Support, Auswertungen der Analytics-Daten und Verbesserungssprints nach dem Launch, so lange sie Ihnen nützen – im Rahmen eines monatlichen Vertrags, den Sie pausieren oder kündigen können.",
      },
    ],
    figures: [
      { value: "2016", label: "In Bristol gegründet" },
      { value: "140+", label: "Umgesetzte Projekte" },
      { value: "20", label: "Köpfe aus Design, Entwicklung und Text" },
      { value: "3.000+", label: "Kursteilnehmende" },
    ],
    quotes: [
      {
        quote:
          "Früher haben wir unsere Prognosen mit Foliensätzen erklärt. Heute öffnen wir die Plattform in den ersten fünf Minuten jedes Verkaufsgesprächs, und unsere Kunden planen Lastverschiebungen, noch bevor das Meeting vorbei ist.",
        name: "Hannah Wexley",
        role: "Geschäftsführerin",
        company: "Heliogrid",
        project: "heliogrid-carbon-platform",
      },
      {
        quote:
          "Unsere Mitglieder hatten der alten App nicht mehr vertraut. Brightline hat sie gemeinsam mit unseren eigenen Entwicklern neu gebaut, und heute veröffentlichen wir alle zwei Wochen ein Update – ganz ohne externe Dienstleister.",
        name: "Graham Pryce",
        role: "Leiter Digitales",
        company: "Northwind Credit Union",
        project: "northwind-mobile-banking",
      },
      {
        quote:
          "Der Launch einer Kollektion hat uns früher eine Woche Entwicklungszeit gekostet. Heute bauen unsere Merchandiser die Kampagnenseiten selbst, und der Shop ist so schnell, dass es unserer Kundschaft auffällt.",
        name: "Freja Lund",
        role: "Leiterin E-Commerce",
        company: "Atelier Nord",
        project: "atelier-nord-storefront",
      },
      {
        quote:
          "Sie haben in unseren Kliniken mit Patientinnen und Patienten zusammengesessen, auch mit Menschen, die noch nie ein Portal genutzt hatten – und das merkt man. Unsere Teams am Empfang haben endlich Zeit für die Menschen, die vor ihnen stehen.",
        name: "Dr. Amira Haddad",
        role: "Leiterin Patientenservice",
        company: "Cedar Health",
        project: "cedar-health-portal",
      },
      {
        quote:
          "Die Designer von Brightline haben unsere Daten besser verstanden als manche unserer Analysten. Die neue Chart-Bibliothek hat mit jahrelangem Wildwuchs aufgeräumt, und neue Kunden haben schon in ihrer ersten Sitzung einen echten Nutzen.",
        name: "Marcus Bell",
        role: "VP Product",
        company: "Lumen Analytics",
        project: "lumen-analytics-dashboard",
      },
    ],
  },
])[0]!;
