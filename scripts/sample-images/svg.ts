import { stylesheet, type Theme } from "./theme";

export type Point = readonly [number, number];

/** A coordinate to the nearest half unit (a third of a pixel on a 1500 px image), never "-0": keeps files small and stable. */
export function n(value: number): string {
  const rounded = Math.round(value * 2) / 2;
  return String(rounded === 0 ? 0 : rounded);
}

export function esc(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export interface TextOptions {
  size?: number;
  anchor?: "start" | "middle" | "end";
  cls?: string;
  bold?: boolean;
  /** Degrees, about the text's own anchor point. */
  rotate?: number;
  spacing?: number;
}

/** Builds one SVG document as a list of strings; pattern and clip definitions are shared. */
export class Svg {
  private readonly body: string[] = [];
  private readonly defs = new Map<string, string>();
  private clips = 0;

  constructor(readonly theme: Theme) {}

  raw(markup: string): void {
    this.body.push(markup);
  }

  /** A position in the drawing order, to insert things behind what comes later. */
  mark(): number {
    return this.body.length;
  }

  /** Draws into an earlier position (see mark()). */
  insertAt(position: number, draw: () => void): void {
    const tail = this.body.splice(position);
    draw();
    this.body.push(...tail);
  }

  line(x1: number, y1: number, x2: number, y2: number, cls = "m"): void {
    this.body.push(`<path class="${cls}" d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}"/>`);
  }

  path(d: string, cls = "m"): void {
    if (d) this.body.push(`<path class="${cls}" d="${d}"/>`);
  }

  rect(x: number, y: number, w: number, h: number, cls = "m", radius = 0): void {
    const r = radius > 0 ? ` rx="${n(radius)}"` : "";
    this.body.push(
      `<rect class="${cls}" x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r}/>`,
    );
  }

  /** A rectangle filled with a named pattern (see patterns.ts). */
  fillRect(x: number, y: number, w: number, h: number, pattern: string): void {
    this.body.push(
      `<rect fill="${this.pattern(pattern)}" x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/>`,
    );
  }

  fillPath(d: string, pattern: string): void {
    this.body.push(`<path fill="${this.pattern(pattern)}" d="${d}"/>`);
  }

  circle(cx: number, cy: number, r: number, cls = "m"): void {
    this.body.push(`<circle class="${cls}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/>`);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, cls = "m"): void {
    this.body.push(
      `<ellipse class="${cls}" cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"/>`,
    );
  }

  poly(points: readonly Point[], cls = "m", closed = true): void {
    this.path(pathOf(points, closed), cls);
  }

  text(x: number, y: number, content: string, options: TextOptions = {}): void {
    const {
      size = 14,
      anchor = "start",
      cls = "t",
      bold = false,
      rotate = 0,
      spacing = 0,
    } = options;
    const attrs = [`class="${cls}"`, `x="${n(x)}"`, `y="${n(y)}"`, `font-size="${n(size)}"`];
    if (anchor !== "start") attrs.push(`text-anchor="${anchor}"`);
    if (bold) attrs.push(`font-weight="bold"`);
    if (spacing) attrs.push(`letter-spacing="${n(spacing)}"`);
    if (rotate) attrs.push(`transform="rotate(${n(rotate)} ${n(x)} ${n(y)})"`);
    this.body.push(`<text ${attrs.join(" ")}>${esc(content)}</text>`);
  }

  open(attributes: string): void {
    this.body.push(attributes ? `<g ${attributes}>` : "<g>");
  }

  close(): void {
    this.body.push("</g>");
  }

  /** Runs draw() with everything clipped to the given path. */
  clipped(d: string, draw: () => void): void {
    this.clips += 1;
    const id = `c${this.clips}`;
    this.defs.set(id, `<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    this.open(`clip-path="url(#${id})"`);
    draw();
    this.close();
  }

  /** Adds a named definition (gradient, marker) once. */
  def(id: string, markup: string): void {
    if (!this.defs.has(id)) this.defs.set(id, markup);
  }

  /** Registers a pattern definition once and returns its paint reference. */
  pattern(name: string): string {
    if (!this.defs.has(name)) this.defs.set(name, patternDef(name, this.theme));
    return `url(#${name})`;
  }

  toString(attributes: string): string {
    const defs = [...this.defs.values()].join("");
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1500 1000" width="1500" height="1000" ${attributes}` +
      ` fill="none" stroke-linecap="round" stroke-linejoin="round"` +
      ` font-family="'DejaVu Sans','Liberation Sans',sans-serif">\n` +
      `<style>${stylesheet(this.theme)}</style>\n` +
      `<defs>${defs}</defs>\n${this.body.join("\n")}\n</svg>\n`
    );
  }
}

export function pathOf(points: readonly Point[], closed = true): string {
  if (points.length === 0) return "";
  const [first, ...rest] = points;
  const start = first as Point;
  return `M${n(start[0])} ${n(start[1])}${rest.map(([x, y]) => `L${n(x)} ${n(y)}`).join("")}${closed ? "Z" : ""}`;
}

export function rectPath(x: number, y: number, w: number, h: number): string {
  return `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;
}

/** Collects many separate segments into one path string. */
export class Lines {
  private readonly parts: string[] = [];

  move(x1: number, y1: number, x2: number, y2: number): this {
    this.parts.push(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`);
    return this;
  }

  h(x1: number, x2: number, y: number): this {
    this.parts.push(`M${n(x1)} ${n(y)}H${n(x2)}`);
    return this;
  }

  v(x: number, y1: number, y2: number): this {
    this.parts.push(`M${n(x)} ${n(y1)}V${n(y2)}`);
    return this;
  }

  add(d: string): this {
    this.parts.push(d);
    return this;
  }

  get d(): string {
    return this.parts.join("");
  }
}

