import { site } from "~/config/site";
import { faqEntrySchema, type FaqEntry } from "./faq-schema";
import { parseContent } from "./parse-content";

const FILE = "app/content/faq.de.server.ts";

// formatMoney writes the page's language at call time, and this module is read before any page
// is: the amounts below are written out in the German form instead ("18.000 £").

/** The German versions of the repository's questions (faq.server.ts): same ids, groups and order. */
export const germanFaq: FaqEntry[] = parseContent(FILE, faqEntrySchema, [
  // Services
  {
    id: "how-long-does-a-website-take",
    group: "services",
    question: "Wie lange dauert eine neue Website?",
    answer:
      "Die meisten Websites brauchen vom Start des Designs bis zum Launch zehn bis sechzehn Wochen, nach einer einwöchigen, bezahlten Analysephase. Eine schlanke Marketing-Website liegt am unteren Ende, eine Website mit Buchungen, Mitgliederbereich oder großer Content-Migration am oberen.\n\nZum Vergleich: Ein Erscheinungsbild entsteht meist in sechs bis acht Wochen, die erste Version einer App in vier bis sechs Monaten. Am Ende der Analysephase erhalten Sie einen Zeitplan Woche für Woche – und wenn etwas den Launch-Termin gefährdet, sagen wir es Ihnen sofort.",
  },
  {
    id: "who-owns-the-code-and-designs",
    group: "services",
    question: "Wem gehören der Code und die Designs, die Sie für uns erstellen?",
    answer:
      "Ihnen. Mit der Schlusszahlung gehen alle Rechte an Code, Designs, Texten und Grafiken, die wir für Ihr Projekt erstellen, auf Sie über. Wir übergeben Ihnen die Repositorys, die Designdateien und die Originaldateien aller Grafiken.\n\nAusgenommen sind Bestandteile Dritter wie lizenzierte Schriften, Stockfotos und Open-Source-Bibliotheken: Für sie gelten weiterhin ihre eigenen Lizenzen. Wir führen sie in der Übergabedokumentation auf, damit Sie genau wissen, was Sie verwenden.",
  },
  {
    id: "what-support-do-you-offer-after-launch",
    group: "services",
    question: "Wie betreuen Sie uns nach dem Launch?",
    answer:
      "Zu jeder Website und jeder App gehören dreißig Tage Nachbetreuung. In dieser Zeit überwachen wir Fehler und Performance und beheben Mängel ohne Zusatzkosten.\n\nDanach wechseln die meisten unserer Kundinnen und Kunden zu einem Supportvertrag: einem monatlichen Stundenkontingent für Fehlerbehebungen, Sicherheitsupdates und kleine Verbesserungen, mit vereinbarten Reaktionszeiten. Der Vertrag lässt sich mit dreißig Tagen Frist pausieren oder kündigen. Manche buchen lieber bei Bedarf einzelne Verbesserungssprints – das funktioniert genauso gut.",
  },
  {
    id: "can-you-work-with-our-in-house-team",
    group: "services",
    question: "Arbeiten Sie auch mit unserem internen Team zusammen?",
    answer:
      "Ja, und das sogar häufig. Ihr Design- und Entwicklungsteam kann an unseren Sprints teilnehmen, unsere Pull-Requests prüfen und im Tandem mit unseren Entwicklerinnen und Entwicklern arbeiten. Das macht die Übergabe deutlich reibungsloser.\n\nWir arbeiten auch direkt in Ihren vorhandenen Werkzeugen: in Ihren Repositorys, Ihrem Designsystem, Ihrem Ticketsystem und Ihrer Release-Pipeline. Erledigt Ihr Team den Großteil der Arbeit bereits selbst, holen wir für einen festen Zeitraum gezielt Fachleute dazu, etwa für das Design von Datenvisualisierungen oder für Nutzerforschung zur Barrierefreiheit.",
  },
  // Pricing
  {
    id: "how-do-your-quotes-work",
    group: "pricing",
    question: "Wie kommen Ihre Angebote zustande?",
    answer:
      "Jedes Projekt beginnt mit einer bezahlten Analysewoche, in der wir gemeinsam mit Ihnen klären, was gebraucht wird und wie es sich umsetzen lässt. Am Ende erhalten Sie einen schriftlichen Plan und einen Festpreis für jede folgende Phase, etwa Design, Entwicklung und Launch.\n\nDank der Festpreise kennen Sie die Kosten, bevor eine Phase beginnt. Ändert sich unterwegs der Umfang, beziffern wir die Änderung schriftlich, bevor wir sie umsetzen – und Sie entscheiden, ob es weitergeht.",
  },
  {
    id: "how-much-does-a-project-cost",
    group: "pricing",
    question: "Was kostet ein typisches Projekt?",
    answer:
      "Websites beginnen bei 18.000 £, die meisten liegen zwischen 25.000 £ und 70.000 £. Erscheinungsbilder gibt es ab 9.000 £, Dashboards ab 15.000 £ und Onlineshops ab 30.000 £. Die erste Version einer App für iOS und Android beginnt meist bei 60.000 £.\n\nLaufende Marketingbetreuung gibt es ab 3.000 £ im Monat, ohne Mediabudget. Diese Zahlen dienen zur Orientierung: Ihren Festpreis erhalten Sie am Ende der Analysewoche, sobald wir die Aufgabe verstehen.",
  },
  {
    id: "what-is-your-payment-schedule",
    group: "pricing",
    question: "Wie sieht Ihr Zahlungsplan aus?",
    answer:
      "Die Analysephase stellen wir bei der Buchung vollständig in Rechnung. Für jede weitere Phase berechnen wir 40 % zu ihrem Beginn, 40 % zur Halbzeit und die restlichen 20 % bei der Lieferung. Supportverträge und laufende Marketingbetreuung rechnen wir monatlich im Voraus ab.\n\nRechnungen sind innerhalb von dreißig Tagen per Banküberweisung zu begleichen. Mit der Schlusszahlung gehen die Rechte an der Arbeit auf Sie über.",
  },
  {
    id: "do-your-prices-include-vat",
    group: "pricing",
    question: "Sind Ihre Preise inklusive Mehrwertsteuer?",
    answer:
      "Projektpreise und laufende Betreuung nennen wir ohne Mehrwertsteuer (VAT); für Kundschaft im Vereinigten Königreich kommt der britische Regelsatz hinzu. Bei Kundschaft außerhalb des Vereinigten Königreichs klären wir die steuerliche Behandlung im Angebot, bevor die Arbeit beginnt.\n\nDie Kurspreise auf der Website enthalten die Mehrwertsteuer: Sie zahlen genau den Preis, den Sie sehen.",
  },
  // Courses
  {
    id: "can-i-get-a-refund-on-a-course",
    group: "courses",
    question: "Bekomme ich die Kursgebühr erstattet, wenn ich storniere?",
    answer:
      "Ja. Stornieren Sie Ihre Buchung spätestens 14 Tage vor Kursbeginn auf Ihrer Kontoseite, erstatten wir die volle Gebühr, ohne dass Sie einen Grund nennen müssen. Unabhängig vom Termin können Sie außerdem innerhalb von 14 Tagen nach der Buchung stornieren und erhalten alles zurück; so sieht es das britische Recht vor. Kartenzahlungen buchen wir sofort auf die Karte zurück (Banken zeigen die Gutschrift nach 5 bis 10 Werktagen an), Überweisungen erstatten wir innerhalb von fünf Werktagen.\n\nKürzer vor Kursbeginn können wir nichts mehr erstatten, Sie aber meist in einen späteren Durchgang desselben Kurses umbuchen. Den genauen letzten Tag sehen Sie beim Buchen und auf der Seite Ihrer Buchung.",
  },
  {
    id: "do-i-get-a-certificate",
    group: "courses",
    question: "Erhalte ich nach dem Kurs ein Zertifikat?",
    answer:
      "Nein, Zertifikate stellen wir nicht aus. Was Sie mitnehmen, ist das Projekt, das Sie im Kurs erarbeiten, samt der Beurteilung durch Ihre Kursleitung – und das sagt Arbeitgebern mehr als jedes Zertifikat.",
  },
  {
    id: "how-do-courses-run",
    group: "courses",
    question: "Wie laufen Ihre Kurse ab, und wie buche ich einen?",
    answer:
      "Jeder Kurs findet in Durchgängen statt: Eine Gruppe beginnt und endet an festen Terminen, online oder in unserem Studio in Bristol, begleitet von einer Kursleitung. Auf der Seite eines Kurses sehen Sie die kommenden Durchgänge und wie viele Plätze jeweils noch frei sind.\n\nWählen Sie einen Durchgang und buchen Sie einen Platz: Zahlen Sie per Karte, ist Ihr Platz sofort bestätigt; zahlen Sie per Überweisung, halten wir ihn sieben Tage für Sie frei, bis das Geld eingeht. Ist ein Durchgang ausgebucht, können Sie sich auf die Warteliste setzen; wird ein Platz frei, schreiben wir Ihnen. Ihre Buchungen finden Sie in Ihrem Konto unter „Meine Kurse“.",
  },
  {
    id: "can-we-buy-courses-for-our-team",
    group: "courses",
    question: "Können wir Kurse für unser Team oder Unternehmen buchen?",
    answer: `Ja. Jede Person bucht ihren Platz über ihr eigenes Konto, damit die E-Mails zur Buchung sie auch erreichen.\n\nFür Gruppen bieten wir unsere Kurse außerdem als geschlossene Inhouse-Kurse an, online oder bei Ihnen vor Ort. Schreiben Sie an ${site.contactEmail}, welche Kurse Sie interessieren und wie viele Personen teilnehmen möchten – wir schicken Ihnen ein Angebot.`,
  },
  // Accounts
  {
    id: "how-do-i-create-an-account",
    group: "accounts",
    question: "Wie lege ich ein Konto an?",
    answer:
      "Wählen Sie auf der Anmeldeseite „Create an account“ („Konto anlegen“) und geben Sie Ihren Namen, Ihre E-Mail-Adresse und ein Passwort mit mindestens 8 Zeichen ein. Einen Link zu einem Foto können Sie gleich oder später hinzufügen.\n\nSobald Ihr Konto eingerichtet ist, können Sie Plätze in Kursen buchen, Ihre Buchungen unter „Meine Kurse“ finden und festlegen, wie Sie sich anmelden: mit Passwort, mit Google oder mit einem Passkey.",
  },
  {
    id: "how-do-i-reset-my-password",
    group: "accounts",
    question: "Wie setze ich mein Passwort zurück?",
    answer:
      "Wählen Sie auf der Anmeldeseite „Forgot your password?“ („Passwort vergessen?“) und geben Sie die E-Mail-Adresse ein, mit der Sie sich registriert haben. Wir schicken Ihnen einen Link, über den Sie ein neues Passwort festlegen. Kommt er nicht innerhalb weniger Minuten an, sehen Sie bitte in Ihrem Spam-Ordner nach.\n\nVermuten Sie, dass jemand anderes Ihr Konto benutzt hat, setzen Sie Ihr Passwort zurück, öffnen Sie dann auf Ihrer Kontoseite „Devices“ („Geräte“) und wählen Sie „Log out of every device“ („Auf allen Geräten abmelden“). So werden Sie überall abgemeldet, auch auf jedem Handy und jedem gemeinsam genutzten Computer, den Sie verwendet haben.",
  },
  {
    id: "how-do-i-change-my-name-or-photo",
    group: "accounts",
    question: "Wie ändere ich meinen Namen oder mein Foto?",
    answer:
      "Öffnen Sie Ihre Kontoseite, ändern Sie Ihren Namen oder den Link zu Ihrem Foto und speichern Sie. Lassen Sie den Foto-Link leer, erscheinen stattdessen Ihre Initialen.\n\nAuf der Kontoseite ändern Sie auch Ihr Passwort, sehen, auf welchen Geräten Sie angemeldet sind, und können jedes davon abmelden – praktisch, wenn Sie einen gemeinsam genutzten Computer verwendet oder ein Handy verloren haben.",
  },
  {
    id: "how-do-i-delete-my-account",
    group: "accounts",
    question: "Wie lösche ich mein Konto?",
    answer: `Wählen Sie auf Ihrer Kontoseite „Delete your account“ („Konto löschen“) und bestätigen Sie mit Ihrem Passwort. Ihr Konto wird sofort gelöscht, und Sie werden auf allen Geräten abgemeldet. Können Sie sich nicht mehr anmelden, schreiben Sie uns von der Adresse, mit der Sie sich registriert haben, an ${site.contactEmail} – wir erledigen das dann für Sie.\n\nDamit entfernen Sie Ihr Profil und Ihre Anmeldemöglichkeiten und stornieren Ihre Plätze in Kursen, die noch nicht begonnen haben. Das lässt sich nicht rückgängig machen.`,
  },
]);
