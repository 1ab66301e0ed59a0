/** Building work in section: building section, foundation detail, excavation scene. */
import { type DrawContext, type Drawing, hasToken, hint } from "../context";
import { dimChainV, dimH, dimV, leader, level, metres, mm, person } from "../parts";
import { Lines, n, type Point, pathOf, rectPath, type Svg } from "../svg";
import { drawWindows } from "./joinery";
import { drawRoof } from "./structure";

/** A cavity wall cut in section between two heights: two leaves, insulated cavity. */
function cavityWall(
  s: Svg,
  x: number,
  yTop: number,
  yBottom: number,
  k: number,
  outerLeft: boolean,
): void {
  const leaf = 100 * k;
  const cavity = 100 * k;
  const outerX = outerLeft ? x : x + leaf + cavity;
  const innerX = outerLeft ? x + leaf + cavity : x;
  s.rect(outerX, yTop, leaf, yBottom - yTop, "b");
  s.fillRect(outerX, yTop, leaf, yBottom - yTop, "diag");
  s.rect(innerX, yTop, leaf, yBottom - yTop, "b");
  s.fillRect(innerX, yTop, leaf, yBottom - yTop, "cross");
  s.fillRect(x + leaf, yTop, cavity, yBottom - yTop, "insul");
  s.rect(outerX, yTop, leaf, yBottom - yTop, "m");
  s.rect(innerX, yTop, leaf, yBottom - yTop, "m");
}

