/** Joinery and finishes: staircase, window details, door details, skirting and architrave. */
import { type DrawContext, type Drawing, hasToken, hint } from "../context";
import {
  bubble,
  type DoorStyle,
  dimChainV,
  dimH,
  dimV,
  doorElev,
  leader,
  mm,
  slidingElev,
  windowElev,
} from "../parts";
import { Lines, n, type Point, pathOf, rectPath, type Svg } from "../svg";

export function drawStaircase(ctx: DrawContext): Drawing {
  const { s, rng } = ctx;
  const totalRise = rng.step(2600, 2760, 10);
  const risers = Math.ceil(totalRise / rng.range(196, 214));
  const rise = totalRise / risers;
  const going = Math.max(rng.step(225, 255, 5), Math.ceil((rise * 1.12) / 5) * 5);
  const goings = risers - 1;
  const glass = hint(ctx, 0.3, ["glass", "glazed"], ["oak", "spindle", "spindles", "timber"]);
  const openString = !glass && rng.chance(0.4);
  const cap = rng.pick(["flat", "ball", "pyramid"] as const);
  const run = goings * going;
  const k = Math.min(760 / (run + 1900), 600 / (totalRise + 1300));
  const floorY = 700;
  const x0 = 110 + (760 - (run + 1900) * k) / 2 + 900 * k;
  const xAt = (v: number) => x0 + v * k;
  const yAt = (v: number) => floorY - v * k;
  // floors: ground floor and the landing/first floor zone
  s.fillRect(xAt(-900), floorY, (run + 2300) * k, 22, "diag");
  s.line(xAt(-900), floorY, xAt(run + 1400), floorY, "k");
  const landingX = xAt(run);
  s.rect(landingX, yAt(totalRise), 1400 * k, 250 * k, "b");
  s.fillRect(landingX, yAt(totalRise), 1400 * k, 250 * k, "timber");
  s.rect(landingX, yAt(totalRise), 1400 * k, 250 * k, "m");
  s.line(landingX, yAt(totalRise), xAt(run + 1400), yAt(totalRise), "k");
  // the step profile
  let d = `M${n(xAt(0))} ${n(yAt(0))}`;
  for (let i = 0; i < goings; i++) d += `V${n(yAt((i + 1) * rise))}H${n(xAt((i + 1) * going))}`;
  d += `V${n(yAt(totalRise))}`;
  const nose = new Lines();
  for (let i = 0; i < goings; i++)
    nose.add(rectPath(xAt(i * going) - 20 * k, yAt((i + 1) * rise), (going + 20) * k, 25 * k));
  s.path(nose.d, "b m");
  s.path(d, "m");
  // pitch line through the nosings and the string
  const pitch = Math.atan2(rise, going);
  const nosing = (v: number): Point => [xAt(v), yAt(rise + (v / going) * rise)];
  const a = nosing(-going * 0.3);
  const b = nosing(run);
  const off = (p: Point, dist: number): Point => [
    p[0] + Math.sin(pitch) * dist * k,
    p[1] + Math.cos(pitch) * dist * k,
  ];
  if (openString) {
    let cut = `M${n(xAt(0))} ${n(yAt(0))}`;
    for (let i = 0; i < goings; i++)
      cut += `L${n(xAt(i * going))} ${n(yAt((i + 1) * rise))}L${n(xAt((i + 1) * going))} ${n(yAt((i + 1) * rise))}`;
    const lowEnd = off(b, 260);
    cut += `L${n(xAt(run))} ${n(yAt(totalRise))}L${n(lowEnd[0])} ${n(lowEnd[1])}L${n(xAt(0) + 60 * k)} ${n(yAt(0))}Z`;
    s.path(cut, "s m");
  } else {
    const s1 = off(a, rise * 0.5);
    const s2 = off(b, rise * 0.5);
    const s3 = off(b, 330);
    const s4: Point = [xAt(0) + 30 * k, yAt(0)];
    s.path(pathOf([[xAt(-40), yAt(0)], s1, s2, s3, s4]), "b");
    s.path(pathOf([[xAt(-40), yAt(0)], s1, s2, s3, s4]), "s k");
  }
  // newels
  const post = 90 * k;
  const newel = (x: number, bottom: number, top: number) => {
    s.rect(x - post / 2, top, post, bottom - top, "b k");
    s.line(x - post / 2 + 5, top + 30, x + post / 2 - 5, top + 30, "f");
    if (cap === "ball") s.circle(x, top - post * 0.55, post * 0.55, "b m");
    else if (cap === "pyramid")
      s.path(
        `M${n(x - post * 0.65)} ${n(top)}L${n(x)} ${n(top - post * 0.8)}L${n(x + post * 0.65)} ${n(top)}Z`,
        "b m",
      );
    else s.rect(x - post * 0.65, top - 20 * k, post * 1.3, 20 * k, "b m");
  };
  const railH = 900;
  const railAt = (v: number) => nosing(v)[1] - railH * k;
  const bottomNewelX = xAt(-going * 0.3);
  const topNewelX = xAt(run) + post / 2;
  // balusters or glass
  const railTop = (x: number) => railAt((x - x0) / k);
  const stringTop = (x: number) => nosing((x - x0) / k)[1] + (openString ? 0 : rise * 0.5 * k);
  if (glass) {
    const panels = Math.max(2, Math.round(goings / 3));
    for (let i = 0; i < panels; i++) {
      const gx0 =
        bottomNewelX + post / 2 + 10 + ((topNewelX - bottomNewelX - post - 20) * i) / panels + 4;
      const gx1 =
        bottomNewelX +
        post / 2 +
        10 +
        ((topNewelX - bottomNewelX - post - 20) * (i + 1)) / panels -
        4;
      s.path(
        pathOf([
          [gx0, stringTop(gx0) - 30 * k],
          [gx1, stringTop(gx1) - 30 * k],
          [gx1, railTop(gx1) + 60 * k],
          [gx0, railTop(gx0) + 60 * k],
        ]),
        "g l",
      );
    }
  } else {
    const spindles = new Lines();
    const sw = 32 * k;
    for (let i = 0; i < goings * 2; i++) {
      const x = xAt((i + 0.5) * (going / 2));
      if (x < bottomNewelX + post || x > topNewelX - post) continue;
      const yb = openString ? yAt(Math.floor(i / 2 + 1) * rise) : stringTop(x);
      spindles.v(x - sw / 2, railTop(x) + 10, yb).v(x + sw / 2, railTop(x) + 10, yb);
    }
    s.path(spindles.d, "l");
  }
  // handrail
  const r1: Point = [bottomNewelX, railAt(-going * 0.3)];
  const r2: Point = [topNewelX, railAt(run)];
  s.path(pathOf([r1, r2, [r2[0], r2[1] + 55 * k], [r1[0], r1[1] + 55 * k]]), "b k");
  newel(bottomNewelX, yAt(0), r1[1] - 150 * k);
  newel(topNewelX, yAt(totalRise - 250), yAt(totalRise + railH + 150));
  // landing balustrade
  const lr = yAt(totalRise + railH);
  s.rect(topNewelX + post / 2, lr, xAt(run + 1300) - topNewelX - post / 2, 55 * k, "b k");
  const lb = new Lines();
  for (let x = topNewelX + post / 2 + 110 * k; x < xAt(run + 1300); x += 110 * k)
    lb.v(x, lr + 55 * k, yAt(totalRise));
  if (glass)
    s.rect(
      topNewelX + post / 2 + 10,
      lr + 70 * k,
      xAt(run + 1260) - topNewelX - post / 2 - 10,
      yAt(totalRise) - lr - 100 * k,
      "g l",
    );
  else s.path(lb.d, "l");
  // headroom line
  const h1 = [nosing(0)[0], nosing(0)[1] - 2000 * k] as const;
  const h2 = [nosing(run - going * 2)[0], nosing(run - going * 2)[1] - 2000 * k] as const;
  s.line(h1[0], h1[1], h2[0], h2[1], "h");
  s.text((h1[0] + h2[0]) / 2 - 20, (h1[1] + h2[1]) / 2 - 12, "2000 MIN. HEADROOM", {
    size: 13,
    anchor: "middle",
    cls: "t2",
    rotate: (-pitch * 180) / Math.PI,
  });
  // pitch arc
  const base = nosing(0);
  const ar = 110;
  s.line(base[0], base[1], base[0] + ar + 30, base[1], "d");
  s.path(
    `M${n(base[0] + ar)} ${n(base[1])}A${ar} ${ar} 0 0 0 ${n(base[0] + ar * Math.cos(pitch))} ${n(base[1] - ar * Math.sin(pitch))}`,
    "d",
  );
  s.text(base[0] + ar + 36, base[1] - 8, `${Math.round((pitch * 180) / Math.PI)}\u00b0`, {
    size: 16,
    cls: "t2",
    bold: true,
  });
  // dimensions
  dimH(s, xAt(0), xAt(run), floorY + 50, `${goings} GOINGS @ ${going} = ${mm(run)}`, floorY);
  dimV(
    s,
    yAt(0),
    yAt(totalRise),
    xAt(-900) - 10,
    `${risers} RISERS @ ${rise.toFixed(1)} = ${mm(totalRise)}`,
    xAt(-40),
  );
  dimChainV(
    s,
    [yAt(totalRise), yAt(totalRise + railH)],
    xAt(run + 1400) + 40,
    ["900"],
    xAt(run + 1300),
  );
  leader(
    s,
    (r1[0] + r2[0]) / 2,
    (r1[1] + r2[1]) / 2,
    (r1[0] + r2[0]) / 2 - 200,
    (r1[1] + r2[1]) / 2 - 130,
    ["HANDRAIL 900 ABOVE", "PITCH LINE"],
  );
  treadDetail(s, 1020, 140);
  return {
    name: "STAIRCASE ELEVATION",
    scale: "1:20",
    notes: [
      `${risers} RISERS OF ${rise.toFixed(1)}, GOING ${going}, PITCH ${Math.round((pitch * 180) / Math.PI)}\u00b0 (42\u00b0 MAX.)`,
      glass
        ? "TOUGHENED GLASS INFILL PANELS"
        : `${openString ? "CUT" : "CLOSED"} STRING, 32 MM SQUARE SPINDLES AT 100 MAX. GAP`,
      "NEWELS AND HANDRAIL IN OAK, TREADS 25 MM",
      "2000 HEADROOM OVER THE FULL FLIGHT",
    ],
  };
}

