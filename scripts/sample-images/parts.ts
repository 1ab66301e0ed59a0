/** Drawing parts shared by several kinds: dimensions, levels, notes, trees, windows, doors. */
import type { Rng } from "./random";
import { textWidth } from "./sheet";
import { Lines, n, type Point, pathOf, rectPath, type Svg } from "./svg";

/** A millimetre figure as drawings write it: rounded to 5 mm. */
export function mm(value: number): string {
  return String(Math.round(value / 5) * 5);
}

/** A level in metres with sign and three decimals, e.g. "+2.700". */
export function metres(valueMm: number): string {
  const value = Math.round(valueMm) / 1000;
  const sign = value > 0 ? "+" : value < 0 ? "-" : "\u00b1";
  return `${sign}${Math.abs(value).toFixed(3)}`;
}

function tick(lines: Lines, x: number, y: number): void {
  lines.move(x - 6, y + 6, x + 6, y - 6);
}

/** Horizontal dimension; `ref` is the y of the object edge the extension lines come from. */
export function dimH(s: Svg, x1: number, x2: number, y: number, label: string, ref?: number): void {
  const ext = new Lines();
  if (ref !== undefined) {
    const dir = ref > y ? -1 : 1;
    ext.v(x1, ref - dir * 8, y - dir * 9).v(x2, ref - dir * 8, y - dir * 9);
  }
  ext.h(x1 - 9, x2 + 9, y);
  s.path(ext.d, "d");
  const ticks = new Lines();
  tick(ticks, x1, y);
  tick(ticks, x2, y);
  s.path(ticks.d, "l");
  s.text((x1 + x2) / 2, y - 8, label, { size: 15, anchor: "middle", cls: "t2" });
}

/** A run of horizontal dimensions sharing one line. */
export function dimChainH(
  s: Svg,
  xs: readonly number[],
  y: number,
  labels: readonly string[],
  ref?: number,
): void {
  for (let i = 0; i + 1 < xs.length; i++) {
    const a = xs[i] as number;
    const b = xs[i + 1] as number;
    dimH(s, a, b, y, labels[i] ?? "", ref);
  }
}

/** Vertical dimension; `ref` is the x of the object edge. Text reads bottom to top. */
export function dimV(s: Svg, y1: number, y2: number, x: number, label: string, ref?: number): void {
  const ext = new Lines();
  if (ref !== undefined) {
    const dir = ref > x ? -1 : 1;
    ext.h(ref - dir * 8, x - dir * 9, y1).h(ref - dir * 8, x - dir * 9, y2);
  }
  ext.v(x, y1 - 9, y2 + 9);
  s.path(ext.d, "d");
  const ticks = new Lines();
  tick(ticks, x, y1);
  tick(ticks, x, y2);
  s.path(ticks.d, "l");
  s.text(x - 8, (y1 + y2) / 2, label, { size: 15, anchor: "middle", cls: "t2", rotate: -90 });
}

export function dimChainV(
  s: Svg,
  ys: readonly number[],
  x: number,
  labels: readonly string[],
  ref?: number,
): void {
  for (let i = 0; i + 1 < ys.length; i++) {
    dimV(s, ys[i] as number, ys[i + 1] as number, x, labels[i] ?? "", ref);
  }
}

/** A level marker: a datum line, a half-filled triangle and the level above it. */
export function level(
  s: Svg,
  x: number,
  y: number,
  value: string,
  name: string,
  length = 150,
): void {
  s.line(x, y, x + length, y, "d");
  s.path(`M${n(x + 14)} ${n(y)}l-9 -13h18z`, "i2");
  s.text(x + 30, y - 7, `${value} ${name}`, { size: 14, cls: "t2" });
}

