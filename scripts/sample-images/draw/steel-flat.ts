/** Two structural details the content asks for by name: a flat roof with a lantern, and a steel beam over a new opening. */
import type { DrawContext, Drawing } from "../context";
import { bubble, dimH, dimV, leader, mm } from "../parts";
import { Lines, n, pathOf, rectPath, type Svg } from "../svg";

/** A cavity wall in section from y1 down to y2 (sheet units), outer leaf on the given side. */
function cavity(s: Svg, x: number, y1: number, y2: number, k: number, outerLeft: boolean): void {
  const leaf = 102 * k;
  const outer = outerLeft ? x : x + 200 * k;
  const inner = outerLeft ? x + 200 * k : x;
  s.rect(outer, y1, leaf, y2 - y1, "b");
  s.fillRect(outer, y1, leaf, y2 - y1, "diagw");
  s.rect(inner, y1, 100 * k, y2 - y1, "b");
  s.fillRect(inner, y1, 100 * k, y2 - y1, "cross");
  s.fillRect(x + (outerLeft ? leaf : 100 * k), y1, 98 * k, y2 - y1, "insul");
  s.rect(outer, y1, leaf, y2 - y1, "m");
  s.rect(inner, y1, 100 * k, y2 - y1, "m");
}

export function drawFlatRoof(ctx: DrawContext): Drawing {
  const { s, rng } = ctx;
  const span = rng.step(3000, 3800, 100);
  const lanternW = rng.step(1200, 1800, 100);
  const k = Math.min(820 / (span + 700), 0.22);
  const ceilY = 520;
  const x0 = 110 + 300 * k;
  const xAt = (v: number) => x0 + v * k;
  const yAt = (v: number) => ceilY - v * k;
  const joistD = rng.pick([170, 195, 220]);
  const fallHigh = 60;
  const fallLow = 10;
  const top = (v: number, extra: number) =>
    yAt(joistD + fallHigh - ((fallHigh - fallLow) * v) / span + extra);
  // existing house wall on the left rising above, new wall on the right
  cavity(s, xAt(-300), yAt(joistD + 1400), yAt(-700), k, true);
  cavity(s, xAt(span), yAt(0), yAt(-700), k, false);
  s.rect(xAt(span + 100), yAt(0) - 0, 100 * k, 75 * k, "i2");
  // joists in section at 400 centres
  const joists = new Lines();
  for (let v = 200; v < span - 50; v += 400)
    joists.add(rectPath(xAt(v), yAt(joistD), 47 * k, joistD * k));
  s.path(joists.d, "b m");
  s.fillPath(joists.d, "timber");
  // ceiling
  s.rect(xAt(0), yAt(0), span * k, 15 * k, "s l");
  // firrings, deck, insulation, membrane: all follow the fall
  const band = (a: number, b: number) =>
    `M${n(xAt(0))} ${n(top(0, a))}L${n(xAt(span + 300))} ${n(top(span + 300, a))}L${n(xAt(span + 300))} ${n(top(span + 300, b))}L${n(xAt(0))} ${n(top(0, b))}Z`;
  const firrings = `M${n(xAt(0))} ${n(yAt(joistD))}L${n(xAt(span + 300))} ${n(yAt(joistD))}L${n(xAt(span + 300))} ${n(top(span + 300, 0))}L${n(xAt(0))} ${n(top(0, 0))}Z`;
  s.path(firrings, "b");
  s.fillPath(firrings, "timber");
  s.path(firrings, "l");
  s.path(band(0, 18), "s l");
  s.path(band(18, 140), "b");
  s.fillPath(band(18, 140), "insul");
  s.path(band(18, 140), "l");
  s.path(`M${n(xAt(0))} ${n(top(0, 142))}L${n(xAt(span + 300))} ${n(top(span + 300, 142))}`, "k");
  // eaves: fascia, drip, gutter
  const ex = xAt(span + 300);
  s.rect(ex, top(span + 300, 150), 25 * k + 2, 260 * k, "b m");
  s.path(
    `M${n(ex + 6)} ${n(top(span + 300, 60))}a${n(70 * k)} ${n(70 * k)} 0 0 0 ${n(140 * k)} 0`,
    "m",
  );
  // upstand and flashing at the house wall
  const wallFace = xAt(0);
  s.path(`M${n(wallFace)} ${n(top(0, 142))}V${n(yAt(joistD + 520))}`, "k");
  s.path(
    `M${n(wallFace - 102 * k)} ${n(yAt(joistD + 560))}h${n(102 * k + 4)}v${n(60 * k)}h${n(40 * k)}`,
    "a",
  );
  // the lantern on its kerb
  const lx0 = xAt((span - lanternW) / 2);
  const lx1 = xAt((span + lanternW) / 2);
  const kerbTop = top((span - lanternW) / 2, 142) - 200 * k;
  const kerbTop2 = top((span + lanternW) / 2, 142) - 200 * k;
  s.rect(lx0 - 80 * k, kerbTop, 80 * k, top((span - lanternW) / 2, 142) - kerbTop, "b m");
  s.rect(lx1, kerbTop2, 80 * k, top((span + lanternW) / 2, 142) - kerbTop2, "b m");
  s.rect(lx0, top((span - lanternW) / 2, 0), lx1 - lx0, 30, "b");
  const rise = (lanternW / 2) * Math.tan((28 * Math.PI) / 180) * 0.7;
  const ridgeY = Math.min(kerbTop, kerbTop2) - (rise + 100) * k;
  const lantern = pathOf([
    [lx0 - 90 * k, kerbTop],
    [lx0 - 90 * k, kerbTop - 100 * k],
    [(lx0 + lx1) / 2 - 120 * k, ridgeY],
    [(lx0 + lx1) / 2 + 120 * k, ridgeY],
    [lx1 + 90 * k, kerbTop2 - 100 * k],
    [lx1 + 90 * k, kerbTop2],
  ]);
  s.path(lantern, "G k");
  s.path(
    new Lines()
      .move(lx0 - 90 * k, kerbTop - 100 * k, lx1 + 90 * k, kerbTop2 - 100 * k)
      .v((lx0 + lx1) / 2, ridgeY, kerbTop - 100 * k).d,
    "l",
  );
  // joists are trimmed around the lantern opening
  s.path(new Lines().v(lx0, yAt(joistD), yAt(0)).v(lx1, yAt(joistD), yAt(0)).d, "h");
  // fall arrow
  const fy = top(span * 0.15, 142) - 36;
  s.path(
    `M${n(xAt(span * 0.06))} ${n(fy - 4)}L${n(xAt(span * 0.24))} ${n(fy + 2)}m-12 -8l12 8-12 4`,
    "a",
  );
  s.text(xAt(span * 0.15), fy - 16, "FALL 1:80 MIN.", { size: 13, anchor: "middle", bold: true });
  // dimensions
  dimH(s, xAt(0), xAt(span), yAt(-700) + 40, mm(span), yAt(-700));
  dimH(s, lx0, lx1, ridgeY - 30, mm(lanternW), kerbTop);
  dimV(s, yAt(0), yAt(joistD), xAt(span + 300) + 70, String(joistD), xAt(span + 300));
  // notes on the right, in the same order as the layers so no leaders cross
  const tx = Math.max(xAt(span + 300) + 150, 1000);
  const notes: [number, number, string[]][] = [
    [(lx0 + lx1) / 2 + 60 * k, ridgeY + 20, ["ROOF LANTERN, DOUBLE-GLAZED,", "ON INSULATED KERB"]],
    [xAt(span * 0.92), top(span * 0.92, 142), ["SINGLE-PLY MEMBRANE"]],
    [xAt(span * 0.86), top(span * 0.86, 80), ["120 PIR INSULATION"]],
    [xAt(span * 0.8), top(span * 0.8, 10), ["18 OSB3 DECK ON FIRRINGS"]],
    [xAt(span * 0.74) + 4, yAt(joistD / 2), [`47 x ${joistD} C24 JOISTS AT 400`]],
    [xAt(span * 0.68), yAt(0) + 4, ["PLASTERBOARD AND SKIM"]],
  ];
  notes.forEach(([x, y, text], i) => {
    leader(s, x, y, tx, ridgeY - 30 + i * 56, text);
  });
  leader(s, wallFace - 50 * k, yAt(joistD + 590), wallFace + 90, yAt(joistD + 1250), [
    "LEAD FLASHING OVER",
    "150 UPSTAND",
  ]);
  bubble(s, xAt(-300) + 20, yAt(joistD + 1400) - 30, 16, "A", "b a");
  return {
    name: "FLAT ROOF SECTION",
    scale: "1:20",
    notes: [
      "WARM DECK: INSULATION ABOVE THE DECK, NO VENTILATION GAP",
      "VAPOUR CONTROL LAYER ON DECK UNDER INSULATION",
      "LANTERN KERB 150 ABOVE FINISHED ROOF",
      "JOIST SIZES TO ENGINEER'S CALCULATIONS",
    ],
  };
}