/** A vertical cavity wall slice for details (outer leaf, cavity, inner leaf) from y1 to y2. */
function wallSlice(s: Svg, x: number, y1: number, y2: number, k: number): void {
  s.rect(x, y1, 102 * k, y2 - y1, "b");
  s.fillRect(x, y1, 102 * k, y2 - y1, "diagw");
  s.rect(x, y1, 102 * k, y2 - y1, "m");
  s.fillRect(x + 102 * k, y1, 100 * k, y2 - y1, "insul");
  s.rect(x + 202 * k, y1, 100 * k, y2 - y1, "b");
  s.fillRect(x + 202 * k, y1, 100 * k, y2 - y1, "cross");
  s.rect(x + 202 * k, y1, 100 * k, y2 - y1, "m");
  s.rect(x + 302 * k, y1, 13 * k, y2 - y1, "s l");
}

export function drawWindows(ctx: DrawContext): Drawing {
  const { s, rng } = ctx;
  const type = hasToken(ctx, "sash", "sashes")
    ? "sash"
    : hasToken(ctx, "casement", "casements")
      ? "casement"
      : rng.pick(["casement", "casement", "sash"] as const);
  const sliding = hasToken(ctx, "sliding", "slider", "patio");
  const W = sliding ? rng.step(2000, 3000, 100) : rng.step(900, 1500, 50);
  const H = sliding ? 2100 : rng.step(1050, 1500, 50);
  // elevation, left
  const ke = Math.min(440 / (W + 500), 520 / (H + 600));
  const ex = 110 + (480 - W * ke) / 2;
  const ey = 150 + (560 - H * ke) / 2;
  s.text(110, 118, "ELEVATION", { size: 17, bold: true, spacing: 2 });
  s.fillRect(ex - 250 * ke, ey - 250 * ke, (W + 500) * ke, (H + 500) * ke, "brick");
  s.rect(ex - 250 * ke, ey - 250 * ke, (W + 500) * ke, (H + 500) * ke, "l");
  if (sliding) slidingElev(s, ex, ey + H * ke, W * ke, H * ke, W > 2600 ? 3 : 2);
  else {
    windowElev(s, ex, ey, W * ke, H * ke, {
      type,
      bars: type === "sash" ? 1 : 0,
      head: rng.pick(["soldier", "stone"] as const),
      leaves: W > 1200 ? 3 : 2,
    });
  }
  dimH(s, ex, ex + W * ke, ey + H * ke + 70, mm(W), ey + H * ke + 10);
  dimV(s, ey, ey + H * ke, ex - 60, mm(H), ex);
  const secX = ex + W * ke * 0.3;
  s.line(secX, ey - 60, secX, ey + H * ke + 40, "ad");
  bubble(s, secX, ey - 78, 15, "A", "b a");

  // section A-A, right: head detail above, sill detail below, with a break between
  const kd = 0.95;
  const sx = 760;
  const headTop = 120;
  const headBottom = 390;
  const sillTop = 470;
  const sillBottom = 740;
  s.text(sx, 100, "SECTION A-A", { size: 17, bold: true, spacing: 2 });
  const wallX = sx + 40;
  // head: wall above the opening with lintel
  wallSlice(s, wallX, headTop, headTop + 120, kd);
  const lintelY = headTop + 120;
  const lintel = pathOf([
    [wallX, lintelY + 10],
    [wallX + 110 * kd, lintelY + 10],
    [wallX + 110 * kd, lintelY - 30],
    [wallX + 200 * kd, lintelY - 120],
    [wallX + 300 * kd, lintelY - 120],
    [wallX + 300 * kd, lintelY - 110],
    [wallX + 210 * kd, lintelY - 110],
    [wallX + 120 * kd, lintelY - 20],
    [wallX + 120 * kd, lintelY + 20],
    [wallX, lintelY + 20],
  ]);
  s.path(lintel, "i2");
  s.path(lintel, "m");
  s.rect(wallX + 202 * kd, lintelY - 110, 100 * kd, 110, "b");
  s.fillRect(wallX + 202 * kd, lintelY - 110, 100 * kd, 110, "cross");
  s.rect(wallX + 202 * kd, lintelY - 110, 100 * kd, 110, "m");
  // frame head
  const fx = wallX + 60 * kd;
  const fw = 70 * kd;
  const frameTop = lintelY + 24;
  s.rect(fx, frameTop, fw, 62, "b k");
  s.rect(fx + 14, frameTop + 62, fw - 28, 48, "b m");
  const glassX = fx + fw / 2 - 12;
  s.rect(glassX, frameTop + 80, 24, headBottom - frameTop - 80, "g l");
  s.line(glassX + 12, frameTop + 84, glassX + 12, headBottom, "f");
  s.rect(wallX + 202 * kd, lintelY + 20, 110 * kd, 14, "s l");
  s.line(wallX + 102 * kd, lintelY - 10, wallX + 102 * kd, headBottom, "a");
  // break line
  const brk = (y: number) => `M${n(sx)} ${n(y)}H${n(sx + 170)}l10 -14l12 28l10 -14H${n(sx + 420)}`;
  s.path(brk(headBottom + 8), "l");
  s.path(brk(sillTop - 8), "l");
  // sill: glass, frame sill, external sill, internal window board
  s.rect(glassX, sillTop, 24, 110, "g l");
  s.line(glassX + 12, sillTop, glassX + 12, sillTop + 106, "f");
  const fsY = sillTop + 110;
  s.path(
    pathOf([
      [fx - 30, fsY + 60],
      [fx - 30, fsY + 36],
      [fx + 10, fsY + 10],
      [fx + fw, fsY],
      [fx + fw, fsY + 60],
    ]),
    "b k",
  );
  s.line(fx - 20, fsY + 60, fx - 20, fsY + 52, "m");
  const stone = pathOf([
    [wallX - 55 * kd, fsY + 86],
    [wallX - 55 * kd, fsY + 70],
    [fx - 10, fsY + 60],
    [wallX + 102 * kd, fsY + 60],
    [wallX + 102 * kd, fsY + 135],
    [wallX - 55 * kd, fsY + 135],
  ]);
  s.path(stone, "b");
  s.fillPath(stone, "concrete");
  s.path(stone, "m");
  s.rect(wallX - 45 * kd, fsY + 118, 14, 6, "b l");
  wallSlice(s, wallX, fsY + 135, sillBottom, kd);
  s.rect(wallX + 102 * kd, fsY + 60, 100 * kd, 75, "b");
  s.fillRect(wallX + 102 * kd, fsY + 60, 100 * kd, 75, "insul");
  s.rect(wallX + 102 * kd, fsY + 60, 100 * kd, 75, "l");
  s.rect(wallX + 202 * kd, fsY + 60, 100 * kd, fsY + 135 - fsY - 60, "b");
  s.fillRect(wallX + 202 * kd, fsY + 60, 100 * kd, 75, "cross");
  s.rect(wallX + 202 * kd, fsY + 60, 100 * kd, 75, "m");
  s.rect(fx + fw, fsY + 36, wallX + 350 * kd - fx - fw, 24, "b k");
  s.fillRect(fx + fw, fsY + 36, wallX + 350 * kd - fx - fw, 24, "timber");
  // labels
  const lx = wallX + 400 * kd;
  leader(s, wallX + 160 * kd, lintelY - 70, lx, headTop + 20, ["INSULATED STEEL", "CAVITY LINTEL"]);
  leader(s, wallX + 102 * kd, lintelY + 60, lx, headTop + 90, [
    "CAVITY TRAY WITH",
    "STOP ENDS, WEEPS",
  ]);
  leader(s, fx + fw / 2, frameTop + 30, lx, headTop + 160, [
    type === "sash" ? "SASH BOX HEAD" : "FRAME HEAD",
    "70 MM PROFILE",
  ]);
  leader(s, glassX + 12, headBottom - 40, lx, headTop + 230, [
    "24 MM DOUBLE-GLAZED",
    "UNIT, WARM EDGE",
  ]);
  leader(s, fx + fw + 40, fsY + 48, lx, sillTop + 60, ["25 MM WINDOW BOARD"]);
  leader(s, wallX + 20 * kd, fsY + 90, lx, sillTop + 150, ["CAST STONE SILL", "WITH DRIP"]);
  leader(s, wallX + 150 * kd, fsY + 100, lx, sillTop + 220, ["INSULATED CAVITY", "CLOSER"]);
  return {
    name: sliding
      ? "SLIDING GLAZING DETAILS"
      : type === "sash"
        ? "SASH WINDOW DETAILS"
        : "CASEMENT WINDOW DETAILS",
    scale: "1:5",
    notes: [
      `${mm(W)} x ${mm(H)} ${sliding ? "ALUMINIUM SLIDING DOORS" : type === "sash" ? "TIMBER SLIDING SASH" : "TIMBER CASEMENT"}, FACTORY FINISHED`,
      "U-VALUE 1.4 W/M\u00b2K OR BETTER",
      "FRAME SET 50 INTO CAVITY, SEALED BOTH SIDES",
      "TRICKLE VENTS TO HABITABLE ROOMS",
    ],
  };
}

