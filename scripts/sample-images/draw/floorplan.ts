/** Floor plan of a house: hatched walls, door swings, windows, stair, furniture, room labels. */
import { type DrawContext, type Drawing, hasToken } from "../context";
import {
  against,
  basin,
  bath,
  bed,
  counter,
  desk,
  place,
  shower,
  sofa,
  table,
  wardrobe,
  washer,
  wc,
} from "../furniture";
import { bubble, dimChainH, dimChainV, mm, northArrow } from "../parts";
import { drawWalls, type Opening, type PlanMap, px, py, roomLabel, type Wall } from "../plan";
import { Lines, type Svg } from "../svg";

type Side = "top" | "bottom" | "left" | "right";

interface Room {
  name: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** A side of the room on an outside wall, for beds and counters under windows. */
  outside: Side;
  /** The side wall that is an outside wall (doors are at the other side). */
  outerSide: "left" | "right";
  /** Kitchen only: a second counter run fits along the far wall. */
  sideRun?: boolean;
}

export function drawFloorPlan(ctx: DrawContext): Drawing {
  const { s, rng } = ctx;
  const first =
    hasToken(ctx, "first", "upper", "upstairs", "1st") ||
    (!hasToken(ctx, "ground") && rng.chance(0.3));
  const W = rng.step(7800, 10600, 100);
  const D = rng.step(7600, 9400, 100);
  const mirror = rng.chance(0.5);
  const T = 300;
  const t = 100;
  const o = T / 2;
  const yb = rng.step(D * 0.45, D * 0.55, 50);
  const hw = rng.step(1900, 2300, 50);
  const aW = rng.step((W - 2 * T - hw) * 0.45, (W - 2 * T - hw) * 0.6, 50);
  const xa = o + aW;
  const xb = xa + hw;
  const bDepth = first ? rng.step(2000, 2400, 50) : rng.step(1500, 1900, 50);
  const splitB = W - o - xb > 2600 && D - o - yb - bDepth >= 2300 && rng.chance(0.6);
  const yB = yb + bDepth;
  const hasD = rng.chance(first ? 0.8 : 0.55);
  const dW = rng.step(2200, 2800, 50);
  const xd = W - o - dW;

  // walls in unmirrored coordinates
  const front: Opening[] = [];
  const back: Opening[] = [];
  const left: Opening[] = [];
  const right: Opening[] = [];
  const aMid = (o + xa) / 2 - o;
  const winA = rng.step(1400, Math.min(2000, aW - 800), 100);
  front.push({ at: aMid - winA / 2, width: winA, kind: "window" });
  const hallMid = (xa + xb) / 2 - o;
  if (first) front.push({ at: hallMid - 450, width: 900, kind: "window" });
  else front.push({ at: hallMid - 500, width: 1000, kind: "door", side: -1, hinge: "start" });
  const bMid = (xb + W - o) / 2 - o;
  const winB = Math.min(1500, W - o - xb - 900);
  front.push({ at: bMid - winB / 2, width: winB, kind: "window" });
  const cRight = hasD ? xd : W - o;
  const cMid = (o + cRight) / 2 - o;
  if (first) {
    back.push({ at: cMid - 750, width: 1500, kind: "window" });
  } else {
    const patio = rng.step(1800, Math.min(3000, cRight - o - 2400), 100);
    const patioAt = rng.chance(0.5) ? cMid - patio - 300 : cMid + 300;
    back.push({ at: patioAt, width: patio, kind: "window" });
    back.push({ at: patioAt < cMid ? cMid + 500 : cMid - 1700, width: 1200, kind: "window" });
  }
  if (hasD) back.push({ at: xd + dW / 2 - o - 400, width: 800, kind: "window" });
  if (!first && rng.chance(0.4) && !hasD)
    right.push({ at: (o + yb) / 2 - o - 500, width: 1000, kind: "window" });

  const walls: Wall[] = [
    { x1: o, y1: o, x2: W - o, y2: o, t: T, openings: back },
    { x1: o, y1: D - o, x2: W - o, y2: D - o, t: T, openings: front },
    { x1: o, y1: o, x2: o, y2: D - o, t: T, openings: left },
    { x1: W - o, y1: o, x2: W - o, y2: D - o, t: T, openings: right },
  ];
  const frontDepth = D - o - yb;
  // back-band partition with the door from the hall
  walls.push({
    x1: o,
    y1: yb,
    x2: W - o,
    y2: yb,
    t,
    extend: o,
    openings: [
      {
        at: xa - o + 150,
        width: 850,
        kind: first ? "door" : rng.chance(0.4) ? "gap" : "door",
        side: -1,
        hinge: "start",
      },
    ],
  });
  walls.push({
    x1: xa,
    y1: yb,
    x2: xa,
    y2: D - o,
    t,
    extend: 50,
    openings: [{ at: frontDepth - 1250, width: 800, kind: "door", side: -1, hinge: "end" }],
  });
  const bDoors: Opening[] = splitB
    ? [
        { at: 250, width: 750, kind: "door", side: 1, hinge: "start" },
        { at: frontDepth - 1250, width: 800, kind: "door", side: 1, hinge: "end" },
      ]
    : [{ at: frontDepth - 1250, width: 800, kind: "door", side: 1, hinge: "end" }];
  walls.push({ x1: xb, y1: yb, x2: xb, y2: D - o, t, extend: 50, openings: bDoors });
  if (splitB) walls.push({ x1: xb, y1: yB, x2: W - o, y2: yB, t, extend: 50, openings: [] });
  if (hasD)
    walls.push({
      x1: xd,
      y1: o,
      x2: xd,
      y2: yb,
      t,
      extend: 50,
      openings: [{ at: yb - o - 1100, width: 750, kind: "door", side: 1, hinge: "end" }],
    });

  const names = first
    ? {
        a: "BEDROOM 2",
        hall: "LANDING",
        b1: "BATHROOM",
        b2: "BEDROOM 4",
        b: "BEDROOM 3",
        c: "BEDROOM 1",
        d: splitB ? "EN-SUITE" : "BATHROOM",
      }
    : {
        a: "LIVING ROOM",
        hall: "HALL",
        b1: "WC",
        b2: "STUDY",
        b: rng.pick(["DINING ROOM", "SNUG", "PLAYROOM"]),
        c: hasD ? "KITCHEN / DINING" : "KITCHEN / FAMILY",
        d: "UTILITY",
      };
  const rooms: Room[] = [
    { name: names.a, x0: o, y0: yb, x1: xa, y1: D - o, outside: "bottom", outerSide: "left" },
  ];
  if (splitB) {
    rooms.push({
      name: names.b1,
      x0: xb,
      y0: yb,
      x1: W - o,
      y1: yB,
      outside: "right",
      outerSide: "right",
    });
    rooms.push({
      name: names.b2,
      x0: xb,
      y0: yB,
      x1: W - o,
      y1: D - o,
      outside: "bottom",
      outerSide: "right",
    });
  } else
    rooms.push({
      name: names.b,
      x0: xb,
      y0: yb,
      x1: W - o,
      y1: D - o,
      outside: "bottom",
      outerSide: "right",
    });
  rooms.push({
    name: names.c,
    x0: o,
    y0: o,
    x1: cRight,
    y1: yb,
    outside: "top",
    outerSide: "left",
    sideRun: !hasD,
  });
  if (hasD)
    rooms.push({
      name: names.d,
      x0: xd,
      y0: o,
      x1: W - o,
      y1: yb,
      outside: "top",
      outerSide: "right",
    });

  // mirror everything left-right
  const fx = (x: number) => (mirror ? W - x : x);
  const placed: Wall[] = walls.map((wall) => {
    if (!mirror) return wall;
    if (wall.y1 === wall.y2) {
      const length = wall.x2 - wall.x1;
      return {
        ...wall,
        x1: fx(wall.x2),
        x2: fx(wall.x1),
        openings: wall.openings.map((op) => ({
          ...op,
          at: length - op.at - op.width,
          hinge: op.hinge === "end" ? "start" : "end",
        })),
      };
    }
    return {
      ...wall,
      x1: fx(wall.x1),
      x2: fx(wall.x1),
      openings: wall.openings.map((op) => ({ ...op, side: op.side === 1 ? -1 : 1 })),
    };
  });
  const flip = (side: Side): Side =>
    !mirror ? side : side === "left" ? "right" : side === "right" ? "left" : side;
  const placedRooms: Room[] = rooms.map((r) => ({
    ...r,
    x0: Math.min(fx(r.x0), fx(r.x1)),
    x1: Math.max(fx(r.x0), fx(r.x1)),
    outside: flip(r.outside),
    outerSide: mirror ? (r.outerSide === "left" ? "right" : "left") : r.outerSide,
  }));

  const k = Math.min(1000 / W, 560 / D);
  const m: PlanMap = { k, ox: 690 - (W * k) / 2, oy: 442 - (D * k) / 2 };
  s.rect(px(m, o), py(m, o), (W - T) * k, (D - T) * k, "s");
  // stair in the hall, against the wall shared with room A
  const stairW = 900;
  const hallL = Math.min(fx(xa), fx(xb)) + 50;
  const hallR = Math.max(fx(xa), fx(xb)) - 50;
  const sx0 = mirror ? hallR - stairW : hallL;
  const run = Math.min(3000, frontDepth - 1500);
  const sy0 = yb + 50;
  const treads = new Lines();
  const steps = Math.round(run / 250);
  for (let i = 0; i <= steps; i++)
    treads.h(px(m, sx0), px(m, sx0 + stairW), py(m, sy0 + (run * i) / steps));
  s.rect(px(m, sx0), py(m, sy0), stairW * k, run * k, "b l");
  s.path(treads.d, "f");
  const ax = px(m, sx0 + stairW / 2);
  s.path(`M${ax} ${py(m, sy0 + run - 100)}V${py(m, sy0 + 160)}m-7 12l7-12 7 12`, "l");
  s.text(ax + (mirror ? -16 : 16), py(m, sy0 + run - 120), first ? "DN" : "UP", {
    size: 12,
    anchor: mirror ? "end" : "start",
    cls: "t2",
    bold: true,
  });
  if (!first)
    s.path(
      `M${px(m, sx0 - 60)} ${py(m, sy0 + run * 0.45)}l${(stairW + 120) * k} ${-run * 0.12 * k}`,
      "l",
    );

  drawWalls(s, m, placed);
  const hx = px(m, (hallL + hallR) / 2);
  const secX = px(m, sx0 + stairW / 2);
  for (const room of placedRooms) {
    const spot = furnish(s, m, room, rng.next(), px(m, fx(xa + 575)));
    const w = room.x1 - room.x0 - 100;
    const h = room.y1 - room.y0 - 100;
    let [cx, cy] = spot;
    const small = w < 2200 || h < 2000;
    const half = (small ? 6 : 7.5) * room.name.length;
    const lo = px(m, room.x0 + 50) + half + 8;
    const hi = px(m, room.x1 - 50) - half - 8;
    if (Math.abs(cx - secX) < half + 12 && lo <= hi) {
      const leftPos = Math.max(lo, Math.min(hi, secX - half - 14));
      const rightPos = Math.max(lo, Math.min(hi, secX + half + 14));
      const leftOk = leftPos <= secX - half - 10;
      const rightOk = rightPos >= secX + half + 10;
      if (leftOk && (!rightOk || Math.abs(leftPos - cx) <= Math.abs(rightPos - cx))) cx = leftPos;
      else if (rightOk) cx = rightPos;
    }
    roomLabel(s, cx, cy - 4, room.name, w, h, small ? 12 : 15);
  }
  s.text(hx + (mirror ? -14 : 14), py(m, (sy0 + run + D - o - 900) / 2) + 6, names.hall, {
    size: 13,
    anchor: mirror ? "end" : "start",
    bold: true,
  });

  // dimensions
  const xsTop = [0, fx(xa), fx(xb), W].sort((a, b) => a - b);
  dimChainH(
    s,
    xsTop.map((v) => px(m, v)),
    py(m, 0) - 50,
    xsTop.slice(1).map((v, i) => mm(v - (xsTop[i] ?? 0))),
    py(m, 0),
  );
  dimChainV(s, [py(m, 0), py(m, yb), py(m, D)], px(m, 0) - 50, [mm(yb), mm(D - yb)], px(m, 0));
  dimChainV(s, [py(m, 0), py(m, D)], px(m, 0) - 100, [mm(D)], px(m, 0) - 50);

  // section line A-A through the stair
  const secTop = py(m, 0) - 96;
  const secBottom = py(m, D) + 56;
  s.line(secX, secTop + 16, secX, secBottom - 16, "ad");
  for (const y of [secTop, secBottom]) {
    bubble(s, secX, y, 15, "A", "b a");
    s.path(`M${secX + 16} ${y}h22m-8 -6l8 6-8 6`, "a");
  }
  northArrow(s, 1330, 150, 34, rng.range(-40, 40));
  return {
    name: first ? "FIRST FLOOR PLAN" : "GROUND FLOOR PLAN",
    scale: "1:50",
    notes: [
      "EXTERNAL WALLS: 300 CAVITY, FULL-FILL INSULATION",
      "INTERNAL PARTITIONS: 100 STUD, 12.5 BOARD BOTH SIDES",
      first
        ? "MECHANICAL EXTRACT TO BATHROOM AND EN-SUITE"
        : "SMOKE ALARMS INTERLINKED TO HALL AND LANDING",
      "DO NOT SCALE: CHECK ALL DIMENSIONS ON SITE",
    ],
  };
}