/** A note with a leader line from a dot on the object. */
export function leader(
  s: Svg,
  tx: number,
  ty: number,
  lxWanted: number,
  ly: number,
  text: string | string[],
): void {
  const lines = Array.isArray(text) ? text : [text];
  const width = Math.max(...lines.map((line) => textWidth(line, 14))) + 22;
  const right = lxWanted >= tx;
  // keep the note inside the sheet border
  const lx = right ? Math.min(lxWanted, 1448 - width) : Math.max(lxWanted, 52 + width);
  const shoulder = right ? 16 : -16;
  s.path(`M${n(tx)} ${n(ty)}L${n(lx)} ${n(ly)}h${n(shoulder)}`, "d");
  s.circle(tx, ty, 3.5, "i2");
  lines.forEach((line, i) => {
    s.text(lx + shoulder + (right ? 6 : -6), ly + 5 + i * 17, line, {
      size: 14,
      anchor: right ? "start" : "end",
      cls: "t",
    });
  });
}

/** A circled label such as a room tag, grid line or manhole name. */
export function bubble(s: Svg, x: number, y: number, r: number, text: string, cls = "b m"): void {
  s.circle(x, y, r, cls);
  s.text(x, y + r * 0.38, text, { size: r * 1.05, anchor: "middle", bold: true });
}

export function northArrow(s: Svg, x: number, y: number, r: number, angle: number): void {
  s.circle(x, y, r, "l");
  s.open(`transform="rotate(${n(angle)} ${n(x)} ${n(y)})"`);
  s.path(
    `M${n(x)} ${n(y - r * 0.85)}L${n(x + r * 0.38)} ${n(y + r * 0.6)}L${n(x)} ${n(y + r * 0.32)}Z`,
    "i",
  );
  s.path(
    `M${n(x)} ${n(y - r * 0.85)}L${n(x - r * 0.38)} ${n(y + r * 0.6)}L${n(x)} ${n(y + r * 0.32)}Z`,
    "m",
  );
  s.text(x, y - r - 10, "N", { size: r * 0.55, anchor: "middle", bold: true });
  s.close();
}

