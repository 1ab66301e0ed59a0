/** Rooms: bathroom layout (plan and wall elevation), kitchen cabinet run, room interior in perspective. */
import { type DrawContext, type Drawing, hint } from "../context";
import { against, basin, bath, place, shower, wc } from "../furniture";
import { dimChainH, dimChainV, dimH, leader, mm, scallop, windowElev } from "../parts";
import { drawWalls, type PlanMap, px, py } from "../plan";
import { Lines, n, type Point, pathOf, rectPath } from "../svg";

export function drawBathroom(ctx: DrawContext): Drawing {
  const { s, rng } = ctx;
  const withBath = hint(ctx, 0.6, ["bath", "family"], ["shower", "wet", "en", "suite", "ensuite"]);
  const Wr = rng.step(withBath ? 2400 : 2000, 3400, 50);
  const Dr = rng.step(1900, 2700, 50);
  const T = 300;
  const t = 100;
  const basinOnTop = Wr - (withBath ? 1700 : 1200 + 900) >= 750;
  const windowAt = rng.step(200, Math.max(250, Wr - 1100), 50);
  const winW = 900;

  // plan, left half of the sheet
  const k = Math.min(560 / (Wr + 600), 470 / (Dr + 600));
  const m: PlanMap = { k, ox: 110 + (600 - Wr * k) / 2, oy: 160 + (480 - Dr * k) / 2 };
  s.rect(px(m, 0), py(m, 0), Wr * k, Dr * k, "s");
  s.fillRect(px(m, 0), py(m, 0), Wr * k, Dr * k, "tile");
  const doorAtLeft = withBath;
  const doorAt = doorAtLeft ? 150 : Wr - 950;
  drawWalls(s, m, [
    {
      x1: -T / 2,
      y1: -T / 2,
      x2: Wr + t / 2,
      y2: -T / 2,
      t: T,
      extend: T / 2,
      openings: [{ at: T / 2 + windowAt, width: winW, kind: "window" }],
    },
    {
      x1: -t / 2,
      y1: Dr + t / 2,
      x2: Wr + t / 2,
      y2: Dr + t / 2,
      t,
      extend: t / 2,
      openings: [
        {
          at: t / 2 + doorAt,
          width: 800,
          kind: "door",
          side: -1,
          hinge: doorAtLeft ? "start" : "end",
        },
      ],
    },
    { x1: -t / 2, y1: -T / 2, x2: -t / 2, y2: Dr + t / 2, t, extend: T / 2, openings: [] },
    { x1: Wr + t / 2, y1: -T / 2, x2: Wr + t / 2, y2: Dr + t / 2, t, extend: T / 2, openings: [] },
  ]);
  const xAt = (v: number) => px(m, v);
  const yAt = (v: number) => py(m, v);
  const items: [number, number, string][] = [];
  if (withBath) {
    place(s, xAt(850), against(yAt(0), 750 * k, 0), 0, () => bath(s, k, 1700));
    items.push([0, 1700, "BATH"]);
  } else {
    place(s, xAt(600), against(yAt(0), 900 * k, 0), 0, () => shower(s, k, 1200, 900));
    items.push([0, 1200, "SHOWER"]);
    place(s, xAt(1200 + 450), against(yAt(0), 500 * k, 0), 0, () => wc(s, k));
    items.push([1200, 2100, "WC"]);
  }
  if (basinOnTop) {
    const bx = Wr - 400;
    place(s, xAt(bx), against(yAt(0), 450 * k, 0), 0, () => basin(s, k, 600));
    items.push([bx - 300, bx + 300, "BASIN"]);
  } else {
    place(s, against(xAt(Wr), 450 * k, 90), yAt(Dr * 0.35), 90, () => basin(s, k, 550));
  }
  if (withBath)
    place(s, against(xAt(Wr), 500 * k, 90), yAt(Math.max(Dr * 0.65, 1300)), 90, () => wc(s, k));
  // heated towel rail on the left wall
  s.rect(xAt(0), yAt(Dr - 1300), 70 * k, 600 * k, "i2");
  s.text(xAt(Wr / 2) + (doorAtLeft ? 40 : -40), yAt(Dr * 0.62), "BATHROOM", {
    size: 15,
    anchor: "middle",
    bold: true,
  });
  s.text(
    xAt(Wr / 2) + (doorAtLeft ? 40 : -40),
    yAt(Dr * 0.62) + 18,
    `${(Wr / 1000).toFixed(2)} x ${(Dr / 1000).toFixed(2)}`,
    { size: 13, anchor: "middle", cls: "t2" },
  );
  dimH(s, xAt(0), xAt(Wr), yAt(Dr) + 90, mm(Wr), yAt(Dr) + t * k);
  dimChainV(s, [yAt(0), yAt(Dr)], xAt(0) - 50, [mm(Dr)], xAt(0) - t * k);
  // view arrow for the elevation
  s.path(`M${n(xAt(Wr / 2))} ${n(yAt(Dr * 0.25) + 40)}v-40m-8 12l8-12 8 12`, "a");
  s.text(xAt(Wr / 2) + 14, yAt(Dr * 0.25) + 38, "B", { size: 14, bold: true });
  s.text(110, 124, "PLAN", { size: 17, bold: true, spacing: 2 });

  // elevation B of the window wall, right half
  const H = 2400;
  const ke = Math.min(560 / (Wr + 200), 520 / (H + 300));
  const ex = 770 + (600 - Wr * ke) / 2;
  const floor = 700;
  const exAt = (v: number) => ex + v * ke;
  const eyAt = (v: number) => floor - v * ke;
  s.text(770, 124, "ELEVATION B", { size: 17, bold: true, spacing: 2 });
  const fullTile = withBath ? [0, 1700] : [0, 1200];
  s.fillRect(exAt(0), eyAt(1200), Wr * ke, 1200 * ke, "tile");
  s.fillRect(
    exAt(fullTile[0] ?? 0),
    eyAt(H),
    ((fullTile[1] ?? 0) - (fullTile[0] ?? 0)) * ke,
    (H - 1200) * ke,
    "tile",
  );
  s.line(exAt(0), eyAt(1200), exAt(Wr), eyAt(1200), "l");
  // window
  windowElev(s, exAt(windowAt), eyAt(2100), winW * ke, 900 * ke, {
    type: "casement",
    leaves: 2,
    sill: false,
  });
  if (withBath) {
    s.rect(exAt(0), eyAt(560), 1700 * ke, 560 * ke, "b m");
    s.rect(exAt(60), eyAt(500), 1580 * ke, 420 * ke, "l");
    s.rect(exAt(0), eyAt(580), 1700 * ke, 20 * ke, "s m");
    if (rng.chance(0.6)) {
      s.rect(exAt(1700 - 820), eyAt(2000), 800 * ke, 1420 * ke, "g m");
    }
    s.line(exAt(300), eyAt(900), exAt(300), eyAt(1950), "m");
    s.path(`M${n(exAt(300))} ${n(eyAt(1950))}h${n(180 * ke)}`, "m");
    s.ellipse(exAt(300 + 200), eyAt(1930), 90 * ke, 20 * ke, "m");
  } else {
    s.rect(exAt(0), eyAt(45), 1200 * ke, 45 * ke, "s m");
    s.rect(exAt(300), eyAt(2000), 900 * ke, 1955 * ke, "g m");
    s.line(exAt(600), eyAt(1000), exAt(600), eyAt(2000), "m");
    s.ellipse(exAt(600), eyAt(2010), 120 * ke, 24 * ke, "b m");
    s.rect(exAt(560), eyAt(1150), 80 * ke, 120 * ke, "m");
    // WC: wall-hung pan with flush plate
    s.rect(exAt(1650 - 120), eyAt(1150), 240 * ke, 150 * ke, "m", 3);
    s.path(
      `M${n(exAt(1650 - 190))} ${n(eyAt(420))}h${n(380 * ke)}l${n(-40 * ke)} ${n(200 * ke)}h${n(-300 * ke)}z`,
      "b m",
    );
  }
  if (basinOnTop) {
    const bx = Wr - 400;
    s.rect(exAt(bx - 300), eyAt(850), 600 * ke, 600 * ke, "b m");
    s.rect(exAt(bx - 280), eyAt(820), 560 * ke, 250 * ke, "l");
    s.rect(exAt(bx - 280), eyAt(550), 560 * ke, 270 * ke, "l");
    s.rect(exAt(bx - 310), eyAt(880), 620 * ke, 30 * ke, "s m");
    s.path(`M${n(exAt(bx))} ${n(eyAt(880))}v${n(-180 * ke)}h${n(100 * ke)}`, "m");
    s.rect(exAt(bx - 260), eyAt(1900), 520 * ke, 750 * ke, "g m", 10);
  }
  // walls cut at each end, floor and ceiling
  s.fillRect(exAt(-150), eyAt(H), 150 * ke, H * ke, "diag");
  s.fillRect(exAt(Wr), eyAt(H), 150 * ke, H * ke, "diag");
  s.rect(exAt(-150), eyAt(H), 150 * ke, H * ke, "m");
  s.rect(exAt(Wr), eyAt(H), 150 * ke, H * ke, "m");
  s.line(exAt(-150), eyAt(0), exAt(Wr + 150), eyAt(0), "k");
  s.line(exAt(-150), eyAt(H), exAt(Wr + 150), eyAt(H), "k");
  s.fillRect(exAt(-150), eyAt(0), (Wr + 300) * ke, 24, "diag");
  const edges: number[] = [];
  for (const [a, b] of items) edges.push(a, b);
  const stops = [...new Set([0, ...edges, Wr])]
    .filter((v) => v >= 0 && v <= Wr)
    .sort((a, b) => a - b);
  dimChainH(
    s,
    stops.map((v) => exAt(v)),
    eyAt(0) + 60,
    stops.slice(1).map((v, i) => mm(v - (stops[i] ?? 0))),
    eyAt(0) + 24,
  );
  dimChainV(
    s,
    [eyAt(0), eyAt(1200), eyAt(H)],
    exAt(Wr) + 210,
    [mm(1200), mm(H - 1200)],
    exAt(Wr) + 150,
  );
  const notes = [
    withBath ? "1700 x 750 STEEL BATH WITH BATH SCREEN" : "1200 x 900 LOW-PROFILE SHOWER TRAY",
    "TILES FULL HEIGHT IN WET ZONE, 1200 ELSEWHERE",
    "EXTRACT FAN 15 L/S, WIRED TO LIGHT WITH OVERRUN",
    "ELECTRICAL ZONES TO CURRENT WIRING REGULATIONS",
  ];
  return { name: "BATHROOM LAYOUT", scale: "1:25", notes };
}