/** Draws the room's furniture and returns where its label reads best. */
function furnish(s: Svg, m: PlanMap, room: Room, roll: number, doorX: number): [number, number] {
  const { k } = m;
  const x0 = px(m, room.x0 + 50);
  const x1 = px(m, room.x1 - 50);
  const y0 = py(m, room.y0 + 50);
  const y1 = py(m, room.y1 - 50);
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const w = room.x1 - room.x0 - 100;
  const h = room.y1 - room.y0 - 100;
  // "outer" is the side wall on the outside of the house; doors sit at the inner side
  const sgn = room.outerSide === "left" ? -1 : 1;
  const xOuter = sgn < 0 ? x0 : x1;
  const xInner = sgn < 0 ? x1 : x0;
  const towardOuter = sgn < 0 ? 270 : 90;
  const alongOuter = (depth: number) => xOuter - (sgn * depth * k) / 2;
  const name = room.name;
  if (name === "LIVING ROOM") {
    if (roll < 0.5) {
      place(s, cx, against(y0, 900 * k, 0), 0, () => sofa(s, k, Math.min(2300, w - 900)));
      s.rect(cx - 450 * k, y0 + 1300 * k, 900 * k, 500 * k, "l", 3);
      return [cx, y0 + ((h + 1900) * k) / 2];
    }
    place(s, alongOuter(900), cy - 200 * k, towardOuter, () =>
      sofa(s, k, Math.min(2100, h - 1500)),
    );
    s.rect(
      xOuter - sgn * 1300 * k - (sgn < 0 ? 0 : 500 * k),
      cy - 650 * k,
      500 * k,
      900 * k,
      "l",
      3,
    );
    return [(xInner + xOuter - sgn * 1800 * k) / 2, cy + 600 * k];
  }
  if (name.startsWith("KITCHEN")) {
    const len = Math.min(w - 200, 4200);
    const runLeft = doorX > cx;
    const runX = runLeft ? x0 + (len * k) / 2 : x1 - (len * k) / 2;
    place(s, runX, against(y0, 600 * k, 0), 0, () =>
      counter(s, k, len, runLeft ? len * 0.55 : len * 0.45, runLeft ? len * 0.18 : len * 0.82),
    );
    if (room.sideRun && w > 4200 && h > 3200) {
      const run = Math.min(h - 1600, 2400);
      const turn = runLeft ? 270 : 90;
      place(s, against(runLeft ? x0 : x1, 600 * k, turn), y0 + 600 * k + (run * k) / 2, turn, () =>
        counter(s, k, run, -1, -1),
      );
    }
    const tableX = doorX > cx ? x0 + w * k * 0.3 : x1 - w * k * 0.3;
    place(s, tableX, y0 + h * k * 0.66, 0, () => table(s, k, 1600, 900, 6));
    return [doorX > cx ? x1 - w * k * 0.28 : x0 + w * k * 0.28, y0 + h * k * 0.34];
  }
  if (name.startsWith("BEDROOM")) {
    const big = name === "BEDROOM 1";
    if (h < 2700) {
      // shallow room: single bed along the outer wall
      place(s, alongOuter(900), cy, towardOuter, () => bed(s, k, 900));
      return [(xInner + xOuter - sgn * 2000 * k) / 2, cy];
    }
    const width = big ? 1500 : w > 2900 ? 1350 : 900;
    const head = room.outside === "top" ? "bottom" : "top";
    const bx = big && w > 4000 ? xOuter - sgn * (1400 + width / 2) * k : cx - sgn * 150 * k;
    if (head === "top") place(s, bx, against(y0, 2000 * k, 0), 0, () => bed(s, k, width));
    else place(s, bx, against(y1, 2000 * k, 180), 180, () => bed(s, k, width));
    const wardLen = Math.min(2000, h - 1400);
    if (wardLen > 900)
      place(
        s,
        alongOuter(600),
        head === "top" ? y1 - (wardLen * k) / 2 - 200 * k : y0 + (wardLen * k) / 2 + 200 * k,
        towardOuter,
        () => wardrobe(s, k, wardLen),
      );
    const free = h - 2000;
    if (big && w > 4000) return [(bx - sgn * (width / 2) * k + xInner) / 2, cy];
    return free > 1100
      ? [cx, head === "top" ? y1 - (free * k) / 2 : y0 + (free * k) / 2]
      : [cx, cy];
  }
  if (name === "BATHROOM") {
    const len = Math.min(1700, w - 1000);
    place(s, xOuter - (sgn * len * k) / 2, against(y0, 750 * k, 0), 0, () => bath(s, k, len));
    place(s, xOuter - sgn * 350 * k, against(y1, 500 * k, 180), 180, () => wc(s, k));
    if (w > 2800)
      place(s, xOuter - sgn * 1150 * k, against(y1, 450 * k, 180), 180, () => basin(s, k, 550));
    return [xInner + sgn * Math.min(w * 0.3, 900) * k, y0 + ((h + 800) * k) / 2];
  }
  if (name === "EN-SUITE") {
    place(s, xOuter - sgn * 470 * k, against(y0, 900 * k, 0), 0, () => shower(s, k));
    if (w > 1900) place(s, xOuter - sgn * 1300 * k, against(y0, 500 * k, 0), 0, () => wc(s, k));
    place(s, alongOuter(450), y1 - 500 * k, towardOuter, () => basin(s, k, 500));
    return [cx - sgn * 120 * k, y0 + ((h + 1100) * k) / 2];
  }
  if (name === "WC") {
    place(s, alongOuter(500), cy, towardOuter, () => wc(s, k));
    return [cx - sgn * 250 * k, cy];
  }
  if (name === "UTILITY") {
    place(s, cx, against(y0, 600 * k, 0), 0, () =>
      counter(s, k, w - 200, (w - 200) * (sgn < 0 ? 0.7 : 0.3), -1),
    );
    place(s, xOuter - sgn * 400 * k, against(y0, 600 * k, 0), 0, () => washer(s, k));
    return [cx, y0 + ((h + 600) * k) / 2];
  }
  if (name === "STUDY") {
    const dx = xOuter - sgn * Math.max(800, w * 0.32) * k;
    place(s, dx, against(y1, 650 * k, 180), 180, () => desk(s, k));
    return [cx, y0 + ((h - 1300) * k) / 2];
  }
  if (name === "DINING ROOM") {
    place(s, cx + sgn * 150 * k, cy + 450 * k, 0, () =>
      table(s, k, Math.min(1800, w - 1400), 900, 6),
    );
    return [cx, y0 + 700 * k];
  }
  place(s, cx, against(y0, 900 * k, 0), 0, () => sofa(s, k, Math.min(1800, w - 800)));
  return [cx, cy + 300 * k];
}