/** A scalloped outline around an ellipse: tree canopies and shrubs. */
export function scallop(
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
): string {
  const points: Point[] = [];
  const start = rng.range(0, Math.PI);
  for (let i = 0; i < count; i++) {
    const a = start + (i / count) * Math.PI * 2 + rng.range(-0.12, 0.12);
    const k = rng.range(0.9, 1.04);
    points.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  let d = `M${n(points[0]?.[0] ?? cx)} ${n(points[0]?.[1] ?? cy)}`;
  for (let i = 0; i < count; i++) {
    const p = points[(i + 1) % count] as Point;
    const q = points[i] as Point;
    const chord = Math.hypot(p[0] - q[0], p[1] - q[1]);
    d += `A${n(chord * 0.62)} ${n(chord * 0.62)} 0 0 1 ${n(p[0])} ${n(p[1])}`;
  }
  return `${d}Z`;
}

/** A tree in elevation standing on groundY, h tall. */
export function treeElev(s: Svg, rng: Rng, x: number, groundY: number, h: number): void {
  const rx = h * rng.range(0.3, 0.38);
  const ry = h * rng.range(0.34, 0.4);
  const cy = groundY - h + ry;
  const canopy = scallop(rng, x, cy, rx, ry, rng.int(11, 15));
  s.path(canopy, "s l");
  const trunkTop = cy + ry * 0.2;
  const w = h * 0.025;
  s.path(
    `M${n(x - w * 1.6)} ${n(groundY)}L${n(x - w)} ${n(trunkTop)}M${n(x + w * 1.6)} ${n(groundY)}L${n(x + w)} ${n(trunkTop)}`,
    "l",
  );
  const branches = new Lines()
    .move(x, trunkTop, x - rx * 0.45, cy - ry * 0.35)
    .move(x, trunkTop + 10, x + rx * 0.5, cy - ry * 0.15)
    .move(x - rx * 0.2, cy, x - rx * 0.55, cy + ry * 0.15);
  s.path(branches.d, "f");
}

/** A tree in plan: scalloped canopy, trunk dot and a few branch strokes. */
export function treePlan(s: Svg, rng: Rng, x: number, y: number, r: number): void {
  s.path(scallop(rng, x, y, r, r, rng.int(9, 13)), "s l");
  const lines = new Lines();
  const count = 5;
  const start = rng.range(0, 1);
  for (let i = 0; i < count; i++) {
    const a = start + (i / count) * Math.PI * 2;
    lines.move(x, y, x + Math.cos(a) * r * 0.55, y + Math.sin(a) * r * 0.55);
  }
  s.path(lines.d, "f");
  s.circle(x, y, 3, "i");
}

export function shrubPlan(s: Svg, rng: Rng, x: number, y: number, r: number): void {
  s.path(scallop(rng, x, y, r, r, rng.int(6, 8)), "l");
}

/** A scale figure, h tall, standing at (x, groundY). */
export function person(s: Svg, x: number, groundY: number, h: number, facing = 1): void {
  const head = h * 0.065;
  const neck = groundY - h + head * 2;
  const hip = groundY - h * 0.48;
  const d = new Lines()
    .move(x, neck, x + facing * h * 0.01, hip)
    .move(x + facing * h * 0.01, hip, x - h * 0.07, groundY)
    .move(x + facing * h * 0.01, hip, x + h * 0.09, groundY)
    .move(x, neck + h * 0.05, x - h * 0.1, hip + h * 0.02)
    .move(x, neck + h * 0.05, x + facing * h * 0.12, hip - h * 0.02);
  s.path(d.d, "l");
  s.circle(x, groundY - h + head, head, "l");
}

/** Ground line with a band of earth hatching below it. */
export function ground(s: Svg, x1: number, x2: number, y: number, depth = 22): void {
  s.fillRect(x1, y, x2 - x1, depth, "soil");
  s.line(x1, y, x2, y, "k");
}

export type WindowType = "sash" | "casement" | "fixed";
export type WindowHead = "soldier" | "stone" | "arch" | "none";

export interface WindowOptions {
  type: WindowType;
  /** Vertical glazing bars per sash/leaf. */
  bars?: number;
  sill?: boolean;
  head?: WindowHead;
  leaves?: number;
  /** Leave out the glint and the opening triangle (for small repeated windows). */
  plain?: boolean;
}

/** A window in elevation with frame, glazing, sill and head. */
export function windowElev(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  o: WindowOptions,
): void {
  const head = o.head ?? "none";
  if (head === "soldier") {
    s.rect(x - 6, y - 17, w + 12, 17, "s l");
    const joints = new Lines();
    for (let jx = x - 6 + 9; jx < x + w + 6 - 4; jx += 9) joints.v(jx, y - 17, y);
    s.path(joints.d, "f");
  } else if (head === "stone") {
    s.rect(x - 12, y - 20, w + 24, 20, "s l");
  } else if (head === "arch") {
    const rise = Math.min(w * 0.18, 28);
    s.path(`M${n(x - 6)} ${n(y)}Q${n(x + w / 2)} ${n(y - rise * 2)} ${n(x + w + 6)} ${n(y)}`, "l");
    s.path(
      `M${n(x - 14)} ${n(y + 2)}Q${n(x + w / 2)} ${n(y - rise * 2 - 26)} ${n(x + w + 14)} ${n(y + 2)}`,
      "l",
    );
  }
  s.rect(x, y, w, h, "G m");
  const fw = Math.max(5, Math.min(w, h) * 0.05);
  // frames and glazing bars share one path
  const inner = new Lines();
  const bars = o.bars ?? 0;
  if (o.type === "sash") {
    const meet = y + h * 0.5;
    inner.add(rectPath(x + fw, y + fw, w - 2 * fw, meet - y - fw));
    inner.add(rectPath(x + fw, meet, w - 2 * fw, y + h - fw - meet));
    for (let i = 1; i <= bars; i++) {
      const bx = x + fw + ((w - 2 * fw) * i) / (bars + 1);
      inner.v(bx, y + fw, y + h - fw);
    }
  } else if (o.type === "casement") {
    const leaves = o.leaves ?? (w > h * 1.1 ? 3 : 2);
    const transom = y + h * 0.3;
    inner.add(rectPath(x + fw, y + fw, w - 2 * fw, h - 2 * fw));
    inner.h(x + fw, x + w - fw, transom);
    for (let i = 1; i < leaves; i++) inner.v(x + (w * i) / leaves, y + fw, y + h - fw);
    // opening leaf: dashed hinge triangle (hinged on the outer edge), where it can be seen
    const lw = w / leaves;
    if (lw > 28 && !o.plain) {
      s.path(
        `M${n(x + fw)} ${n(transom + 4)}L${n(x + lw - 6)} ${n((transom + y + h - fw) / 2)}L${n(x + fw)} ${n(y + h - fw - 4)}`,
        "h",
      );
    }
    for (let i = 1; i <= bars; i++) {
      const by = transom + ((y + h - fw - transom) * i) / (bars + 1);
      inner.h(x + fw, x + w - fw, by);
    }
  } else {
    inner.add(rectPath(x + fw, y + fw, w - 2 * fw, h - 2 * fw));
    for (let i = 1; i <= bars; i++) inner.v(x + (w * i) / (bars + 1), y + fw, y + h - fw);
  }
  s.path(inner.d, "l");
  // a glint on the glass
  const gx = x + w * 0.22;
  const gy = y + h * 0.18;
  if (Math.min(w, h) > 36 && !o.plain) {
    const glint = new Lines()
      .move(gx, gy + h * 0.1, gx + Math.min(w, h) * 0.12, gy)
      .move(gx + 6, gy + h * 0.16, gx + 6 + Math.min(w, h) * 0.16, gy + 2);
    s.path(glint.d, "f");
  }
  if (o.sill ?? true) s.rect(x - 9, y + h, w + 18, 9, "s m");
}

export type DoorStyle = "panel4" | "panel6" | "glazed" | "strip" | "plain";

/** A door in elevation standing on y (its threshold). */
export function doorElev(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  style: DoorStyle,
  fanlight = false,
): void {
  const top = y - h;
  if (fanlight) {
    const fh = Math.max(28, w * 0.38);
    s.rect(x, top - fh, w, fh, "G m");
    const bars = new Lines();
    for (let i = 1; i < 4; i++) bars.v(x + (w * i) / 4, top - fh + 4, top - 4);
    s.path(bars.d, "f");
  }
  s.rect(x, top, w, h, "S m");
  const fw = Math.max(5, w * 0.07);
  const lx = x + fw;
  const lw = w - 2 * fw;
  const ly = top + fw;
  const lh = h - fw;
  const pad = lw * 0.14;
  const panels: [number, number, number, number, string][] = [];
  if (style === "panel4" || style === "panel6") {
    const rows = style === "panel4" ? 2 : 3;
    const pw = (lw - pad * 3) / 2;
    const ph = (lh - pad * (rows + 1)) / rows;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < 2; c++) {
        const tall = style === "panel6" && r === 1 ? ph * 1.2 : style === "panel6" ? ph * 0.9 : ph;
        const py = ly + pad + r * (ph + pad) + (style === "panel6" && r === 2 ? ph * 0.2 : 0);
        panels.push([lx + pad + c * (pw + pad), py, pw, tall, "l"]);
      }
    }
  } else if (style === "glazed") {
    panels.push([lx + pad, ly + pad, lw - 2 * pad, lh * 0.45, "g l"]);
    panels.push([lx + pad, ly + lh * 0.55, lw - 2 * pad, lh * 0.45 - pad, "l"]);
  } else if (style === "strip") {
    panels.push([lx + lw * 0.62, ly + pad, lw * 0.18, lh - 2 * pad, "g l"]);
  }
  const outlines = new Lines().add(rectPath(lx, ly, lw, lh));
  for (const [px, py, pw, ph, cls] of panels) {
    if (cls === "l") outlines.add(rectPath(px, py, pw, ph));
    else s.rect(px, py, pw, ph, cls);
  }
  s.path(outlines.d, "l");
  if (style === "plain" || style === "strip") {
    const grooves = new Lines();
    for (let i = 1; i < 4; i++)
      grooves.h(lx + pad * 0.6, lx + lw * (style === "strip" ? 0.52 : 0.86), ly + (lh * i) / 4);
    s.path(grooves.d, "f");
  }
  s.line(lx + lw * 0.12, y - h * 0.47, lx + lw * 0.12, y - h * 0.4, "m");
  s.rect(x - 10, y - 2, w + 20, 8, "s l");
}

