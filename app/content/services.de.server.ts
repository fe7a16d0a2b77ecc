import { serviceImage } from "./repository-images";
import { parseContent } from "./parse-content";
import { serviceSchema, type Service } from "./schema";

const FILE = "app/content/services.de.server.ts";

/** The German versions of the repository's services (services.server.ts): same slugs, order and images. */
export const germanServices: Service[] = parseContent(FILE, serviceSchema, [
  {
    slug: "graphic-design",
    name: "Grafikdesign",
    summary:
      "Erscheinungsbilder, Kampagnenmotive und Markenrichtlinien, die vom Favicon bis zur Plakatwand zusammenhalten – damit jeder Kontaktpunkt unverwechselbar nach Ihnen aussieht.",
    image: serviceImage("graphic-design", "Eine Designfläche mit markantem Logo, einer Farbpalette und einem Bézier-Pfad"),
    intro:
      "Grafikdesign heißt bei Brightline: Systeme statt Einzelstücke. Wir gestalten Erscheinungsbilder, Kampagnenmotive und Markenrichtlinien für Organisationen, denen ein Logo und eine Hausfarbe nicht mehr genügen – vom Start-up vor der nächsten Finanzierungsrunde bis zu gemeinnützigen Organisationen und Hotelgruppen, die mehrere Marken unter einem Dach vereinen. Wer bei uns das Zeichen entwirft, baut auch die Vorlagen und Richtlinien, mit denen Ihr Team danach arbeitet. So hält das Erscheinungsbild auch unter echtem Termindruck.",
    included: [
      "Marken-Workshop zum Auftakt und eine schriftliche Zusammenfassung der Positionierung",
      "Bildmarke, Wortmarke und responsive Varianten bis hinunter zur Favicon-Größe",
      "Farbpalette mit geprüftem WCAG-Kontrast, mit Werten für Druck und Bildschirm",
      "Typografiesystem mit lizenzierten Schriften und Webfont-Dateien",
      "Markenrichtlinien als durchsuchbare Webseite und als druckfertiges PDF",
      "Bearbeitbare Vorlagen für Präsentationen, Social-Media-Posts und Dokumente",
      "Launch-Motive für zwei oder drei zentrale Kanäle",
    ],
    process: [
      {
        title: "Analyse",
        text: "Ein halbtägiger Workshop mit Ihrer Führungsebene und Mitarbeitenden mit direktem Kundenkontakt. Danach analysieren wir Wettbewerb, Zielgruppe und jeden Ort, an dem Ihre Marke heute auftritt.",
      },
      {
        title: "Gestaltungsrichtungen",
        text: "Wir präsentieren zwei oder drei klar unterschiedliche Richtungen, jede an echten Anwendungen gezeigt – etwa Startseite, Lieferwagen, Präsentationsfolie und Social-Media-Post. So beurteilen Sie sie im Zusammenhang.",
      },
      {
        title: "Ausarbeitung",
        text: "Die gewählte Richtung wird zu einem vollständigen System aus Zeichen, Farbe, Schrift, Bildsprache und Layoutregeln – getestet in der kleinsten und der größten Größe, die Sie brauchen werden.",
      },
      {
        title: "Richtlinien und Übergabe",
        text: "Wir schreiben die Richtlinien, bauen die Vorlagen und schulen Ihr Team. Danach übergeben wir sämtliche Originaldateien in Formaten, die uneingeschränkt Ihnen gehören.",
      },
    ],
    engagement:
      "Die meisten Corporate-Design-Projekte dauern sechs bis acht Wochen – vom Auftaktworkshop bis zu den fertigen Richtlinien und Vorlagen.",
  },
  {
    slug: "web-development",
    name: "Webentwicklung",
    summary:
      "Schnelle, barrierefreie Websites auf modernen Frameworks – mit einem Content-System, das Ihr Team selbst pflegt, ohne dafür ein Ticket aufmachen zu müssen.",
    image: serviceImage("web-development", "Ein Browserfenster mit Layoutblöcken neben einem Code-Editor"),
    intro:
      "Wir entwickeln Marketing-Websites, Content-Plattformen und Webanwendungen für Teams mit klaren Ansprüchen: Die Seiten sollen schnell laden, die gesetzlichen Vorgaben zur Barrierefreiheit erfüllen und sich von denen pflegen lassen, die die Inhalte schreiben. Meist setzen wir auf React mit einem Headless-CMS und serverseitigem Rendering, dazu ein Performance-Budget, das vor der ersten Zeile Code feststeht. Den Unterschied macht die Übergabe: dokumentierter Code, automatisierte Tests und ein Inhaltsmodell, in dem Ihre Redaktion geschult ist – keine Blackbox, für die Sie uns bei jeder Änderung brauchen.",
    included: [
      "Technische Analyse zu Hosting, Integrationen und Inhaltsmodell",
      "Komponentenbibliothek, gebaut aus den freigegebenen Designs",
      "Headless-CMS mit Rollen, Seitenvorschau und redaktionellem Workflow",
      "Serverseitig gerenderte Seiten innerhalb eines vereinbarten Performance-Budgets",
      "Prüfung der Barrierefreiheit nach WCAG 2.2 AA, mit Korrekturen vor dem Launch",
      "Automatisierte Tests und eine Continuous-Deployment-Pipeline",
      "Analytics, Weiterleitungen und Suchmaschineneinrichtung für den Launch-Tag",
      "Schulung für Ihre Redaktion und schriftliche technische Dokumentation",
    ],
    process: [
      {
        title: "Technische Analyse",
        text: "Wir erfassen Ihre Inhalte, Integrationen und Ihr Hosting, vereinbaren Budgets für Performance und Barrierefreiheit und schreiben eine kurze Architekturnotiz, die Ihr eigenes Entwicklungsteam hinterfragen kann.",
      },
      {
        title: "Inhaltsmodellierung",
        text: "Bevor wir Templates bauen, modellieren wir jeden Inhaltstyp gemeinsam mit Ihrer Redaktion. So passt das CMS dazu, wie sie tatsächlich arbeitet – und nicht dazu, wie sich jemand aus der Entwicklung ihre Arbeit vorstellt.",
      },
      {
        title: "Entwicklung in Sprints",
        text: "Jeder zweiwöchige Sprint endet mit einer funktionierenden Staging-Site, durch die Sie sich klicken können. Wir stellen jeden Sprint vor, und Ihr Feedback fließt direkt in den nächsten ein.",
      },
      {
        title: "Testen und Launch",
        text: "Tests auf Barrierefreiheit, Performance und Browserkompatibilität laufen durchgehend mit. Am Ende stehen ein abschließendes Audit, die Content-Migration und ein geplanter Launch mit eingerichteten Weiterleitungen.",
      },
      {
        title: "Nachbetreuung",
        text: "In den ersten dreißig Tagen nach dem Launch prüfen wir täglich Fehler und Performance und beheben alles, was auftaucht. Danach geht es auf Wunsch mit einem Supportvertrag weiter.",
      },
    ],
    engagement:
      "Eine typische Website entsteht in zehn bis sechzehn Wochen in zweiwöchigen Sprints, nach einer einwöchigen, bezahlten Analysephase.",
  },
  {
    slug: "online-marketing",
    name: "Online-Marketing",
    summary:
      "SEO, Suchmaschinenwerbung, Social Ads und E-Mail-Marketing, ausgerichtet auf messbaren Umsatz – mit wöchentlichen Berichten darüber, was jeder Kanal tatsächlich einbringt.",
    image: serviceImage("online-marketing", "Eine steigende Wachstumskurve mit Megafon, Suchleiste und E-Mail-Karte"),
    intro:
      "Unser Marketingteam plant und betreut Kampagnen in Suche, Social Ads und E-Mail für Unternehmen, die wissen wollen, was jedes Pfund einbringt. Am besten passen wir zu Firmen mit einem Mediabudget von 3.000 £ bis 50.000 £ im Monat, meist an der Seite eines kleinen Inhouse-Teams, das erfahrene Planung und praktische Umsetzung braucht. Statt Klicks und Impressions zu melden, verknüpfen wir jeden Kanal in Ihrem eigenen Analytics-Tool mit Umsatz oder qualifizierten Leads. Und wir sagen Ihnen offen, wenn sich ein Kanal nicht lohnt.",
    included: [
      "Analyse der bestehenden Kanäle, des Trackings und der Attribution",
      "Messkonzept mit eingerichtetem und geprüftem Conversion-Tracking",
      "Suchmaschinenoptimierung: technische Korrekturen, Content-Plan und lokale Suche",
      "Kampagnen für Suchmaschinenwerbung und Social Ads, mit Motiven in allen nötigen Formaten",
      "E-Mail-Strecken für Begrüßung, Warenkorbabbruch und Reaktivierung",
      "Wöchentliches Reporting-Dashboard, verknüpft mit Umsatz oder qualifizierten Leads",
      "Monatlicher Planungstermin mit Budgetempfehlungen",
    ],
    process: [
      {
        title: "Analyse",
        text: "Wir prüfen Ihre Analytics-Daten, Werbekonten, Suchperformance und E-Mail-Listen und zeigen Ihnen, wo Geld verloren geht , bevor wir vorschlagen, mehr auszugeben.",
      },
      {
        title: "Messung",
        text: "Zuerst bringen wir das Tracking in Ordnung. Wir richten Conversion-Events ein, wo es hilft auch serverseitiges Tagging, und ein Dashboard, das die Kosten pro Verkauf oder Lead je Kanal zeigt.",
      },
      {
        title: "Testen und Launch",
        text: "Kampagnen starten als kleine, kontrollierte Tests mit klaren Erfolgskriterien. So fließt das Budget innerhalb von Wochen statt Quartalen dorthin, wo es wirkt.",
      },
      {
        title: "Optimieren und berichten",
        text: "Jede Woche erhalten Sie einen kurzen schriftlichen Bericht. Einmal im Monat treffen wir uns, verschieben Budget, nehmen verbrauchte Motive aus dem Rennen und planen die nächste Testrunde.",
      },
    ],
    engagement:
      "Die laufende Marketingbetreuung beginnt mit einer sechswöchigen Analyse- und Einrichtungsphase und ist danach monatlich mit dreißig Tagen Frist kündbar.",
  },
  {
    slug: "content-writing",
    name: "Texterstellung",
    summary:
      "Klare, suchmaschinenfreundliche Texte für Seiten, Produktabläufe und ausführliche Ratgeber – in einer Tonalität, der Ihre Kundschaft vertraut und die Ihre Rechtsabteilung freigibt.",
    image: serviceImage("content-writing", "Ein Dokument mit Überschriften und Textzeilen neben einem Stift und einer Sprechblase"),
    intro:
      "Wir schreiben Website-Texte, Interface-Texte, Hilfeinhalte und ausführliche Ratgeber für Organisationen, deren Zielgruppe etwas verstehen muss, bevor sie handelt: Patientinnen und Patienten, Mitglieder, Lernende und Kaufinteressierte. Wir schreiben auf einem Sprachniveau, das zu Ihrem Publikum passt, bauen Seiten um die Fragen auf, nach denen Menschen suchen, und arbeiten mit Ihren Fachleuten und Ihrer Rechtsabteilung zusammen – nichts geht ohne deren Freigabe live. Jedes Projekt hinterlässt einen Leitfaden für Tonalität und Stil, damit auch künftige Texte einheitlich bleiben.",
    included: [
      "Content-Audit der bestehenden Seiten mit Empfehlungen: behalten, zusammenführen oder streichen",
      "Leitfaden für Tonalität mit ausgearbeiteten Beispielen aus Ihrer Branche",
      "Seitentexte für neue oder überarbeitete Websites, nach abgestimmten Vorlagen",
      "Interface-Texte für Formulare, Fehlermeldungen, leere Zustände und Benachrichtigungen",
      "Suchrecherche, die jeder Seite die Fragen Ihrer Kundschaft zuordnet",
      "Prüfrunden mit Ihren Fachleuten, die juristische Freigabe fest im Zeitplan verankert",
    ],
    process: [
      {
        title: "Audit und Recherche",
        text: "Wir erfassen jede Ihrer Seiten, werten Analytics und Support-Tickets aus und recherchieren, wonach Ihre Kundschaft sucht – in ihren eigenen Worten.",
      },
      {
        title: "Tonalität und Struktur",
        text: "Wir stimmen mit Ihnen einen Leitfaden für Tonalität und die Seitenstrukturen ab und testen Beispielseiten mit echten Leserinnen und Lesern, bevor wir in großem Umfang schreiben.",
      },
      {
        title: "Schreiben und prüfen",
        text: "Wir schreiben die Seiten in wöchentlichen Paketen. Ihre Fachleute und bei Bedarf Ihre Rechts- oder Compliance-Abteilung prüfen sie, und jede Änderung ist an einem Ort nachvollziehbar.",
      },
      {
        title: "Veröffentlichung und Übergabe",
        text: "Wir spielen die finalen Texte in Ihr CMS ein oder übergeben strukturierte Dateien. Danach schulen wir Ihr Team darin, den Styleguide auf alles anzuwenden, was es künftig schreibt.",
      },
    ],
    engagement:
      "Die Neufassung einer Website dauert je nach Seitenzahl meist vier bis zehn Wochen, geliefert in wöchentlichen Paketen zur Abstimmung.",
  },
  {
    slug: "ux-ui",
    name: "UX/UI",
    summary:
      "Nutzerforschung, Journey Mapping und Interface-Design, die komplizierte Aufgaben selbsterklärend machen – geliefert als getestetes Designsystem.",
    image: serviceImage("ux-ui", "Wireframes, verbunden durch einen User-Flow-Pfeil, und ein Mauszeiger, der eine Schaltfläche auswählt"),
    intro:
      "UX/UI umfasst Nutzerforschung, Informationsarchitektur und Interface-Design für Produkte, die Menschen täglich nutzen: Patientenportale, Banking-Apps, Dashboards und Buchungsstrecken. Die Leistung passt zu Produktteams, die wissen, dass ihre Nutzerinnen und Nutzer hängen bleiben – nur nicht genau, wo. Unser Designteam forscht selbst, auch mit Menschen mit Behinderung und mit Nutzenden älterer Geräte. Am Ende steht ein getestetes Designsystem mit programmierten Komponenten, damit die Entwicklung genau das baut, was getestet wurde – und keine Annäherung daran.",
    included: [
      "Nutzerinterviews und Usability-Tests mit eigens rekrutierten Teilnehmenden",
      "Journey Maps und eine Informationsarchitektur für das gesamte Produkt",
      "Klickbare Prototypen, vor Entwicklungsbeginn mit echten Nutzenden getestet",
      "Interface-Designs für Smartphone, Tablet und Desktop",
      "Designsystem in Figma mit Tokens, Komponenten und Nutzungshinweisen",
      "Prüfung der Barrierefreiheit nach WCAG 2.2 AA, einschließlich assistiver Technologien",
      "Forschungsbericht mit priorisierten Empfehlungen",
    ],
    process: [
      {
        title: "Nutzerforschung",
        text: "Wir interviewen Nutzerinnen und Nutzer, beobachten sie bei echten Aufgaben und lesen Ihre Support-Protokolle. So lösen wir die Probleme, die Menschen tatsächlich haben.",
      },
      {
        title: "Struktur",
        text: "Wir bilden die Journeys ab, überarbeiten Navigation und Inhalte und prüfen die neue Struktur mit Tree Tests und Card Sorting, bevor auch nur ein Screen gezeichnet ist.",
      },
      {
        title: "Prototyp und Test",
        text: "In jeder Runde testen fünf bis acht Nutzende klickbare Prototypen. Wir beheben, was ihnen Mühe macht, und testen erneut, bis sich die wichtigsten Aufgaben leicht anfühlen.",
      },
      {
        title: "Designsystem",
        text: "Freigegebene Screens werden zu einem dokumentierten Designsystem aus Tokens und Komponenten. Wir arbeiten eng mit Ihrem Entwicklungsteam zusammen, damit die Umsetzung dem Design entspricht.",
      },
    ],
    engagement: "Ein typisches UX/UI-Projekt dauert acht bis zwölf Wochen, mit mindestens einer Runde Nutzertests alle zwei Wochen.",
  },
  {
    slug: "chart-design",
    name: "Datenvisualisierung",
    summary:
      "Datenvisualisierungen und Dashboards, die Zahlen auf einen Blick lesbar machen – vom Reporting für die Geschäftsführung bis zur Live-Ansicht für den laufenden Betrieb.",
    image: serviceImage("chart-design", "Ein Dashboard mit Balkendiagramm, Ringdiagramm und Trendlinie"),
    intro:
      "Datenvisualisierung ist unser Bereich für Diagramme und Dashboards, geleitet von Menschen, die nicht nur im Design, sondern auch in der Datenanalyse gearbeitet haben. Wir helfen Softwarefirmen, öffentlichen Einrichtungen und operativen Teams, aus Zahlen Ansichten zu machen, die Entscheidungstragende auf einen Blick erfassen – vom Vorstandsbericht über Grafiken für den Geschäftsbericht bis zum Live-Dashboard. Wir beginnen bei den Entscheidungen, die die Daten stützen sollen, nicht bei den Daten selbst, und liefern ein Diagrammsystem mit einheitlichen Farben, Beschriftungen und barrierefreien Mustern.",
    included: [
      "Stakeholder-Interviews: welche Entscheidungen jede Ansicht stützen muss",
      "Datenprüfung mit Ihrem Analyseteam zu Quellen, Aktualisierungsraten und Lücken",
      "Dashboard-Layouts und Prototypen mit Ihren echten Daten",
      "Diagramm-Styleguide zu Farbskalen, Beschriftung und Annotationen",
      "Barrierefreie Diagrammkomponenten mit Tastatur-, Screenreader- und Musterunterstützung",
      "Fertige Dashboards in D3, einer React-Charting-Bibliothek oder Ihrem BI-Tool",
    ],
    process: [
      {
        title: "Erst die Entscheidungen",
        text: "Wir interviewen die Menschen, die das Dashboard nutzen werden, halten fest, welche Entscheidungen es stützen muss, und klären, welche Kennzahlen zählen und welche wegfallen können.",
      },
      {
        title: "Datenprüfung",
        text: "Mit Ihrem Analyseteam prüfen wir Quelle, Aktualisierungsrate und Qualität jeder Kennzahl. So verspricht das Design nie Daten, die es gar nicht gibt.",
      },
      {
        title: "Prototyp mit echten Daten",
        text: "Wir skizzieren mit Ihren tatsächlichen Zahlen, samt unbequemer Ausreißer und leerer Wochen, und testen jede Ansicht mit den Menschen, die sie später lesen.",
      },
      {
        title: "Umsetzen und dokumentieren",
        text: "Freigegebene Ansichten entstehen als wiederverwendbare Diagrammkomponenten oder in Ihrem BI-Tool, dazu ein Styleguide, damit neue Diagramme denselben Regeln folgen.",
      },
    ],
    engagement:
      "Dashboard-Projekte dauern meist sechs bis zehn Wochen; einzelne Berichtsgrafiken liefern wir innerhalb von zwei bis drei Wochen.",
  },
  {
    slug: "app-development",
    name: "App-Entwicklung",
    summary:
      "iOS- und Android-Apps in nativer Qualität aus einer Codebasis – mit Offline-Unterstützung, sicherer Anmeldung und Release-Pipelines, die jede Woche ausliefern.",
    image: serviceImage("app-development", "Zwei Smartphones mit App-Screens, Karten, einer Tab-Leiste und einem Benachrichtigungs-Badge"),
    intro:
      "Wir gestalten und entwickeln iOS- und Android-Apps für Organisationen, deren Kundschaft Wichtiges auf dem Smartphone erledigt: Bankgeschäfte, Lernen, Sendungsverfolgung oder die Bestellung fürs Abendessen. Die meisten unserer Apps teilen sich eine React-Native-Codebasis, mit nativen Modulen dort, wo die Plattform zählt – etwa bei biometrischer Anmeldung, Offline-Speicher und Push-Benachrichtigungen. Die Release-Pipelines stehen in der ersten Woche. So haben Sie alle paar Tage einen neuen Build auf dem Smartphone, und Ihr eigenes Team veröffentlicht nach der Übergabe selbst weiter.",
    included: [
      "Produktanalyse und eine priorisierte Feature-Übersicht für das erste Release",
      "Interface-Design für iOS und Android nach den Konventionen der jeweiligen Plattform",
      "React-Native-App mit nativen Modulen für Biometrie, Offline-Daten und Push",
      "Sichere Anmeldung und eine API-Schicht, geprüft anhand der OWASP-Vorgaben für mobile Apps",
      "Automatisierte Tests und eine Release-Pipeline zu TestFlight und Google Play",
      "Geschlossenes Betaprogramm mit Absturzberichten und Analytics",
      "Store-Einträge, Einreichung und Unterstützung beim Launch",
    ],
    process: [
      {
        title: "Analyse",
        text: "Wir klären, wofür Ihre Kundschaft die App braucht, prüfen Ihre bestehenden Systeme und APIs und legen fest, was das erste Release enthalten muss.",
      },
      {
        title: "Design und Prototyp",
        text: "Wir gestalten die wichtigsten Abläufe für beide Plattformen und testen einen klickbaren Prototyp mit echten Nutzenden, bevor wir uns auf die Entwicklung festlegen.",
      },
      {
        title: "Entwicklung",
        text: "Wir entwickeln in zweiwöchigen Sprints. Alle paar Tage landet ein neuer Test-Build auf Ihrem Smartphone, über TestFlight und die internen Tests von Google Play.",
      },
      {
        title: "Beta und Launch",
        text: "Eine geschlossene Beta mit echten Kundinnen und Kunden deckt Probleme auf, bevor es die Stores tun. Wir bereiten die Store-Einträge vor, übernehmen die Einreichung und behalten die Absturzberichte genau im Blick.",
      },
      {
        title: "Übergabe",
        text: "In den letzten Sprints arbeitet Ihr Entwicklungsteam Seite an Seite mit unserem und übernimmt die Release-Pipeline – mit Dokumentation für jedes native Modul.",
      },
    ],
    engagement:
      "Ein erstes App-Release dauert meist vier bis sechs Monate, von der Analyse über eine geschlossene Beta bis in beide App Stores.",
  },
  {
    slug: "e-commerce",
    name: "E-Commerce",
    summary:
      "Onlineshops, Checkout- und Abo-Strecken, auf Conversion optimiert und verbunden mit den Tools für Lager, Zahlung und Versand, die Sie bereits nutzen.",
    image: serviceImage("e-commerce", "Ein Onlineshop mit Produktkarten, einer Einkaufstasche und einem Checkout-Button"),
    intro:
      "Unser E-Commerce-Team baut Onlineshops, Checkouts und Abo-Strecken für Marken im Direktvertrieb, vom Modelabel bis zur Lebensmittelgenossenschaft. Für die meisten Unternehmen setzen wir auf Shopify, auf Headless-Commerce-Plattformen dann, wenn ein großes Sortiment, ein dichter Kampagnenkalender oder der internationale Verkauf mehr Flexibilität verlangen. Design, Entwicklung und Marketing arbeiten in einem Team. So planen wir Produktseiten, Checkout und die Kampagnen, die Traffic dorthin bringen, gemeinsam – und messen alles an denselben Verkaufszahlen.",
    included: [
      "Plattformempfehlung: Shopify und Headless-Optionen im Vergleich, samt laufender Kosten",
      "Shop-Design mit Vorlagen für Produkte, Kollektionen und Kampagnen",
      "Gastbestellung mit Wallet-Zahlungen und Adresssuche über die Postleitzahl",
      "Anbindung an Ihre Tools für Lager, Zahlung, Versand und Buchhaltung",
      "Abonnements oder Bundles, wo Ihr Sortiment dazu passt",
      "Migration von Produkt- und Kundendaten, mit Weiterleitungen vom alten Shop",
      "Conversion-Tracking und ein Plan für die Launch-Kampagne",
    ],
    process: [
      {
        title: "Commerce-Analyse",
        text: "Wir sehen uns Sortiment, Margen, Logistik und Ihre aktuellen Conversion-Daten an und empfehlen dann Plattform und Integrationen – mit Kosten, mit denen Sie planen können.",
      },
      {
        title: "Design",
        text: "Vorlagen für Produkt, Kollektion und Checkout gestalten und testen wir mit Ihrer Kundschaft, dazu Kampagnenbausteine, die Ihr Merchandising-Team wiederverwenden kann.",
      },
      {
        title: "Entwicklung und Anbindung",
        text: "Wir bauen den Shop, binden Lager, Zahlung und Versand an und migrieren Produkte, Kundendaten und Bestellhistorie – mit eingerichteten Weiterleitungen.",
      },
      {
        title: "Launch und Optimierung",
        text: "Nach einem Soft Launch und vollständigen Bestelltests beobachten wir die Conversion täglich und führen acht Wochen lang Experimente an Checkout und Produktseiten durch.",
      },
    ],
    engagement: "Die meisten Shop-Projekte dauern zehn bis vierzehn Wochen, danach folgen acht Wochen Conversion-Tests.",
  },
]);