type Unit = {
  w: number;
  kind: "doors" | "drawers" | "sink" | "oven" | "dishwasher" | "tall" | "single";
};

export function drawKitchen(ctx: DrawContext): Drawing {
  const { s, rng } = ctx;
  const L = rng.step(3600, 5400, 100);
  const shaker = rng.chance(0.55);
  const tallAt = rng.pick(["left", "right", "none", "both"] as const);
  const units: Unit[] = [];
  if (tallAt === "left" || tallAt === "both") units.push({ w: 600, kind: "tall" });
  const middle: Unit[] = [
    { w: 600, kind: "drawers" },
    { w: 1000, kind: "sink" },
    { w: 600, kind: "dishwasher" },
    { w: 600, kind: "oven" },
    { w: rng.pick([400, 500, 600]), kind: "single" },
  ];
  const ordered = rng.chance(0.5)
    ? middle
    : [middle[3], middle[0], middle[4], middle[1], middle[2]].filter(
        (u): u is Unit => u !== undefined,
      );
  units.push(...ordered);
  if (tallAt === "right" || tallAt === "both") units.push({ w: 600, kind: "tall" });
  const used = units.reduce((sum, u) => sum + u.w, 0);
  let spare = L - used;
  while (spare >= 300) {
    const w =
      spare >= 1000
        ? rng.pick([500, 600, 800])
        : spare >= 800
          ? rng.pick([300, 400, 500, 800])
          : spare >= 600
            ? rng.pick([300, 400, 600])
            : rng.pick([300, 400, 500].filter((v) => v <= spare));
    const insertAt = rng.int(
      tallAt === "left" || tallAt === "both" ? 1 : 0,
      units.length - (tallAt === "right" || tallAt === "both" ? 1 : 0),
    );
    units.splice(insertAt, 0, {
      w,
      kind: w >= 800 ? "doors" : rng.chance(0.5) ? "drawers" : "single",
    });
    spare -= w;
  }
  const total = units.reduce((sum, u) => sum + u.w, 0);
  const H = 2400;
  const k = Math.min(1060 / (total + 400), 560 / (H + 200));
  const floor = 690;
  const x0 = 730 - (total * k) / 2;
  const xAt = (v: number) => x0 + v * k;
  const yAt = (v: number) => floor - v * k;
  const plinth = 150;
  const top = 900;
  const wallBottom = 1450;
  const wallTop = 2170;
  const handle = (x: number, y: number, horizontal: boolean) => {
    if (horizontal) s.line(x - 60 * k, y, x + 60 * k, y, "m");
    else s.line(x, y - 60 * k, x, y + 60 * k, "m");
  };
  const door = (
    x: number,
    y: number,
    w: number,
    h: number,
    hx: number,
    hy: number,
    horizontal: boolean,
  ) => {
    s.rect(x + 2, y + 2, w - 4, h - 4, "b l");
    if (shaker && h > 60 && w > 40) s.rect(x + 9, y + 9, w - 18, h - 18, "f");
    handle(hx, hy, horizontal);
  };
  // ceiling, floor, splashback
  s.line(xAt(-200), yAt(0), xAt(total + 200), yAt(0), "k");
  s.fillRect(xAt(-200), yAt(0), (total + 400) * k, 22, "diag");
  s.line(xAt(-200), yAt(H), xAt(total + 200), yAt(H), "m");
  const splash = rng.pick(["brick", "tile", "none"] as const);
  if (splash !== "none")
    s.fillRect(
      xAt(0),
      yAt(wallBottom),
      total * k,
      (wallBottom - top - 40) * k,
      splash === "brick" ? "brick" : "tile",
    );
  let cursor = 0;
  let hobX = -1;
  let sinkX = -1;
  for (const unit of units) {
    const ux = xAt(cursor);
    const uw = unit.w * k;
    if (unit.kind === "tall") {
      s.rect(ux, yAt(wallTop), uw, yAt(plinth) - yAt(wallTop), "s m");
      door(ux, yAt(wallTop), uw, yAt(1300) - yAt(wallTop), ux + uw - 12, yAt(1400) - 40, false);
      door(ux, yAt(1300), uw, yAt(plinth) - yAt(1300), ux + uw - 12, yAt(1200), false);
      s.rect(ux, yAt(plinth), uw, plinth * k, "s l");
      cursor += unit.w;
      continue;
    }
    s.rect(ux, yAt(top - 40), uw, yAt(plinth) - yAt(top - 40), "s m");
    const bodyTop = yAt(top - 40);
    const bodyH = yAt(plinth) - bodyTop;
    if (unit.kind === "drawers") {
      const rows = [0.28, 0.36, 0.36];
      let y = bodyTop;
      for (const r of rows) {
        door(ux, y, uw, bodyH * r, ux + uw / 2, y + 14, true);
        y += bodyH * r;
      }
    } else if (unit.kind === "oven") {
      door(ux, bodyTop, uw, bodyH * 0.2, ux + uw / 2, bodyTop + 12, true);
      s.rect(ux + 4, bodyTop + bodyH * 0.2, uw - 8, bodyH * 0.8 - 4, "b m");
      s.rect(ux + 14, bodyTop + bodyH * 0.34, uw - 28, bodyH * 0.5, "g l");
      s.line(ux + 14, bodyTop + bodyH * 0.27, ux + uw - 14, bodyTop + bodyH * 0.27, "m");
      hobX = cursor + unit.w / 2;
    } else if (unit.kind === "sink" || unit.kind === "doors") {
      door(ux, bodyTop, uw / 2, bodyH, ux + uw / 2 - 12, bodyTop + 24, false);
      door(ux + uw / 2, bodyTop, uw / 2, bodyH, ux + uw / 2 + 12, bodyTop + 24, false);
      if (unit.kind === "sink") {
        sinkX = cursor + unit.w / 2;
        s.path(
          `M${n(ux + uw * 0.2)} ${n(bodyTop - 2)}v${n(180 * k)}h${n(uw * 0.6)}v${n(-180 * k)}`,
          "h",
        );
      }
    } else if (unit.kind === "dishwasher") {
      s.rect(ux + 2, bodyTop + 2, uw - 4, bodyH - 4, "b l");
      handle(ux + uw / 2, bodyTop + 12, true);
    } else {
      const left = cursor < total / 2;
      door(ux, bodyTop, uw, bodyH, left ? ux + uw - 12 : ux + 12, bodyTop + 24, false);
    }
    s.rect(ux, yAt(plinth), uw, plinth * k, "s l");
    cursor += unit.w;
  }
  // worktop
  const wtL = tallAt === "left" || tallAt === "both" ? 600 : 0;
  const wtR = tallAt === "right" || tallAt === "both" ? total - 600 : total;
  s.rect(
    xAt(wtL) - (wtL === 0 ? 6 : 0),
    yAt(top),
    (wtR - wtL) * k + (wtL === 0 ? 6 : 0) + (wtR === total ? 6 : 0),
    40 * k,
    "b k",
  );
  // sink tap and hob
  if (sinkX >= 0) {
    s.path(
      `M${n(xAt(sinkX))} ${n(yAt(top))}v${n(-300 * k)}q0 ${n(-60 * k)} ${n(60 * k)} ${n(-60 * k)}h${n(80 * k)}v${n(60 * k)}`,
      "m",
    );
  }
  // wall units, hood, window
  const windowOverSink = sinkX >= 0 && rng.chance(0.6);
  cursor = 0;
  for (const unit of units) {
    const mid = cursor + unit.w / 2;
    if (unit.kind !== "tall") {
      const overHob = hobX >= 0 && Math.abs(mid - hobX) < 1;
      const overSink = windowOverSink && Math.abs(mid - sinkX) < 1;
      if (!overHob && !overSink) {
        s.rect(xAt(cursor), yAt(wallTop), unit.w * k, (wallTop - wallBottom) * k, "s m");
        const halves = unit.w >= 800 ? 2 : 1;
        for (let i = 0; i < halves; i++) {
          const dw = (unit.w * k) / halves;
          const dx = xAt(cursor) + i * dw;
          door(
            dx,
            yAt(wallTop),
            dw,
            (wallTop - wallBottom) * k,
            halves === 2 ? (i === 0 ? dx + dw - 12 : dx + 12) : dx + dw - 12,
            yAt(wallBottom) - 24,
            false,
          );
        }
      }
    }
    cursor += unit.w;
  }
  if (hobX >= 0) {
    const hw = 900;
    s.path(
      pathOf([
        [xAt(hobX - hw / 2), yAt(wallBottom + 150)],
        [xAt(hobX + hw / 2), yAt(wallBottom + 150)],
        [xAt(hobX + 150), yAt(wallBottom + 450)],
        [xAt(hobX - 150), yAt(wallBottom + 450)],
      ]),
      "b m",
    );
    s.rect(xAt(hobX - 150), yAt(H), 300 * k, (H - wallBottom - 450) * k, "s m");
    s.rect(xAt(hobX - 300), yAt(top + 25), 600 * k, 25 * k, "i2");
  }
  if (windowOverSink) {
    windowElev(s, xAt(sinkX - 550), yAt(2100), 1100 * k, 950 * k, {
      type: "casement",
      leaves: 2,
      sill: true,
    });
  }
  s.line(xAt(0), yAt(wallTop) - 3, xAt(total), yAt(wallTop) - 3, "f");

  // dimensions
  const xs = [0];
  for (const u of units) xs.push((xs[xs.length - 1] ?? 0) + u.w);
  dimChainH(
    s,
    xs.map((v) => xAt(v)),
    floor + 62,
    units.map((u) => mm(u.w)),
    floor + 24,
  );
  dimChainV(
    s,
    [yAt(0), yAt(plinth), yAt(top), yAt(wallBottom), yAt(wallTop), yAt(H)],
    xAt(0) - 48,
    ["150", mm(top - plinth), mm(wallBottom - top), "720", mm(H - wallTop)],
    xAt(0),
  );
  const note = xAt(total) + 30;
  leader(s, xAt(total - 150), yAt(top) + 2, Math.min(note, 1300), yAt(top) - 40, ["40 MM WORKTOP"]);
  if (splash !== "none")
    leader(s, xAt(total - 400), yAt(1200), Math.min(note, 1300), yAt(1250), [
      splash === "brick" ? "METRO TILE UPSTAND" : "TILED SPLASHBACK",
    ]);
  return {
    name: "KITCHEN ELEVATION",
    scale: "1:25",
    notes: [
      `${shaker ? "IN-FRAME SHAKER" : "HANDLED SLAB"} DOORS, ${units.length} BASE UNITS`,
      "WORKTOP 900 ABOVE FINISHED FLOOR LEVEL",
      "EXTRACT DUCTED TO OUTSIDE, 60 L/S MINIMUM",
      "APPLIANCE POSITIONS TO BE CONFIRMED BY CLIENT",
    ],
  };
}