export function drawSection(ctx: DrawContext): Drawing {
  // a "section" named after one element is drawn as that element's detail
  if (hasToken(ctx, "reveal", "cill", "sill", "window", "windows")) return drawWindows(ctx);
  if (hasToken(ctx, "eaves", "ventilation", "rafters")) return drawRoof(ctx);
  if (hasToken(ctx, "cavity", "wall", "floor", "dpc")) return drawFoundations(ctx);
  const { s, rng } = ctx;
  const storeys = rng.pick([1, 2, 2, 2]);
  const W = rng.step(storeys === 1 ? 7000 : 6500, 9500, 100);
  const storeyH = rng.step(2550, 2750, 50);
  const slab = 450;
  const floorZone = 250;
  const pitch = rng.range(storeys === 1 ? 35 : 30, 45) * (Math.PI / 180);
  const plate = slab + storeys * storeyH + (storeys - 1) * floorZone;
  const rise = ((W + 300) / 2) * Math.tan(pitch);
  const ridge = plate + rise + 250;
  const foundDepth = rng.step(900, 1200, 50);
  const k = Math.min(900 / (W + 1800), 680 / (ridge + foundDepth + 750));
  const groundY = 90 + (ridge + 400) * k;
  const x0 = 700 - (W * k) / 2;
  const xAt = (v: number) => x0 + v * k;
  const yAt = (v: number) => groundY - v * k;
  // earth
  s.fillRect(90, groundY, 1320, (foundDepth + 350) * k, "soil");
  s.line(90, groundY, 1410, groundY, "k");
  // foundations
  const footW = 600;
  for (const wx of [0, W - 300]) {
    const fx = xAt(wx + 150 - footW / 2);
    s.rect(fx, yAt(-foundDepth), footW * k, 250 * k, "b");
    s.fillRect(fx, yAt(-foundDepth), footW * k, 250 * k, "concrete");
    s.rect(fx, yAt(-foundDepth), footW * k, 250 * k, "m");
  }
  const mid = W * rng.range(0.42, 0.58);
  s.rect(xAt(mid - 300), yAt(-650), 600 * k, 200 * k, "b");
  s.fillRect(xAt(mid - 300), yAt(-650), 600 * k, 200 * k, "concrete");
  s.rect(xAt(mid - 300), yAt(-650), 600 * k, 200 * k, "m");
  // walls up to the wall plate
  cavityWall(s, xAt(0), yAt(plate), yAt(-foundDepth + 250), k, true);
  cavityWall(s, xAt(W - 300), yAt(plate), yAt(-foundDepth + 250), k, false);
  // ground floor slab: hardcore, insulation, concrete, screed
  const gx0 = xAt(300);
  const gw = (W - 600) * k;
  s.rect(gx0, yAt(0), gw, 150 * k, "b");
  s.fillRect(gx0, yAt(0), gw, 150 * k, "hardcore");
  s.fillRect(gx0, yAt(250), gw, 100 * k, "concrete");
  s.fillRect(gx0, yAt(400), gw, 150 * k, "insul");
  s.fillRect(gx0, yAt(450), gw, 50 * k, "dots");
  s.path(
    new Lines()
      .h(gx0, gx0 + gw, yAt(0))
      .h(gx0, gx0 + gw, yAt(150))
      .h(gx0, gx0 + gw, yAt(250))
      .h(gx0, gx0 + gw, yAt(400))
      .h(gx0, gx0 + gw, yAt(450)).d,
    "l",
  );
  // internal wall
  const ffl = slab;
  for (let f = 0; f < storeys; f++) {
    const base = ffl + f * (storeyH + floorZone);
    s.rect(xAt(mid - 50), yAt(base + storeyH), 100 * k, storeyH * k, "b");
    s.fillRect(xAt(mid - 50), yAt(base + storeyH), 100 * k, storeyH * k, "cross");
    s.rect(xAt(mid - 50), yAt(base + storeyH), 100 * k, storeyH * k, "m");
    // floor/ceiling zone above
    const zoneY = yAt(base + storeyH + floorZone);
    if (f < storeys - 1) {
      s.rect(xAt(300), zoneY, (W - 600) * k, floorZone * k, "b");
      s.fillRect(xAt(300), zoneY, (W - 600) * k, floorZone * k, "timber");
      s.rect(xAt(300), zoneY, (W - 600) * k, floorZone * k, "m");
    }
    const roomNames =
      f === 0
        ? rng.shuffle(["KITCHEN", "LIVING ROOM", "DINING", "HALL"]).slice(0, 2)
        : rng.shuffle(["BEDROOM 1", "BEDROOM 2", "BATHROOM", "LANDING"]).slice(0, 2);
    const labelY = yAt(base + storeyH * 0.45);
    s.text((xAt(300) + xAt(mid)) / 2, labelY, roomNames[0] ?? "", {
      size: 15,
      anchor: "middle",
      bold: true,
    });
    s.text((xAt(mid) + xAt(W - 300)) / 2, labelY, roomNames[1] ?? "", {
      size: 15,
      anchor: "middle",
      bold: true,
    });
  }
  // roof: rafters, ceiling joists, insulation, tiles, ridge
  const plateY = yAt(plate);
  const apex: Point = [xAt(W / 2), yAt(plate + rise)];
  const eaveL: Point = [xAt(-450), yAt(plate - 450 * Math.tan(pitch) * 0.9)];
  const eaveR: Point = [xAt(W + 450), eaveL[1]];
  const roofT = 220 * k;
  s.path(
    pathOf([
      eaveL,
      apex,
      eaveR,
      [eaveR[0], eaveR[1] - roofT],
      [apex[0], apex[1] - roofT * 1.3],
      [eaveL[0], eaveL[1] - roofT],
    ]),
    "b m",
  );
  s.clipped(
    pathOf([
      eaveL,
      apex,
      eaveR,
      [eaveR[0], eaveR[1] - roofT],
      [apex[0], apex[1] - roofT * 1.3],
      [eaveL[0], eaveL[1] - roofT],
    ]),
    () => {
      const battens = new Lines();
      for (let i = 1; i < 30; i++) {
        const f = i / 30;
        const lx = eaveL[0] + (apex[0] - eaveL[0]) * f;
        const ly = eaveL[1] + (apex[1] - eaveL[1]) * f;
        const rx = eaveR[0] + (apex[0] - eaveR[0]) * f;
        battens.move(lx, ly, lx, ly - roofT).move(rx, ly, rx, ly - roofT);
      }
      s.path(battens.d, "f");
    },
  );
  s.rect(xAt(300), plateY, (W - 600) * k, 150 * k, "b m");
  s.fillRect(xAt(300), plateY - 300 * k, (W - 600) * k, 300 * k, "insul");
  const truss = new Lines()
    .move(xAt(150), plateY, apex[0], apex[1] + 10)
    .move(xAt(W - 150), plateY, apex[0], apex[1] + 10);
  const webs = new Lines();
  const a: Point = [xAt(W * 0.33), plateY];
  const b: Point = [xAt(W * 0.67), plateY];
  const q1: Point = [xAt(W * 0.25), plateY - (W * 0.25 - 150) * k * Math.tan(pitch)];
  const q2: Point = [xAt(W * 0.75), q1[1]];
  webs
    .move(a[0], a[1], q1[0], q1[1])
    .move(a[0], a[1], apex[0], apex[1])
    .move(b[0], b[1], apex[0], apex[1])
    .move(b[0], b[1], q2[0], q2[1]);
  s.path(truss.d, "m");
  s.path(webs.d, "l");
  s.rect(xAt(-40), plateY - 60 * k, 180 * k, 60 * k, "i2");
  s.rect(xAt(W - 140), plateY - 60 * k, 180 * k, 60 * k, "i2");
  s.text(
    apex[0],
    (apex[1] + plateY) / 2 + 24,
    storeys === 1 && rng.chance(0.5) ? "LOFT STORAGE" : "ROOF SPACE",
    { size: 13, anchor: "middle", cls: "t2", bold: true },
  );
  // stair (two storeys)
  if (storeys === 2 && rng.chance(0.6)) {
    const steps = 13;
    const going = 230 * k;
    const riser = ((storeyH + floorZone) / steps) * k;
    const sx = xAt(mid + 200);
    let d = `M${n(sx)} ${n(yAt(ffl))}`;
    for (let i = 0; i < steps; i++) d += `v${n(-riser)}h${n(going)}`;
    s.path(d, "l");
  }
  // levels and dimensions
  const lx = xAt(W + 450) + 40;
  level(s, lx, groundY, metres(0), "GL", 150);
  level(s, lx, yAt(ffl), metres(ffl), "FFL", 150);
  if (storeys === 2)
    level(s, lx, yAt(ffl + storeyH + floorZone), metres(ffl + storeyH + floorZone), "FIRST", 150);
  level(s, lx, plateY, metres(plate), "WALL PLATE", 150);
  level(s, lx, apex[1], metres(plate + rise), "RIDGE", 150);
  const ys = [yAt(ffl)];
  for (let f = 0; f < storeys; f++) ys.push(yAt(ffl + f * (storeyH + floorZone) + storeyH));
  dimChainV(
    s,
    ys,
    xAt(-450) - 40,
    ys.slice(1).map(() => mm(storeyH)),
    xAt(0),
  );
  dimH(s, xAt(0), xAt(W), yAt(-foundDepth) + 40, mm(W), yAt(-foundDepth) + 10);
  leader(s, xAt(W - 150), yAt(-foundDepth + 120), xAt(W) + 120, yAt(-foundDepth + 40), [
    `STRIP FOOTING, ${foundDepth} DEEP`,
  ]);
  leader(
    s,
    (apex[0] + eaveL[0]) / 2,
    (apex[1] + eaveL[1]) / 2 - roofT / 2,
    eaveL[0] - 40,
    apex[1] + 10,
    [`SLATE ON BATTENS`, `${Math.round((pitch * 180) / Math.PI)}\u00b0 PITCH`],
  );
  return {
    name: "SECTION A-A",
    scale: "1:50",
    notes: [
      "300 CAVITY WALL, 100 FULL-FILL INSULATION",
      "150 HARDCORE, 100 SLAB, 150 PIR, 50 SCREED",
      `TRUSSED RAFTERS AT 600 CENTRES, 300 MINERAL WOOL`,
      "FOUNDATION DEPTH TO BUILDING CONTROL APPROVAL",
    ],
  };
}

