import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * Each page's text as a reader would copy it: the pieces joined by single spaces. (pdf.js 6 has
 * no `isEvalSupported` any more: it never evaluates code from a file.)
 */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const loading = getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
  try {
    const file = await loading.promise;
    const pages: string[] = [];
    for (let number = 1; number <= file.numPages; number++) {
      const content = await (await file.getPage(number)).getTextContent();
      const pieces = content.items.map((item) => ("str" in item ? item.str : ""));
      pages.push(pieces.join(" ").replace(/\s+/g, " ").trim());
    }
    return pages;
  } finally {
    await loading.destroy();
  }
}
