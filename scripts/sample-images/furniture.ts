/**
 * Plan symbols for furniture and sanitaryware. Each is drawn centred on the origin with its back
 * edge at the top (y = -h/2); place() moves and turns it (0 = back against a wall above it,
 * 90 = wall to its right, 180 = wall below, 270 = wall to its left). Sizes are in millimetres.
 */
import { Lines, n, type Svg } from "./svg";

export type Turn = 0 | 90 | 180 | 270;

export function place(s: Svg, x: number, y: number, turn: Turn, draw: () => void): void {
  s.open(`transform="translate(${n(x)} ${n(y)})${turn ? ` rotate(${turn})` : ""}"`);
  draw();
  s.close();
}

/** Centre of an item h deep (sheet units) standing against the wall face at `face` (sheet units). */
export function against(face: number, h: number, turn: Turn): number {
  return turn === 0 || turn === 270 ? face + h / 2 : face - h / 2;
}

export function bath(s: Svg, k: number, length = 1700, width = 750): void {
  const w = length * k;
  const h = width * k;
  s.rect(-w / 2, -h / 2, w, h, "b l");
  s.rect(-w / 2 + 60 * k, -h / 2 + 60 * k, w - 120 * k, h - 120 * k, "l", h * 0.35);
  s.circle(-w / 2 + 260 * k, 0, 30 * k + 1, "f");
}

export function wc(s: Svg, k: number): void {
  s.rect(-250 * k, -350 * k, 500 * k, 180 * k, "b l", 3);
  s.ellipse(0, 10 * k, 180 * k, 250 * k, "b l");
  s.ellipse(0, 20 * k, 120 * k, 180 * k, "f");
}

export function basin(s: Svg, k: number, width = 600): void {
  const w = width * k;
  s.rect(-w / 2, -225 * k, w, 450 * k, "b l", 3);
  s.ellipse(0, 10 * k, w * 0.34, 150 * k, "l");
  s.circle(0, -160 * k, 18 * k + 1, "f");
}

export function shower(s: Svg, k: number, width = 900, depth = 900): void {
  const w = width * k;
  const h = depth * k;
  s.rect(-w / 2, -h / 2, w, h, "b l");
  s.path(new Lines().move(-w / 2, -h / 2, w / 2, h / 2).move(w / 2, -h / 2, -w / 2, h / 2).d, "f");
  s.circle(0, 0, 40 * k + 1, "b l");
  s.line(-w / 2, h / 2, w / 2, h / 2, "m");
}

export function bed(s: Svg, k: number, width = 1500): void {
  const w = width * k;
  const h = 2000 * k;
  s.rect(-w / 2, -h / 2, w, h, "b l");
  const pw = width > 1000 ? w / 2 - 100 * k : w - 160 * k;
  const count = width > 1000 ? 2 : 1;
  for (let i = 0; i < count; i++) {
    const x = -w / 2 + 70 * k + i * (pw + 60 * k);
    s.rect(x, -h / 2 + 60 * k, pw - 20 * k, 380 * k, "l", 6 * k + 1);
  }
  s.path(
    `M${n(-w / 2)} ${n(-h / 2 + 700 * k)}H${n(w / 2)}M${n(-w / 2)} ${n(-h / 2 + 700 * k)}L${n(-w / 2 + 400 * k)} ${n(-h / 2 + 1050 * k)}`,
    "f",
  );
}

export function sofa(s: Svg, k: number, length = 2100): void {
  const w = length * k;
  const h = 900 * k;
  s.rect(-w / 2, -h / 2, w, h, "b l", 4);
  s.rect(-w / 2 + 200 * k, -h / 2 + 220 * k, w - 400 * k, h - 220 * k, "l");
  const seats = new Lines();
  for (let i = 1; i < 3; i++)
    seats.v(-w / 2 + 200 * k + ((w - 400 * k) * i) / 3, -h / 2 + 220 * k, h / 2);
  s.path(seats.d, "f");
}

export function table(s: Svg, k: number, length: number, width: number, chairs: number): void {
  const w = length * k;
  const h = width * k;
  const c = 420 * k;
  const each = Math.max(1, Math.floor(chairs / 2));
  for (let i = 0; i < each; i++) {
    const cx = -w / 2 + (w * (i + 0.5)) / each - c / 2;
    s.rect(cx, -h / 2 - c * 0.8, c, c, "l", 3);
    s.rect(cx, h / 2 - c * 0.2, c, c, "l", 3);
  }
  s.rect(-w / 2, -h / 2, w, h, "b l");
}

export function counter(s: Svg, k: number, length: number, sinkAt: number, hobAt: number): void {
  const w = length * k;
  const h = 600 * k;
  s.rect(-w / 2, -h / 2, w, h, "b l");
  s.line(-w / 2, h / 2 - 40 * k, w / 2, h / 2 - 40 * k, "f");
  if (sinkAt >= 0) {
    const sx = -w / 2 + sinkAt * k;
    s.rect(sx - 400 * k, -h / 2 + 90 * k, 800 * k, 420 * k, "l", 4);
    s.rect(sx - 340 * k, -h / 2 + 130 * k, 380 * k, 340 * k, "f", 3);
  }
  if (hobAt >= 0) {
    const hx = -w / 2 + hobAt * k;
    s.rect(hx - 300 * k, -h / 2 + 60 * k, 600 * k, 480 * k, "l");
    for (const [dx, dy] of [
      [-140, -110],
      [140, -110],
      [-140, 110],
      [140, 110],
    ] as const) {
      s.circle(hx + dx * k, dy * k, 80 * k, "f");
    }
  }
}

export function wardrobe(s: Svg, k: number, length: number): void {
  const w = length * k;
  const h = 600 * k;
  s.rect(-w / 2, -h / 2, w, h, "b l");
  s.path(new Lines().h(-w / 2, w / 2, 0).move(-w / 2, h / 2, w / 2, -h / 2).d, "f");
}

export function desk(s: Svg, k: number): void {
  s.rect(-700 * k, -325 * k, 1400 * k, 650 * k, "b l");
  s.circle(0, 520 * k, 220 * k, "l");
}

export function washer(s: Svg, k: number): void {
  s.rect(-300 * k, -300 * k, 600 * k, 600 * k, "b l");
  s.circle(0, 30 * k, 200 * k, "f");
}