export function drawFoundations(ctx: DrawContext): Drawing {
  const { s, rng } = ctx;
  const trenchFill = hint(ctx, 0.4, ["trench"], ["strip", "raft"]);
  const trenchW = rng.step(600, 800, 50);
  const depth = rng.step(1000, 1400, 50);
  const footT = trenchFill ? depth - 225 : rng.step(225, 300, 25);
  const floorType = rng.pick(["slab", "beam"] as const);
  const k = Math.min(1100 / 2600, 610 / (depth + 900));
  const groundY = 110 + 700 * k;
  const cx = 560 + rng.range(-30, 30);
  const xAt = (v: number) => cx + v * k;
  const yAt = (v: number) => groundY - v * k;
  const tx0 = xAt(-trenchW / 2);
  const tx1 = xAt(trenchW / 2);
  // earth either side of the trench, and below it
  const earth = `M${n(xAt(-1400))} ${n(groundY)}H${n(tx0)}V${n(yAt(-depth))}H${n(tx1)}V${n(groundY)}H${n(xAt(1050))}V${n(yAt(-depth - 300))}H${n(xAt(-1400))}Z`;
  s.fillPath(earth, "soil");
  s.path(
    `M${n(xAt(-1400))} ${n(groundY)}H${n(tx0)}V${n(yAt(-depth))}H${n(tx1)}V${n(groundY)}`,
    "k",
  );
  // concrete footing
  s.rect(tx0, yAt(-depth + footT), tx1 - tx0, footT * k, "b");
  s.fillRect(tx0, yAt(-depth + footT), tx1 - tx0, footT * k, "concrete");
  s.rect(tx0, yAt(-depth + footT), tx1 - tx0, footT * k, "k");
  // wall: outer leaf, cavity, inner leaf, from footing up
  const wallTop = 700;
  const wx = xAt(-150);
  const leaf = 100 * k;
  const wallBottom = yAt(-depth + footT);
  const outer = rectPath(wx, yAt(wallTop), leaf, wallBottom - yAt(wallTop));
  const inner = rectPath(wx + 2 * leaf, yAt(wallTop), leaf, wallBottom - yAt(wallTop));
  s.path(outer, "b");
  s.fillPath(rectPath(wx, yAt(wallTop), leaf, yAt(150) - yAt(wallTop)), "brickbig");
  s.fillPath(rectPath(wx, yAt(150), leaf, wallBottom - yAt(150)), "cross");
  s.path(inner, "b");
  s.fillPath(inner, "cross");
  s.fillRect(wx + leaf, yAt(wallTop), leaf, yAt(150) - yAt(wallTop), "insul");
  s.rect(wx + leaf, yAt(-150), leaf, wallBottom - yAt(-150), "b");
  s.fillRect(wx + leaf, yAt(-150), leaf, wallBottom - yAt(-150), "concrete");
  s.path(outer, "m");
  s.path(inner, "m");
  s.line(wx + leaf, yAt(-150), wx + 2 * leaf, yAt(-150), "l");
  // DPC lines
  s.line(wx - 6, yAt(150), wx + leaf + 6, yAt(150), "a");
  s.line(wx + 2 * leaf - 6, yAt(175), wx + 3 * leaf + 6, yAt(175), "a");
  // backfill in the trench either side of the wall
  const footTop = yAt(-depth + footT);
  if (wx - tx0 > 2) s.fillRect(tx0, groundY, wx - tx0, footTop - groundY, "dots");
  if (tx1 - (wx + 3 * leaf) > 2)
    s.fillRect(wx + 3 * leaf, yAt(-250), tx1 - wx - 3 * leaf, footTop - yAt(-250), "dots");
  // floor build-up inside
  const fx0 = wx + 3 * leaf;
  const fx1 = xAt(1050);
  if (floorType === "slab") {
    const layers: [number, number, string][] = [
      [-250, -100, "hardcore"],
      [-100, 0, "concrete"],
      [0, 100, "insul"],
      [100, 165, "dots"],
    ];
    for (const [a, b, pat] of layers) {
      s.rect(fx0, yAt(b), fx1 - fx0, (b - a) * k, "b");
      s.fillRect(fx0, yAt(b), fx1 - fx0, (b - a) * k, pat);
      s.rect(fx0, yAt(b), fx1 - fx0, (b - a) * k, "l");
    }
  } else {
    // beam and block: T-beams with blocks between, insulation and screed over
    const by = yAt(0);
    s.fillRect(fx0, by + 5, fx1 - fx0, 120 * k, "soil");
    for (let bx = fx0 + 30 * k; bx < fx1 - 120 * k; bx += 560 * k) {
      s.path(
        `M${n(bx)} ${n(by)}h${n(120 * k)}v${n(150 * k)}h${n(-25 * k)}v${n(-100 * k)}h${n(-70 * k)}v${n(100 * k)}h${n(-25 * k)}z`,
        "b m",
      );
      const bw = 440 * k;
      if (bx + 120 * k + bw < fx1 + 1) {
        s.rect(bx + 120 * k, by, bw, 100 * k, "b");
        s.fillRect(bx + 120 * k, by, bw, 100 * k, "cross");
        s.rect(bx + 120 * k, by, bw, 100 * k, "l");
      }
    }
    s.rect(fx0, yAt(100), fx1 - fx0, 100 * k, "b");
    s.fillRect(fx0, yAt(100), fx1 - fx0, 100 * k, "insul");
    s.rect(fx0, yAt(165), fx1 - fx0, 65 * k, "b");
    s.fillRect(fx0, yAt(165), fx1 - fx0, 65 * k, "dots");
    s.path(new Lines().h(fx0, fx1, yAt(0)).h(fx0, fx1, yAt(100)).h(fx0, fx1, yAt(165)).d, "l");
  }
  // outside: topsoil line, path edging
  s.line(xAt(-1400), groundY, tx0, groundY, "k");
  s.fillRect(xAt(-1400), groundY - 10, tx0 - xAt(-1400), 10, "grass");
  // break line across the top of the wall
  const bt = yAt(wallTop);
  s.path(
    `M${n(wx - 14)} ${n(bt)}H${n(wx + leaf)}l${n(leaf * 0.3)} -14l${n(leaf * 0.4)} 28l${n(leaf * 0.3)} -14H${n(wx + 3 * leaf + 14)}`,
    "m",
  );
  // dimensions
  dimH(s, tx0, tx1, yAt(-depth) + 50, mm(trenchW), yAt(-depth));
  dimV(s, groundY, yAt(-depth), tx0 - 70, mm(depth), tx0);
  if (!trenchFill) dimV(s, yAt(-depth + footT), yAt(-depth), tx1 + 45, mm(footT), tx1);
  dimV(s, yAt(150), groundY, wx - 40, "150", wx);
  const nx = xAt(1050) - 100;
  leader(s, wx + leaf / 2, yAt(450), nx + 160, yAt(620), ["FACING BRICK OUTER LEAF"]);
  leader(s, wx + leaf * 1.5, yAt(350), nx + 160, yAt(520), ["FULL-FILL CAVITY INSULATION"]);
  leader(s, wx - 4, yAt(150), nx + 160, yAt(420), ["DPC MIN. 150 ABOVE GROUND"]);
  leader(
    s,
    xAt(900),
    yAt(floorType === "slab" ? 50 : 50),
    nx + 160,
    yAt(300),
    floorType === "slab"
      ? ["150 PIR ON 100 SLAB ON", "150 COMPACTED HARDCORE"]
      : ["BEAM AND BLOCK FLOOR,", "INSULATION AND SCREED"],
  );
  leader(s, wx + leaf * 1.5, yAt(-350), nx + 160, yAt(-250), [
    "LEAN-MIX CAVITY FILL",
    "BELOW GROUND",
  ]);
  leader(
    s,
    (tx0 + tx1) / 2 + 40,
    yAt(-depth + footT / 2),
    nx + 160,
    yAt(-depth + 120),
    trenchFill
      ? ["C25/30 TRENCH FILL", "CONCRETE"]
      : [`C25/30 STRIP FOOTING`, `${mm(trenchW)} x ${footT}`],
  );
  level(s, xAt(-1400), groundY, metres(0), "GL", 130);
  return {
    name:
      hasToken(ctx, "cavity", "wall", "floor", "dpc") && !hasToken(ctx, "foundations", "foundation")
        ? "WALL AND FLOOR JUNCTION DETAIL"
        : trenchFill
          ? "TRENCH-FILL FOUNDATION DETAIL"
          : "STRIP FOUNDATION DETAIL",
    scale: "1:10",
    notes: [
      "FOUNDATIONS TAKEN TO FIRM, UNDISTURBED STRATA",
      "DEPTH AGREED WITH BUILDING CONTROL ON SITE",
      "CLAY SOILS: ALLOW FOR HEAVE PROTECTION",
      "CONCRETE POURED SAME DAY AS INSPECTION",
    ],
  };
}

