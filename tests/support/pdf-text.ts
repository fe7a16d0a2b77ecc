// pdfjs-dist 4's build for Node without a DOM (its 5 and 6 need Node 22; decision 66).
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * A PDF's text, page by page, its runs joined by single spaces: what a reader's PDF viewer would
 * let them copy, whatever lines a narrow column broke it into.
 */
export async function pdfText(file: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(file), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ("str" in item ? item.str : ""))
        .join(" ")
        .replace(/\s+/g, " ")
        .trim(),
    );
  }
  await document.destroy();
  return pages.join("\n\f\n");
}
