import { settings } from "~/platform/settings.server";
import { backupsKeptForDays } from "./privacy-notice.server";
import { cardProcessor, processors, type Processor } from "~/config/processors.server";
import { company, site } from "~/config/site";
import { postalAddress } from "~/config/postal-address";
import { companyRegistration } from "~/config/company-registration";
import { SPAM_RETENTION_DAYS } from "./lead-retention.server";
import { CONFIRMATION_VALID_DAYS, MOST_UNCONFIRMED_MAILS } from "~/newsletter/newsletter-lists";
import { CONSENT_PROOF_KEPT_YEARS } from "~/newsletter/consent-records.server";
import { UNCONFIRMED_KEPT_DAYS } from "~/newsletter/subscriptions.server";
import type { NoticeSection } from "./privacy-notice.server";

/** NOTICE_UPDATED, the German way: the date the German notice says it last changed. */
export const GERMAN_NOTICE_UPDATED = "8. Dezember 2026";

/**
 * The processors' entries in German. The config (processors.server.ts) holds them in English; an
 * entry is used only while the English it translates is unchanged, so that a processor whose
 * place or task changes in the config never keeps a stale German text: it shows its English
 * until its German is written here.
 */
const germanProcessors: { english: Processor; does: string; where: string }[] = [
  {
    english: {
      name: "Google (Firebase Authentication)",
      does: "stores accounts and their ways of logging in, and texts two-step sign-in codes",
      where: "the UK, the EU and the USA, under the UK's International Data Transfer Addendum and Google's data processing terms",
    },
    does: "Speichert die Konten und ihre Anmeldeverfahren und verschickt die SMS-Codes der zweistufigen Anmeldung",
    where:
      "Verarbeitung im Vereinigten Königreich, in der EU und in den USA, auf Grundlage des britischen International Data Transfer Addendum zu den EU-Standardvertragsklauseln und der Auftragsverarbeitungsbedingungen von Google",
  },
  {
    english: {
      name: "Postmark (ActiveCampaign)",
      does: "delivers the emails we send you about your enquiry or your bookings, and the newsletter and its confirmation emails, whose opens and clicks we ask it not to track",
      where: "the USA, under the UK's International Data Transfer Addendum",
    },
    does: "Stellt die E-Mails zu, die wir Ihnen zu Ihrer Anfrage oder Ihren Buchungen schicken, sowie den Newsletter und die E-Mails zu seiner Bestätigung; bei diesen weisen wir Postmark an, weder das Öffnen noch Klicks zu erfassen",
    where: "Verarbeitung in den USA, auf Grundlage des britischen International Data Transfer Addendum zu den EU-Standardvertragsklauseln",
  },
  {
    english: {
      name: "Hetzner Online",
      does: "runs the servers and the database the site and its records are on",
      where: "Germany",
    },
    does: "Betreibt die Server und die Datenbank, auf denen die Website und ihre Datensätze liegen",
    where: "Verarbeitung in Deutschland",
  },
  {
    english: {
      name: "Stripe Payments Europe",
      does: "takes card payments for courses on its own payment page, checks them against fraud, and makes refunds; it sees your card, we never do",
      where: "Ireland and the USA, under the UK's International Data Transfer Addendum and Stripe's data processing agreement",
    },
    does: "Wickelt Kartenzahlungen für Kurse auf seiner eigenen Zahlungsseite ab, prüft sie auf Betrug und führt Erstattungen durch; Stripe sieht Ihre Karte, wir nie",
    where:
      "Verarbeitung in Irland und in den USA, auf Grundlage des britischen International Data Transfer Addendum zu den EU-Standardvertragsklauseln und der Auftragsverarbeitungsvereinbarung von Stripe",
  },
];

/** A processor's entry: its German, or, while none matches the config, its English as the English notice words it. */
function processorDetail(processor: Processor): string {
  const german = germanProcessors.find(
    ({ english }) => english.name === processor.name && english.does === processor.does && english.where === processor.where,
  );
  return german ? `${german.does}. ${german.where}.` : `${processor.does}; in ${processor.where}.`;
}