/** An excavator in side view, tracks on groundY, facing right, boom reaching to (reachX, reachY). */
function excavator(
  s: Svg,
  x: number,
  groundY: number,
  k: number,
  boomAngle: number,
  wristY: number,
): Point {
  const tl = 3600 * k;
  const th = 700 * k;
  const ty = groundY - th;
  s.rect(x, ty, tl, th, "b k", th / 2);
  s.rect(x + 40 * k, ty + 80 * k, tl - 80 * k, th - 160 * k, "l", th / 2 - 80 * k);
  const wheels = new Lines();
  for (let i = 0; i < 5; i++) {
    const wx = x + th / 2 + ((tl - th) * i) / 4;
    wheels.add(
      `M${n(wx + 120 * k)} ${n(ty + th / 2)}a${n(120 * k)} ${n(120 * k)} 0 1 0 ${n(-240 * k)} 0a${n(120 * k)} ${n(120 * k)} 0 1 0 ${n(240 * k)} 0`,
    );
  }
  s.path(wheels.d, "l");
  const plates = new Lines();
  for (let px = x + 150 * k; px < x + tl - 100 * k; px += 200 * k)
    plates.v(px, groundY - 4, groundY + 2);
  s.path(plates.d, "f");
  // slew ring and upper body
  const by = ty - 200 * k;
  s.rect(x + tl * 0.3, by, tl * 0.45, 200 * k, "b m");
  const bodyX = x - 300 * k;
  const bodyTop = by - 1100 * k;
  s.path(
    pathOf([
      [bodyX, by],
      [bodyX, bodyTop + 200 * k],
      [bodyX + 300 * k, bodyTop],
      [x + tl * 0.55, bodyTop],
      [x + tl * 0.55, by],
    ]),
    "b k",
  );
  s.rect(bodyX - 80 * k, by - 700 * k, 380 * k, 600 * k, "s m", 6);
  // cab
  const cabX = x + tl * 0.55;
  const cabTop = by - 2500 * k;
  s.path(
    pathOf([
      [cabX, by],
      [cabX, cabTop],
      [cabX + 900 * k, cabTop],
      [cabX + 1100 * k, cabTop + 700 * k],
      [cabX + 1100 * k, by],
    ]),
    "b k",
  );
  s.path(
    pathOf([
      [cabX + 120 * k, by - 1100 * k],
      [cabX + 120 * k, cabTop + 140 * k],
      [cabX + 840 * k, cabTop + 140 * k],
      [cabX + 980 * k, cabTop + 700 * k],
      [cabX + 980 * k, by - 1100 * k],
    ]),
    "g m",
  );
  s.line(cabX + 520 * k, cabTop + 140 * k, cabX + 520 * k, by - 1100 * k, "l");
  s.rect(bodyX + 350 * k, bodyTop - 250 * k, 120 * k, 250 * k, "m");
  // boom and arm
  const pivot: Point = [cabX + 1000 * k, by - 500 * k];
  const boomLen = 4200 * k;
  const elbow: Point = [
    pivot[0] + Math.cos(boomAngle) * boomLen,
    pivot[1] - Math.sin(boomAngle) * boomLen,
  ];
  const armLen = 2600 * k;
  const sin = Math.max(-0.97, Math.min(0.2, (elbow[1] - wristY) / armLen));
  const armAngle = Math.asin(sin) - 0.08;
  const wrist: Point = [
    elbow[0] + Math.cos(armAngle) * armLen,
    elbow[1] - Math.sin(armAngle) * armLen,
  ];
  const thick = 300 * k;
  const beam = (a: Point, b: Point, w: number) => {
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy);
    const nx = (-dy / len) * (w / 2);
    const ny = (dx / len) * (w / 2);
    s.path(
      pathOf([
        [a[0] + nx, a[1] + ny],
        [b[0] + nx * 0.7, b[1] + ny * 0.7],
        [b[0] - nx * 0.7, b[1] - ny * 0.7],
        [a[0] - nx, a[1] - ny],
      ]),
      "b k",
    );
  };
  // hydraulic ram under the boom
  const ramBase: Point = [cabX + 1050 * k, by - 100 * k];
  const ramEnd: Point = [
    pivot[0] + Math.cos(boomAngle) * boomLen * 0.55,
    pivot[1] - Math.sin(boomAngle) * boomLen * 0.55 + thick * 0.4,
  ];
  beam(ramBase, ramEnd, 130 * k);
  beam(pivot, elbow, thick);
  beam(elbow, wrist, thick * 0.75);
  s.circle(pivot[0], pivot[1], 60 * k, "b m");
  s.circle(elbow[0], elbow[1], 60 * k, "b m");
  // bucket with teeth
  const bucketAngle = armAngle - 1.1;
  const bl = 900 * k;
  const p1: Point = [wrist[0] + Math.cos(bucketAngle) * bl, wrist[1] - Math.sin(bucketAngle) * bl];
  const p2: Point = [
    wrist[0] + Math.cos(bucketAngle + 1.4) * bl * 0.8,
    wrist[1] - Math.sin(bucketAngle + 1.4) * bl * 0.8,
  ];
  s.path(
    `M${n(wrist[0])} ${n(wrist[1])}L${n(p2[0])} ${n(p2[1])}Q${n(p1[0] + (p2[0] - wrist[0]) * 0.6)} ${n(p1[1] + (p2[1] - wrist[1]) * 0.6)} ${n(p1[0])} ${n(p1[1])}Z`,
    "b k",
  );
  const teeth = new Lines();
  for (let i = 0; i < 3; i++) {
    const f = 0.3 + i * 0.3;
    const tx = p1[0] + (p2[0] - p1[0]) * f * 0.25;
    const ty2 = p1[1] + (p2[1] - p1[1]) * f * 0.25;
    teeth.move(
      tx,
      ty2,
      tx + Math.cos(bucketAngle) * 110 * k,
      ty2 - Math.sin(bucketAngle) * 110 * k,
    );
  }
  s.path(teeth.d, "m");
  s.circle(wrist[0], wrist[1], 55 * k, "b m");
  return p1;
}

