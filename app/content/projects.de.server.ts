import { projectCover, projectGallery } from "./repository-images";
import { parseContent } from "./parse-content";
import { projectSchema, type Project } from "./schema";

const FILE = "app/content/projects.de.server.ts";

/** The German versions of the repository's case studies (projects.server.ts): same slugs, order, facts and images. */
export const germanProjects: Project[] = parseContent(FILE, projectSchema, [
  {
    slug: "heliogrid-carbon-platform",
    title: "CO₂ im Stromnetz sichtbar machen – für Heliogrid",
    client: "Heliogrid",
    sector: "Klimatechnologie",
    year: 2026,
    services: ["chart-design", "web-development", "graphic-design"],
    summary:
      "Eine Live-Plattform zur CO₂-Intensität des Stromnetzes. Sie zeigt Energieversorgern und Großabnehmern, wann der Strom am saubersten ist – und wie viel sie sparen, wenn sie ihren Verbrauch dorthin verlagern.",
    cover: projectCover(
      "heliogrid-carbon-platform",
      "Heliogrid-Dashboard mit stündlicher CO₂-Intensitätskurve, einer Regionalkarte und Kacheln mit den Einsparungen",
    ),
    challenge:
      "Heliogrid hatte ein Prognosemodell, das die etablierten Anbieter übertraf – doch die Kundschaft bekam es nur als CSV-Export und in einer Pitch-Präsentation zu sehen. Wer im Energiemanagement arbeitete, konnte nicht auf einen Blick erkennen, wann sich flexible Lasten am besten fahren ließen. Und die Marke sah aus wie die jedes anderen grünen Start-ups.",
    approach: [
      "Zwei Wochen lang haben wir in Leitwarten beobachtet, wie Energiemanagement-Teams unter Zeitdruck Netzdaten lesen.",
      "Ein Diagrammsystem mit einer einzigen CO₂-Skala, von tiefem Petrol bis Koralle, ersetzt elf uneinheitliche Diagrammstile.",
      "Die Plattform streamt Prognosen in serverseitig gerenderte Seiten. So erscheint das erste Diagramm in weniger als einer Sekunde – selbst über die Internetverbindung eines Baustellenbüros.",
      "Ein überarbeitetes Erscheinungsbild rund um eine Sonnenaufgangs-Bildmarke und dieselbe Farbskala verbindet Produkt und Marketing-Website.",
    ],
    result:
      "Heliogrid führt heute das Produkt vor statt der Präsentation. Die Pilotkunden verlagerten schon im ersten Quartal einen messbaren Teil ihrer flexiblen Last in Stunden mit sauberem Strom, und zwei von ihnen stiegen vorzeitig auf Jahresverträge um.",
    results: [
      { value: "18 %", label: "der flexiblen Last in saubere Stunden verlagert" },
      { value: "0,8 s", label: "bis das erste Diagramm erscheint" },
      { value: "3×", label: "Conversion von der Demo zum Pilotprojekt" },
    ],
    gallery: projectGallery("heliogrid-carbon-platform", [
      {
        alt: "Regionalkarte, nach CO₂-Intensität eingefärbt, darunter eine Zeitleiste mit der Prognose",
        caption: "Die Regionalansicht färbt jede Netzzone in derselben CO₂-Skala ein wie die Diagramme.",
      },
      {
        alt: "Einsparungsbericht mit gestapelten Balken, die geplanten und tatsächlichen Energieverbrauch vergleichen",
        caption: "Monatliche Berichte zeigen, wie viele Emissionen jede verlagerte Last vermieden hat.",
      },
      {
        alt: "Markenübersicht von Heliogrid mit der Sonnenaufgangs-Bildmarke und Farbfeldern der Skala",
        caption: "Sonnenaufgangsmarke und CO₂-Skala tragen die Marke vom Produkt bis zum Pitch.",
      },
    ]),
  },
  {
    slug: "northwind-mobile-banking",
    title: "Neues Mobile Banking für die Northwind Credit Union",
    client: "Northwind Credit Union",
    sector: "Regionalbanken",
    year: 2025,
    services: ["app-development", "ux-ui"],
    summary:
      "Eine neue iOS- und Android-App für eine Kreditgenossenschaft mit 140.000 Mitgliedern. Sie löst eine zehn Jahre alte App ab – mit schnelleren Zahlungen, übersichtlicheren Kontoständen und biometrischer Anmeldung.",
    cover: projectCover(
      "northwind-mobile-banking",
      "Drei Screens der Northwind-Banking-App mit Kontostand, Ausgabendiagramm und Zahlungsformular",
    ),
    challenge:
      "Die Bewertung der Northwind-App im App Store war auf 2,1 Sterne gefallen, und das Filialpersonal verbrachte jede Woche Stunden damit, Mitgliedern Überweisungen zu erklären. Die alte App bestand aus zwei getrennten nativen Codebasen, die nur ein einziger externer Entwickler durchschaute – und jedes Release dauerte einen Monat.",
    approach: [
      "Wir haben vierzig Mitglieder aus drei Altersgruppen interviewt und jede Aufgabe erfasst, für die sie bisher in die Filiale kamen.",
      "Dank der neuen Informationsarchitektur sind Kontostände, Zahlungen und Karteneinstellungen nur einen Tipp vom Startbildschirm entfernt.",
      "Eine gemeinsame React-Native-Codebasis mit nativem Biometrie-Modul erlaubt es dem eigenen Team von Northwind, alle zwei Wochen zu veröffentlichen.",
      "Jeder Screen wurde mit Screenreadern und großer Schrift getestet, bevor er in die Betagruppe ging.",
    ],
    result:
      "Die neue App ging an einem einzigen Wochenende für alle Mitglieder live, ohne dass mehr Anrufe beim Support eingingen. Filialbesuche für Routineüberweisungen sind deutlich zurückgegangen, und ein Sparkonto eröffnen Mitglieder inzwischen am häufigsten über die App.",
    results: [
      { value: "4,7★", label: "Bewertung im App Store, vorher 2,1" },
      { value: "−41 %", label: "Filialbesuche für Überweisungen" },
      { value: "2 Wochen", label: "Release-Zyklus, vorher 6" },
    ],
    gallery: projectGallery("northwind-mobile-banking", [
      {
        alt: "Zahlungsablauf über drei Smartphone-Screens, von der Wahl des Empfängers bis zur Bestätigung",
        caption: "Eine Zahlung braucht drei Schritte, und vor dem Absenden wird der Betrag in klaren Worten bestätigt.",
      },
      {
        alt: "Screen mit Karteneinstellungen und Schaltern zum Sperren der Karte und zum Begrenzen von Online-Ausgaben",
        caption: "Mitglieder können eine Karte vorübergehend sperren oder Online-Ausgaben begrenzen, ohne die Filiale anzurufen.",
      },
    ]),
  },
  {
    slug: "atelier-nord-storefront",
    title: "Ein schnellerer Onlineshop für Atelier Nord",
    client: "Atelier Nord",
    sector: "Modehandel",
    year: 2025,
    services: ["e-commerce", "online-marketing", "graphic-design"],
    summary:
      "Ein Headless-Shop und ein Kampagnensystem für ein skandinavisches Modelabel – gebaut, um alle sechs Wochen eine neue Kollektion zu verkaufen, ohne dass der Shop jedes Mal neu entwickelt werden muss.",
    cover: projectCover(
      "atelier-nord-storefront",
      "Onlineshop von Atelier Nord mit großem Kollektionsbanner und einem Raster aus Produktkarten",
    ),
    challenge:
      "In den Läden waren die Kollektionen von Atelier Nord schnell ausverkauft, online kamen sie kaum vom Fleck. Produktseiten brauchten auf dem Smartphone fünf Sekunden zum Laden, der Checkout verlangte vor der Zahlung ein Kundenkonto, und für jeden Kampagnenstart musste jemand aus der Entwicklung die Startseite umbauen.",
    approach: [
      "Wir haben den Katalog auf eine Headless-Commerce-Plattform umgezogen; die Produktseiten werden am Edge gerendert.",
      "Eine Gastbestellung mit Wallet-Zahlungen verkürzt den Weg vom Warenkorb bis zur Bestellbestätigung auf einen einzigen Screen.",
      "Mit Kampagnenvorlagen stellt das Merchandising-Team Kollektionsseiten an einem Nachmittag aus freigegebenen Bausteinen zusammen.",
      "Paid Social und E-Mail haben wir rund um die Kollektions-Drops neu aufgesetzt, mit Motiven aus derselben Art Direction wie das Lookbook.",
    ],
    result:
      "Die erste Kollektion im neuen Shop war online nach neunzehn Tagen ausverkauft. Die mobile Conversion stieg innerhalb eines Monats, und das Team startet Kampagnen heute ganz ohne Entwicklungsaufwand.",
    results: [
      { value: "+38 %", label: "mobile Conversion" },
      { value: "1,2 s", label: "Ladezeit einer Produktseite über 4G" },
      { value: "−27 %", label: "abgebrochene Checkouts" },
      { value: "5,1×", label: "Return on Ad Spend bei Paid Social" },
    ],
    gallery: projectGallery("atelier-nord-storefront", [
      {
        alt: "Produktdetailseite mit großem Bild des Kleidungsstücks, Größenauswahl und Warenkorb-Button",
        caption: "Auf der Produktseite steht das Kleidungsstück im Mittelpunkt, Hinweise zu Größe und Passform direkt neben dem Button.",
      },
      {
        alt: "Checkout auf einem einzigen Screen mit Wallet-Buttons und Bestellübersicht",
        caption: "Die Gastbestellung mit Wallet-Zahlung passt auf einen einzigen Smartphone-Screen.",
      },
      {
        alt: "Kampagnenmotive für Social-Media-Anzeigen in drei Formaten mit gemeinsamer Art Direction",
        caption: "Alle Kampagnenmotive folgen einer Art Direction und werden für jede Platzierung zugeschnitten.",
      },
    ]),
  },
  {
    slug: "saltmarsh-hotels",
    title: "Mehr Direktbuchungen für Saltmarsh Hotels",
    client: "Saltmarsh Hotels",
    sector: "Hotellerie",
    year: 2024,
    services: ["graphic-design", "web-development", "online-marketing"],
    summary:
      "Eine neue Marke und eine Buchungswebsite für eine Gruppe aus fünf Boutique-Hotels an der Küste – gestaltet, um Gäste von den Buchungsportalen zurückzugewinnen.",
    cover: projectCover(
      "saltmarsh-hotels",
      "Website von Saltmarsh Hotels mit einer Küstenillustration im Kopfbereich, Datumsauswahl und Zimmerkarten",
    ),
    challenge:
      "Saltmarsh zahlte für die meisten Buchungen bis zu 18 % Provision, weil die eigene Website langsamer und umständlicher war als die der Buchungsportale. Jedes der fünf Hotels hatte einen eigenen Auftritt, und keines tauchte in der Suche nach seinem eigenen Ort auf.",
    approach: [
      "Wir haben eine gemeinsame Marke für die Gruppe entwickelt, mit einer Gezeitenlinie als Motiv und einer eigenen Farbe für jedes Hotel – so ist die Familie auf einen Blick erkennbar.",
      "Die Buchungsmaschine ist direkt in die Website eingebunden, mit Live-Preisen und einem Mitgliederpreis, der die Portale unterbietet.",
      "Lokale Landingpages, strukturierte Daten und ein Bewertungsprogramm haben jedes Hotel in der Suche nach seinem Ort nach vorn gebracht.",
    ],
    result:
      "Schon in der ersten Sommersaison überholten die Direktbuchungen die Buchungen über Portale. Heute zahlt die Gruppe weniger Provision, als das gesamte Projekt gekostet hat, und die Gäste erkennen die Marke in allen fünf Häusern wieder.",
    results: [
      { value: "61 %", label: "der Buchungen direkt" },
      { value: "+74 %", label: "organischer Suchtraffic" },
      { value: "290.000 €", label: "Provision im ersten Jahr gespart" },
    ],
    gallery: projectGallery("saltmarsh-hotels", [
      {
        alt: "Zimmerauswahl mit Fotos, Preisen pro Nacht und einem Hinweis auf den Mitgliederpreis",
        caption: "Der Mitgliederpreis steht neben dem Portalpreis – so ist die Ersparnis sofort zu sehen.",
      },
      {
        alt: "Fünf Varianten des Hotel-Logos mit derselben Gezeitenlinie in unterschiedlichen Farben",
        caption: "Ein Zeichen, fünf Farben: Jedes Hotel behält seinen eigenen Charakter innerhalb der Familie.",
      },
    ]),
  },
  {
    slug: "cedar-health-portal",
    title: "Ein Patientenportal, das sich wirklich nutzen lässt – für Cedar Health",
    client: "Cedar Health",
    sector: "Gesundheitswesen",
    year: 2024,
    services: ["ux-ui", "content-writing", "web-development"],
    summary:
      "Ein Patientenportal und eine neu getextete Website für ein Netz aus zwölf Praxen: Patientinnen und Patienten buchen Termine, sehen ihre Befunde ein und schreiben ihrem Behandlungsteam – alles online.",
    cover: projectCover(
      "cedar-health-portal",
      "Patientenportal von Cedar Health mit Terminkalender, einer Karte mit Laborbefunden und einem Nachrichtenverlauf",
    ),
    challenge:
      "Ab acht Uhr morgens waren die Telefonleitungen von Cedar besetzt, und die Hälfte der Anrufe galt dem Buchen oder Verschieben eines Termins. Die Website war in medizinischer Fachsprache geschrieben, und im alten Portal lagen die Befunde hinter vier Menüebenen versteckt.",
    approach: [
      "Wir haben Usability-Tests mit Patientinnen und Patienten zwischen 19 und 84 Jahren durchgeführt, darunter Menschen, die Bildschirmlupe oder Sprachsteuerung nutzen.",
      "Die Terminbuchung beginnt jetzt mit dem Anlass des Besuchs statt mit einer Liste von Fachabteilungen.",
      "Jede Seite wurde auf das Leseniveau von Elfjährigen umgeschrieben und von medizinischem Fachpersonal auf Richtigkeit geprüft.",
      "Das Portal erfüllt WCAG 2.2 AA und funktioniert auch auf den ältesten Smartphones, die in der Patientenbefragung der Praxen genannt wurden.",
    ],
    result:
      "Nach drei Monaten wurden mehr Termine online als telefonisch gebucht, und die Warteschleifen am Morgen sind spürbar kürzer geworden. Die Patientinnen und Patienten bewerten das neue Portal sehr gut – auch diejenigen, die das alte nie genutzt hatten.",
    results: [
      { value: "68 %", label: "der Termine online gebucht" },
      { value: "−35 %", label: "Anrufe am Morgen" },
      { value: "4,6★", label: "Patientenzufriedenheit" },
    ],
    gallery: projectGallery("cedar-health-portal", [
      {
        alt: "Buchungsscreen, der nach dem Anlass des Besuchs fragt, mit großen, klar beschrifteten Optionen",
        caption: "Die Buchung beginnt mit dem Anlass des Besuchs – so formuliert, wie Patienten ihn selbst beschreiben.",
      },
      {
        alt: "Befundseite mit einer Zusammenfassung in einfacher Sprache und einer Anzeige des Normalbereichs",
        caption: "Zu jedem Befund gibt es eine verständliche Zusammenfassung und einen klar markierten Normalbereich.",
      },
      {
        alt: "Artikel aus dem Gesundheitsratgeber mit kurzen Zwischenüberschriften und einem Inhaltsverzeichnis",
        caption: "Über zweihundert Gesundheitsratgeber wurden auf das Leseniveau von Elfjährigen umgeschrieben.",
      },
    ]),
  },
  {
    slug: "meridian-freight-tracking",
    title: "Sendungsverfolgung in Echtzeit für Meridian Freight",
    client: "Meridian Freight",
    sector: "Logistik",
    year: 2023,
    services: ["app-development", "chart-design"],
    summary:
      "Eine Fahrer-App und ein Live-Dashboard für die Disposition eines mittelgroßen Speditionsunternehmens – anstelle von Lieferscheinen auf Papier und Telefonaten zum Feierabend.",
    cover: projectCover(
      "meridian-freight-tracking",
      "Dispositions-Dashboard von Meridian mit Routenkarte, Lkw-Markierungen und Diagrammen zur Pünktlichkeit der Zustellungen",
    ),
    challenge:
      "Die 300 Fahrerinnen und Fahrer von Meridian bestätigten Zustellungen auf Papier. Von Verspätungen erfuhr die Disposition deshalb erst, wenn ein Kunde anrief. Zustellnachweise brauchten Tage bis in die Buchhaltung, und das hielt die Rechnungsstellung im ganzen Unternehmen auf.",
    approach: [
      "Wir sind auf Lieferrouten mitgefahren, um eine App zu gestalten, die sich mit Handschuhen und nur einer freien Hand bedienen lässt.",
      "Die Fahrer-App erfasst Unterschriften und Fotos auch offline und synchronisiert sie, sobald wieder Empfang da ist.",
      "Ein Live-Dashboard für die Disposition zeigt jedes Fahrzeug, seinen nächsten Stopp und das Risiko, dass es sich verspätet.",
    ],
    result:
      "Die Disposition sieht Verspätungen heute vor der Kundschaft, und der Zustellnachweis liegt der Buchhaltung vor, sobald ein Paket quittiert ist. Rechnungen gehen noch am selben Tag hinaus, und Lieferscheine auf Papier gibt es nicht mehr.",
    results: [
      { value: "96 %", label: "pünktliche Zustellungen" },
      { value: "Taggleich", label: "Rechnungsstellung, vorher nach 6 Tagen" },
      { value: "300", label: "Fahrerinnen und Fahrer nutzen die App" },
    ],
    gallery: projectGallery("meridian-freight-tracking", [
      {
        alt: "Stoppliste der Fahrer-App mit großen Buttons und ein Screen zum Erfassen der Unterschrift",
        caption: "Große Schaltflächen und Offline-Erfassung machen die App im Führerhaus wie an der Laderampe nutzbar.",
      },
      {
        alt: "Wöchentliche Leistungsdiagramme mit der Pünktlichkeitsquote nach Depot und Route",
        caption: "Jeden Montagmorgen vergleichen die Depotleitungen die Pünktlichkeit nach Route.",
      },
    ]),
  },
  {
    slug: "lumen-analytics-dashboard",
    title: "Ein neuer Analytics-Arbeitsbereich für Lumen",
    client: "Lumen Analytics",
    sector: "SaaS",
    year: 2023,
    services: ["chart-design", "ux-ui"],
    summary:
      "Ein neu gestalteter Analytics-Arbeitsbereich und eine Diagrammbibliothek für ein B2B-SaaS-Unternehmen – damit Produktkennzahlen auch für Menschen ohne Analyseerfahrung lesbar sind.",
    cover: projectCover(
      "lumen-analytics-dashboard",
      "Analytics-Arbeitsbereich von Lumen mit KPI-Kacheln, Trichterdiagramm, Retention-Heatmap und Liniendiagramm",
    ),
    challenge:
      "Die Kundschaft von Lumen schätzte die Daten, kam mit der Oberfläche aber nicht zurecht. Neue Nutzerinnen und Nutzer sprangen ab, bevor sie ihren ersten Bericht erstellt hatten, und in sechs Jahren hatten sich im Produkt drei Diagrammbibliotheken und vier Datumsauswahlen angesammelt.",
    approach: [
      "Wir haben Tausende gespeicherter Berichte ausgewertet, um die zwölf Diagrammtypen zu finden, die die Kundschaft tatsächlich nutzt.",
      "Eine neue Diagrammbibliothek setzt diese Typen mit einheitlichen Farben, Beschriftungen und barrierefreien Mustern um.",
      "Vorlagen für häufige Fragen führen neue Nutzende schon in ihrer ersten Sitzung zu einem brauchbaren Dashboard.",
      "Das Designsystem wird als fertig programmierte Komponenten ausgeliefert. So baut das Entwicklungsteam von Lumen neue Ansichten auch ohne Unterstützung aus dem Design.",
    ],
    result:
      "Neue Nutzende bauen ihr erstes Dashboard heute schon am ersten Tag, und die frühe Abwanderung ist gesunken. Lumen hat zwei Diagrammbibliotheken abgeschafft und veröffentlicht neue Visualisierungen in Tagen statt in Quartalen.",
    results: [
      { value: "−29 %", label: "Abwanderung im ersten Monat" },
      { value: "12 Min.", label: "bis zum ersten Dashboard" },
      { value: "+52 %", label: "Personen, die jede Woche Dashboards bearbeiten" },
    ],
    gallery: projectGallery("lumen-analytics-dashboard", [
      {
        alt: "Übersicht der Diagrammbibliothek mit Balken-, Linien-, Trichter- und Heatmap-Komponenten in einem einheitlichen Stil",
        caption: "Zwölf Diagrammtypen, eine Bildsprache – alle mit Tastatur und Screenreader nutzbar.",
      },
      {
        alt: "Vorlagenauswahl mit Dashboard-Vorlagen für häufige Fragen zum Produkt",
        caption: "Vorlagen beantworten häufige Fragen, bevor jemand auch nur eine einzige Abfrage schreibt.",
      },
      {
        alt: "Kohorten-Heatmap zur Retention mit einem Anmerkungsfeld, das einen Rückgang erklärt",
        caption: "Mit Anmerkungen erklären Teams eine Veränderung genau dort, wo sie in den Daten sichtbar wird.",
      },
    ]),
  },
  {
    slug: "kestrel-museum-collection",
    title: "Das Archiv öffnen – für das Kestrel Museum",
    client: "Kestrel Museum of Natural History",
    sector: "Kultur und Kulturerbe",
    year: 2022,
    services: ["content-writing", "ux-ui", "web-development"],
    summary:
      "Eine Online-Sammlung mit 60.000 Objekten und eine neue Website für die Besucher eines regionalen Naturkundemuseums – geschrieben für neugierige Menschen, nicht für Fachleute.",
    cover: projectCover(
      "kestrel-museum-collection",
      "Online-Sammlung des Kestrel Museum mit einem Raster aus Sammlungsobjekten, einer Suchleiste und einer hervorgehobenen Fossilienkarte",
    ),
    challenge:
      "Der größte Teil der Sammlung des Kestrel Museum lag im Depot und in einem Katalog, den nur die Forschung durchsuchen konnte. Die Besucherzahlen waren gesunken, und die Website bestand aus Öffnungszeiten und einer Reihe von PDFs.",
    approach: [
      "Gemeinsam mit den Kuratorinnen und Kuratoren haben wir die Katalogeinträge der meistgesuchten Objekte in kurze, lebendige Geschichten verwandelt.",
      "Die Sammlungssuche versteht geläufige Namen, Orte und Erdzeitalter – nicht nur die lateinische Taxonomie.",
      "Besuchsplanung, Tickets und Informationen zur Barrierefreiheit sind auf der Website ganz nach vorn gerückt.",
    ],
    result:
      "Die Online-Sammlung wurde zum meistbesuchten Bereich der Museumswebsite, und Schulen planen damit inzwischen ihre Ausflüge. Innerhalb eines Jahres erholten sich die Besucherzahlen, und mehrere Objekte gingen in den sozialen Medien viral.",
    results: [
      { value: "60.000", label: "Sammlungsobjekte online" },
      { value: "+45 %", label: "Besucher pro Jahr" },
      { value: "4 Min.", label: "durchschnittliche Verweildauer in der Sammlung" },
    ],
    gallery: projectGallery("kestrel-museum-collection", [
      {
        alt: "Objektseite mit großem Bild, einer kurzen Geschichte und einer Karte des Fundorts",
        caption: "Jedes hervorgehobene Objekt bekommt eine Geschichte, eine Fundortkarte und verwandte Stücke.",
      },
      {
        alt: "Seite „Ihren Besuch planen“ mit Öffnungszeiten, Ticketoptionen und Informationen zur Barrierefreiheit",
        caption: "Bei der Besuchsplanung stehen Tickets, Öffnungszeiten und Hinweise zur Barrierefreiheit an erster Stelle.",
      },
    ]),
  },
  {
    slug: "fieldnotes-learning-app",
    title: "Lernen für unterwegs – für die Fieldnotes Academy",
    client: "Fieldnotes Academy",
    sector: "Online-Bildung",
    year: 2022,
    services: ["app-development", "ux-ui", "content-writing"],
    summary:
      "Eine Lern-App für eine Plattform zur beruflichen Weiterbildung, aufgebaut auf zehnminütigen Lektionen, Offline-Downloads und Lernserien, die Lernende immer wieder zurückholen.",
    cover: projectCover(
      "fieldnotes-learning-app",
      "Lern-App von Fieldnotes mit einer Lektionskarte, einem Fortschrittsring und einem Wochenkalender der Lernserie",
    ),
    challenge:
      "Die Lernenden meldeten sich bei Fieldnotes am Desktop an, kamen aber selten wieder, und die Abschlussquote der Kurse lag unter zehn Prozent. Die Lektionen waren einstündige Videos, die auf keinen Arbeitsweg passten, und der mobile Web-Player streikte ohne stabile Verbindung.",
    approach: [
      "Wir haben die vierzig meistgenutzten Kurse in zehnminütige Lektionen aufgeteilt, jede mit einer kurzen Übungsaufgabe am Ende.",
      "Lektionen lassen sich für die Offline-Nutzung herunterladen und laufen auf jedem Gerät genau dort weiter, wo man aufgehört hat.",
      "Sanfte Lernserien und Wochenziele ersetzen die alten E-Mail-Erinnerungen, die die meisten Lernenden längst ausgeblendet hatten.",
      "Die Kursautorinnen und -autoren bekamen einen Styleguide und Vorlagen, damit neue Lektionen demselben Rhythmus folgen.",
    ],
    result:
      "Gelernt wird bei Fieldnotes heute überwiegend in der App, und die Abschlussquote hat sich mehr als verdreifacht. Die App ist der wichtigste Treiber für kostenpflichtige Upgrades auf der Plattform.",
    results: [
      { value: "31 %", label: "Kursabschlüsse, vorher 9 %" },
      { value: "120.000", label: "monatlich aktive Lernende" },
      { value: "4,8★", label: "Bewertung im App Store" },
    ],
    gallery: projectGallery("fieldnotes-learning-app", [
      {
        alt: "Lektionsplayer mit kurzem Video, einem Schalter für das Transkript und einer Übungsfrage",
        caption: "Jede Lektion endet mit einer kurzen Übungsaufgabe, die das Gelernte festigt.",
      },
      {
        alt: "Download-Screen mit den offline verfügbaren Lektionen und dem belegten Speicher pro Kurs",
        caption: "Dank Offline-Downloads funktionieren die Lektionen auch im Zug, im Flugzeug und bei wackeliger Verbindung.",
      },
    ]),
  },
  {
    slug: "common-plate-coop",
    title: "Eine fairere Liefer-App für die Genossenschaft Common Plate",
    client: "Common Plate",
    sector: "Essenslieferung",
    year: 2021,
    services: ["e-commerce", "app-development", "online-marketing"],
    summary:
      "Eine Bestell-App und ein Webshop für eine Liefergenossenschaft, die den Restaurants selbst gehört – und ihren Mitgliedern eine feste Gebühr berechnet statt dreißig Prozent Provision.",
    cover: projectCover(
      "common-plate-coop",
      "Bestell-App von Common Plate mit Restaurantkarten, einer Warenkorbübersicht und der Lieferverfolgung",
    ),
    challenge:
      "Vierzig unabhängige Restaurants gründeten Common Plate, um den Provisionen der Plattformen zu entkommen – doch sie traten gegen Apps mit riesigen Budgets an. Sie brauchten ein ebenso reibungsloses Bestellerlebnis zum Budget einer Genossenschaft und einen Weg, die Kundschaft zum Wechsel zu bewegen.",
    approach: [
      "Wir haben eine gemeinsame Codebasis für das Bestellen über iOS, Android und das Web gebaut, mit einem Warenkorb, der über mehrere Restaurants hinweg funktioniert.",
      "Die Restaurants verwalten Speisekarte und Bestand über einen einfachen Tablet-Screen in der Küche.",
      "Die Launch-Kampagne erzählte die Geschichte der Genossenschaft in jedem Viertel, mit den Mitgliedsrestaurants als Gesicht der Marke.",
    ],
    result:
      "Common Plate übertraf sein Bestellziel für das erste Jahr schon nach sieben Monaten und ist inzwischen auf neunzig Mitgliedsrestaurants gewachsen. Die Mitglieder behalten von jeder Bestellung deutlich mehr als auf den großen Plattformen.",
    results: [
      { value: "90", label: "Mitgliedsrestaurants" },
      { value: "210.000", label: "Bestellungen im ersten Jahr" },
      { value: "+22 %", label: "Marge pro Bestellung für die Mitglieder" },
    ],
    gallery: projectGallery("common-plate-coop", [
      {
        alt: "Speisekarte eines Restaurants mit Karten für die Gerichte und einer gemeinsamen Warenkorbleiste",
        caption: "Ein Warenkorb, viele Küchen: Die Kundschaft bestellt bei benachbarten Restaurants in einem Rutsch.",
      },
      {
        alt: "Küchen-Tablet mit eingehenden Bestellungen und Schaltern für den Bestand",
        caption: "Die Küchen verwalten Bestellungen und ausverkaufte Gerichte über einen einzigen Tablet-Screen.",
      },
      {
        alt: "Plakatkampagne im Viertel mit den Inhaberinnen und Inhabern der Mitgliedsrestaurants",
        caption: "Die Launch-Kampagne stellte die Inhaberinnen und Inhaber der Mitgliedsrestaurants ins Zentrum der Marke.",
      },
    ]),
  },
]);