function patternDef(name: string, t: Theme): string {
  const body = PATTERNS[name];
  if (!body) throw new Error(`unknown pattern ${name}`);
  const [size, content, extra = ""] = body(t);
  const [w, h] = size;
  return `<pattern id="${name}" patternUnits="userSpaceOnUse" width="${w}" height="${h}"${extra}>${content}</pattern>`;
}

type PatternBody = (t: Theme) => [[number, number], string, string?];

/** Herringbone paving: blocks 2a x a; the pattern repeats every 4a both ways. */
function herringbone(t: Theme, a: number, extra = ""): [[number, number], string, string] {
  const parts: string[] = [];
  for (let i = -4; i <= 4; i++) {
    for (const [ox, oy] of [
      [0, 0],
      [2, -2],
      [-2, 2],
      [4, 0],
      [-4, 0],
      [0, 4],
      [0, -4],
      [4, 4],
      [-4, -4],
    ] as const) {
      const x = i + ox;
      const y = i + oy;
      if (x > 4 || y > 4 || x < -3 || y < -3) continue;
      parts.push(`M${x * a} ${y * a}h${2 * a}v${a}h${-2 * a}z`);
      parts.push(`M${x * a} ${(y + 1) * a}h${a}v${2 * a}h${-a}z`);
    }
  }
  return [[4 * a, 4 * a], `<path d="${parts.join("")}" ${stroke(t, 1.1, 0.75)}/>`, extra];
}

const stroke = (t: Theme, width: number, opacity = 1) =>
  `fill="none" stroke="${t.ink2}" stroke-width="${width}"${opacity < 1 ? ` stroke-opacity="${opacity}"` : ""}`;