/** Courses (horizontal lines) clipped to an outline: slates, tiles, cladding. */
export function courses(
  s: Svg,
  outline: string,
  x1: number,
  x2: number,
  y1: number,
  y2: number,
  gap: number,
): void {
  const lines = new Lines();
  for (let y = y2 - gap; y > y1; y -= gap) lines.h(x1, x2, y);
  s.clipped(outline, () => s.path(lines.d, "f"));
}

/** Two chimney pots on a stack of width w whose top is at y. */
export function chimney(s: Svg, x: number, y: number, w: number, h: number, pots = 2): void {
  s.rect(x, y, w, h, "s m");
  s.rect(x - 6, y, w + 12, 10, "m");
  const pw = Math.min(22, w / (pots + 1));
  for (let i = 0; i < pots; i++) {
    const px = x + (w * (i + 1)) / (pots + 1) - pw / 2;
    s.path(
      pathOf([
        [px, y],
        [px + 3, y - 30],
        [px + pw - 3, y - 30],
        [px + pw, y],
      ]),
      "s m",
    );
  }
}

/** A plain rectangle outline as a path string helper re-exported for drawers. */
export { rectPath };

/** A sliding door or window set in elevation: panels, meeting stiles and slide arrows. */
export function slidingElev(
  s: Svg,
  x: number,
  yBottom: number,
  w: number,
  h: number,
  panels: number,
): void {
  const top = yBottom - h;
  s.rect(x, top, w, h, "G m");
  const frame = Math.max(6, w * 0.012);
  const pw = (w - 2 * frame) / panels;
  const lines = new Lines().add(rectPath(x + frame, top + frame, w - 2 * frame, h - 2 * frame));
  const arrows = new Lines();
  for (let i = 0; i < panels; i++) {
    const px = x + frame + i * pw;
    if (i > 0) lines.v(px, top + frame, yBottom - frame);
    lines.add(rectPath(px + 6, top + frame + 6, pw - 12, h - 2 * frame - 12));
    const ay = top + h * 0.55;
    if (i % 2 === 0 && i < panels - 1) {
      arrows
        .move(px + pw * 0.25, ay, px + pw * 0.75, ay)
        .move(px + pw * 0.75 - 10, ay - 7, px + pw * 0.75, ay)
        .move(px + pw * 0.75 - 10, ay + 7, px + pw * 0.75, ay);
    } else if (i % 2 === 1) {
      arrows
        .move(px + pw * 0.75, ay, px + pw * 0.25, ay)
        .move(px + pw * 0.25 + 10, ay - 7, px + pw * 0.25, ay)
        .move(px + pw * 0.25 + 10, ay + 7, px + pw * 0.25, ay);
    }
  }
  s.path(lines.d, "l");
  s.path(arrows.d, "a");
  s.rect(x - 8, yBottom - 2, w + 16, 8, "s l");
}

