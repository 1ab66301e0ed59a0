/** Structure: roof construction, timber frame wall, brickwork bonds. */
import { type DrawContext, type Drawing, hasToken, hint } from "../context";
import { bubble, buildUp, dimChainH, dimH, dimV, leader, mm } from "../parts";
import { Lines, n, type Point, pathOf, rectPath } from "../svg";
import { drawRoofPlan } from "./roofplan";
import { drawFlatRoof, drawSteelBeam } from "./steel-flat";

export function drawRoof(ctx: DrawContext): Drawing {
  const { s, rng } = ctx;
  const span = rng.step(6000, 9000, 100);
  const pitchDeg = rng.step(30, 48, 1);
  const pitch = (pitchDeg * Math.PI) / 180;
  if (hasToken(ctx, "flat", "deck", "lantern", "warm")) return drawFlatRoof(ctx);
  const trussed = hasToken(ctx, "truss", "trusses", "trussed", "frame", "section", "eaves");
  if (
    !trussed &&
    (hasToken(ctx, "ridge", "valley", "valleys", "hip", "hips", "plan") || ctx.rng.chance(0.25))
  ) {
    return drawRoofPlan(ctx);
  }
  const cut = hint(
    ctx,
    0.4,
    ["cut", "purlin", "purlins"],
    ["truss", "trusses", "trussed", "frame"],
  );
  const slate = hint(
    ctx,
    0.65,
    ["slate", "slates", "slated", "reslated"],
    ["tile", "tiles", "tiled"],
  );
  const rise = (span / 2) * Math.tan(pitch);
  const overhang = 450;
  const k = Math.min(780 / (span + 2 * overhang + 700), 540 / (rise + 1100));
  const plateY = 140 + (rise + 300) * k;
  const x0 = 470 - (span * k) / 2;
  const xAt = (v: number) => x0 + v * k;
  const yAt = (v: number) => plateY - v * k;
  const apex: Point = [xAt(span / 2), yAt(rise)];
  const along = (from: Point, to: Point, f: number): Point => [
    from[0] + (to[0] - from[0]) * f,
    from[1] + (to[1] - from[1]) * f,
  ];
  const eaveL: Point = [xAt(-overhang), yAt(-overhang * Math.tan(pitch))];
  const eaveR: Point = [xAt(span + overhang), eaveL[1]];
  // walls below the plate
  for (const wx of [-150, span - 150]) {
    s.rect(xAt(wx), yAt(0), 300 * k, 700 * k, "b");
    s.fillRect(xAt(wx), yAt(0), 300 * k, 700 * k, "diag");
    s.rect(xAt(wx), yAt(0), 300 * k, 700 * k, "m");
  }
  // ceiling joist / bottom chord and insulation
  s.rect(xAt(-100), yAt(0) - 150 * k, (span + 200) * k, 150 * k, "b m");
  s.fillRect(xAt(100), yAt(0) - 450 * k, (span - 200) * k, 300 * k, "insul");
  s.line(xAt(100), yAt(0) - 450 * k, xAt(span - 100), yAt(0) - 450 * k, "f");
  // rafters: a thick band along each slope
  const depth = (150 * k) / Math.cos(pitch);
  const slope = (a: Point, b: Point) => {
    s.path(pathOf([a, b, [b[0], b[1] - depth], [a[0], a[1] - depth]]), "b m");
  };
  slope(eaveL, apex);
  slope(eaveR, apex);
  s.rect(apex[0] - 20 * k, apex[1] - depth - 200 * k, 40 * k, 260 * k, "i2");
  if (cut) {
    // purlins with struts to a binder
    for (const side of [-1, 1]) {
      const p = along(side < 0 ? eaveL : eaveR, apex, 0.55);
      s.rect(p[0] - 75 * k, p[1], 150 * k, 225 * k, "b");
      s.fillRect(p[0] - 75 * k, p[1], 150 * k, 225 * k, "timber");
      s.rect(p[0] - 75 * k, p[1], 150 * k, 225 * k, "m");
      s.line(p[0], p[1] + 225 * k, xAt(span / 2) + side * 600 * k, yAt(0) - 150 * k, "m");
    }
    s.line(xAt(span / 2 - 200), apex[1] + 200 * k, xAt(span / 2 + 200), apex[1] + 200 * k, "m");
  } else {
    // fink truss webs
    const a: Point = [xAt(span / 3), yAt(0) - 150 * k];
    const b: Point = [xAt((2 * span) / 3), yAt(0) - 150 * k];
    const q1 = along([xAt(0), yAt(0)], apex, 0.5);
    const q2 = along([xAt(span), yAt(0)], apex, 0.5);
    s.path(
      new Lines()
        .move(a[0], a[1], q1[0], q1[1])
        .move(a[0], a[1], apex[0], apex[1] + 30 * k)
        .move(b[0], b[1], apex[0], apex[1] + 30 * k)
        .move(b[0], b[1], q2[0], q2[1]).d,
      "m",
    );
    for (const p of [a, b, q1, q2]) s.rect(p[0] - 60 * k, p[1] - 30 * k, 120 * k, 60 * k, "i2");
  }
  // battens and slates on the right slope, counter battens on the left shown as battens only
  const out = (p: Point, d: number): Point => [
    p[0] + Math.sin(pitch) * d * (p[0] > apex[0] ? 1 : -1) * 0,
    p[1] - d,
  ];
  const battens = new Lines();
  const courseGap = (slate ? 230 : 260) * k;
  const lenR = Math.hypot(apex[0] - eaveR[0], apex[1] - eaveR[1]);
  const count = Math.floor(lenR / courseGap);
  const slatePath = new Lines();
  for (let i = 0; i < count; i++) {
    const f = (i * courseGap + 40 * k) / lenR;
    const pR = along(eaveR, apex, f);
    const pL = along(eaveL, apex, f);
    const top = out(pR, depth + 30 * k);
    battens.add(rectPath(top[0] - 25 * k, top[1] - 25 * k, 50 * k, 25 * k));
    const topL = out(pL, depth + 30 * k);
    battens.add(rectPath(topL[0] - 25 * k, topL[1] - 25 * k, 50 * k, 25 * k));
    // each slate: from above this batten down past the next course (overlap)
    const lower = along(eaveR, apex, Math.max(0, f - (courseGap * 1.9) / lenR));
    const lo = out(lower, depth + 60 * k);
    const hi = out(pR, depth + 60 * k);
    slatePath.move(hi[0] - 20 * k, hi[1], lo[0] - 20 * k, lo[1]);
  }
  s.path(battens.d, "l");
  s.path(slatePath.d, "k");
  // fascia, soffit, gutter at both eaves
  for (const e of [eaveL, eaveR]) {
    const dir = e[0] < apex[0] ? -1 : 1;
    s.rect(e[0] - (dir < 0 ? 25 * k : 0), e[1] - depth, 25 * k, 200 * k, "b m");
    s.line(
      e[0],
      e[1] + 200 * k - depth,
      xAt(dir < 0 ? -150 : span + 150),
      e[1] + 200 * k - depth,
      "l",
    );
    s.path(
      `M${n(e[0] + dir * 25 * k)} ${n(e[1] - depth + 20 * k)}a${n(60 * k)} ${n(60 * k)} 0 0 ${dir < 0 ? 1 : 0} ${n(dir * 120 * k)} 0`,
      "m",
    );
  }
  // pitch, span, rise dimensions
  dimH(s, xAt(0), xAt(span), yAt(0) + 700 * k + 40, mm(span), yAt(0) + 700 * k);
  dimV(s, yAt(0), apex[1], xAt(span + overhang) + 60, mm(rise), xAt(span + overhang));
  const arcR = 120;
  const ex = xAt(span + overhang);
  s.path(
    `M${n(ex - arcR)} ${n(eaveR[1])}A${n(arcR)} ${n(arcR)} 0 0 1 ${n(ex - arcR * Math.cos(pitch))} ${n(eaveR[1] - arcR * Math.sin(pitch))}`,
    "d",
  );
  s.line(ex - arcR - 30, eaveR[1], ex, eaveR[1], "d");
  s.text(ex - arcR - 20, eaveR[1] - 14, `${pitchDeg}\u00b0`, {
    size: 16,
    anchor: "end",
    cls: "t2",
    bold: true,
  });
  leader(
    s,
    apex[0] + 30,
    apex[1] + 80,
    apex[0] + 240,
    apex[1] - 20,
    cut ? ["RIDGE BOARD", "AND COLLAR"] : ["TRUSSED RAFTERS", "AT 600 CENTRES"],
  );
  leader(s, xAt(span * 0.3), yAt(0) - 300 * k, xAt(-overhang) - 20, yAt(0) - 520 * k - 40, [
    "300 MINERAL WOOL",
  ]);

  // coursing detail: slates or plain tiles in elevation
  const dx = 930;
  const dy = 120;
  const dw = 420;
  const dh = 560;
  s.text(dx, dy - 14, slate ? "SLATE COURSING" : "TILE COURSING", {
    size: 17,
    bold: true,
    spacing: 2,
  });
  const unitW = slate ? 62 : 42;
  const gauge = slate ? 46 : 26;
  const panel = rectPath(dx, dy, dw, dh);
  s.rect(dx, dy, dw, dh, "b");
  s.clipped(panel, () => {
    const c = new Lines();
    const shade = new Lines();
    let row = 0;
    for (let y = dy + dh; y > dy - gauge; y -= gauge) {
      c.h(dx, dx + dw, y);
      const offset = row % 2 === 0 ? 0 : unitW / 2;
      for (let x = dx - offset; x < dx + dw; x += unitW) {
        c.v(x, y - gauge, y);
        if (rng.chance(0.12)) shade.add(rectPath(x, y - gauge, unitW, gauge));
      }
      row += 1;
    }
    s.path(shade.d, "s");
    s.path(c.d, "l");
  });
  s.rect(dx, dy, dw, dh, "k");
  // break line on the panel's top edge
  dimV(s, dy + dh - gauge, dy + dh, dx + dw + 34, `GAUGE ${slate ? 230 : 100}`, dx + dw);
  dimH(s, dx, dx + unitW, dy + dh + 36, slate ? "500 x 250" : "265 x 165", dy + dh);
  bubble(s, dx + dw - 30, dy + 30, 18, "2");
  s.text(
    dx,
    dy + dh + 80,
    slate ? "NATURAL SLATE, 75 HEADLAP, COPPER NAILS" : "CLAY PLAIN TILES, DOUBLE LAP",
    { size: 13, cls: "t2" },
  );
  return {
    name: cut ? "CUT ROOF SECTION" : "ROOF TRUSS SECTION",
    scale: "1:50",
    notes: [
      cut
        ? "C24 RAFTERS 50 x 150 AT 400 CENTRES ON PURLINS"
        : "TRUSSED RAFTERS TO MANUFACTURER'S DESIGN",
      `${slate ? "NATURAL SLATE" : "CLAY PLAIN TILES"} ON 25 x 50 TREATED BATTENS`,
      "BREATHABLE MEMBRANE, VENTILATED EAVES",
      "GALVANISED RESTRAINT STRAPS AT 2 M CENTRES",
    ],
  };
}

