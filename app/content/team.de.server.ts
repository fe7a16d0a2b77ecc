import { teamPortrait } from "./repository-images";
import { parseContent } from "./parse-content";
import { teamMemberSchema, type TeamMember } from "./team-schema";

const FILE = "app/content/team.de.server.ts";

/** The German versions of the repository's team (team.server.ts): same slugs, order and portraits. */
export const germanTeam: TeamMember[] = parseContent(FILE, teamMemberSchema, [
  {
    slug: "maya-okafor",
    name: "Maya Okafor",
    role: "Gründerin und Leiterin Design",
    bio: "Maya hat Brightline 2016 mitgegründet und leitet den Designbereich, von Markenauftritten bis zu den Designkursen des Studios. Bevor sie nach Bristol zog, war sie sieben Jahre bei einer Londoner Branding-Agentur, zuletzt als Associate Creative Director für Rebrandings im Handel und bei gemeinnützigen Organisationen. Die ersten Skizzen der meisten Corporate-Design-Projekte zeichnet sie bis heute selbst.",
    portrait: teamPortrait("maya-okafor", "Illustriertes Porträt von Maya Okafor"),
  },
  {
    slug: "tom-lindqvist",
    name: "Tom Lindqvist",
    role: "Technischer Leiter",
    bio: "Tom hat Brightline gemeinsam mit Maya gegründet und verantwortet, wie das Studio Software entwickelt – von Architektur-Reviews bis zur Release-Pipeline, mit der jedes Projekt ausgeliefert wird. Er ist in Göteborg aufgewachsen und war acht Jahre Backend-Entwickler bei einem Zahlungsdienstleister, bevor er sich in Bristol niederließ. Er unterrichtet den React-Kurs des Studios.",
    portrait: teamPortrait("tom-lindqvist", "Illustriertes Porträt von Tom Lindqvist"),
  },
  {
    slug: "priya-raman",
    name: "Priya Raman",
    role: "Leitende Mobile-Entwicklerin",
    bio: "Priya leitet die App-Entwicklung bei Brightline und hat die Apps für Northwind Credit Union und Fieldnotes Academy verantwortet. Sie kam 2019 von einem Health-Tech-Start-up in Manchester, wo sie Offline-first-Apps für ambulante Pflegekräfte entwickelte. Am wichtigsten sind ihr Barrierefreiheit auf kleinen Bildschirmen und Release-Pipelines, die nie von einer einzelnen Person abhängen.",
    portrait: teamPortrait("priya-raman", "Illustriertes Porträt von Priya Raman"),
  },
  {
    slug: "daniel-osei",
    name: "Daniel Osei",
    role: "Leiter Datenvisualisierung",
    bio: "Daniel leitet den Bereich Datenvisualisierung und macht aus komplizierten Daten Dashboards und Berichtsgrafiken, die man auf einen Blick versteht. Er war sechs Jahre Analyst in der amtlichen Statistik und zwei Jahre Grafikredakteur bei einer Regionalzeitung, bevor er 2020 zu Brightline kam. Er hat die Diagrammsysteme für Heliogrid und Lumen Analytics gestaltet.",
    portrait: teamPortrait("daniel-osei", "Illustriertes Porträt von Daniel Osei"),
  },
  {
    slug: "sofia-marques",
    name: "Sofia Marques",
    role: "Leiterin Content und Marketing",
    bio: "Sofia leitet die Texterinnen und Texter, die jeder Kundenmarke ihre Stimme geben, und das Team, das deren Kampagnen für Suche, Social Media und E-Mail plant. Sie begann als Feature-Journalistin in Lissabon und verantwortete danach fünf Jahre lang Content und Kundengewinnung bei einem britischen Reiseunternehmen. Sie betreut den Blog des Studios redaktionell und unterrichtet dessen Texterkurs.",
    portrait: teamPortrait("sofia-marques", "Illustriertes Porträt von Sofia Marques"),
  },
  {
    slug: "ellis-hart",
    name: "Ellis Hart",
    role: "Leitung UX-Research und Barrierefreiheit",
    bio: "Ellis leitet Nutzerforschung und Barrierefreiheit und führt die Usability-Tests für Projekte wie das Patientenportal von Cedar Health durch. Vor dem Wechsel zu Brightline 2021 prüfte Ellis fünf Jahre lang Angebote der öffentlichen Hand auf Barrierefreiheit – gemeinsam mit Menschen, die Screenreader, Bildschirmlupe oder Schaltersteuerung nutzen. Nichts geht live, bevor Ellis es nach WCAG 2.2 AA freigegeben hat.",
    portrait: teamPortrait("ellis-hart", "Illustriertes Porträt von Ellis Hart"),
  },
]);