/**
 * The privacy notice in German: the same sections, in the same order and with the same ids, as
 * privacyNotice(), built from the same settings and config. The controller is a UK company, so
 * the law it names is the UK GDPR (here „UK-DSGVO“) and the Data Protection Act 2018, and the
 * supervisory authority is the ICO; Art. 6 keeps the GDPR's numbering in the UK GDPR.
 */
export function germanPrivacyNotice(): NoticeSection[] {
  const backupDays = backupsKeptForDays();
  const { contactEmail } = site;
  const months = settings().leadRetentionMonths;
  const monthsText = `${months} ${months === 1 ? "Monat" : "Monate"}`;
  const takesCards = settings().booking.card !== undefined;
  return [
    {
      id: "who-we-are",
      heading: "Wer wir sind",
      text: [
        `${company.legalName} betreibt diese Website und entscheidet, wie die personenbezogenen Daten verwendet werden, die sie erhebt. Damit sind wir Verantwortlicher im Sinne der UK-DSGVO („UK GDPR“, die Fassung der Datenschutz-Grundverordnung, die nach dem Brexit in britisches Recht übernommen wurde) und des britischen Data Protection Act 2018. ${companyRegistration(company.registration)}. Beim Information Commissioner’s Office (ICO) sind wir im Register der Gebührenzahler unter der Nummer ${company.icoRegistration} eingetragen.`,
        `Unsere Anschrift lautet: ${postalAddress(company)}. Schreiben Sie an ${contactEmail}, wenn Sie Fragen zu dieser Datenschutzerklärung haben; es antwortet Ihnen ein Mensch.`,
      ],
    },
    {
      id: "contact-form",
      heading: "Wenn Sie uns schreiben",
      text: [
        "Das Kontaktformular fragt nach Ihrem Namen, Ihrer E-Mail-Adresse, optional Ihrem Unternehmen, Ihrem Anliegen, Ihrem Budgetrahmen, Ihrem Zeitrahmen und Ihrer Nachricht. Wir verwenden diese Angaben nur, um Ihnen zu antworten und die Arbeit zu planen, nach der Sie fragen. Wir nehmen Sie in keinen E-Mail-Verteiler auf.",
        "Rechtsgrundlage: Ihre Einwilligung (Art. 6 Abs. 1 lit. a UK-DSGVO), die Sie mit dem Häkchen im Formular erteilen und jederzeit widerrufen können, indem Sie uns schreiben (wir löschen Ihre Anfrage dann); und, wenn Sie nach einem Projekt fragen, die Durchführung vorvertraglicher Maßnahmen, um die Sie uns bitten (Art. 6 Abs. 1 lit. b UK-DSGVO).",
        `Wir bewahren eine Anfrage ${monthsText} ab dem Absenden auf, damit wir ein Gespräch dort wieder aufnehmen können, wo es stehen geblieben ist, und löschen sie dann. Nachrichten, die unsere Spamprüfung abfängt, löschen wir nach ${SPAM_RETENTION_DAYS} Tagen. Wird eine Anfrage gelöscht, nach Ablauf ihrer Frist oder auf Ihren Wunsch, löschen wir auch ihren Verlauf und die Kopien unserer E-Mails dazu, die die Website aufbewahrt; bereits zugestellte E-Mails bleiben in den Postfächern, die sie erreicht haben, in Ihrem wie in unserem.`,
      ],
    },
    {
      id: "accounts",
      heading: "Wenn Sie ein Konto anlegen",
      text: [
        "Ein Konto enthält Ihre E-Mail-Adresse, ein Passwort (das wir nie sehen: Firebase Authentication von Google speichert es für uns) sowie den Namen und das Foto, die Sie hinzufügen möchten. Ein Foto, das Sie hochladen, wird auf ein kleines Quadrat zugeschnitten und von uns ohne seine Metadaten (kein Ort, kein Datum, keine Kamera) gespeichert, bis Sie es entfernen oder Ihr Konto löschen. Wir nutzen diese Daten, um Sie anzumelden und Ihre Kursbuchungen an einer Stelle zusammenzuhalten.",
        "Wenn Sie sich mit Google anmelden, übermittelt Google uns Ihren Namen, Ihre E-Mail-Adresse und den Link zu Ihrem Profilfoto sowie die Angabe, dass Google die E-Mail-Adresse überprüft hat; diese Daten speichern wir anstelle eines Passworts in Ihrem Konto, zusammen mit der Kennung, die Google für Ihr Google-Konto verwendet. Ihr Google-Passwort sehen wir nie, und wir fragen bei Google nichts weiter ab.",
        "Wenn Sie einen Passkey hinzufügen, bewahrt Ihr Gerät dessen privaten Schlüssel auf und prüft Ihren Fingerabdruck, Ihr Gesicht oder Ihre PIN selbst; wir sehen davon nichts. Wir speichern den öffentlichen Schlüssel des Passkeys (mit dem sich nur eine Signatur prüfen lässt), den Namen, den Sie ihm geben, ob er zwischen Ihren Geräten synchronisiert wird und wann er hinzugefügt und zuletzt verwendet wurde. Sie können ihn jederzeit auf Ihrer Kontoseite entfernen; mit Ihrem Konto wird er ebenfalls gelöscht.",
        "Wenn Sie die zweistufige Anmeldung einschalten, speichert Firebase Authentication von Google Ihre Mobilfunknummer und schickt Ihnen bei jeder Anmeldung über seinen SMS-Anbieter einen Code per SMS; wir zeigen auf Ihrer Kontoseite nur die letzten drei Ziffern an und behalten keine Kopie. Sie können die zweistufige Anmeldung jederzeit auf Ihrer Kontoseite ausschalten; mit Ihrem Konto wird sie ebenfalls gelöscht.",
        "Bei jeder Anmeldung speichern wir das Gerät und den Browser (etwa „Chrome unter Windows“, ermittelt aus dem, was Ihr Browser über sich angibt), den Zeitpunkt der Anmeldung, das Netz, aus dem Sie sich angemeldet haben (nur grob: die ersten drei Teile einer IPv4-Adresse oder die ersten drei Gruppen einer IPv6-Adresse, nie die vollständige Adresse) und, alle paar Minuten, wann dieses Gerät zuletzt aktiv war. So kann Ihre Kontoseite anzeigen, wo Sie angemeldet sind, und Sie können jedes dieser Geräte abmelden. Eine Sitzung gilt fünf Tage ab Ihrer letzten Anmeldung auf diesem Gerät; ihr Eintrag wird etwa einen Tag, nachdem sie abgemeldet oder abgelaufen ist, gelöscht, und ebenso mit Ihrem Konto.",
        `Wir speichern Ihr Konto, bis Sie es löschen: auf Ihrer Kontoseite unter „Delete your account“ („Konto löschen“), nachdem Sie Ihr Passwort erneut eingegeben (oder mit Google bestätigt) haben. Ihr Konto wird dann sofort entfernt. Anfragen, die Sie im angemeldeten Zustand geschickt haben, bleiben als Geschäftsunterlagen bei uns, ohne Verbindung zu einem Konto, bis ihre ${monthsText} abgelaufen sind oder Sie uns bitten, sie zu löschen.`,
        "Rechtsgrundlage: die Erfüllung des Vertrags über das Konto, das Sie angelegt haben (Art. 6 Abs. 1 lit. b UK-DSGVO); für die Liste der Geräte, die zweistufige Anmeldung und Passkeys außerdem unser berechtigtes Interesse, und Ihres, Ihr Konto zu schützen (Art. 6 Abs. 1 lit. f UK-DSGVO).",
      ],
    },
    {
      id: "bookings",
      heading: "Wenn Sie einen Kurs buchen",
      text: [
        "Eine Buchung enthält den Namen und die E-Mail-Adresse Ihres Kontos, den gebuchten Durchgang, den Stand der Buchung (reserviert, bestätigt, auf der Warteliste, storniert), den Preis, wann Sie gebucht und wann Sie bezahlt haben, sowie eine Buchungsreferenz. Wir nutzen sie, um Ihren Platz freizuhalten, Ihre Zahlung zuzuordnen und Ihnen dazu E-Mails zu schicken: zur Buchung, zur Erinnerung an die Zahlung, wenn ein Platz für Sie frei wird, zur Erinnerung drei Tage vor Kursbeginn und bei jeder Änderung der Termine. Die Mitarbeitenden, die den Kurs leiten, sehen die Liste mit den Namen und E-Mail-Adressen des Durchgangs.",
        ...(takesCards
          ? [
              "Wenn Sie mit Karte bezahlen, geben Sie Ihre Kartendaten auf der Zahlungsseite von Stripe ein, nie auf unserer, und wir sehen Ihre Kartennummer nie. Stripe teilt uns mit, dass die Zahlung erfolgt ist, außerdem das Kartennetzwerk, die letzten vier Ziffern der Karte und seine Referenz für die Zahlung; diese Angaben speichern wir zu Ihrer Buchung, für Ihren Zahlungsbeleg und für eine etwaige Erstattung.",
            ]
          : []),
        "Wenn Sie Ihr Konto löschen, werden Ihre Buchungen für Kurse, die noch nicht begonnen haben, und Ihre Plätze auf Wartelisten storniert; diese Plätze gehen an die nächste Person. Buchungen für Kurse, die begonnen haben oder beendet sind, bleiben mit dem Namen und der E-Mail-Adresse, mit denen sie vorgenommen wurden, bei uns, ohne Verbindung zu einem Konto, als unser Nachweis, wer teilgenommen und bezahlt hat: Das britische Recht verlangt von uns, Verkaufsunterlagen sechs Jahre lang aufzubewahren. Schreiben Sie uns, wenn Sie eine Buchung früher löschen lassen möchten, soweit das Gesetz es zulässt.",
        "Rechtsgrundlage: die Erfüllung des Vertrags über den Kurs (Art. 6 Abs. 1 lit. b UK-DSGVO); für die Aufbewahrung der Verkaufsunterlagen unsere rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c UK-DSGVO).",
      ],
    },
    {
      id: "course-dates",
      heading: "Wenn Sie nach Kursterminen fragen",
      text: [
        "Bei einem Kurs ohne Termine können Sie Ihre E-Mail-Adresse hinterlassen, um benachrichtigt zu werden, sobald es Termine gibt. Wir speichern die Adresse, den Kurs, den Wortlaut, dem Sie zugestimmt haben, und den Zeitpunkt. Sobald wir einen Durchgang dieses Kurses eröffnen, schicken wir Ihnen eine einzige E-Mail mit den Terminen und löschen Ihre Anfrage 30 Tage danach; gibt es keine Termine, löschen wir sie nach zwei Jahren. Auf der Seite, die Ihre Anfrage bestätigt, können Sie sie mit einer Schaltfläche sofort zurückziehen.",
        "Rechtsgrundlage: Ihre Einwilligung (Art. 6 Abs. 1 lit. a UK-DSGVO), die Sie mit dieser Schaltfläche oder mit einer E-Mail an uns widerrufen können.",
      ],
    },
    {
      id: "newsletter",
      heading: "Wenn Sie unseren Newsletter abonnieren",
      text: [
        `Das Anmeldeformular fragt nach Ihrer E-Mail-Adresse, den Listen, die Sie erhalten möchten (Neuigkeiten: Neues aus dem Studio, neue Beiträge und Fallstudien; Kurstermine: Kursangebote und neue Termine), und der Sprache der E-Mails. Zunächst senden wir nur eine E-Mail mit einem Bestätigungslink, der ${CONFIRMATION_VALID_DAYS} Tage gilt. An eine Adresse senden wir höchstens eine solche E-Mail pro Tag und insgesamt höchstens ${MOST_UNCONFIRMED_MAILS}, solange sie nicht bestätigt ist; erhält die Adresse bereits genau das, was angefordert wird, senden wir nichts. Eine Adresse, die nie bestätigt wird, löschen wir ${UNCONFIRMED_KEPT_DAYS} Tage, nachdem sie zum ersten Mal angegeben wurde.`,
        `Sobald Sie bestätigt haben, speichern wir Ihre Adresse, Ihre Listen und Ihre Sprache, den Wortlaut, den Sie neben dem Formular gelesen haben, und den Zeitpunkt Ihrer Bestätigung, solange Sie den Newsletter beziehen. Rechtsgrundlage: Ihre Einwilligung (Art. 6 Abs. 1 lit. a UK-DSGVO), die Sie jederzeit widerrufen können: über den Abmeldelink in jeder E-Mail, mit einer E-Mail an ${contactEmail} oder auf jedem anderen Weg, auf dem Sie uns erreichen.`,
        `Unsere Website versendet die E-Mails über unseren E-Mail-Dienstleister Postmark (siehe „Wer Ihre Daten außerdem verarbeitet“). Sie enthalten keine Zählpixel, ihre Links werden nicht umgeschrieben, und wir weisen Postmark an, weder das Öffnen der E-Mails noch Klicks zu erfassen: Wir wissen nicht, wer sie öffnet oder was angeklickt wird. Jeder Newsletter enthält einen Link zu einer Seite, auf der Sie sich abmelden oder Ihre Listen und die Sprache ändern können; manche E-Mail-Programme zeigen zusätzlich eine Schaltfläche zum Abmelden an. Für beides brauchen Sie kein Konto. Wenn Sie uns bitten, Ihre Adresse zu löschen, löschen wir sie sofort; wenn Sie sich abmelden, ebenfalls (es sei denn, ihr Mailserver hat unsere E-Mails dauerhaft abgelehnt; siehe unten). Ihre Kontoseite zeigt das Abonnement der bestätigten E-Mail-Adresse Ihres Kontos; wenn Sie Ihr Konto löschen, wird es mitgelöscht.`,
        `Bei jeder Bestätigung legen wir außerdem einen Nachweis Ihrer Einwilligung an: einen Einweg-Hashwert Ihrer Adresse (SHA-256) statt der Adresse selbst, die bestätigten Listen und die Sprache, den Wortlaut, den Sie neben dem Formular gelesen haben, sowie wann Sie den Newsletter angefordert und wann Sie bestätigt haben. Jede spätere Bestätigung kommt als neuer Nachweis hinzu; frühere werden nie überschrieben. Aus dem Hashwert lässt sich Ihre Adresse nicht ablesen; nennt uns jemand Ihre Adresse erneut, können wir sie dem Hashwert jedoch zuordnen. Er bleibt daher ein personenbezogenes Datum. Wenn Sie sich abmelden, uns bitten, Ihre Adresse zu löschen, oder Ihr Konto löschen, löschen wir die Adresse selbst sofort (Ausnahme siehe unten) und vermerken in Ihren Nachweisen den Zeitpunkt Ihres Widerrufs; ${CONSENT_PROOF_KEPT_YEARS} Jahre danach löschen wir auch die Nachweise. Wir verwenden sie nur, um Ihre Einwilligung belegen zu können, falls sie bestritten wird, und um uns gegen Rechtsansprüche zu verteidigen. Rechtsgrundlage: unser berechtigtes Interesse (Art. 6 Abs. 1 lit. f UK-DSGVO), Ihre Einwilligung nachweisen zu können, wie es Art. 7 Abs. 1 UK-DSGVO verlangt, und uns gegen Rechtsansprüche zu verteidigen.`,
        `Nimmt Ihre Adresse dauerhaft keine E-Mails an (etwa weil ihr Mailserver meldet, dass es sie nicht gibt), behalten wir sie, entsprechend markiert und ohne Listen, bis Sie sich erneut anmelden und bestätigen – nur damit wir ihr nichts mehr senden. Rechtsgrundlage: unser berechtigtes Interesse, keine E-Mails an eine Adresse zu senden, die sie ablehnt (Art. 6 Abs. 1 lit. f UK-DSGVO).`,
      ],
    },
    {
      id: "speed",
      heading: "Wie schnell unsere Seiten bei Ihnen laden",
      text: [
        "Ihr Browser teilt uns mit, wie lange unsere Seiten brauchten, um angezeigt zu werden und zu reagieren (Core Web Vitals). Wir zählen diese Werte je Seite und speichern keine Adresse, kein Cookie und nichts anderes, woran wir erkennen könnten, wer Sie sind; es sind daher keine personenbezogenen Daten.",
      ],
    },
    {
      id: "security",
      heading: "Sicherheit der Website",
      text: [
        "Unsere Server sehen bei jedem Abruf Ihre IP-Adresse. Wir nutzen sie nur, um zu begrenzen, wie oft von einer Adresse aus Formulare gesendet, Anmeldungen oder Codes versucht werden dürfen, mit Zählern, die eine Minute bis eine Stunde bestehen, und wir speichern sie nicht zusammen mit anderen Daten. Rechtsgrundlage: unser berechtigtes Interesse, die Website und Ihr Konto vor Missbrauch zu schützen (Art. 6 Abs. 1 lit. f UK-DSGVO).",
        backupDays
          ? `Wir sichern die Daten der Website, damit ein Festplattenausfall nichts verliert, und löschen jede Sicherung nach ${backupDays} Tagen. Was auf der Website gelöscht wird, verschwindet aus den Sicherungen, sobald diese gelöscht werden. Wir spielen eine Sicherung nur ein, um die Website wiederherzustellen, und löschen dann erneut, was seitdem gelöscht wurde.`
          : "Wir sichern die Daten der Website, damit ein Festplattenausfall nichts verliert. Was auf der Website gelöscht wird, verschwindet aus den Sicherungen, sobald diese gelöscht werden. Wir spielen eine Sicherung nur ein, um die Website wiederherzustellen, und löschen dann erneut, was seitdem gelöscht wurde.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies und Speicher im Browser",
      text: [
        "Wir setzen ein einziges Cookie, und das nur, wenn Sie sich anmelden: __session hält Sie auf diesem Gerät bis zu fünf Tage lang angemeldet und wird beim Abmelden gelöscht. Auf den Anmelde- und Kontoseiten speichert der Firebase-Code von Google Ihre Anmeldung im Speicher dieses Browsers; beim Abmelden wird er geleert. Beides ist für das Konto, das Sie angelegt haben, unbedingt erforderlich und bedarf daher keiner Einwilligung.",
        "Wir verwenden keine Analyse-, Werbe- oder Tracking-Cookies, und keine andere Website setzt über unsere Seiten Cookies.",
      ],
    },
    {
      id: "processors",
      heading: "Wer Ihre Daten außerdem verarbeitet",
      text: [
        "Diese Unternehmen verarbeiten personenbezogene Daten für uns als Auftragsverarbeiter, nur nach unseren Weisungen und auf Grundlage von Verträgen, die das festlegen. Wir verkaufen Ihre Daten nicht und geben sie an niemanden sonst weiter, es sei denn, das Gesetz verlangt es.",
      ],
      list: [...processors, ...(takesCards ? [cardProcessor] : [])].map((processor) => ({
        term: processor.name,
        detail: processorDetail(processor),
      })),
    },
    {
      id: "your-rights",
      heading: "Ihre Rechte",
      text: [
        `Als betroffene Person haben Sie diese Rechte: Auskunft über die Daten, die wir über Sie gespeichert haben, mit einer Kopie davon; Berichtigung; Löschung; Einschränkung der Verarbeitung; Widerspruch, also zu verlangen, dass wir Ihre Daten nicht mehr verwenden; und Datenübertragbarkeit, also Ihre Daten in einer Datei zu erhalten, die Sie anderswohin mitnehmen können. Soweit wir uns auf Ihre Einwilligung stützen, können Sie sie widerrufen. Schreiben Sie an ${contactEmail}. Wir antworten innerhalb eines Monats, meist innerhalb weniger Tage, und verlangen dafür nichts.`,
        "Wenn Sie mit unserem Umgang mit Ihren Daten nicht zufrieden sind, können Sie sich bei der für uns zuständigen Aufsichtsbehörde beschweren, dem britischen Information Commissioner’s Office (ICO): ico.org.uk/make-a-complaint oder telefonisch unter 0303 123 1113 (aus dem Ausland +44 303 123 1113). Soweit für die Verarbeitung Ihrer Daten auch die Datenschutz-Grundverordnung der EU gilt (Art. 3 Abs. 2 DSGVO), können Sie sich außerdem bei einer Aufsichtsbehörde des EU-Mitgliedstaats beschweren, in dem Sie sich gewöhnlich aufhalten oder arbeiten oder in dem der mutmaßliche Verstoß stattfand (Art. 77 DSGVO). Gern würden wir die Sache aber zuerst selbst in Ordnung bringen.",
      ],
    },
    {
      id: "changes",
      heading: "Änderungen dieser Datenschutzerklärung",
      text: [
        `Wir haben diese Datenschutzerklärung zuletzt am ${GERMAN_NOTICE_UPDATED} geändert. Wenn sich ändert, welche Daten wir erheben oder wozu, sagen wir es zuerst hier.`,
      ],
    },
  ];
}