export function drawSteelBeam(ctx: DrawContext): Drawing {
  const { s, rng } = ctx;
  const opening = rng.step(2800, 4600, 100);
  const bearing = 150;
  const beamD = rng.pick([203, 254]);
  const wallH = 3300;
  const pier = 700;
  const total = opening + 2 * pier;
  const k = Math.min(820 / total, 560 / wallH);
  const floor = 690;
  const x0 = 480 - (total * k) / 2;
  const xAt = (v: number) => x0 + v * k;
  const yAt = (v: number) => floor - v * k;
  const head = 2150;
  // brick wall with the new opening
  s.rect(xAt(0), yAt(wallH), total * k, wallH * k, "b");
  s.fillRect(xAt(0), yAt(wallH), total * k, wallH * k, "brickbig");
  const openX0 = xAt(pier);
  const openX1 = xAt(pier + opening);
  s.rect(openX0, yAt(head), openX1 - openX0, head * k, "b");
  s.path(
    new Lines().move(openX0, yAt(head), openX1, floor).move(openX1, yAt(head), openX0, floor).d,
    "h",
  );
  s.text((openX0 + openX1) / 2, yAt(head / 2) - 8, "NEW OPENING", {
    size: 15,
    anchor: "middle",
    bold: true,
  });
  s.text((openX0 + openX1) / 2, yAt(head / 2) + 12, "TO EXTENSION", {
    size: 12,
    anchor: "middle",
    cls: "t2",
  });
  // padstones and beam
  const padY = yAt(head);
  for (const px of [pier - bearing - 145, pier + opening + bearing - 295]) {
    s.rect(xAt(px), padY - 0, 440 * k, 100 * k, "b");
    s.fillRect(xAt(px), padY, 440 * k, 100 * k, "concrete");
    s.rect(xAt(px), padY, 440 * k, 100 * k, "m");
  }
  const bx0 = xAt(pier - bearing);
  const bx1 = xAt(pier + opening + bearing);
  const by = padY - beamD * k;
  s.rect(bx0, by, bx1 - bx0, beamD * k, "S k");
  s.path(new Lines().h(bx0, bx1, by + 9 * k + 2).h(bx0, bx1, padY - 9 * k - 2).d, "m");
  // temporary support: needles and props, dashed
  const props = new Lines();
  for (let i = 0; i < 2; i++) {
    const px = xAt(pier + (opening * (i + 0.5 + (i === 0 ? -0.15 : 0.15))) / 2);
    props.add(rectPath(px - 300 * k, by - 260 * k, 600 * k, 100 * k));
    props
      .move(px - 220 * k, by - 160 * k, px - 260 * k, floor)
      .move(px + 220 * k, by - 160 * k, px + 260 * k, floor);
  }
  s.path(props.d, "h");
  s.line(xAt(-150), floor, xAt(total + 150), floor, "k");
  s.fillRect(xAt(-150), floor, (total + 300) * k, 20, "diag");
  s.rect(xAt(0), yAt(wallH), total * k, wallH * k, "m");
  dimH(s, openX0, openX1, floor + 50, `CLEAR SPAN ${mm(opening)}`, floor);
  dimH(s, bx0, openX0, by - 40, String(bearing), by);
  dimV(s, padY, by, bx1 + 60, String(beamD), bx1);
  leader(s, (bx0 + bx1) / 2 + 40, by + (beamD * k) / 2, (bx0 + bx1) / 2 + 120, yAt(wallH) + 40, [
    `${beamD} UB STEEL BEAM`,
  ]);
  leader(
    s,
    xAt(pier - bearing - 145 + 220),
    padY + 50 * k,
    xAt(pier - bearing - 145 + 220) - 40,
    floor - 120,
    ["CONCRETE PADSTONE", "440 x 215 x 100"],
  );
  leader(
    s,
    xAt(pier + opening * 0.87),
    by - 210 * k,
    xAt(pier + opening * 0.87) + 70,
    yAt(wallH) - 30,
    ["TEMPORARY NEEDLES", "AND PROPS"],
  );

  // section through the beam, boxed in
  const cx = 1180;
  const cy = 345;
  const sk = 0.95;
  const flangeW = (beamD === 203 ? 133 : 146) * sk;
  const depth = beamD * sk;
  const tf = 9 * sk;
  const tw = 6.5 * sk;
  s.text(960, 118, "SECTION THROUGH BEAM", { size: 17, bold: true, spacing: 2 });
  s.rect(960, 140, 440, 510, "b m");
  // timber packers between the flanges, fire board around
  s.rect(cx - flangeW / 2 - 60, cy - depth / 2 - 60, flangeW + 120, depth + 120, "h");
  s.rect(cx - flangeW / 2 - 40, cy - depth / 2 - 40, flangeW + 80, depth + 80, "l");
  for (const side of [-1, 1]) {
    const px = side < 0 ? cx - flangeW / 2 : cx + tw / 2;
    s.rect(px, cy - depth / 2 + tf, flangeW / 2 - tw / 2, depth - 2 * tf, "b");
    s.fillRect(px, cy - depth / 2 + tf, flangeW / 2 - tw / 2, depth - 2 * tf, "timber");
    s.rect(px, cy - depth / 2 + tf, flangeW / 2 - tw / 2, depth - 2 * tf, "l");
  }
  const ub = `M${n(cx - flangeW / 2)} ${n(cy - depth / 2)}h${n(flangeW)}v${n(tf)}h${n(-(flangeW - tw) / 2)}v${n(depth - 2 * tf)}h${n((flangeW - tw) / 2)}v${n(tf)}h${n(-flangeW)}v${n(-tf)}h${n((flangeW - tw) / 2)}v${n(-(depth - 2 * tf))}h${n(-(flangeW - tw) / 2)}z`;
  s.path(ub, "i k");
  const bolts = new Lines().h(cx - flangeW / 2 - 10, cx + flangeW / 2 + 10, cy);
  s.path(bolts.d, "m");
  dimV(
    s,
    cy - depth / 2,
    cy + depth / 2,
    cx + flangeW / 2 + 90,
    String(beamD),
    cx + flangeW / 2 + 40,
  );
  dimH(
    s,
    cx - flangeW / 2,
    cx + flangeW / 2,
    cy + depth / 2 + 85,
    String(beamD === 203 ? 133 : 146),
    cy + depth / 2 + 40,
  );
  s.text(cx, 592, `${beamD} x ${beamD === 203 ? 133 : 146} UB, GRADE S355`, {
    size: 14,
    anchor: "middle",
    bold: true,
  });
  s.text(cx, 614, "TWO LAYERS FIRE-RATED BOARD, 30 MIN", {
    size: 12.5,
    anchor: "middle",
    cls: "t2",
  });
  s.text(cx, 632, "TIMBER PACKERS BOLTED AT 600", { size: 12.5, anchor: "middle", cls: "t2" });
  return {
    name: "STEEL BEAM OPENING",
    scale: "1:25",
    notes: [
      "BEAM, PADSTONES AND BEARINGS TO ENGINEER'S CALCULATIONS",
      "WALL ABOVE SUPPORTED ON NEEDLES UNTIL BEAM IS PACKED",
      "BUILDING CONTROL TO INSPECT BEFORE BOXING IN",
      "DRY-PACK BETWEEN BEAM AND MASONRY ABOVE",
    ],
  };
}