export function drawFrame(ctx: DrawContext): Drawing {
  if (hasToken(ctx, "steel", "beam", "rsj", "lintel")) return drawSteelBeam(ctx);
  if (hasToken(ctx, "truss", "trusses", "rafters")) return drawRoof(ctx);
  const { s, rng } = ctx;
  const L = rng.step(4200, 6600, 100);
  const H = rng.step(2400, 2700, 50);
  const centres = rng.pick([400, 600, 400]);
  const k = Math.min(860 / L, 560 / H);
  const baseY = 700;
  const x0 = 110 + (860 - L * k) / 2;
  const xAt = (v: number) => x0 + v * k;
  const yAt = (v: number) => baseY - v * k;
  const st = 38;
  // openings
  const doorW = 900;
  const doorAt = rng.step(centres, L * 0.45, 50);
  const hasWindow = L - (doorAt + doorW) > 1800;
  const winW = 1200;
  const winAt = hasWindow ? rng.step(doorAt + doorW + 600, L - winW - 400, 50) : -1;
  const sillH = 900;
  const headH = 2100;
  const member = (x: number, y: number, w: number, h: number) => {
    s.rect(x, y, w, h, "b");
    s.rect(x, y, w, h, "q");
    s.rect(x, y, w, h, "m");
  };
  // sole plate and double head plate
  member(xAt(0), yAt(st), L * k, st * k);
  member(xAt(0), yAt(H), L * k, st * k);
  member(xAt(0), yAt(H - st), L * k, st * k);
  const inOpening = (x: number) =>
    (x + st > doorAt - st && x < doorAt + doorW + st) ||
    (hasWindow && x + st > winAt - st && x < winAt + winW + st);
  const studs: number[] = [];
  for (let x = 0; x <= L - st; x += centres) studs.push(Math.min(x, L - st));
  if ((studs[studs.length - 1] ?? 0) < L - st) studs.push(L - st);
  for (const x of studs) {
    if (inOpening(x)) {
      // cripple studs above a door / above and below a window
      if (x > doorAt - st && x < doorAt + doorW)
        member(xAt(x), yAt(H - st), st * k, (H - st - headH - 150) * k - 0);
      if (hasWindow && x > winAt - st && x < winAt + winW) {
        member(xAt(x), yAt(H - st), st * k, (H - st - headH - 150) * k);
        member(xAt(x), yAt(sillH - st), st * k, (sillH - 2 * st) * k);
      }
      continue;
    }
    member(xAt(x), yAt(H - st), st * k, (H - 2 * st) * k);
  }
  const opening = (at: number, w: number, sill: number) => {
    member(xAt(at - 2 * st), yAt(H - st), st * k, (H - 2 * st) * k);
    member(xAt(at + w + st), yAt(H - st), st * k, (H - 2 * st) * k);
    member(xAt(at - st), yAt(headH), st * k, (headH - st) * k);
    member(xAt(at + w), yAt(headH), st * k, (headH - st) * k);
    member(xAt(at - st), yAt(headH + 150), (w + 2 * st) * k, 150 * k);
    s.line(xAt(at - st), yAt(headH + 75), xAt(at + w + st), yAt(headH + 75), "f");
    if (sill > 0) member(xAt(at), yAt(sill), w * k, st * k);
    const cx = xAt(at + w / 2);
    s.path(
      new Lines()
        .move(xAt(at), yAt(sill > 0 ? sill : st), xAt(at + w), yAt(headH))
        .move(xAt(at + w), yAt(sill > 0 ? sill : st), xAt(at), yAt(headH)).d,
      "h",
    );
    s.text(cx, yAt((headH + Math.max(sill, 0)) / 2) - 8, sill > 0 ? "WINDOW" : "DOOR", {
      size: 14,
      anchor: "middle",
      bold: true,
    });
    s.text(cx, yAt((headH + Math.max(sill, 0)) / 2) + 10, "OPENING", {
      size: 12,
      anchor: "middle",
      cls: "t2",
    });
  };
  opening(doorAt, doorW, 0);
  if (hasWindow) opening(winAt, winW, sillH);
  // noggings, staggered
  const nogY = H / 2 + rng.step(-200, 200, 50);
  for (let i = 0; i + 1 < studs.length; i++) {
    const a = (studs[i] ?? 0) + st;
    const b = studs[i + 1] ?? 0;
    if (inOpening(a - st) || inOpening(b)) continue;
    member(xAt(a), yAt(nogY + (i % 2 === 0 ? 40 : -40)), (b - a) * k, st * k);
  }
  // dimensions
  const first = studs.slice(0, 4);
  dimChainH(
    s,
    first.map((v) => xAt(v + st / 2)),
    yAt(H) - 40,
    first.slice(1).map(() => mm(centres)),
    yAt(H),
  );
  dimH(s, xAt(0), xAt(L), baseY + 50, mm(L), baseY);
  dimV(s, yAt(0), yAt(H), xAt(0) - 40, mm(H), xAt(0));
  // build-up detail on the right: a plan section through the wall
  buildUp(
    s,
    { x: 1050, y: 130, w: 370, h: 540 },
    "WALL BUILD-UP",
    [
      ["PLASTERBOARD + SKIM", 15, "dots"],
      ["STUD, MINERAL WOOL", 89, "insul"],
      ["OSB SHEATHING", 11, "cross"],
      ["BREATHER MEMBRANE", 3, ""],
      ["BATTENS, VENT CAVITY", 25, ""],
      [rng.pick(["LARCH CLADDING", "BRICK SLIP", "RENDER BOARD"]), 20, "timber"],
    ],
    2.4,
    "PLAN",
  );
  return {
    name: "TIMBER FRAME WALL ELEVATION",
    scale: "1:25",
    notes: [
      `C24 STUDS 38 x 89 AT ${centres} CENTRES`,
      "DOUBLE HEAD PLATE, SOLE PLATE ON DPC",
      "DOUBLED HEADERS OVER OPENINGS ON JACK STUDS",
      "NOGGINGS STAGGERED FOR FIXING",
    ],
  };
}