const PATTERNS: Record<string, PatternBody> = {
  grid: (t) => [
    [250, 250],
    `<path d="M50 0V250M100 0V250M150 0V250M200 0V250M0 50H250M0 100H250M0 150H250M0 200H250" stroke="${t.ink}" stroke-opacity="${t.gridOpacity * 0.55}" stroke-width="1"/>` +
      `<path d="M0 0V250M0 0H250" stroke="${t.ink}" stroke-opacity="${t.gridOpacity}" stroke-width="1.5"/>`,
  ],
  // 45 degree hatching
  diag: (t) => [[12, 12], `<path d="M-3 3L3 -3M0 12L12 0M9 15L15 9" ${stroke(t, 1.3)}/>`],
  diagw: (t) => [[22, 22], `<path d="M-5 5L5 -5M0 22L22 0M17 27L27 17" ${stroke(t, 1.3)}/>`],
  cross: (t) => [[14, 14], `<path d="M0 14L14 0M0 0L14 14" ${stroke(t, 1.1, 0.8)}/>`],
  // earth: long and short diagonal strokes with a few dots
  soil: (t) => [
    [40, 40],
    `<path d="M0 40L40 0M10 40L22 28M26 40L40 26M0 18L18 0" ${stroke(t, 1.3, 0.75)}/>` +
      `<circle cx="31" cy="11" r="1.6" fill="${t.ink2}"/><circle cx="8" cy="30" r="1.3" fill="${t.ink2}"/>`,
  ],
  // concrete: stipple dots and small triangles
  concrete: (t) => [
    [36, 36],
    `<g fill="${t.ink2}"><circle cx="4" cy="6" r="1.5"/><circle cx="20" cy="14" r="1.3"/><circle cx="31" cy="4" r="1.2"/>` +
      `<circle cx="11" cy="26" r="1.4"/><circle cx="28" cy="30" r="1.5"/><circle cx="17" cy="33" r="1"/></g>` +
      `<path d="M24 20l5 2-3 4zM5 15l4-3 1 5zM30 12l4 1-2 3z" ${stroke(t, 1.1)}/>`,
  ],
  hardcore: (t) => [
    [30, 22],
    `<path d="M3 6a4 3 0 1 0 8 0a4 3 0 1 0-8 0M17 15a5 4 0 1 0 10 0a5 4 0 1 0-10 0M12 17l3-4 2 3z" ${stroke(t, 1.2)}/>`,
  ],
  // insulation: soft wave
  insul: (t) => [
    [24, 40],
    `<path d="M0 40C0 26 24 34 24 20S0 14 0 0" ${stroke(t, 1.3)}/><path d="M24 40C24 26 0 34 0 20S24 14 24 0" ${stroke(t, 1.3, 0.5)}/>`,
  ],
  // stretcher-bond brick coursing at elevation scale
  brick: (t) => [[48, 16], `<path d="M0 0H48M0 8H48M12 0V8M36 8V16" ${stroke(t, 1, 0.55)}/>`],
  brickbig: (t) => [
    [90, 30],
    `<path d="M0 0H90M0 15H90M22 0V15M67 15V30" ${stroke(t, 1.2, 0.7)}/>`,
  ],
  board: (t) => [[20, 40], `<path d="M0 0V40" ${stroke(t, 1.2, 0.7)}/>`],
  weather: (t) => [[40, 14], `<path d="M0 13H40" ${stroke(t, 1.2, 0.6)}/>`],
  tile: (t) => [[28, 28], `<path d="M0 0H28M0 0V28" ${stroke(t, 1, 0.6)}/>`],
  stone: (t) => [
    [60, 40],
    `<path d="M0 0H60M0 20H60M18 0V20M46 0V20M8 20V40M34 20V40" ${stroke(t, 1.2, 0.6)}/>`,
  ],
  grass: (t) => [
    [34, 30],
    `<path d="M5 12l2-5 2 5M20 26l2-5 2 5M27 9l2-4 1 4" ${stroke(t, 1.1, 0.55)}/>`,
  ],
  timber: (t) => [
    [60, 18],
    `<path d="M0 5C15 3 30 8 60 5M0 13C20 15 35 10 60 13" ${stroke(t, 1, 0.6)}/>`,
  ],
  herring: (t) => herringbone(t, 9),
  herring45: (t) => herringbone(t, 9, ` patternTransform="rotate(45)"`),
  stretcher: (t) => [[36, 18], `<path d="M0 0H36M0 9H36M0 0V9M18 9V18" ${stroke(t, 1.1, 0.75)}/>`],
  basket: (t) => [
    [36, 36],
    `<path d="M0 0H36M0 9H18M0 18H36M18 0V36M0 0V36M18 27H36M27 0V18M9 18V36" ${stroke(t, 1.1, 0.75)}/>`,
  ],
  flags: (t) => [[60, 60], `<path d="M0 0H60M0 30H60M0 0V30M30 30V60" ${stroke(t, 1.1, 0.6)}/>`],
  dots: (t) => [[14, 14], `<circle cx="7" cy="7" r="1.3" fill="${t.ink2}" fill-opacity=".7"/>`],
};
