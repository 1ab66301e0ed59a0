/** Plan drawing: walls with door and window openings (in millimetres, mapped to the sheet). */
import { Lines, n, rectPath, type Svg } from "./svg";

export interface Opening {
  /** Distance along the wall from its start to the opening's first jamb (mm). */
  at: number;
  width: number;
  kind: "door" | "window" | "gap";
  /** Which face the door swings to: +1 = towards +y (horizontal wall) or +x (vertical wall). */
  side?: 1 | -1;
  /** Which jamb carries the hinges. */
  hinge?: "start" | "end";
}

export interface Wall {
  /** Start and end of the centre line; must be horizontal or vertical, start < end. */
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  t: number;
  openings: Opening[];
  /** Extra length at each end so junctions close (mm). */
  extend?: number;
}

export interface PlanMap {
  k: number;
  ox: number;
  oy: number;
}

export function px(m: PlanMap, x: number): number {
  return m.ox + x * m.k;
}
export function py(m: PlanMap, y: number): number {
  return m.oy + y * m.k;
}

/** Draws walls as one hatched mass with a clean outline, then door swings and window glazing. */
export function drawWalls(s: Svg, m: PlanMap, walls: readonly Wall[], fill = "diag"): void {
  const segments: string[] = [];
  for (const wall of walls) {
    const horizontal = wall.y1 === wall.y2;
    const length = horizontal ? wall.x2 - wall.x1 : wall.y2 - wall.y1;
    const ext = wall.extend ?? wall.t / 2;
    const cuts = [...wall.openings].sort((a, b) => a.at - b.at);
    let start = -ext;
    const pieces: [number, number][] = [];
    for (const cut of cuts) {
      if (cut.at > start) pieces.push([start, cut.at]);
      start = Math.max(start, cut.at + cut.width);
    }
    if (length + ext > start) pieces.push([start, length + ext]);
    for (const [a, b] of pieces) {
      segments.push(
        horizontal
          ? rectPath(px(m, wall.x1 + a), py(m, wall.y1 - wall.t / 2), (b - a) * m.k, wall.t * m.k)
          : rectPath(px(m, wall.x1 - wall.t / 2), py(m, wall.y1 + a), wall.t * m.k, (b - a) * m.k),
      );
    }
  }
  const d = segments.join("");
  s.path(d, "o");
  s.path(d, "b");
  s.fillPath(d, fill);
  for (const wall of walls) for (const opening of wall.openings) drawOpening(s, m, wall, opening);
}

function drawOpening(s: Svg, m: PlanMap, wall: Wall, o: Opening): void {
  const horizontal = wall.y1 === wall.y2;
  // local (u along the wall, v across it) to sheet coordinates
  const at = (u: number, v: number): [number, number] =>
    horizontal
      ? [px(m, wall.x1 + u), py(m, wall.y1 + v)]
      : [px(m, wall.x1 + v), py(m, wall.y1 + u)];
  const half = wall.t / 2;
  if (o.kind === "window") {
    const [ax, ay] = at(o.at, -half);
    const [bx, by] = at(o.at + o.width, half);
    s.rect(Math.min(ax, bx), Math.min(ay, by), Math.abs(bx - ax), Math.abs(by - ay), "b l");
    const glass = new Lines();
    for (const v of [-wall.t * 0.08, wall.t * 0.08]) {
      const [x1, y1] = at(o.at, v);
      const [x2, y2] = at(o.at + o.width, v);
      glass.move(x1, y1, x2, y2);
    }
    s.path(glass.d, "l");
    return;
  }
  if (o.kind === "gap") return;
  const side = o.side ?? 1;
  const hingeU = o.hinge === "end" ? o.at + o.width : o.at;
  const otherU = o.hinge === "end" ? o.at : o.at + o.width;
  const [hx, hy] = at(hingeU, side * half);
  const [lx, ly] = at(hingeU, side * (half + o.width));
  const [ex, ey] = at(otherU, side * half);
  const cross = (lx - hx) * (ey - hy) - (ly - hy) * (ex - hx);
  const r = o.width * m.k;
  s.path(`M${n(lx)} ${n(ly)}A${n(r)} ${n(r)} 0 0 ${cross > 0 ? 1 : 0} ${n(ex)} ${n(ey)}`, "f");
  s.line(hx, hy, lx, ly, "m");
}

/** A room name and its size, centred at (x, y) on the sheet. */
export function roomLabel(
  s: Svg,
  x: number,
  y: number,
  name: string,
  w: number,
  h: number,
  size = 15,
): void {
  s.text(x, y, name, { size, anchor: "middle", bold: true });
  s.text(x, y + size + 3, `${(w / 1000).toFixed(2)} x ${(h / 1000).toFixed(2)}`, {
    size: size - 2,
    anchor: "middle",
    cls: "t2",
  });
}