export function drawDoors(ctx: DrawContext): Drawing {
  const { s, rng } = ctx;
  const external = hint(
    ctx,
    0.6,
    ["entrance", "front", "external", "secure", "hardwood", "sliding", "patio", "garden", "bifold"],
    ["internal", "interior", "fire"],
  );
  const sliding = hasToken(ctx, "sliding", "patio", "bifold", "bifolds", "slider");
  const W = sliding
    ? rng.step(2400, 3200, 100)
    : external
      ? rng.step(900, 1000, 10)
      : rng.pick([762, 838]);
  const H = external ? 2100 : 1981;
  const style: DoorStyle = rng.pick(
    external
      ? (["panel4", "panel6", "glazed", "strip"] as const)
      : (["panel4", "panel6", "plain"] as const),
  );
  const ke = Math.min(500 / (H + 500), 440 / (W + 300));
  const ex = 110 + (480 - W * ke) / 2;
  const floor = 700;
  s.text(110, 118, "ELEVATION", { size: 17, bold: true, spacing: 2 });
  // architrave around the frame
  const arch = 70 * ke;
  s.path(
    pathOf(
      [
        [ex - arch, floor],
        [ex - arch, floor - H * ke - arch],
        [ex + W * ke + arch, floor - H * ke - arch],
        [ex + W * ke + arch, floor],
      ],
      false,
    ),
    "k",
  );
  s.path(
    pathOf(
      [
        [ex - arch * 0.45, floor],
        [ex - arch * 0.45, floor - H * ke - arch * 0.45],
        [ex + W * ke + arch * 0.45, floor - H * ke - arch * 0.45],
        [ex + W * ke + arch * 0.45, floor],
      ],
      false,
    ),
    "f",
  );
  if (sliding) {
    slidingElev(s, ex, floor, W * ke, H * ke, W > 2800 ? 3 : 2);
  } else {
    doorElev(s, ex, floor, W * ke, H * ke, style, external && rng.chance(0.4));
    // hinges, lever, letter plate
    const hinges = new Lines();
    for (const y of [floor - H * ke + 25, floor - H * ke * 0.5, floor - 40])
      hinges.add(rectPath(ex + 2, y - 10, 6, 20));
    s.path(hinges.d, "i2");
    s.line(ex + W * ke - 16, floor - 1000 * ke, ex + W * ke - 40, floor - 1000 * ke, "k");
    if (external) s.rect(ex + W * ke * 0.3, floor - 1050 * ke, W * ke * 0.4, 12, "b m");
  }
  s.line(40 + 70, floor, 600, floor, "k");
  s.fillRect(110, floor, 490, 20, "diag");
  dimH(s, ex, ex + W * ke, floor + 55, mm(W), floor);
  dimV(s, floor, floor - H * ke, ex - arch - 40, mm(H), ex - arch);
  s.line(ex - arch - 20, floor - 1500 * ke, ex + W * ke + arch + 20, floor - 1500 * ke, "ad");
  bubble(s, ex + W * ke + arch + 40, floor - 1500 * ke, 15, "B", "b a");

  // plan detail B-B through the jamb
  const k = 1.5;
  const px = 760;
  const py = 140;
  s.text(px, 110, "DETAIL B-B, JAMB", { size: 17, bold: true, spacing: 2 });
  const wallT = external ? 300 : 100;
  const wallFace = py + 20;
  const jambX = px + 300;
  // wall to the left of the jamb
  s.rect(px, wallFace, jambX - px, wallT * k * (external ? 0.55 : 1), "b");
  s.fillRect(
    px,
    wallFace,
    jambX - px,
    wallT * k * (external ? 0.55 : 1),
    external ? "cross" : "cross",
  );
  s.rect(px, wallFace, jambX - px, wallT * k * (external ? 0.55 : 1), "m");
  const frameD = external ? 70 : 32;
  const frameW = external ? 120 : 115;
  const fTop = wallFace + (external ? 30 : 0);
  s.rect(jambX - 4, fTop, frameD * k, frameW * k, "b k");
  s.fillRect(jambX - 4, fTop, frameD * k, frameW * k, "timber");
  // stop / rebate and the leaf edge
  const leafT = external ? 54 : 44;
  const stopY = fTop + (frameW - leafT - 12) * k * 0.5;
  s.rect(jambX - 4 + frameD * k, stopY - 14 * k, 12 * k, 14 * k, "b m");
  s.rect(jambX - 4 + frameD * k + 3, stopY, 130, leafT * k, "b k");
  s.fillRect(jambX - 4 + frameD * k + 3, stopY, 130, leafT * k, "timber");
  const cutX = jambX - 4 + frameD * k + 133;
  s.path(
    `M${n(cutX)} ${n(stopY - 12)}v${n(leafT * k * 0.35 + 12)}l-8 8l16 8l-8 8V${n(stopY + leafT * k + 12)}`,
    "l",
  );
  s.circle(jambX - 4 + frameD * k + 6, stopY - 4, 4, "i2");
  // architrave on the room side
  const archY = fTop + frameW * k;
  s.path(
    `M${n(jambX - 70 * k)} ${n(archY)}h${n(70 * k + 10)}v${n(14 * k)}q${n(-20)} ${n(6)} ${n(-40)} ${n(6)}h${n(-(70 * k - 30))}z`,
    "b m",
  );
  s.line(px, archY, jambX - 70 * k, archY, "l");
  leader(s, jambX + 20, fTop + 20, jambX + 330, py + 10, [
    sliding
      ? "ALUMINIUM FRAME, THERMAL BREAK"
      : external
        ? "HARDWOOD FRAME 70 x 120"
        : "SOFTWOOD LINING 32 x 115",
  ]);
  leader(s, jambX - 4 + frameD * k + 8, stopY - 8, jambX + 330, py + 60, ["PLANTED STOP, SEAL"]);
  leader(s, jambX + 130, stopY + (leafT * k) / 2, jambX + 330, py + 110, [
    sliding ? "28 MM DOUBLE-GLAZED PANEL" : `${leafT} MM DOOR LEAF`,
  ]);
  leader(s, jambX - 40 * k, archY + 8, jambX + 330, py + 170, ["MOULDED ARCHITRAVE"]);
  dimH(s, jambX - 4, jambX - 4 + frameD * k, fTop - 20, String(frameD), fTop);

  // threshold detail C-C
  const ty = 470;
  s.text(px, ty - 20, external ? "DETAIL C-C, THRESHOLD" : "DETAIL C-C, FLOOR", {
    size: 17,
    bold: true,
    spacing: 2,
  });
  const ffl = ty + 200;
  s.rect(px, ffl, 560, 60, "b");
  s.fillRect(px, ffl, 560, 60, "concrete");
  s.rect(px, ffl, 560, 60, "m");
  s.rect(px + 320, ffl - 18, 240, 18, "b l");
  s.fillRect(px + 320, ffl - 18, 240, 18, "timber");
  const leafX = px + 260;
  s.rect(leafX, ty + 20, leafT * k, ffl - 30 - ty - 20, "b k");
  s.fillRect(leafX, ty + 20, leafT * k, ffl - 30 - ty - 20, "timber");
  if (external) {
    s.path(
      pathOf([
        [px + 120, ffl],
        [px + 120, ffl - 12],
        [leafX, ffl - 28],
        [leafX + 90, ffl - 28],
        [leafX + 90, ffl],
      ]),
      "b k",
    );
    s.path(`M${n(leafX - 2)} ${n(ffl - 40)}h-30l-10 14h40z`, "b m");
    leader(s, px + 180, ffl - 12, px + 40, ty + 40, ["LOW THRESHOLD SILL,", "15 MM MAX. UPSTAND"]);
    leader(s, leafX - 20, ffl - 36, px + 40, ty + 100, ["WEATHERBAR"]);
  } else {
    s.line(leafX - 4, ffl - 10, leafX + leafT * k + 4, ffl - 10, "a");
    leader(s, leafX + (leafT * k) / 2, ffl - 12, px + 40, ty + 60, ["10 MM UNDERCUT FOR AIRFLOW"]);
  }
  leader(s, px + 420, ffl - 9, px + 540, ty + 60, ["FLOOR FINISH"]);
  return {
    name: sliding
      ? "SLIDING DOOR DETAILS"
      : external
        ? "ENTRANCE DOOR DETAILS"
        : "INTERNAL DOOR DETAILS",
    scale: "1:5",
    notes: [
      `${mm(W)} x ${mm(H)} ${sliding ? "ALUMINIUM SLIDING DOORS, TOUGHENED GLASS" : external ? "HARDWOOD DOORSET, MULTI-POINT LOCK" : "PANELLED DOOR ON LINING"}`,
      sliding ? "LOCKING HANDLE, ANTI-LIFT BLOCKS" : "THREE 100 MM HINGES, LEVER FURNITURE",
      external ? "LEVEL THRESHOLD FOR STEP-FREE ACCESS" : "FIRE RATING WHERE REQUIRED BY LAYOUT",
      "FRAME FIXED AT 600 CENTRES, PACKED AND PLUMB",
    ],
  };
}

