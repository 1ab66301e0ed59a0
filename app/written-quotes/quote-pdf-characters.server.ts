/**
 * The PDF's fonts are the standard Helvetica, which every reader has, so nothing is embedded: it
 * has the characters of Windows-1252 (WinAnsi) only, and any other comes out as a wrong glyph
 * over its neighbours. Text is put into those characters first: "Łukasz Dąbrowski" is printed
 * "Lukasz Dabrowski", an emoji "?".
 */

/** WinAnsi's characters beyond Latin-1, at 0x80-0x9F. */
const windowsExtras = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Letters with no accent to take off, and signs with a plain spelling. */
const nearest: Record<string, string> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  "≤": "<=",
  "≥": ">=",
  "≠": "!=",
  "−": "-",
  "‐": "-",
  "‑": "-",
  "‒": "-",
  "′": "'",
  "″": '"',
  "\u200b": "",
  "\u200d": "",
  "\ufeff": "",
};

const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (
    char === "\n" ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    windowsExtras.has(char)
  );
};

function nearestWinAnsi(char: string): string {
  if (isWinAnsi(char)) return char;
  const named = nearest[char];
  if (named !== undefined) return named;
  if (/\p{Cc}|\p{Zs}/u.test(char)) return " ";
  const unaccented = char.normalize("NFD").replace(/\p{M}/gu, "");
  return unaccented !== "" && [...unaccented].every(isWinAnsi) ? unaccented : "?";
}

/** `text` in the characters the PDF's fonts have. */
const winAnsi = (text: string) =>
  Array.from(text.replace(/\r\n?/g, "\n").normalize("NFC"), nearestWinAnsi).join("");

/** Every string in `value` (a quote, an acceptance) put into WinAnsi. */
export function printable<T>(value: T): T {
  if (typeof value === "string") return winAnsi(value) as T;
  if (Array.isArray(value)) return value.map(printable) as T;
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, printable(item)]),
    ) as T;
  return value;
}
