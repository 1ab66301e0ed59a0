/** Roof plan: a hipped main roof with a gabled wing, ridges, hips, valleys, falls and coursing. */
import type { DrawContext, Drawing } from "../context";
import { dimH, dimV, leader, mm, northArrow } from "../parts";
import { Lines, n, type Point, pathOf } from "../svg";

export function drawRoofPlan(ctx: DrawContext): Drawing {
  const { s, rng } = ctx;
  const W = rng.step(9000, 13000, 100);
  const D = rng.step(7000, 8500, 100);
  const wingW = rng.step(3600, Math.min(5200, W - D - 800), 100);
  const wingE = rng.step(2500, 4200, 100);
  const wingA = rng.step(D / 2 + 300, W - D / 2 - wingW - 300, 100);
  const mirror = rng.chance(0.5);
  const k = Math.min(980 / (W + 1600), 560 / (D + wingE + 1600));
  const ox = 640 - (W * k) / 2;
  const oy = 120 + (560 - (D + wingE) * k) / 2;
  const P = (x: number, y: number): Point => [ox + (mirror ? W - x : x) * k, oy + y * k];
  const gap = Math.max(8, 230 * k);
  const courses = (poly: Point[], horizontal: boolean) => {
    const xs = poly.map((p) => p[0]);
    const ys = poly.map((p) => p[1]);
    const lines = new Lines();
    if (horizontal)
      for (let y = Math.min(...ys) + gap / 2; y < Math.max(...ys); y += gap)
        lines.h(Math.min(...xs), Math.max(...xs), y);
    else
      for (let x = Math.min(...xs) + gap / 2; x < Math.max(...xs); x += gap)
        lines.v(x, Math.min(...ys), Math.max(...ys));
    const d = pathOf(poly);
    s.path(d, "b");
    s.clipped(d, () => s.path(lines.d, "f"));
  };
  // main hipped roof planes
  const r1 = P(D / 2, D / 2);
  const r2 = P(W - D / 2, D / 2);
  const c = [P(0, 0), P(W, 0), P(W, D), P(0, D)] as const;
  courses([c[0], c[1], r2, r1], true);
  courses([c[3], c[2], r2, r1], true);
  courses([c[0], r1, c[3]], false);
  courses([c[1], r2, c[2]], false);
  // the gabled wing at the front, meeting the main roof in two valleys
  const meet = P(wingA + wingW / 2, D - wingW / 2);
  const wl = [P(wingA, D + wingE), P(wingA, D), meet, P(wingA + wingW / 2, D + wingE)];
  const wr = [
    P(wingA + wingW, D + wingE),
    P(wingA + wingW, D),
    meet,
    P(wingA + wingW / 2, D + wingE),
  ];
  courses(wl, false);
  courses(wr, false);
  // outlines: eaves, ridges, hips, valleys
  const eaves = pathOf([
    c[0],
    c[1],
    c[2],
    P(wingA + wingW, D),
    P(wingA + wingW, D + wingE),
    P(wingA, D + wingE),
    P(wingA, D),
    c[3],
  ]);
  s.path(eaves, "k");
  const ridges = new Lines()
    .move(r1[0], r1[1], r2[0], r2[1])
    .move(meet[0], meet[1], ...P(wingA + wingW / 2, D + wingE));
  s.path(ridges.d, "k");
  const hips = new Lines()
    .move(c[0][0], c[0][1], r1[0], r1[1])
    .move(c[3][0], c[3][1], r1[0], r1[1])
    .move(c[1][0], c[1][1], r2[0], r2[1])
    .move(c[2][0], c[2][1], r2[0], r2[1]);
  s.path(hips.d, "m");
  const valleys = new Lines()
    .move(...P(wingA, D), meet[0], meet[1])
    .move(...P(wingA + wingW, D), meet[0], meet[1]);
  s.path(valleys.d, "ad");
  // gutters around the eaves and downpipes
  const gut = 180 * k;
  const outer = pathOf([
    [c[0][0] - (mirror ? -gut : gut), c[0][1] - gut],
    [c[1][0] + (mirror ? -gut : gut), c[1][1] - gut],
    [c[2][0] + (mirror ? -gut : gut), c[2][1] + gut],
    [P(wingA + wingW, D)[0] + (mirror ? -gut : gut), c[2][1] + gut],
    [P(wingA + wingW, D + wingE)[0] + (mirror ? -gut : gut), P(0, D + wingE)[1] + gut],
    [P(wingA, D + wingE)[0] - (mirror ? -gut : gut), P(0, D + wingE)[1] + gut],
    [P(wingA, D)[0] - (mirror ? -gut : gut), c[3][1] + gut],
    [c[3][0] - (mirror ? -gut : gut), c[3][1] + gut],
  ]);
  s.path(outer, "f");
  for (const p of [c[0], c[1], c[2], c[3]])
    s.circle(p[0] + (p[0] < 700 ? -gut : gut), p[1] + (p[1] < oy + 1 ? -gut : gut), 6, "b m");
  // chimney and rooflights
  const chx = rng.range(0.3, 0.7);
  const ch = P(D / 2 + (W - D) * chx, D / 2);
  s.rect(ch[0] - 350 * k, ch[1] - 300 * k, 700 * k, 600 * k, "b k");
  s.path(
    new Lines()
      .move(ch[0] - 350 * k, ch[1] - 300 * k, ch[0] + 350 * k, ch[1] + 300 * k)
      .move(ch[0] + 350 * k, ch[1] - 300 * k, ch[0] - 350 * k, ch[1] + 300 * k).d,
    "f",
  );
  const lights = rng.int(1, 3);
  for (let i = 0; i < lights; i++) {
    const lx = D / 2 + 600 + ((W - D - 1200) * (i + 0.5)) / lights;
    const p = P(lx, D * 0.2);
    s.rect(p[0] - 330 * k, p[1] - 450 * k, 660 * k, 900 * k, "G m");
  }
  // falls: arrows point downhill
  const arrow = (from: Point, to: Point) => {
    const dx = to[0] - from[0];
    const dy = to[1] - from[1];
    const len = Math.hypot(dx, dy);
    const ux = dx / len;
    const uy = dy / len;
    s.path(
      `M${n(from[0])} ${n(from[1])}L${n(to[0])} ${n(to[1])}M${n(to[0] - ux * 10 - uy * 6)} ${n(to[1] - uy * 10 + ux * 6)}L${n(to[0])} ${n(to[1])}L${n(to[0] - ux * 10 + uy * 6)} ${n(to[1] - uy * 10 - ux * 6)}`,
      "a",
    );
  };
  const backX = D / 2 + (W - D) * (chx > 0.5 ? 0.25 : 0.75);
  arrow(P(backX, D * 0.4), P(backX, D * 0.12));
  const frontX = wingA > W / 2 ? D / 2 + 500 : W - D / 2 - 500;
  arrow(P(frontX, D * 0.6), P(frontX, D * 0.88));
  arrow(P(D * 0.4, D / 2), P(D * 0.12, D / 2));
  arrow(P(wingA + wingW * 0.38, D + wingE * 0.55), P(wingA + wingW * 0.12, D + wingE * 0.55));
  // labels
  const label = (p: Point, text: string) => {
    s.rect(p[0] - text.length * 4.6 - 6, p[1] - 12, text.length * 9.2 + 12, 20, "b");
    s.text(p[0], p[1] + 4, text, { size: 13, anchor: "middle", bold: true });
  };
  const lo = Math.min(r1[0], r2[0]);
  const hi = Math.max(r1[0], r2[0]);
  const ridgeLabelX = ch[0] - lo > hi - ch[0] ? (lo + ch[0]) / 2 - 20 : (ch[0] + hi) / 2 + 20;
  label([ridgeLabelX, r1[1]], "RIDGE");
  const hipMid: Point = [(c[3][0] + r1[0]) / 2, (c[3][1] + r1[1]) / 2];
  leader(
    s,
    hipMid[0],
    hipMid[1],
    hipMid[0] + (mirror ? 70 : -70),
    hipMid[1] + 110,
    "HIP, MORTAR-BEDDED",
  );
  const valMid: Point = [(P(wingA, D)[0] + meet[0]) / 2, (P(wingA, D)[1] + meet[1]) / 2];
  leader(s, valMid[0], valMid[1], valMid[0] + (mirror ? 120 : -120), valMid[1] + 150, [
    "LEAD-LINED VALLEY",
  ]);
  dimH(s, Math.min(c[0][0], c[1][0]), Math.max(c[0][0], c[1][0]), oy - 50, mm(W), oy - gut);
  const sideX = mirror ? Math.min(c[0][0], c[1][0]) - 60 : Math.max(c[0][0], c[1][0]) + 60;
  dimV(s, oy, oy + D * k, sideX, mm(D), sideX + (mirror ? 30 : -30));
  northArrow(s, 1340, 150, 34, rng.range(-40, 40));
  return {
    name: "ROOF PLAN",
    scale: "1:100",
    notes: [
      "NATURAL SLATE, 500 x 250, ON BATTENS AND MEMBRANE",
      "HIPS AND RIDGE IN HALF-ROUND CLAY, MORTAR-BEDDED",
      "CODE 5 LEAD VALLEYS ON TIMBER VALLEY BOARDS",
      "ARROWS SHOW THE FALL OF EACH ROOF SLOPE",
    ],
  };
}