type Profile = "torus" | "ogee" | "chamfer" | "square" | "bullnose";

/** A timber moulding profile in section: back at x, bottom at y, t thick and h high (sheet units). */
function profilePath(type: Profile, x: number, y: number, t: number, h: number): string {
  const top = y - h;
  const f = x + t;
  switch (type) {
    case "torus":
      return `M${n(x)} ${n(y)}V${n(top)}H${n(f - t * 0.55)}A${n(t * 0.55)} ${n(t * 0.55)} 0 0 1 ${n(f)} ${n(top + t * 0.55)}A${n(t * 0.4)} ${n(t * 0.4)} 0 0 1 ${n(f - t * 0.3)} ${n(top + t * 1.2)}V${n(y)}Z`;
    case "ogee":
      return `M${n(x)} ${n(y)}V${n(top)}H${n(x + t * 0.25)}C${n(x + t * 0.9)} ${n(top)} ${n(x + t * 0.3)} ${n(top + t * 1.3)} ${n(f)} ${n(top + t * 1.5)}V${n(y)}Z`;
    case "chamfer":
      return `M${n(x)} ${n(y)}V${n(top)}H${n(x + t * 0.35)}L${n(f)} ${n(top + t * 0.65)}V${n(y)}Z`;
    case "bullnose":
      return `M${n(x)} ${n(y)}V${n(top)}H${n(x + t * 0.2)}A${n(t * 0.8)} ${n(t * 0.8)} 0 0 1 ${n(f)} ${n(top + t * 0.8)}V${n(y)}Z`;
    default:
      return rectPath(x, top, t, h);
  }
}