type Bond = "stretcher" | "english" | "flemish" | "garden";

export function drawBrickwork(ctx: DrawContext): Drawing {
  const { s, rng } = ctx;
  const bond: Bond = hasToken(ctx, "flemish")
    ? "flemish"
    : hasToken(ctx, "english")
      ? "english"
      : rng.pick(["stretcher", "english", "flemish", "garden"] as const);
  const courses = rng.int(20, 26);
  const k = 560 / (courses * 75);
  const brickL = 225 * k;
  const header = 112.5 * k;
  const course = 75 * k;
  const wallW = Math.min(rng.step(2700, 3600, 225) * k, Math.floor(780 / brickL) * brickL);
  const x0 = 100;
  const y0 = 120 + (560 - courses * course) / 2;
  const x1 = x0 + wallW;
  const y1 = y0 + courses * course;
  // opening with a soldier course or a segmental arch
  const openW = rng.pick([4, 5, 6]) * brickL;
  const openX = x0 + Math.round((wallW - openW) / 2 / (brickL / 2)) * (brickL / 2);
  const sillCourse = courses - rng.int(6, 9);
  const headCourse = rng.int(4, 6);
  const openTop = y0 + headCourse * course;
  const openBottom = y0 + sillCourse * course;
  const arch = rng.chance(0.4);
  const joints = new Lines();
  const shade = new Lines();
  const inOpening = (x: number, y: number) =>
    y >= openTop - (arch ? course * 2 : course) &&
    y < openBottom &&
    x + 1 > openX - 2 &&
    x < openX + openW - 1;
  for (let c = 0; c < courses; c++) {
    const y = y0 + c * course;
    const headersCourse =
      bond === "english" ? c % 2 === 1 : bond === "garden" ? c % 4 === 3 : false;
    const units: number[] = [];
    let x = x0;
    if (bond === "stretcher") x -= c % 2 === 1 ? brickL / 2 : 0;
    else if (bond === "flemish") x -= c % 2 === 1 ? (brickL + header) / 2 : 0;
    else if (headersCourse) x -= header / 2;
    else x -= c % 2 === 1 && bond === "garden" ? brickL / 2 : 0;
    let i = 0;
    while (x < x1) {
      const w = headersCourse
        ? header
        : bond === "flemish"
          ? i % 2 === 0
            ? brickL
            : header
          : brickL;
      units.push(x);
      x += w;
      i += 1;
    }
    units.push(x);
    for (let u = 0; u + 1 < units.length; u++) {
      const a = units[u] ?? 0;
      const b = units[u + 1] ?? 0;
      if (inOpening(a, y) && inOpening(b - 1, y)) continue;
      if (a > x0 + 0.5) joints.v(a, y, y + course);
      const isHeader = b - a < brickL * 0.75;
      if (isHeader && (bond === "flemish" || bond === "english" || bond === "garden"))
        shade.add(rectPath(Math.max(a, x0), y, Math.min(b, x1) - Math.max(a, x0), course));
      else if (rng.chance(0.1))
        shade.add(rectPath(Math.max(a, x0), y, Math.min(b, x1) - Math.max(a, x0), course));
    }
    if (c > 0) {
      if (y > openTop - course * (arch ? 2 : 1) && y <= openBottom) {
        joints.h(x0, openX, y).h(openX + openW, x1, y);
      } else joints.h(x0, x1, y);
    }
  }
  s.rect(x0, y0, wallW, y1 - y0, "b");
  s.path(shade.d, "s");
  s.path(joints.d, "l");
  // opening: window frame, sill, head
  const wx = openX;
  const wy = openTop;
  s.rect(wx, wy, openW, openBottom - wy, "b");
  s.rect(wx + 8, wy + 8, openW - 16, openBottom - wy - 16, "g m");
  s.line(wx + openW / 2, wy + 8, wx + openW / 2, openBottom - 8, "m");
  s.rect(wx - 14, openBottom, openW + 28, course * 0.9, "b m");
  if (arch) {
    const rise = course * 1.6;
    s.path(
      `M${n(wx - 10)} ${n(wy)}Q${n(wx + openW / 2)} ${n(wy - rise * 2 - course * 2)} ${n(wx + openW + 10)} ${n(wy)}Z`,
      "b",
    );
    s.path(
      `M${n(wx)} ${n(wy)}Q${n(wx + openW / 2)} ${n(wy - rise * 2)} ${n(wx + openW)} ${n(wy)}`,
      "m",
    );
    s.path(
      `M${n(wx - 10)} ${n(wy)}Q${n(wx + openW / 2)} ${n(wy - rise * 2 - course * 2)} ${n(wx + openW + 10)} ${n(wy)}`,
      "m",
    );
    const v = new Lines();
    for (let i = 1; i < 12; i++) {
      const t = i / 12;
      const qx = (1 - t) * (1 - t) * wx + 2 * (1 - t) * t * (wx + openW / 2) + t * t * (wx + openW);
      const qy = (1 - t) * (1 - t) * wy + 2 * (1 - t) * t * (wy - rise * 2) + t * t * wy;
      const ox =
        (1 - t) * (1 - t) * (wx - 10) +
        2 * (1 - t) * t * (wx + openW / 2) +
        t * t * (wx + openW + 10);
      const oy =
        (1 - t) * (1 - t) * wy + 2 * (1 - t) * t * (wy - rise * 2 - course * 2) + t * t * wy;
      v.move(qx, qy, ox, oy);
    }
    s.path(v.d, "l");
  } else {
    s.rect(wx - header, wy - course * 3, openW + 2 * header, course * 3, "b m");
    const v = new Lines();
    for (let x = wx - header + course; x < wx + openW + header - 1; x += course)
      v.v(x, wy - course * 3, wy);
    s.path(v.d, "l");
  }
  s.rect(x0, y0, wallW, y1 - y0, "k");
  // course gauge and width dimensions
  dimV(s, y1 - course * 4, y1, x0 - 40, "300 = 4 COURSES", x0);
  dimH(s, openX, openX + openW, y1 + 45, mm(openW / k), openBottom);
  dimH(s, x0, x1, y0 - 40, mm(wallW / k), y0);
  // detail: joint profile
  const cx = 1140;
  const cy = 300;
  const r = 170;
  s.circle(cx, cy, r, "b m");
  s.clipped(`M${n(cx + r)} ${n(cy)}a${r} ${r} 0 1 0 ${-2 * r} 0a${r} ${r} 0 1 0 ${2 * r} 0`, () => {
    const bh = 110;
    const jt = 16;
    s.rect(cx - r, cy - jt / 2 - bh, 2 * r, bh, "s");
    s.fillRect(cx - r, cy - jt / 2 - bh, 2 * r, bh, "diagw");
    s.rect(cx - r, cy + jt / 2, 2 * r, bh, "s");
    s.fillRect(cx - r, cy + jt / 2, 2 * r, bh, "diagw");
    s.fillRect(cx - r, cy - jt / 2, 2 * r, jt, "dots");
    s.path(
      `M${n(cx - r)} ${n(cy - jt / 2)}H${n(cx + 20)}Q${n(cx + 8)} ${n(cy)} ${n(cx + 20)} ${n(cy + jt / 2)}H${n(cx - r)}`,
      "m",
    );
    s.path(
      new Lines()
        .h(cx - r, cx + 20, cy - jt / 2)
        .h(cx - r, cx + 20, cy + jt / 2)
        .v(cx + 20, cy - jt / 2 - bh, cy - jt / 2)
        .v(cx + 20, cy + jt / 2, cy + jt / 2 + bh).d,
      "k",
    );
  });
  s.circle(cx, cy, r, "m");
  bubble(s, cx + r * 0.72, cy - r * 0.72, 20, "1");
  s.text(cx, cy + r + 34, "BUCKET-HANDLE JOINT", { size: 15, anchor: "middle", bold: true });
  s.text(cx, cy + r + 54, "10 MM, NATURAL LIME MORTAR", { size: 13, anchor: "middle", cls: "t2" });
  s.text(
    cx,
    cy + r + 90,
    `${bond === "garden" ? "ENGLISH GARDEN WALL" : bond.toUpperCase()} BOND`,
    { size: 17, anchor: "middle", bold: true, spacing: 1 },
  );
  s.circle(x1 - 40, y0 + course * 8, 26, "a");
  s.line(x1 - 40 + 26 * 0.7, y0 + course * 8 - 26 * 0.7, cx - r * 0.75, cy + r * 0.4, "a");
  return {
    name: "BRICKWORK ELEVATION",
    scale: "1:20",
    notes: [
      "215 x 102.5 x 65 FACING BRICKS, 10 MM JOINTS",
      `${bond === "garden" ? "ENGLISH GARDEN WALL" : bond.toUpperCase()} BOND TO MATCH EXISTING`,
      arch ? "SEGMENTAL ARCH IN GAUGED BRICK" : "SOLDIER COURSE OVER OPENING ON STEEL LINTEL",
      "SAMPLE PANEL TO BE APPROVED BEFORE WORK STARTS",
    ],
  };
}