export function drawExcavation(ctx: DrawContext): Drawing {
  const { s, rng } = ctx;
  const k = rng.range(0.094, 0.104);
  const groundY = 590;
  const trenchDepth = rng.step(1000, 1600, 100);
  const trenchW = rng.step(700, 1000, 50);
  const facingRight = rng.chance(0.5);
  const mx = (x: number) => (facingRight ? x : 1500 - x);
  const ex = rng.range(140, 190);
  const boomAngle = rng.range(0.45, 0.7);
  const tBottom = groundY + trenchDepth * k;
  // everything is drawn facing right, then mirrored as a whole; text is placed afterwards
  s.open(facingRight ? "" : `transform="matrix(-1 0 0 1 1500 0)"`);
  const earthAt = s.mark();
  const wrist = excavator(
    s,
    ex,
    groundY,
    k,
    boomAngle,
    groundY + trenchDepth * k * rng.range(0.25, 0.6),
  );
  const tw = trenchW * k;
  const trenchX0 = wrist[0] - tw * 0.55;
  const trenchX1 = trenchX0 + tw;
  s.insertAt(earthAt, () => {
    s.fillPath(
      `M90 ${groundY}H${n(trenchX0)}V${n(tBottom)}H${n(trenchX1)}V${groundY}H1410V${n(tBottom + 70)}H90Z`,
      "soil",
    );
    s.path(`M90 ${groundY}H${n(trenchX0)}V${n(tBottom)}H${n(trenchX1)}V${groundY}H1410`, "k");
  });
  // spoil heap 1 m back from the far edge
  const heapX = trenchX1 + 1000 * k;
  const heapW = rng.range(220, 270);
  const heapH = rng.range(95, 120);
  const heap = `M${n(heapX)} ${groundY}Q${n(heapX + heapW * 0.25)} ${n(groundY - heapH * 0.8)} ${n(heapX + heapW * 0.5)} ${n(groundY - heapH)}Q${n(heapX + heapW * 0.75)} ${n(groundY - heapH * 0.8)} ${n(heapX + heapW)} ${groundY}Z`;
  s.path(heap, "b");
  s.fillPath(heap, "dots");
  s.path(heap, "m");
  // trench support in deep trenches
  if (trenchDepth > 1200) {
    s.rect(trenchX0 + 2, groundY + 8, 8, tBottom - groundY - 16, "b m");
    s.rect(trenchX1 - 10, groundY + 8, 8, tBottom - groundY - 16, "b m");
    s.path(
      new Lines()
        .h(trenchX0 + 10, trenchX1 - 10, groundY + (tBottom - groundY) * 0.3)
        .h(trenchX0 + 10, trenchX1 - 10, groundY + (tBottom - groundY) * 0.72).d,
      "m",
    );
  }
  // edge protection beyond the heap, if there is room
  const barrierX = heapX + heapW + 40;
  const barrier = barrierX + 220 < 1400;
  if (barrier) {
    const posts = new Lines();
    for (let i = 0; i < 4; i++) posts.v(barrierX + i * 70, groundY, groundY - 110);
    posts.h(barrierX, barrierX + 210, groundY - 100).h(barrierX, barrierX + 210, groundY - 55);
    s.fillRect(barrierX, groundY - 100, 210, 45, "cross");
    s.path(posts.d, "m");
  }
  const personX = barrier && barrierX + 280 < 1400 ? barrierX + 260 : Math.max(100, ex - 120);
  person(s, personX, groundY, 1750 * k, -1);
  s.path(`M${n(personX - 12)} ${n(groundY - 1750 * k + 9)}q12 -20 24 0z`, "af");
  s.close();
  // dimensions and notes, unmirrored text
  dimV(s, groundY, tBottom, mx(trenchX1 + 44), mm(trenchDepth), mx(trenchX1));
  const ta = Math.min(mx(trenchX0), mx(trenchX1));
  const tb = Math.max(mx(trenchX0), mx(trenchX1));
  dimH(s, ta, tb, tBottom + 45, mm(trenchW), tBottom);
  const heapMid = mx(heapX + heapW / 2);
  leader(
    s,
    heapMid,
    groundY - heapH * 0.5,
    heapMid + (facingRight ? 90 : -90),
    groundY - heapH - 110,
    ["SPOIL KEPT 1 M", "FROM TRENCH EDGE"],
  );
  const trenchLabel = hasToken(ctx, "drainage", "drain") ? "DRAINAGE TRENCH" : "FOUNDATION TRENCH";
  leader(
    s,
    (ta + tb) / 2,
    tBottom - 8,
    (ta + tb) / 2 + (facingRight ? -150 : 150),
    tBottom + 70,
    trenchLabel,
  );
  return {
    name: "EXCAVATION SEQUENCE",
    scale: "1:50",
    notes: [
      "13 TONNE TRACKED EXCAVATOR, BANKSMAN AT ALL TIMES",
      `TRENCH ${mm(trenchW)} WIDE TO ${mm(trenchDepth)} DEEP`,
      trenchDepth > 1200
        ? "TRENCH SUPPORT BEYOND 1.2 M DEPTH"
        : "EDGES BATTERED WHERE GROUND IS LOOSE",
      "SERVICES SCANNED AND MARKED BEFORE DIGGING",
    ],
  };
}