/** A wall or roof build-up: layers as bands, each labelled on the right without crossings. */
export function buildUp(
  s: Svg,
  box: { x: number; y: number; w: number; h: number },
  title: string,
  layers: readonly (readonly [string, number, string])[],
  scale: number,
  caption: string,
): void {
  s.text(box.x, box.y - 16, title, { size: 17, bold: true, spacing: 2 });
  s.rect(box.x, box.y, box.w, box.h, "b m");
  const total = layers.reduce((sum, [, t]) => sum + Math.max(t * scale, 6), 0);
  let ly = box.y + (box.h - total) / 2;
  const bandX = box.x + 24;
  const bandW = 120;
  layers.forEach(([name, t, pattern], i) => {
    const h = Math.max(t * scale, 6);
    if (pattern) s.fillRect(bandX, ly, bandW, h, pattern);
    s.rect(bandX, ly, bandW, h, "l");
    const labelY = box.y + 60 + (i * (box.h - 120)) / Math.max(1, layers.length - 1);
    s.path(
      `M${n(bandX + bandW - 20)} ${n(ly + h / 2)}L${n(bandX + bandW + 40)} ${n(labelY)}h14`,
      "d",
    );
    s.circle(bandX + bandW - 20, ly + h / 2, 3, "i2");
    s.text(bandX + bandW + 60, labelY + 5, name, { size: 13 });
    ly += h;
  });
  s.text(box.x + box.w - 14, box.y + box.h - 14, caption, {
    size: 12,
    anchor: "end",
    cls: "t2",
    bold: true,
  });
}