export function drawInterior(ctx: DrawContext): Drawing {
  const { s, rng } = ctx;
  // one-point perspective: the back wall is a rectangle, everything else runs to the vanishing point
  const bw = rng.range(560, 700);
  const bh = bw * rng.range(0.52, 0.62);
  const vx = 720 + rng.range(-90, 90);
  const vy = 420 + rng.range(-40, 30);
  const bx0 = 720 - bw / 2 + rng.range(-60, 60);
  const by0 = 440 - bh * 0.58;
  const bx1 = bx0 + bw;
  const by1 = by0 + bh;
  const frame = { x0: 90, y0: 90, x1: 1380, y1: 770 };
  // a corner of the back wall projected outwards to the picture frame
  const out = (x: number, y: number): Point => {
    const dx = x - vx;
    const dy = y - vy;
    const tx = dx > 0 ? (frame.x1 - vx) / dx : dx < 0 ? (frame.x0 - vx) / dx : Infinity;
    const ty = dy > 0 ? (frame.y1 - vy) / dy : dy < 0 ? (frame.y0 - vy) / dy : Infinity;
    const t = Math.min(tx, ty);
    return [vx + dx * t, vy + dy * t];
  };
  const along = (p: Point, f: number): Point => [vx + (p[0] - vx) * f, vy + (p[1] - vy) * f];
  const tl = out(bx0, by0);
  const tr = out(bx1, by0);
  const br = out(bx1, by1);
  const bl = out(bx0, by1);
  s.rect(frame.x0, frame.y0, frame.x1 - frame.x0, frame.y1 - frame.y0, "b");
  s.open(`clip-path="url(#frame)"`);
  s.def(
    "frame",
    `<clipPath id="frame"><path d="${rectPath(frame.x0, frame.y0, frame.x1 - frame.x0, frame.y1 - frame.y0)}"/></clipPath>`,
  );
  // floor boards converging
  const boards = new Lines();
  const count = 16;
  for (let i = 1; i < count; i++) {
    const fx = bx0 + (bw * i) / count;
    boards.move(fx, by1, ...out(fx, by1));
  }
  s.clipped(
    pathOf([[bx0, by1], [bx1, by1], br, [frame.x1, frame.y1], [frame.x0, frame.y1], bl]),
    () => s.path(boards.d, "f"),
  );
  // ceiling
  if (rng.chance(0.5)) {
    const beams = new Lines();
    for (let i = 1; i < 4; i++) {
      const f = 1 + i * 0.5;
      const a = along([bx0, by0], f);
      const b = along([bx1, by0], f);
      beams.move(a[0], a[1], b[0], b[1]);
    }
    s.clipped(
      pathOf([[bx0, by0], [bx1, by0], tr, [frame.x1, frame.y0], [frame.x0, frame.y0], tl]),
      () => s.path(beams.d, "l"),
    );
  }
  // room edges
  const edges = new Lines()
    .move(bx0, by0, ...tl)
    .move(bx1, by0, ...tr)
    .move(bx1, by1, ...br)
    .move(bx0, by1, ...bl);
  s.path(edges.d, "k");
  s.rect(bx0, by0, bw, bh, "s k");
  // skirting along the back wall and the side walls
  const sk = bh * 0.05;
  s.line(bx0, by1 - sk, bx1, by1 - sk, "l");
  const skL = new Lines();
  const skL1 = along([bx0, by1 - sk], 1.9);
  const skR1 = along([bx1, by1 - sk], 1.9);
  skL.move(bx0, by1 - sk, ...skL1).move(bx1, by1 - sk, ...skR1);
  s.path(skL.d, "l");
  // window (back wall)
  const ww = bw * rng.range(0.3, 0.45);
  const wx = bx0 + (bw - ww) * rng.range(0.2, 0.8);
  const wh = bh * 0.5;
  windowElev(s, wx, by0 + bh * 0.18, ww, wh, {
    type: rng.pick(["casement", "sash"] as const),
    bars: 1,
    sill: true,
  });
  // door on a side wall: a trapezoid following the perspective
  const leftDoor = rng.chance(0.5);
  const f1 = 1.2;
  const f2 = 1.7;
  const base: Point = leftDoor ? [bx0, by1] : [bx1, by1];
  const p1 = along(base, f1);
  const p2 = along(base, f2);
  const doorH = bh * 0.78;
  const h1 = doorH * f1;
  const h2 = doorH * f2;
  const doorPath = pathOf([p1, [p1[0], p1[1] - h1], [p2[0], p2[1] - h2], p2]);
  s.path(doorPath, "b m");
  const inset = pathOf([
    along(p1, 1.02),
    [along(p1, 1.02)[0], p1[1] - h1 * 0.94],
    [along(p2, 0.98)[0], p2[1] - h2 * 0.94],
    along(p2, 0.98),
  ]);
  s.path(inset, "l");
  // radiator under the window, a plant in a corner
  const rw = ww * 0.8;
  const ry = by1 - sk - bh * 0.2;
  s.rect(wx + (ww - rw) / 2, ry, rw, bh * 0.14, "b l");
  const fins = new Lines();
  for (let i = 1; i < 10; i++)
    fins.v(wx + (ww - rw) / 2 + (rw * i) / 10, ry + 3, ry + bh * 0.14 - 3);
  s.path(fins.d, "f");
  const plantX = leftDoor ? bx1 - 40 : bx0 + 40;
  s.path(
    pathOf([
      [plantX - 22, by1 + 4],
      [plantX + 22, by1 + 4],
      [plantX + 16, by1 - 36],
      [plantX - 16, by1 - 36],
    ]),
    "b m",
  );
  s.path(scallop(rng, plantX, by1 - 90, 48, 56, 9), "b l");
  // pendant light
  const lx = (bx0 + bx1) / 2 + rng.range(-80, 80);
  const ly = frame.y0 + (by0 - frame.y0) * 0.9 + 90;
  s.line(lx, frame.y0, lx, ly - 40, "l");
  s.path(`M${n(lx - 45)} ${n(ly)}Q${n(lx)} ${n(ly - 70)} ${n(lx + 45)} ${n(ly)}Z`, "b m");
  // furniture: sofa and low table in front of the back wall, or a kitchen island
  const island = hint(
    ctx,
    0.4,
    ["kitchen", "island", "family"],
    ["lounge", "living", "office", "shop", "strip"],
  );
  const fy = by1 + (frame.y1 - by1) * 0.45;
  const fw = bw * 0.6;
  const fx0 = vx - fw / 2 + rng.range(-40, 40);
  if (island) {
    const h = 150;
    s.path(
      pathOf([
        [fx0, fy - h],
        [fx0 + fw, fy - h],
        [fx0 + fw + 40, fy - h + 40],
        [fx0 + 40, fy - h + 40],
      ]),
      "b m",
    );
    s.rect(fx0 + 40, fy - h + 40, fw, h, "b m");
    const doors = new Lines();
    for (let i = 1; i < 4; i++) doors.v(fx0 + 40 + (fw * i) / 4, fy - h + 48, fy + 40);
    s.path(doors.d, "l");
    for (let i = 0; i < 3; i++) {
      const sx = fx0 + 90 + i * (fw / 3);
      s.path(`M${n(sx - 18)} ${n(fy + 74)}l6 -50h24l6 50M${n(sx - 14)} ${n(fy + 44)}h28`, "l");
      s.ellipse(sx, fy + 20, 26, 8, "b l");
    }
  } else {
    const sh = 110;
    s.rect(fx0, fy - sh, fw, sh, "b m");
    s.rect(fx0 + 22, fy - sh * 0.55, fw - 44, sh * 0.55, "l");
    s.rect(fx0 - 14, fy - sh * 0.75, 36, sh * 0.75, "b m");
    s.rect(fx0 + fw - 22, fy - sh * 0.75, 36, sh * 0.75, "b m");
    s.line(fx0 + fw / 3, fy - sh * 0.55, fx0 + fw / 3, fy, "f");
    s.line(fx0 + (2 * fw) / 3, fy - sh * 0.55, fx0 + (2 * fw) / 3, fy, "f");
    s.ellipse(vx, fy + 95, fw * 0.3, 34, "l");
    s.path(
      pathOf([
        [vx - fw * 0.18, fy + 70],
        [vx + fw * 0.18, fy + 70],
        [vx + fw * 0.2, fy + 96],
        [vx - fw * 0.2, fy + 96],
      ]),
      "b l",
    );
  }
  // vanishing point marker and horizon line
  s.line(frame.x0, vy, frame.x1, vy, "c");
  s.circle(vx, vy, 6, "a");
  s.text(vx + 12, vy - 10, "VP", { size: 12, cls: "t2", bold: true });
  s.close();
  s.rect(frame.x0, frame.y0, frame.x1 - frame.x0, frame.y1 - frame.y0, "k");
  s.text(frame.x1 - 10, vy - 10, "EYE LEVEL 1600", { size: 12, anchor: "end", cls: "t2" });
  const name = island
    ? "KITCHEN INTERIOR VIEW"
    : rng.pick(["LIVING ROOM INTERIOR VIEW", "INTERIOR PERSPECTIVE"]);
  return {
    name,
    scale: "NTS",
    notes: [
      "ONE-POINT PERSPECTIVE, EYE LEVEL 1600 ABOVE FLOOR",
      "ENGINEERED OAK FLOOR LAID TOWARDS THE WINDOW",
      "PLASTER SKIM FINISH, PAINTED SKIRTING AND ARCHITRAVE",
      "FINISHES AND FURNITURE INDICATIVE ONLY",
    ],
  };
}
