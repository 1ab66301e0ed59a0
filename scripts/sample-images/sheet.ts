/** The drawing sheet: background, border, caption with notes and scale bar, title block. */
import { Lines, type Svg } from "./svg";

export interface SheetInfo {
  /** Project, service or article title, or the firm's name. */
  title: string;
  firm: string;
  /** The drawing's name, e.g. "FRONT ELEVATION". */
  drawing: string;
  /** "DRG 03". */
  number: string;
  scale: string;
  notes: readonly string[];
}

/** Rough advance width of DejaVu Sans capitals, as a share of the font size. */
export function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const ch of text) {
    if (ch === " ") units += 0.32;
    else if ("IJ.,:;'!|1".includes(ch)) units += 0.36;
    else if ("MW@&".includes(ch)) units += 0.9;
    else if (/[a-z]/.test(ch)) units += 0.6;
    else units += 0.7;
  }
  return units * size * (bold ? 1.08 : 1);
}

/** Splits text into at most `maxLines` lines that fit `width`, ending in an ellipsis if cut. */
export function wrap(
  text: string,
  size: number,
  width: number,
  maxLines: number,
  bold = false,
): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, size, bold) <= width || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines.map((line) => fitLine(line, size, width, bold));
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = fitLine(`${kept[maxLines - 1] ?? ""}\u2026`, size, width, bold, true);
  return kept;
}

function fitLine(
  line: string,
  size: number,
  width: number,
  bold: boolean,
  ellipsis = false,
): string {
  let text = line;
  let cut = ellipsis;
  while (text.length > 1 && textWidth(text, size, bold) > width) {
    text = text
      .replace(/\u2026$/, "")
      .slice(0, -1)
      .trimEnd();
    cut = true;
    text = `${text}\u2026`;
  }
  return cut && !text.endsWith("\u2026") ? `${text}\u2026` : text;
}

export function background(s: Svg): void {
  const t = s.theme;
  s.def(
    "v",
    `<radialGradient id="v" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="${t.bg}"/><stop offset=".7" stop-color="${t.bg}"/><stop offset="1" stop-color="${t.bgEdge}"/></radialGradient>`,
  );
  s.raw(`<rect width="1500" height="1000" fill="url(#v)"/>`);
  s.raw(`<rect x="36" y="36" width="1428" height="928" fill="${s.pattern("grid")}"/>`);
  s.rect(24, 24, 1452, 952, "f");
  s.rect(36, 36, 1428, 928, "m");
  // zone ticks on the border, as on a printed sheet
  const ticks = new Lines();
  for (let x = 36 + 238; x < 1464; x += 238) ticks.v(x, 24, 36).v(x, 964, 976);
  for (let y = 36 + 232; y < 964; y += 232) ticks.h(24, 36, y).h(1464, 1476, y);
  s.path(ticks.d, "f");
}

const TB = { x: 1000, y: 800, right: 1464, bottom: 964 };

export function titleBlock(s: Svg, info: SheetInfo): void {
  const { x, y, right, bottom } = TB;
  const w = right - x;
  s.rect(x, y, w, bottom - y, "b");
  const rowB = y + 64;
  const rowC = rowB + 48;
  const grid = new Lines()
    .h(x, right, rowB)
    .h(x, right, rowC)
    .v(x + 112, rowC, bottom)
    .v(x + 234, rowC, bottom);
  s.rect(x + 234, rowC, right - x - 234, bottom - rowC, "af");
  s.path(grid.d, "l");
  s.rect(x, y, w, bottom - y, "m");
  s.text(x + 12, y + 16, info.firm.toUpperCase(), { size: 11, cls: "t2", spacing: 1.5 });
  const title = info.title.toUpperCase();
  const one = [21, 19, 17].find((size) => textWidth(title, size, true) <= w - 24);
  if (one !== undefined) {
    s.text(x + 12, y + 47, title, { size: one, bold: true });
  } else {
    const lines = wrap(title, 15, w - 24, 2, true);
    lines.forEach((line, i) => {
      s.text(x + 12, y + 37 + i * 18, line, { size: 15, bold: true });
    });
  }
  s.text(x + 12, rowB + 15, "DRAWING", { size: 11, cls: "t2", spacing: 1.5 });
  const drawingSize = textWidth(info.drawing, 19, true) <= w - 24 ? 19 : 15;
  s.text(x + 12, rowB + 38, info.drawing, { size: drawingSize, bold: true });
  s.text(x + 12, rowC + 15, "DRG NO", { size: 11, cls: "t2", spacing: 1.5 });
  s.text(x + 12, rowC + 40, info.number, { size: 19, bold: true });
  s.text(x + 124, rowC + 15, "SCALE", { size: 11, cls: "t2", spacing: 1.5 });
  s.text(x + 124, rowC + 40, info.scale, { size: 17, bold: true });
  const mid = (x + 234 + right) / 2;
  s.text(mid, rowC + 24, "SAMPLE ILLUSTRATION", {
    size: 15.5,
    bold: true,
    anchor: "middle",
    cls: "ta",
  });
  s.text(mid, rowC + 41, "NOT A PHOTOGRAPH OF WORK", {
    size: 10,
    anchor: "middle",
    cls: "ta",
    spacing: 1,
  });
}

/** Caption under the drawing: reference bubble, name, scale bar and general notes. */
export function caption(s: Svg, info: SheetInfo): void {
  const x = 62;
  const y = 842;
  s.circle(x + 24, y, 24, "b m");
  s.line(x, y, x + 48, y, "l");
  s.text(x + 24, y - 6, "1", { size: 15, anchor: "middle", bold: true });
  s.text(x + 24, y + 18, "A1", { size: 12, anchor: "middle", cls: "t2" });
  const nameSize = textWidth(info.drawing, 25, true) <= 420 ? 25 : 20;
  s.text(x + 62, y + 2, info.drawing, { size: nameSize, bold: true, spacing: 0.5 });
  const nameWidth = textWidth(info.drawing, nameSize, true) + nameSize * 0.04 * info.drawing.length;
  s.line(x + 62, y + 12, x + 62 + nameWidth, y + 12, "m");
  s.text(x + 62, y + 34, `SCALE ${info.scale}`, { size: 13, cls: "t2", spacing: 1 });
  // scale bar
  const bx = x + 62;
  const by = y + 62;
  const seg = 34;
  for (let i = 0; i < 5; i++) s.rect(bx + i * seg, by, seg, 9, i % 2 === 0 ? "i l" : "l");
  const labels = ["0", "1", "2", "3", "4", "5m"];
  labels.forEach((label, i) => {
    s.text(bx + i * seg, by + 27, label, { size: 11, anchor: "middle", cls: "t2" });
  });
  // notes
  const nx = Math.max(520, x + 62 + nameWidth + 50);
  const maxWidth = 975 - nx;
  if (maxWidth < 200) return;
  s.text(nx, y - 16, "NOTES", { size: 12, bold: true, spacing: 1.5 });
  let line = 0;
  info.notes.forEach((note, i) => {
    const wrapped = wrap(note, 12, maxWidth - 22, 2);
    wrapped.forEach((text, j) => {
      if (line >= 6) return;
      if (j === 0) s.text(nx, y + 4 + line * 18, `${i + 1}.`, { size: 12, cls: "t2" });
      s.text(nx + 22, y + 4 + line * 18, text, { size: 12, cls: "t2" });
      line += 1;
    });
  });
  s.line(nx, y - 8, nx + Math.min(maxWidth, 300), y - 8, "f");
}
