import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { dayRange, shortDay, studioDay } from "~/config/calendar-day";
import { companyRegistration } from "~/config/company-registration";
import { formatVatRate, printedIban } from "~/config/money";
import { invoiceMoney } from "./invoice-money";
import { countryName } from "~/config/postal-address";
import { savedLocale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { inLocale } from "~/i18n/request-locale.server";
import type { InvoiceDocument } from "./invoice-document";

/**
 * Noto Sans, from the npm registry: a typeface with every letter of the Latin, Greek and Cyrillic
 * alphabets, so that a buyer's name is printed as they wrote it (the PDF's standard fonts know
 * only Western European letters; the site's own faces are variable fonts pdfkit cannot embed).
 * Embedded, as an archived document needs (decision 66).
 */
const require = createRequire(import.meta.url);
const fonts = {
  regular: require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf"),
};

/** An invoice's or credit note's words, in its own language: worked out before drawing, so the drawing needs no language. */
function wordsOf(document: InvoiceDocument, corrected?: Pick<InvoiceDocument, "number" | "issuedAt">) {
  const credit = document.kind === "credit-note";
  const money = (minor: number) => invoiceMoney(minor, document.currency);
  const issued = shortDay(studioDay(document.issuedAt));
  const rate = document.lines[0]?.vatRatePercent ?? 0;
  return {
    title: credit ? m.credit_note_title() : m.invoice_title(),
    fileName: credit ? m.credit_note_file_name({ number: document.number }) : m.invoice_file_name({ number: document.number }),
    seller: [
      ...document.seller.address,
      countryName(document.seller.country),
      // The studio's is a UK number, which German has no word of its own for (USt-IdNr. is an EU one's).
      ...(document.seller.vatNumber ? [m.invoice_seller_vat_number({ number: document.seller.vatNumber })] : []),
      companyRegistration(document.seller.registration),
      document.seller.email,
    ],
    billedTo: m.invoice_billed_to(),
    buyer: [
      ...(document.buyer.company ? [document.buyer.company] : []),
      document.buyer.name,
      ...(document.buyer.address ?? []),
      ...(document.buyer.country ? [countryName(document.buyer.country)] : []),
      ...(document.buyer.vatNumber ? [m.invoice_vat_number({ number: document.buyer.vatNumber })] : []),
      document.buyer.email,
    ],
    facts: [
      [credit ? m.credit_note_number() : m.invoice_number(), document.number],
      [credit ? m.credit_note_issued() : m.invoice_issued(), issued],
      [m.invoice_supplied(), dayRange(document.suppliedFrom, document.suppliedTo)],
      [document.teamOrderId ? m.invoice_order() : m.invoice_booking(), document.lines.map((line) => line.reference).join(", ")],
      ...(document.purchaseOrder ? [[m.invoice_purchase_order(), document.purchaseOrder]] : []),
    ] as [string, string][],
    corrects: corrected ? m.credit_note_corrects({ number: corrected.number, day: shortDay(studioDay(corrected.issuedAt)) }) : undefined,
    columns: [
      m.invoice_column_description(),
      m.invoice_column_quantity(),
      m.invoice_column_unit_price(),
      m.invoice_column_net(),
      m.invoice_column_vat_rate(),
      m.invoice_column_vat(),
      m.invoice_column_total(),
    ],
    rows: document.lines.map((line) => [
      (line.quantity > 1 ? m.invoice_line_seats : m.invoice_line)({ course: line.course, reference: line.reference }),
      String(line.quantity),
      money(Math.round(line.net / line.quantity)),
      money(line.net),
      // Under reverse charge no rate is charged here: "0%" would read as zero-rated, a UK supply.
      document.vatTreatment === "reverse-charge" ? "—" : formatVatRate(line.vatRatePercent),
      money(line.vat),
      money(line.total),
    ]),
    sums: [
      [m.invoice_net_total(), money(document.net)],
      [rate > 0 ? m.invoice_vat_total({ rate: formatVatRate(rate) }) : m.invoice_vat_total_none(), money(document.vat)],
      [m.invoice_total(), money(document.total)],
    ] as [string, string][],
    notes: [
      ...document.lines.flatMap((line) =>
        line.voucher
          ? [
              (document.vatTreatment === "reverse-charge" ? m.invoice_voucher_note_net : m.invoice_voucher_note)({
                code: line.voucher.code,
                discount: money(Math.abs(line.voucher.discount)),
              }),
            ]
          : [],
      ),
      ...(document.vatTreatment === "reverse-charge" ? [m.invoice_reverse_charge()] : []),
      ...(document.vatTreatment === "none" ? [m.invoice_no_vat()] : []),
      ...(credit ? [creditNote(document.reason)] : paymentNotes(document, issued, money)),
    ],
  };
}

/**
 * How an invoice stands with its payment: paid on the day it was issued, or, issued before it
 * was paid (a team order on invoice), to be paid by its last day, quoting the order, into the
 * studio's account when the invoice names one.
 */
function paymentNotes(document: InvoiceDocument, issued: string, money: (amount: number) => string): string[] {
  if (!document.dueOn) return [m.invoice_paid({ day: issued })];
  const reference = document.lines.map((line) => line.reference).join(", ");
  const due = m.invoice_due({ amount: money(document.total), day: shortDay(document.dueOn), reference });
  const bank = document.seller.bank;
  return bank ? [due, m.invoice_pay_to({ payee: bank.payee, iban: printedIban(bank.iban) })] : [due];
}

/** Reasons of a credit note that cancels an invoice never paid: nothing goes back (decision 69). */
const UNPAID_REASONS: ReadonlySet<string> = new Set(["expired", "cohort-cancelled-unpaid"]);

/** A credit note's closing words: what goes back and why, or that an unpaid invoice is cancelled and nothing is owed. */
function creditNote(reason: string | null): string {
  if (reason && UNPAID_REASONS.has(reason)) return m.credit_note_cancels_unpaid({ reason: reasonWords(reason) });
  return m.credit_note_refund({ reason: reasonWords(reason) });
}

/** A credit note's reason as the buyer reads it: the refund reasons the site gives, or the studio's own refund. */
function reasonWords(reason: string | null): string {
  if (reason === "withdrawn") return m.credit_note_reason_withdrawn();
  if (reason === "moved") return m.credit_note_reason_moved();
  if (reason === "expired") return m.credit_note_reason_expired();
  if (reason === "cohort-cancelled" || reason === "cohort-cancelled-unpaid") return m.credit_note_reason_cohort_cancelled();
  if (reason?.startsWith("staff:")) return m.credit_note_reason_studio();
  return m.credit_note_reason_cancelled();
}

const A4 = { width: 595.28, margin: 56 };
const INK = "#111827";
const MUTED = "#4b5563";
/** The table's columns: the description takes what the five figures leave. */
const FIGURE_WIDTHS = [36, 64, 60, 58, 56, 62];

/**
 * Draws an invoice or credit note as a PDF (decision 66), in the language it was issued in,
 * from what it keeps: the same document, byte for byte in its text, every time it is drawn.
 * `corrected` is the invoice a credit note names. Resolves to the file and its name.
 */
export async function invoicePdf(
  document: InvoiceDocument,
  corrected?: Pick<InvoiceDocument, "number" | "issuedAt">,
): Promise<{ pdf: Buffer; fileName: string }> {
  const words = inLocale(savedLocale(document.locale), () => wordsOf(document, corrected));
  const pdf = new PDFDocument({
    size: "A4",
    margin: A4.margin,
    pdfVersion: "1.7",
    lang: document.locale,
    displayTitle: true,
    info: { Title: `${words.title} ${document.number}`, Author: document.seller.name, CreationDate: document.issuedAt },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on("end", resolve);
    pdf.on("error", reject);
  });
  pdf.registerFont("regular", fonts.regular);
  pdf.registerFont("bold", fonts.bold);
  draw(pdf, document, words);
  pdf.end();
  await ended;
  return { pdf: Buffer.concat(chunks), fileName: words.fileName };
}

function draw(pdf: PDFKit.PDFDocument, document: InvoiceDocument, words: ReturnType<typeof wordsOf>) {
  const left = A4.margin;
  const right = A4.width - A4.margin;
  const width = right - left;
  // The seller, and the document's title and number beside it.
  pdf
    .fillColor(INK)
    .font("bold")
    .fontSize(14)
    .text(document.seller.name, left, A4.margin, { width: width / 2 });
  pdf.font("regular").fontSize(9).fillColor(MUTED);
  for (const line of words.seller) pdf.text(line, { width: width / 2 });
  const sellerEnd = pdf.y;
  pdf
    .fillColor(INK)
    .font("bold")
    .fontSize(20)
    .text(words.title, left + width / 2, A4.margin, { width: width / 2, align: "right" });
  pdf
    .font("regular")
    .fontSize(11)
    .text(document.number, { width: width / 2, align: "right" });
  // The buyer, and the document's facts beside them.
  const blockTop = Math.max(sellerEnd, pdf.y) + 28;
  pdf
    .font("bold")
    .fontSize(10)
    .fillColor(INK)
    .text(words.billedTo, left, blockTop, { width: width / 2 - 12 });
  pdf.font("regular");
  for (const line of words.buyer) pdf.text(line, { width: width / 2 - 12 });
  const buyerEnd = pdf.y;
  pdf.y = blockTop;
  for (const [label, value] of words.facts) {
    const top = pdf.y;
    pdf.font("bold").text(label, left + width / 2, top, { width: 0.24 * width });
    const labelEnd = pdf.y;
    pdf.font("regular").text(value, left + 0.74 * width, top, { width: 0.26 * width, align: "right" });
    pdf.y = Math.max(labelEnd, pdf.y) + 2;
  }
  if (words.corrects) pdf.font("bold").text(words.corrects, left + width / 2, pdf.y + 4, { width: width / 2, align: "right" });
  // The positions.
  let y = Math.max(buyerEnd, pdf.y) + 28;
  const descriptionWidth = width - FIGURE_WIDTHS.reduce((sum, each) => sum + each, 0);
  const widths = [descriptionWidth, ...FIGURE_WIDTHS];
  const row = (cells: string[], font: "regular" | "bold") => {
    let x = left;
    let bottom = y;
    pdf.font(font).fontSize(9);
    cells.forEach((cell, index) => {
      pdf.text(cell, x + (index === 0 ? 0 : 4), y, {
        width: widths[index]! - (index === 0 ? 4 : 4),
        align: index === 0 ? "left" : "right",
      });
      bottom = Math.max(bottom, pdf.y);
      x += widths[index]!;
    });
    y = bottom + 6;
  };
  row(words.columns, "bold");
  pdf
    .moveTo(left, y - 3)
    .lineTo(right, y - 3)
    .lineWidth(0.5)
    .strokeColor(MUTED)
    .stroke();
  for (const cells of words.rows) row(cells, "regular");
  pdf
    .moveTo(left, y - 3)
    .lineTo(right, y - 3)
    .stroke();
  // The sums, right-aligned under the figures.
  y += 6;
  for (const [index, [label, value]] of words.sums.entries()) {
    const last = index === words.sums.length - 1;
    pdf.font(last ? "bold" : "regular").fontSize(last ? 11 : 10);
    pdf.text(label, left + width / 2, y, { width: width / 4 });
    pdf.text(value, left + (3 * width) / 4, y, { width: width / 4, align: "right" });
    y = pdf.y + 4;
  }
  // What the buyer should know: how VAT stands, and that it is paid or what becomes of a credit.
  y += 20;
  pdf.font("regular").fontSize(10).fillColor(INK);
  for (const note of words.notes) {
    pdf.text(note, left, y, { width });
    y = pdf.y + 6;
  }
}