export function drawFinishes(ctx: DrawContext): Drawing {
  const { s, rng } = ctx;
  const skirtingType: Profile = rng.pick([
    "torus",
    "ogee",
    "chamfer",
    "square",
    "bullnose",
  ] as const);
  const archType: Profile = rng.pick(["ogee", "torus", "chamfer", "bullnose"] as const);
  const skirtingH = rng.pick([120, 145, 168, 195, 220]);
  const archW = rng.pick([58, 69, 94]);
  const dado = rng.chance(0.35);
  const cornice = rng.chance(0.5);
  // elevation of a wall with a door opening
  const H = 2400;
  const L = rng.step(2800, 3600, 100);
  const k = Math.min(560 / L, 560 / H);
  const x0 = 100;
  const floor = 690;
  const xAt = (v: number) => x0 + v * k;
  const yAt = (v: number) => floor - v * k;
  s.text(x0, 100, "WALL ELEVATION", { size: 17, bold: true, spacing: 2 });
  s.fillRect(xAt(0), yAt(H), L * k, H * k, "dots");
  const doorAt = rng.step(400, L - 1400, 50);
  const doorW = 838;
  s.rect(xAt(doorAt - archW), yAt(1981 + archW), (doorW + 2 * archW) * k, (1981 + archW) * k, "b");
  s.path(
    pathOf(
      [
        [xAt(doorAt - archW), yAt(0)],
        [xAt(doorAt - archW), yAt(1981 + archW)],
        [xAt(doorAt + doorW + archW), yAt(1981 + archW)],
        [xAt(doorAt + doorW + archW), yAt(0)],
      ],
      false,
    ),
    "k",
  );
  s.path(
    pathOf(
      [
        [xAt(doorAt - archW * 0.5), yAt(0)],
        [xAt(doorAt - archW * 0.5), yAt(1981 + archW * 0.5)],
        [xAt(doorAt + doorW + archW * 0.5), yAt(1981 + archW * 0.5)],
        [xAt(doorAt + doorW + archW * 0.5), yAt(0)],
      ],
      false,
    ),
    "f",
  );
  doorElev(s, xAt(doorAt), yAt(0), doorW * k, 1981 * k, rng.pick(["panel4", "panel6"] as const));
  // skirting either side of the door
  for (const [a, b] of [
    [0, doorAt - archW],
    [doorAt + doorW + archW, L],
  ] as const) {
    if (b - a < 10) continue;
    s.rect(xAt(a), yAt(skirtingH), (b - a) * k, skirtingH * k, "b m");
    s.line(xAt(a), yAt(skirtingH - 25), xAt(b), yAt(skirtingH - 25), "f");
    if (dado) {
      s.rect(xAt(a), yAt(1000), (b - a) * k, 50 * k, "b m");
      s.line(xAt(a), yAt(975), xAt(b), yAt(975), "f");
    }
  }
  if (cornice) {
    s.path(
      pathOf([
        [xAt(0), yAt(H)],
        [xAt(L), yAt(H)],
        [xAt(L), yAt(H - 120)],
        [xAt(0), yAt(H - 120)],
      ]),
      "b m",
    );
    s.line(xAt(0), yAt(H - 60), xAt(L), yAt(H - 60), "f");
  }
  s.line(xAt(0), yAt(H), xAt(L), yAt(H), "k");
  s.line(xAt(-100), yAt(0), xAt(L + 100), yAt(0), "k");
  s.fillRect(xAt(-100), yAt(0), (L + 200) * k, 20, "diag");
  s.rect(xAt(0), yAt(H), L * k, H * k, "m");
  dimV(s, yAt(0), yAt(H), xAt(0) - 40, mm(H), xAt(0));
  bubble(s, xAt(L * 0.15), yAt(skirtingH) - 40, 15, "1", "b a");
  bubble(s, xAt(doorAt - archW) - 30, yAt(1400), 15, "2", "b a");
  bubble(s, xAt(L) - 40, yAt(1500), 15, "3", "b a");

  // profile details on the right
  const box = (
    bx: number,
    by: number,
    w: number,
    h: number,
    tag: string,
    title: string,
    sub: string,
  ) => {
    s.rect(bx, by, w, h, "b m");
    bubble(s, bx + 24, by + 24, 15, tag, "b a");
    s.text(bx + 48, by + 22, title, { size: 14, bold: true });
    s.text(bx + 48, by + 39, sub, { size: 12, cls: "t2" });
  };
  const dx = 760;
  // 1: skirting profile (1:2)
  box(dx, 120, 310, 300, "1", "SKIRTING", `${skirtingType.toUpperCase()}, ${skirtingH} x 25`);
  const sk = Math.min(1.4, 185 / skirtingH);
  const sBase = 395;
  const sx = dx + 190;
  s.rect(sx - 60, sBase - skirtingH * sk - 20, 60, skirtingH * sk + 20, "b");
  s.fillRect(sx - 60, sBase - skirtingH * sk - 20, 60, skirtingH * sk + 20, "cross");
  s.rect(sx - 60, sBase - skirtingH * sk - 20, 60, skirtingH * sk + 20, "l");
  const sp = profilePath(skirtingType, sx, sBase, 25 * sk, skirtingH * sk);
  s.path(sp, "b");
  s.fillPath(sp, "timber");
  s.path(sp, "k");
  s.line(dx + 20, sBase, dx + 290, sBase, "m");
  dimV(s, sBase, sBase - skirtingH * sk, sx + 25 * sk + 40, String(skirtingH), sx + 25 * sk);
  // 2: architrave profile
  box(dx + 330, 120, 310, 300, "2", "ARCHITRAVE", `${archType.toUpperCase()}, ${archW} x 18`);
  const ak = 1.7;
  const ax = dx + 330 + 90;
  const ay = 330;
  // draw the architrave lying flat: thickness upwards, width across
  s.rect(ax - 40, ay, archW * ak + 80, 30, "b");
  s.fillRect(ax - 40, ay, archW * ak + 80, 30, "cross");
  s.rect(ax - 40, ay, archW * ak + 80, 30, "l");
  s.open(`transform="rotate(90 ${n(ax)} ${n(ay)})"`);
  const ap2 = profilePath(archType, ax - 18 * ak, ay, 18 * ak, archW * ak);
  s.path(ap2, "b");
  s.fillPath(ap2, "timber");
  s.path(ap2, "k");
  s.close();
  dimH(s, ax, ax + archW * ak, ay + 60, String(archW), ay + 30);
  // 3: plaster build-up (plan)
  box(dx, 440, 640, 300, "3", "WALL FINISH", "DOT-AND-DAB PLASTERBOARD, 3 MM SKIM");
  const py0 = 520;
  const layers: [string, number, string][] = [
    ["100 BLOCKWORK", 100, "cross"],
    ["ADHESIVE DABS", 15, ""],
    ["12.5 PLASTERBOARD", 12.5, "dots"],
    ["3 MM SKIM, MIST COAT", 3, ""],
  ];
  let lx = dx + 40;
  const pk = 2.2;
  layers.forEach(([name, t, pat], i) => {
    const w = Math.max(t * pk, 5);
    if (pat) s.fillRect(lx, py0, w, 190, pat);
    if (name === "ADHESIVE DABS") {
      for (let j = 0; j < 3; j++) s.rect(lx, py0 + 20 + j * 60, w, 26, "i2");
    }
    s.rect(lx, py0, w, 190, "l");
    const labelY = py0 + 30 + i * 48;
    s.path(
      `M${n(lx + w / 2)} ${n(py0 + 95 + (i - 1.5) * 30)}L${n(dx + 420)} ${n(labelY - 5)}h12`,
      "d",
    );
    s.text(dx + 440, labelY, name, { size: 13 });
    lx += w;
  });
  return {
    name: "SKIRTING AND ARCHITRAVE DETAILS",
    scale: "1:2",
    notes: [
      `${skirtingH} MM ${skirtingType.toUpperCase()} SKIRTING, MITRED AT CORNERS`,
      `${archW} MM ${archType.toUpperCase()} ARCHITRAVE, 5 MM REVEAL`,
      "PRIMED MDF, TWO COATS EGGSHELL",
      dado ? "DADO RAIL AT 1000, CORNICE TO MATCH" : "PLASTER SKIM TO LEVEL 5 FINISH",
    ],
  };
}

