import { courseCover } from "./repository-images";
import { courseSchema, type Course } from "./course-schema";
import { parseContent } from "./parse-content";

const FILE = "app/content/courses.de.server.ts";

/** The German versions of the repository's courses (courses.server.ts): same slugs, facts and order. */
export const germanCourses: Course[] = parseContent(FILE, courseSchema, [
  {
    slug: "ui-design-foundations",
    title: "Grundlagen des UI-Designs",
    level: "beginner",
    weeks: 4,
    hoursPerWeek: 3,
    price: 0,
    summary:
      "Eine kostenlose, vierwöchige Einführung ins Interface-Design: Layoutraster, Typografie, Farbe, Abstände und Komponenten – unterrichtet in Figma von den Leuten, die unsere Kundenprojekte gestalten.",
    description:
      "Für Entwicklerinnen und Entwickler, Marketingfachleute und alle, die beruflich umsteigen und Screens gestalten wollen, die durchdacht statt zufällig wirken. Designvorkenntnisse brauchen Sie nicht. Jede Woche gibt es kurze aufgezeichnete Lektionen, die Sie ansehen, wann es Ihnen passt, eine Übung in Figma und donnerstagabends (britische Zeit) eine Live-Kritik in der Gruppe, in der Maya eine Auswahl der eingereichten Arbeiten am Bildschirm bespricht. In den vier Wochen gestalten Sie drei Screens für eine kleine Buchungs-App: Sie beginnen mit einer leeren Arbeitsfläche und enden mit einem klickbaren Prototyp und einer aufgeräumten Komponentenbibliothek, mit der Sie weiterarbeiten können.",
    cover: courseCover(
      "ui-design-foundations",
      "Eine Design-Arbeitsfläche mit Layoutraster, Schriftskala, Farbfeldern und einer Card-Komponente, die gerade bearbeitet wird",
    ),
    instructor: "maya-okafor",
    topics: ["design"],
    outcomes: [
      "Einen Screen auf einer 8-Punkt-Abstandsskala und einem 12-Spalten-Raster aufbauen",
      "Eine Schriftskala wählen und zwei Schriften kombinieren, die zum Produkt passen",
      "Eine Farbpalette anlegen, die bei Text und Bedienelementen die WCAG-Kontrastwerte erfüllt",
      "Wiederkehrende Elemente in Figma-Komponenten mit Varianten und Auto Layout verwandeln",
      "Screens zu einem klickbaren Prototyp verbinden, den Sie mit echten Menschen testen können",
      "Designkritik in klaren, konkreten Worten geben und annehmen",
    ],
    modules: [
      {
        title: "Den Designerblick schärfen",
        lessons: [
          { title: "Was ein Interface fertig wirken lässt", minutes: 12 },
          { title: "Ein Rundgang durch Figma: Frames, Ebenen und Seiten", minutes: 18 },
          { title: "Hierarchie, Nähe und Ausrichtung", minutes: 15 },
          { title: "Übung: eine überladene Einstellungsseite neu gestalten", minutes: 40 },
        ],
      },
      {
        title: "Layout, Abstände und Typografie",
        lessons: [
          { title: "Abstandsskalen – und warum 8 Punkte funktionieren", minutes: 14 },
          { title: "Spalten, Gutter und Ränder für Mobilgeräte und Desktop", minutes: 20 },
          { title: "Schriften auswählen und kombinieren", minutes: 16 },
          { title: "Eine Schriftskala mit Zeilenhöhen aufbauen", minutes: 18 },
        ],
      },
      {
        title: "Farbe und Kontrast",
        lessons: [
          { title: "Primär-, Neutral- und Statusfarben", minutes: 15 },
          { title: "Kontrastverhältnisse schon beim Gestalten prüfen", minutes: 12 },
          { title: "Zustände gestalten: Hover, Fokus, deaktiviert und Fehler", minutes: 20 },
        ],
      },
      {
        title: "Komponenten und Prototypen",
        lessons: [
          { title: "Auto Layout für Buttons, Cards und Listen", minutes: 22 },
          { title: "Varianten und Properties für ein Button-Set", minutes: 18 },
          { title: "Einen Prototyp aus drei Screens verknüpfen", minutes: 20 },
          { title: "Abschlussprojekt: Präsentation der Buchungs-App", minutes: 45 },
        ],
      },
    ],
    questions: [
      {
        question: "Ist der Kurs wirklich kostenlos – und wo ist der Haken?",
        answer:
          "Er ist kostenlos: keine Kartendaten, kein Probezeitraum, der sich in ein Abo verwandelt. Wir bieten ihn an, weil Sie so am besten sehen, wie wir unterrichten, bevor Sie einen kostenpflichtigen Kurs buchen. Wir fragen nur nach Ihrer E-Mail-Adresse, damit wir Ihnen die Links zu den Sessions und die Aufzeichnungen schicken können.",
      },
      {
        question: "Brauche ich eine kostenpflichtige Figma-Lizenz?",
        answer:
          "Nein. Alles im Kurs funktioniert mit dem kostenlosen Starter-Tarif von Figma im Webbrowser. Sie brauchen einen Computer mit Tastatur und Maus oder Trackpad; für die Übungen reicht ein Tablet nicht aus.",
      },
      {
        question: "Wie viel Zeit brauche ich pro Woche?",
        answer:
          "Rechnen Sie mit etwa drei Stunden pro Woche: rund eine Stunde aufgezeichnete Lektionen, anderthalb Stunden für die Übung und die freiwillige, 45-minütige Live-Kritik. Die Aufzeichnungen bleiben verfügbar, sodass Sie eine volle Woche leicht nachholen können.",
      },
      {
        question: "Wird meine Arbeit auch besprochen, wenn ich die Live-Kritik verpasse?",
        answer:
          "Posten Sie Ihren Figma-Link bis Mittwochabend (britische Zeit) im Kurskanal, dann kommt er in die Warteschlange für die Besprechung. Maya geht in der Session so viele Dateien durch, wie die Zeit erlaubt, und die Aufzeichnung steht am nächsten Morgen bereit – so sehen Sie das Feedback zu Ihrer eigenen Arbeit.",
      },
    ],
  },
  {
    slug: "accessible-forms-and-components",
    title: "Barrierefreie Webformulare und Komponenten",
    level: "intermediate",
    weeks: 6,
    hoursPerWeek: 4,
    price: 490,
    summary:
      "Bauen Sie Formulare, Dialoge, Menüs und Comboboxen, die mit Tastatur, Screenreader und Sprachsteuerung funktionieren – und belegen Sie das mit manuellen und automatisierten Tests nach WCAG 2.2 AA.",
    description:
      "Für Frontend-Entwicklerinnen und -Entwickler sowie Designerinnen und Designer, die bereits Komponenten bauen und wollen, dass diese für alle funktionieren. Ellis leitet den Kurs anhand derselben Audit-Checklisten, die unser Research-Team in Kundenprojekten einsetzt. Jede Woche verbindet aufgezeichnete Lektionen, eine 60-minütige Live-Session, in der echte Komponenten mit NVDA und VoiceOver getestet werden, und ein schriftliches Review des Pull-Requests, den Sie zur Übung der Woche einreichen. Zum Abschluss bauen Sie ein mehrstufiges Checkout-Formular und eine Komponente Ihrer Wahl aus Ihrer eigenen Arbeit neu – samt Erklärung zur Barrierefreiheit und automatisierter Testsuite.",
    cover: courseCover(
      "accessible-forms-and-components",
      "Ein Webformular mit beschrifteten Feldern, einer Inline-Fehlermeldung und sichtbarem Tastaturfokus neben einem Barrierefreiheits-Abzeichen",
    ),
    instructor: "ellis-hart",
    topics: ["accessibility", "front-end", "react"],
    outcomes: [
      "Formularfelder so beschriften, gruppieren und beschreiben, dass Screenreader sie richtig ansagen",
      "Fehlermeldungen und Fehlerübersichten schreiben, mit denen Menschen Fehler finden, verstehen und beheben",
      "Einen barrierefreien Dialog, Aufklappbereich, Tabs und eine Combobox von semantischem HTML aus bauen",
      "Den Fokus nach Routenwechseln, nach dem Absenden und bei dynamischen Änderungen steuern",
      "Komponenten mit Tastatur, NVDA, VoiceOver und axe-core testen",
      "Tests mit Testing Library schreiben, die nach Rolle und zugänglichem Namen abfragen",
      "Eine bestehende Seite nach WCAG 2.2 AA prüfen und die Korrekturen priorisieren",
    ],
    modules: [
      {
        title: "Wie assistive Technologien das Web lesen",
        lessons: [
          { title: "Der Accessibility Tree und zugängliche Namen", minutes: 18 },
          { title: "NVDA und VoiceOver zum Testen einrichten", minutes: 20 },
          { title: "Navigation nur per Tastatur und sichtbarer Fokus", minutes: 15 },
        ],
      },
      {
        title: "Formulare, die alle ausfüllen können",
        lessons: [
          { title: "Labels, Hinweise und autocomplete-Attribute", minutes: 16 },
          { title: "Fieldsets, Legends und Gruppen von Radiobuttons", minutes: 14 },
          { title: "Inline-Fehler mit aria-describedby und aria-invalid", minutes: 20 },
          { title: "Fehlerübersichten und Fokus nach fehlgeschlagenem Absenden", minutes: 18 },
          { title: "Übung: ein fehlerhaftes Registrierungsformular reparieren", minutes: 50 },
        ],
      },
      {
        title: "Interaktive Komponenten",
        lessons: [
          { title: "Button oder Link: was wann passt", minutes: 12 },
          { title: "Aufklappbereiche und Akkordeons", minutes: 15 },
          { title: "Modale Dialoge mit dem nativen dialog-Element", minutes: 22 },
          { title: "Tabs und Roving Tabindex", minutes: 20 },
          { title: "Eine Combobox bauen, die den Screenreader-Test besteht", minutes: 35 },
        ],
      },
      {
        title: "Dynamische Inhalte und Single-Page-Apps",
        lessons: [
          { title: "Live-Regionen für Status- und Fortschrittsmeldungen", minutes: 16 },
          { title: "Routenwechsel in React-Apps ansagen", minutes: 18 },
          { title: "Ladezustände und Skeleton Screens, die nicht verwirren", minutes: 14 },
        ],
      },
      {
        title: "Tests und Audits",
        lessons: [
          { title: "Automatisierte Prüfungen mit axe-core und ihre Grenzen", minutes: 16 },
          { title: "Rollenbasierte Abfragen in Testing Library", minutes: 20 },
          { title: "Ein Audit nach WCAG 2.2 AA an einer Live-Seite durchführen", minutes: 30 },
          { title: "Abschlussprojekt: Checkout-Formular und Ihre eigene Komponente", minutes: 60 },
        ],
      },
    ],
    questions: [
      {
        question: "Was sollte ich vor Kursbeginn können?",
        answer:
          "Sie sollten sicher mit HTML, CSS und JavaScript umgehen und schon einige Komponenten in React oder einer ähnlichen Bibliothek gebaut haben. Die Übungen nutzen React, aber jedes Muster wird vom HTML aus erklärt – wer mit Vue oder Svelte arbeitet, kommt also problemlos mit.",
      },
      {
        question: "Welche Screenreader und Werkzeuge brauche ich?",
        answer:
          "NVDA unter Windows und VoiceOver unter macOS oder iOS sind beide kostenlos; wie Sie sie einrichten, zeigen wir in der ersten Woche. Sie brauchen einen der beiden, nicht beide. Alles Weitere ist ebenfalls kostenlos: ein aktueller Browser, Node.js und die Browsererweiterung axe DevTools.",
      },
      {
        question: "Bekomme ich ein Zertifikat?",
        answer:
          "Nein, Zertifikate stellen wir nicht aus. Ihr Abschlussprojekt wird anhand der Checkliste beurteilt, und Projekt und Beurteilung behalten Sie: ein genauer Nachweis dessen, was Sie gebaut und getestet haben.",
      },
      {
        question: "Bekomme ich mein Geld zurück, wenn der Kurs nicht das Richtige für mich ist?",
        answer:
          "Ja. Stornieren Sie spätestens 14 Tage vor Kursbeginn auf Ihrer Kontoseite, erstatten wir die volle Gebühr, ohne Rückfragen; eine Kartenzahlung geht direkt auf die Karte zurück. Außerdem können Sie unabhängig vom Termin innerhalb von 14 Tagen nach der Buchung stornieren und erhalten alles zurück. Danach können wir Sie stattdessen in einen späteren Durchgang umbuchen.",
      },
    ],
  },
  {
    slug: "react-router-full-stack-apps",
    title: "Full-Stack-Apps mit React Router 7",
    level: "advanced",
    weeks: 8,
    hoursPerWeek: 6,
    price: 690,
    summary:
      "Bauen und veröffentlichen Sie eine serverseitig gerenderte App mit React Router 7 – mit Loadern, Actions, Sessions, Validierung und Tests, nach der Architektur, mit der wir Kundenplattformen produktiv betreiben.",
    description:
      "Für React-Entwicklerinnen und -Entwickler, die bisher Single-Page-Apps gebaut haben und jetzt auch die Serverseite verantworten wollen. Tom unterrichtet anhand der Codebasis einer echten Buchungsplattform, reduziert auf das Wesentliche. Jede Woche gibt es aufgezeichnete Lektionen, eine 90-minütige Live-Build-Session, in der Sie Fragen stellen können, während der Code entsteht, und ein Code-Review Ihres wöchentlichen Pull-Requests durch unsere Senior Engineers. Das Abschlussprojekt ist eine funktionierende, deployte App nach Ihrem eigenen Entwurf – mit Authentifizierung, einer Formularverarbeitung, die auch ohne JavaScript funktioniert, und einer automatisierten Testsuite, die in der CI läuft.",
    cover: courseCover(
      "react-router-full-stack-apps",
      "Ein Browserfenster mit verschachtelten Routen-Layouts, über Request- und Response-Pfeile mit einem Server-Rack und einer Datenbank verbunden",
    ),
    instructor: "tom-lindqvist",
    topics: ["react", "front-end"],
    outcomes: [
      "Eine App mit Route-Modulen, verschachtelten Layouts und einer Routenkonfiguration strukturieren",
      "Daten auf dem Server mit typisierten Loadern laden und Mutationen in Actions verarbeiten",
      "Formulare bauen, die schon vor dem Laden von JavaScript funktionieren und danach noch besser werden",
      "Cookie-Sessions, Anmeldung und geschützte Routen einbauen, ohne Daten preiszugeben",
      "Jeden Request mit zod validieren und dem Formular hilfreiche Fehlermeldungen zurückgeben",
      "Langsame Daten streamen und Fehler mit Error Boundaries pro Route abfangen",
      "Loader, Actions und Seiten mit Vitest und Playwright testen",
      "Einen Node-Server-Build mit Caching-Headern und Health Checks deployen",
    ],
    modules: [
      {
        title: "Wie eine React-Router-App aufgebaut ist",
        lessons: [
          { title: "Framework Mode, Route-Module und routes.ts", minutes: 22 },
          { title: "Verschachtelte Layouts und Outlets", minutes: 18 },
          { title: "Generierte Routentypen und wie Sie sie nutzen", minutes: 16 },
        ],
      },
      {
        title: "Daten laden",
        lessons: [
          { title: "Loader auf dem Server und was sie zurückgeben", minutes: 24 },
          { title: "Paralleles Laden über verschachtelte Routen", minutes: 18 },
          { title: "Langsame Daten mit Promises und Await streamen", minutes: 22 },
          { title: "Meta-Tags, Header und Caching pro Route", minutes: 20 },
        ],
      },
      {
        title: "Mutationen und Formulare",
        lessons: [
          { title: "Actions und die Form-Komponente", minutes: 22 },
          { title: "Formulardaten mit zod validieren", minutes: 20 },
          { title: "Feldfehler zurückgeben und Eingaben erhalten", minutes: 18 },
          { title: "Optimistic UI mit useFetcher", minutes: 25 },
        ],
      },
      {
        title: "Sessions und Authentifizierung",
        lessons: [
          { title: "Cookie-Sessions und Secrets", minutes: 20 },
          { title: "An- und Abmeldung und sichere Weiterleitungen", minutes: 24 },
          { title: "Routen und Daten in Loadern schützen", minutes: 18 },
        ],
      },
      {
        title: "Fehler, Robustheit und Observability",
        lessons: [
          { title: "Error Boundaries auf der richtigen Ebene", minutes: 16 },
          { title: "Geworfene Responses für 404- und 403-Seiten", minutes: 14 },
          { title: "Strukturiertes Logging auf dem Server", minutes: 18 },
        ],
      },
      {
        title: "Testen und Ausliefern",
        lessons: [
          { title: "Unit-Tests für Loader und Actions mit Vitest", minutes: 25 },
          { title: "End-to-End-Tests mit Playwright", minutes: 28 },
          { title: "Den Node-Server bauen und deployen", minutes: 26 },
          { title: "Abschlussprojekt: Demo und Code-Review", minutes: 60 },
        ],
      },
    ],
    questions: [
      {
        question: "Passt der Kurs, wenn ich bisher nur mit Create React App oder Vite gearbeitet habe?",
        answer:
          "Ja, sofern Sie sicher mit React-Komponenten, Hooks und den Grundlagen von TypeScript umgehen. Erfahrung auf der Serverseite brauchen Sie nicht: Die ersten beiden Wochen behandeln HTTP-Requests, Responses und Cookies so, wie sie in React Router vorkommen.",
      },
      {
        question: "Was muss ich installiert haben?",
        answer:
          "Einen Laptop mit Node.js 20 oder neuer, Git, einen Code-Editor wie VS Code und ein kostenloses GitHub-Konto. Wir stellen ein Starter-Repository und eine kostenlose Hosting-Möglichkeit für das Abschlussprojekt bereit, Sie müssen also für keinen Dienst bezahlen.",
      },
      {
        question: "Wie viel Zeit sollte ich einplanen?",
        answer:
          "Etwa sechs Stunden pro Woche: zwei Stunden aufgezeichnete Lektionen, die 90-minütige Live-Build-Session und zwei bis drei Stunden für die Wochenübung. Können Sie an einer Live-Session nicht teilnehmen, sehen Sie sich einfach die Aufzeichnung an.",
      },
      {
        question: "Was passiert, wenn ich in Rückstand gerate?",
        answer:
          "Aufzeichnungen und Übungen bleiben nach Kursende ein Jahr lang zugänglich, und Code-Reviews gibt es noch zwei Wochen nach der letzten Session. Kommen Ihnen Beruf oder Privatleben länger in die Quere, können Sie einmalig ohne Zusatzkosten in den nächsten Durchgang wechseln.",
      },
      {
        question: "Wie sind die Regeln für eine Erstattung?",
        answer:
          "Stornieren Sie spätestens 14 Tage vor Kursbeginn oder innerhalb von 14 Tagen nach der Buchung, erstatten wir die volle Gebühr. Näher am Kursbeginn bieten wir statt einer Erstattung die Umbuchung in einen späteren Durchgang an. Den genauen letzten Tag sehen Sie beim Buchen und auf der Seite Ihrer Buchung.",
      },
    ],
  },
  {
    slug: "web-performance-budgets",
    title: "Web-Performance-Budgets in der Praxis",
    level: "advanced",
    weeks: 4,
    hoursPerWeek: 5,
    price: 290,
    summary:
      "Messen Sie, was echte Besucherinnen und Besucher erleben, legen Sie Budgets für JavaScript, Bilder und Core Web Vitals fest und setzen Sie sie in der CI durch – damit eine schnelle Website auch nach dem Launch schnell bleibt.",
    description:
      "Für Frontend-Entwicklerinnen und -Entwickler und technische Leads, die eine Website verantworten, die mit der Zeit schwerfällig geworden ist. Der Kurs dreht sich um Ihre eigene Website: In der ersten Woche analysieren Sie sie, und jede weitere Übung macht sie besser. Aufgezeichnete Lektionen erklären jede Technik, in einer wöchentlichen Live-Sprechstunde geht Tom die Traces und Wasserfalldiagramme der Teilnehmenden durch, und Sie erhalten schriftliches Feedback zu Ihrer Budgetdatei und Ihrem CI-Setup. In der letzten Woche präsentieren Sie einen Vorher-nachher-Bericht mit Felddaten, Labordaten und den Budgets, die nun Ihre Pipeline absichern.",
    cover: courseCover(
      "web-performance-budgets",
      "Ein Tachometer neben einem Balkendiagramm zum Seitengewicht mit Budgetlinie und einem Wasserfalldiagramm der Ladevorgänge",
    ),
    instructor: "tom-lindqvist",
    topics: ["performance", "front-end"],
    outcomes: [
      "Felddaten aus dem Chrome UX Report und aus Ihrem eigenen web-vitals-Beacon auswerten",
      "Schlechte LCP-, INP- und CLS-Werte mit Traces und Request-Wasserfällen diagnostizieren",
      "Ein JavaScript-Budget festlegen und in der CI durchsetzen",
      "Responsive Bilder in AVIF und WebP mit korrekten Größen und Prioritäten ausliefern",
      "Schriften und Skripte von Drittanbietern laden, ohne das Rendering zu blockieren",
      "Einen Performance-Bericht schreiben, aus dem ein Product Owner konkrete Schritte ableiten kann",
    ],
    modules: [
      {
        title: "Messen, worauf es ankommt",
        lessons: [
          { title: "Core Web Vitals: LCP, INP und CLS erklärt", minutes: 20 },
          { title: "Felddaten und Labordaten im Vergleich", minutes: 15 },
          { title: "Real-User-Metriken mit web-vitals erfassen", minutes: 22 },
          { title: "Einen Performance-Trace in den DevTools lesen", minutes: 28 },
        ],
      },
      {
        title: "Budgets festlegen",
        lessons: [
          { title: "Metriken und Schwellenwerte für Ihre Website wählen", minutes: 18 },
          { title: "Budgets für JavaScript, CSS, Bilder und Schriften", minutes: 16 },
          { title: "Budgets mit Design und Produktmanagement vereinbaren", minutes: 14 },
        ],
      },
      {
        title: "Den üblichen Verdächtigen zu Leibe rücken",
        lessons: [
          { title: "Code-Splitting und schlankere Abhängigkeiten", minutes: 24 },
          { title: "Responsive Bilder, Formate und Fetch Priority", minutes: 22 },
          { title: "Schriften laden ohne Layoutverschiebung", minutes: 16 },
          { title: "Drittanbieter-Skripte und Tag-Manager zähmen", minutes: 20 },
          { title: "Caching-Header und ein CDN, das wirklich hilft", minutes: 18 },
        ],
      },
      {
        title: "Damit es schnell bleibt",
        lessons: [
          { title: "Lighthouse CI und Prüfung der Bundle-Größe bei jedem Pull-Request", minutes: 26 },
          { title: "Alarme bei Verschlechterungen in den Felddaten", minutes: 15 },
          { title: "Abschlussprojekt: Vorher-nachher-Bericht", minutes: 45 },
        ],
      },
    ],
    questions: [
      {
        question: "Brauche ich Zugriff auf eine Live-Website, um teilzunehmen?",
        answer:
          "Das hilft sehr, denn mit den Übungen verbessern Sie eine Website, die Ihnen am Herzen liegt. Können Sie die Website Ihres Arbeitgebers nicht nutzen, stellen wir Ihnen einen absichtlich langsamen Demo-Shop mit echten Traffic-Daten bereit, den Sie stattdessen analysieren und optimieren.",
      },
      {
        question: "Welche Frameworks behandelt der Kurs?",
        answer:
          "Die Techniken funktionieren mit jedem Stack. Die Beispiele verwenden reines HTML, React und React Router, die CI-Prüfungen laufen auf GitHub Actions. In den Live-Sprechstunden haben wir Teilnehmenden geholfen, dieselben Budgets auf WordPress, Next.js und Shopify-Themes anzuwenden.",
      },
      {
        question: "Kann mein Arbeitgeber den Kurs bezahlen?",
        answer:
          "Ja. Wählen Sie beim Buchen „Pay by bank transfer“ („Per Überweisung zahlen“): Wir halten Ihren Platz sieben Tage lang frei und schicken Ihnen per E-Mail den Betrag, unsere Bankverbindung und einen Verwendungszweck, den Ihre Buchhaltung bei der Zahlung angibt. Ihr Platz ist bestätigt, sobald das Geld eingeht. Zahlt Ihr Arbeitgeber stattdessen per Karte, gilt die Bestätigungs-E-Mail als Beleg.",
      },
    ],
  },
  {
    slug: "cross-platform-apps-react-native",
    title: "Plattformübergreifende Mobile-Apps mit React Native",
    level: "intermediate",
    weeks: 8,
    hoursPerWeek: 5,
    price: 690,
    summary:
      "Gestalten, bauen und veröffentlichen Sie eine App für iOS und Android aus einer einzigen TypeScript-Codebasis mit Expo – inklusive Navigation, Offline-Daten, Push-Benachrichtigungen und Einreichung in den Stores.",
    description:
      "Für Webentwicklerinnen und -entwickler, die React kennen und echte mobile Apps veröffentlichen wollen. Priya leitet den Kurs mit demselben Expo-Setup, das unser Mobile-Team für Kunden-Apps mit Hunderttausenden Nutzerinnen und Nutzern einsetzt. Sie lernen mit aufgezeichneten Lektionen, einer wöchentlichen Live-Session zum Testen und Debuggen auf Geräten und Reviews Ihrer wöchentlichen Builds auf echten Smartphones. Das Abschlussprojekt ist eine eigene App, die auf beiden Plattformen läuft, offline funktioniert und bei TestFlight und im internen Test von Google Play eingereicht ist – bereit, von anderen installiert zu werden.",
    cover: courseCover(
      "cross-platform-apps-react-native",
      "Zwei Smartphones, eines mit iOS und eines mit Android, zeigen dieselben App-Screens mit Tab-Leiste und Listenkarten",
    ),
    instructor: "priya-raman",
    topics: ["mobile", "react"],
    outcomes: [
      "Ein Expo-Projekt mit TypeScript und dateibasiertem Routing aufsetzen",
      "Native Layouts mit Flexbox, Safe Areas und plattformspezifischen Styles bauen",
      "Listen mit FlatList und gezielt eingesetzter Memoisierung flüssig halten",
      "Daten offline speichern und synchronisieren, sobald die Verbindung wieder steht",
      "Push-Benachrichtigungen senden und Deep Links in die App verarbeiten",
      "Screens mit VoiceOver, TalkBack und großen Schriftgrößen bedienbar machen",
      "Releases mit EAS bauen, signieren und in beiden App Stores einreichen",
    ],
    modules: [
      {
        title: "Von React im Web zu nativen Apps",
        lessons: [
          { title: "Wie React Native native Views rendert", minutes: 16 },
          { title: "Ein Expo-Projekt mit TypeScript anlegen", minutes: 20 },
          { title: "Im Simulator und auf dem eigenen Smartphone ausführen", minutes: 18 },
        ],
      },
      {
        title: "Layout und Navigation",
        lessons: [
          { title: "Flexbox, Safe Areas und die Bildschirmtastatur", minutes: 22 },
          { title: "Stacks, Tabs und Modals mit Expo Router", minutes: 25 },
          { title: "Plattformunterschiede, die Sie beachten sollten", minutes: 15 },
        ],
      },
      {
        title: "Daten und State",
        lessons: [
          { title: "Serverdaten abrufen und cachen", minutes: 22 },
          { title: "Schnelle Listen mit FlatList", minutes: 18 },
          { title: "Offline-Speicherung mit SQLite", minutes: 24 },
          { title: "Änderungen synchronisieren, wenn die Verbindung wieder steht", minutes: 26 },
        ],
      },
      {
        title: "Gerätefunktionen",
        lessons: [
          { title: "Kamera und Bildauswahl", minutes: 18 },
          { title: "Push-Benachrichtigungen von Anfang bis Ende", minutes: 28 },
          { title: "Deep Links und Universal Links", minutes: 20 },
        ],
      },
      {
        title: "Qualität und Barrierefreiheit",
        lessons: [
          { title: "Accessibility-Labels, Rollen und dynamische Schriftgrößen", minutes: 20 },
          { title: "Komponenten mit React Native Testing Library testen", minutes: 22 },
          { title: "Profiling: ausgelassene Frames finden und beheben", minutes: 20 },
        ],
      },
      {
        title: "Veröffentlichung in den Stores",
        lessons: [
          { title: "App-Icons, Splash-Screens und Store-Einträge", minutes: 16 },
          { title: "Builds und Signierung mit EAS", minutes: 24 },
          { title: "TestFlight und interner Test bei Google Play", minutes: 22 },
          { title: "Over-the-Air-Updates und Versionierung", minutes: 18 },
          { title: "Abschlussprojekt: Release-Review", minutes: 60 },
        ],
      },
    ],
    questions: [
      {
        question: "Brauche ich in diesem Kurs einen Mac, um iOS-Apps zu bauen?",
        answer:
          "Nein. Der Cloud-Build-Dienst von Expo kompiliert die iOS-App für Sie, und während der Entwicklung führen Sie sie mit der App Expo Go auf Ihrem eigenen iPhone aus. Mit einem Mac steht Ihnen zusätzlich der iOS-Simulator zur Verfügung – praktisch, aber nicht nötig.",
      },
      {
        question: "Brauche ich kostenpflichtige Entwicklerkonten?",
        answer:
          "In den ersten sieben Wochen nicht. Um in der letzten Woche bei TestFlight einzureichen, brauchen Sie ein Apple-Developer-Konto, für das Apple eine jährliche Gebühr verlangt; Google Play erhebt eine einmalige Registrierungsgebühr. Möchten Sie nichts bezahlen, schließen Sie das Abschlussprojekt stattdessen mit einem installierbaren Android-Build ab.",
      },
      {
        question: "Welche React-Erfahrung brauche ich?",
        answer:
          "Sie sollten sicher mit Komponenten, Props, State und Hooks umgehen und mindestens eine kleine React-App fürs Web gebaut haben. TypeScript kommt durchgehend zum Einsatz, die Grundlagen erklären wir aber, sobald sie gebraucht werden.",
      },
      {
        question: "Bekomme ich mein Geld zurück, wenn ich es mir anders überlege?",
        answer:
          "Ja. Stornieren Sie spätestens 14 Tage vor Kursbeginn oder innerhalb von 14 Tagen nach der Buchung, erstatten wir die volle Gebühr. Danach können Sie einmalig ohne Zusatzkosten in einen späteren Durchgang wechseln.",
      },
    ],
  },
  {
    slug: "dashboards-people-read",
    title: "Dashboards und Datenvisualisierungen, die wirklich gelesen werden",
    level: "intermediate",
    weeks: 6,
    hoursPerWeek: 4,
    price: 490,
    summary:
      "Wählen Sie das passende Diagramm, lassen Sie Überflüssiges weg und bauen Sie Dashboards, die die Fragen Ihres Teams wirklich beantworten – vom einzelnen annotierten Diagramm bis zur Live-Ansicht für den laufenden Betrieb.",
    description:
      "Für Analystinnen und Analysten, Designerinnen und Designer sowie Frontend-Entwicklerinnen und -Entwickler, deren Diagramme und Dashboards scheinbar niemand nutzt. Daniel unterrichtet anhand der Reporting-Tools, die unser Team für Kunden aus Energie, Logistik und Gesundheitswesen gebaut hat. Der Kurs verbindet aufgezeichnete Lektionen, eine wöchentliche Live-Redesign-Session, in der ein freiwillig eingereichtes Diagramm vor der Gruppe überarbeitet wird, und schriftliches Feedback zu jeder Übung. Die Übungen bearbeiten Sie in Observable Plot, D3 oder dem Werkzeug, das Sie bei der Arbeit ohnehin nutzen. Das Abschlussprojekt ist ein Dashboard auf Basis Ihrer eigenen Daten oder eines von uns bereitgestellten Datensatzes, mit einer kurzen Notiz, die jede Designentscheidung begründet.",
    cover: courseCover(
      "dashboards-people-read",
      "Ein Dashboard mit Kennzahlen-Karten, einem annotierten Liniendiagramm, einem sortierten Balkendiagramm und einem Ringdiagramm",
    ),
    instructor: "daniel-osei",
    topics: ["data-visualisation", "design"],
    outcomes: [
      "Jedes Dashboard von den Entscheidungen her planen, die es unterstützen soll",
      "Diagrammtypen nach dem Vergleich wählen, den Ihr Publikum anstellen muss",
      "Farbe sparsam, einheitlich und gut lesbar auch bei Farbsehschwäche einsetzen",
      "Diagramme so annotieren, dass die Kernaussage auch ohne Meeting klar ist",
      "Responsive Diagramme mit Observable Plot und D3-Skalen bauen",
      "Diagramme mit Textzusammenfassungen und Datentabellen barrierefrei machen",
    ],
    modules: [
      {
        title: "Erst die Fragen, dann die Diagramme",
        lessons: [
          { title: "Warum die meisten Dashboards ungelesen bleiben", minutes: 14 },
          { title: "Die Menschen befragen, die mit den Daten arbeiten werden", minutes: 18 },
          { title: "Aus Fragen einen Dashboard-Entwurf machen", minutes: 20 },
        ],
      },
      {
        title: "Das richtige Diagramm wählen",
        lessons: [
          { title: "Vergleich, Veränderung, Anteil am Ganzen und Verteilung", minutes: 22 },
          { title: "Wann eine Tabelle besser ist als ein Diagramm", minutes: 12 },
          { title: "Small Multiples statt Spaghetti-Linien", minutes: 16 },
          { title: "Übung: drei irreführende Diagramme neu zeichnen", minutes: 40 },
        ],
      },
      {
        title: "Farbe, Schrift und Annotation",
        lessons: [
          { title: "Sequenzielle, divergierende und kategoriale Paletten", minutes: 18 },
          { title: "Gestalten für Menschen mit Farbsehschwäche", minutes: 14 },
          { title: "Titel, die die Kernaussage nennen", minutes: 12 },
          { title: "Annotationen, Referenzlinien und Zielwerte", minutes: 16 },
        ],
      },
      {
        title: "Diagramme fürs Web bauen",
        lessons: [
          { title: "Einstieg in Observable Plot", minutes: 24 },
          { title: "Skalen und Achsen in D3", minutes: 26 },
          { title: "Responsive Diagramme, die sich kleinen Bildschirmen anpassen", minutes: 20 },
          { title: "Textalternativen und barrierefreie Datentabellen", minutes: 16 },
        ],
      },
      {
        title: "Ein Dashboard zusammensetzen",
        lessons: [
          { title: "Layout: von den Kennzahlen zum Detail", minutes: 18 },
          { title: "Filter und Drill-down ohne Verwirrung", minutes: 16 },
          { title: "Abschlussprojekt: Dashboard und Designnotiz", minutes: 60 },
        ],
      },
    ],
    questions: [
      {
        question: "Muss ich programmieren können?",
        answer:
          "Nein. Der Designteil des Kurses ist an kein Werkzeug gebunden, und Teilnehmende haben ihn schon mit Excel, Looker Studio, Power BI und Tableau absolviert. Die Lektionen zum Bauen fürs Web nutzen Observable Plot und D3 und setzen etwas JavaScript voraus; lassen Sie sie aus, schließen Sie das Abschlussprojekt trotzdem in Ihrem eigenen Werkzeug ab.",
      },
      {
        question: "Kann ich für das Abschlussprojekt Daten meines Unternehmens verwenden?",
        answer:
          "Ja, und die meisten tun das. Die Reviews finden in privaten Threads statt, die nur Sie und die Kursleitung sehen, und Sie können Zahlen auf Wunsch anonymisieren. Möchten Sie lieber nicht mit Ihren eigenen Daten arbeiten, stellen wir drei öffentliche Datensätze zu Verkehr, Energieverbrauch und Wartezeiten in Krankenhäusern bereit.",
      },
      {
        question: "Was, wenn ich während der sechs Wochen in Rückstand gerate?",
        answer:
          "Jede Session wird aufgezeichnet, und Übungen können Sie noch bis zwei Wochen nach Kursende für Feedback einreichen. Brauchen Sie länger, können Sie einmalig ohne Zusatzkosten an den Live-Sessions des nächsten Durchgangs teilnehmen.",
      },
      {
        question: "Wie sind Ihre Regeln für eine Erstattung?",
        answer:
          "Stornieren Sie spätestens 14 Tage vor Kursbeginn oder innerhalb von 14 Tagen nach der Buchung auf Ihrer Kontoseite, erstatten wir die volle Gebühr. Danach können wir Ihren Platz in einen späteren Durchgang übertragen.",
      },
    ],
  },
  {
    slug: "content-and-seo-that-converts",
    title: "Content und SEO, die Kunden gewinnen",
    level: "beginner",
    weeks: 5,
    hoursPerWeek: 3,
    price: 149,
    summary:
      "Finden Sie heraus, wonach Ihre Kundschaft sucht, schreiben Sie Seiten, die gut ranken und überzeugen, und messen Sie, welche Inhalte Anfragen und Umsatz bringen statt nur Besuche.",
    description:
      "Für Gründerinnen und Gründer, Marketingverantwortliche und interne Texterinnen und Texter, die für die Inhalte einer Website zuständig sind, aber nie gelernt haben, wie Suche funktioniert. Sofia vermittelt den Prozess, mit dem unser Content-Team Kunden-Websites betreut, von der Keyword-Recherche bis zum Reporting. Jede Woche gibt es aufgezeichnete Lektionen, eine Live-Fragestunde mit Textwerkstatt, in der die Gruppe eingereichte Seiten gemeinsam umschreibt, und schriftliches Feedback zu Ihrer Wochenaufgabe. Am Ende haben Sie einen Content-Plan für Ihre eigene Website, eine vollständig optimierte Landingpage und einen eingerichteten Bericht in Search Console und Analytics, der zeigt, was sie einbringt.",
    cover: courseCover(
      "content-and-seo-that-converts",
      "Eine Suchergebnisseite mit hervorgehobenem ersten Treffer, ein Entwurf einer Landingpage und ein steigendes Conversion-Diagramm",
    ),
    instructor: "sofia-marques",
    topics: ["marketing"],
    outcomes: [
      "Keywords finden, die Ihre Kundschaft verwendet, und sie nach Suchintention gruppieren",
      "Content-Briefings schreiben, nach denen Freelancer oder Ihr eigenes Team arbeiten können",
      "Seiten mit Titeln, Überschriften und Meta-Beschreibungen strukturieren, die Klicks bringen",
      "Texte für Landingpages mit einem einzigen, klaren Call-to-Action schreiben",
      "Interne Verlinkung und strukturierte Daten für die wichtigsten Seiten planen",
      "Anfragen und Verkäufe aus der organischen Suche in Search Console und GA4 messen",
    ],
    modules: [
      {
        title: "Wie Suche heute funktioniert",
        lessons: [
          { title: "Was Suchmaschinen belohnen und was sie ignorieren", minutes: 15 },
          { title: "Suchintention: informieren, handeln, navigieren, kaufen", minutes: 14 },
          { title: "Ihre Website in der Search Console prüfen", minutes: 20 },
        ],
      },
      {
        title: "Recherche und Planung",
        lessons: [
          { title: "Keyword-Recherche mit kostenlosen Tools", minutes: 22 },
          { title: "Keywords zu Themen und Seiten bündeln", minutes: 16 },
          { title: "Ein Content-Briefing schreiben", minutes: 18 },
          { title: "Einen realistischen Redaktionsplan aufstellen", minutes: 12 },
        ],
      },
      {
        title: "Seiten, die ranken und überzeugen",
        lessons: [
          { title: "Titel, Meta-Beschreibungen und Überschriften", minutes: 16 },
          { title: "Schreiben für Menschen, die nur überfliegen", minutes: 14 },
          { title: "Landingpages: Belege, Einwände und Calls-to-Action", minutes: 22 },
          { title: "Grundlagen zu interner Verlinkung und strukturierten Daten", minutes: 18 },
        ],
      },
      {
        title: "Messen, was Content einbringt",
        lessons: [
          { title: "Conversions in GA4 einrichten", minutes: 20 },
          { title: "Ein monatlicher Content-Bericht auf einer Seite", minutes: 15 },
          { title: "Alte Inhalte aktualisieren und aussortieren", minutes: 14 },
          { title: "Abschlussprojekt: Besprechung von Content-Plan und Landingpage", minutes: 45 },
        ],
      },
    ],
    questions: [
      {
        question: "Brauche ich technische Vorkenntnisse?",
        answer:
          "Nein. Wenn Sie eine Seite im Content-Management-System Ihrer Website bearbeiten können, können Sie alles aus dem Kurs umsetzen. Wir zeigen, wo Sie Titel, Meta-Beschreibungen und Weiterleitungen in WordPress, Webflow, Squarespace und Shopify finden.",
      },
      {
        question: "Für welche Tools muss ich bezahlen?",
        answer:
          "Für keines. Der Kurs nutzt die Google Search Console, Google Analytics 4 und kostenlose Tools für die Keyword-Recherche. Kostenpflichtige Tools erwähnen wir dort, wo sie Zeit sparen, aber jede Übung lässt sich ohne sie erledigen.",
      },
      {
        question: "Wie lange dauert es, bis ich Ergebnisse in der Suche sehe?",
        answer:
          "Verbesserungen an Titeln und bestehenden Seiten zeigen sich in der Search Console oft schon nach wenigen Wochen. Neue Seiten brauchen meist zwei bis sechs Monate, bis sie ranken. Deshalb lernen Sie im Kurs auch, frühe Signale zu messen und ehrlich über Fortschritte zu berichten.",
      },
      {
        question: "Kann ich mir die Gebühr erstatten lassen?",
        answer:
          "Ja. Stornieren Sie spätestens 14 Tage vor Kursbeginn oder innerhalb von 14 Tagen nach der Buchung, erstatten wir die volle Gebühr: bei Kartenzahlung sofort auf Ihre Karte, bei Überweisung innerhalb von fünf Werktagen auf Ihr Bankkonto.",
      },
    ],
  },
]);