/** Enlarged detail of one tread and riser junction. */
function treadDetail(s: Svg, bx: number, by: number): void {
  const bw = 400;
  const bh = 430;
  const kd = 1.6;
  s.rect(bx, by, bw, bh, "b m");
  bubble(s, bx + 26, by + 26, 16, "1", "b a");
  s.text(bx + 52, by + 24, "TREAD AND RISER", { size: 14, bold: true });
  s.text(bx + 52, by + 41, "SCALE 1:2", { size: 12, cls: "t2" });
  const tx = bx + 60;
  const ty = by + 130;
  const tt = 25 * kd;
  const tread = `M${n(tx + tt / 2)} ${n(ty)}H${n(bx + bw - 30)}V${n(ty + tt)}H${n(tx + tt / 2)}A${n(tt / 2)} ${n(tt / 2)} 0 0 1 ${n(tx + tt / 2)} ${n(ty)}Z`;
  s.path(tread, "b");
  s.fillPath(tread, "timber");
  s.path(tread, "k");
  const rx = tx + 16 * kd + tt / 2;
  const rw = 18 * kd;
  const riser = rectPath(rx, ty + tt - 10, rw, 190);
  s.path(riser, "b");
  s.fillPath(riser, "timber");
  s.path(riser, "k");
  s.line(rx, ty + tt - 10, rx + rw, ty + tt - 10, "f");
  s.path(`M${n(rx + rw)} ${n(ty + tt)}h40l-40 40z`, "s m");
  // break line at the bottom of the riser and the end of the tread
  s.path(`M${n(rx - 12)} ${n(ty + tt + 180)}l12 -8l${n(rw)} 16l12 -8`, "l");
  dimH(s, tx, rx, ty - 28, "16", ty);
  dimV(s, ty, ty + tt, bx + bw - 12, "25", bx + bw - 30);
  leader(s, tx + 140, ty + tt / 2, bx + 200, by + 230, ["25 MM OAK TREAD,", "ROUNDED NOSING"]);
  leader(s, rx + rw / 2, ty + tt + 100, bx + 200, by + 300, [
    "18 MM RISER, HOUSED",
    "INTO TREAD GROOVE",
  ]);
  leader(s, rx + rw + 12, ty + tt + 12, bx + 200, by + 370, ["GLUE BLOCKS AT", "150 CENTRES"]);
}
