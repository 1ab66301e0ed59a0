/** Front/rear/side elevation of a house: roof, chimney, windows, door, levels. */
import { type DrawContext, type Drawing, hasToken } from "../context";
import {
  chimney,
  courses,
  type DoorStyle,
  dimChainV,
  dimH,
  doorElev,
  ground,
  level,
  metres,
  mm,
  person,
  treeElev,
  type WindowHead,
  type WindowType,
  windowElev,
} from "../parts";
import { Lines, pathOf, rectPath } from "../svg";

type RoofType = "gable" | "hipped" | "front-gable";

export function drawElevation(ctx: DrawContext): Drawing {
  const { s, rng } = ctx;
  const rear = hasToken(ctx, "rear", "back", "garden");
  const dormer = hasToken(ctx, "dormer", "dormers", "loft");
  const storeys = rng.chance(0.22) && !dormer ? 3 : 2;
  const W = storeys === 3 ? rng.step(6000, 7800, 150) : rng.step(7200, 10800, 150);
  const depth = rng.step(7500, 9300, 150);
  const roof: RoofType = dormer
    ? "gable"
    : storeys === 3
      ? rng.pick(["gable", "front-gable"] as const)
      : rng.pick(["gable", "gable", "hipped", "front-gable"] as const);
  const pitch =
    (roof === "front-gable" ? rng.range(33, 42) : rng.range(dormer ? 40 : 30, 45)) *
    (Math.PI / 180);
  const ffl = 150;
  const storeyH = rng.step(2600, 2800, 50);
  const eaves = ffl + storeys * storeyH + rng.step(-150, 150, 50);
  const rise = (roof === "front-gable" ? W / 2 : depth / 2) * Math.tan(pitch);
  const ridge = eaves + rise;
  const chimneyUp = rng.step(800, 1200, 50);
  const hasChimney = rng.chance(0.8);
  const top = ridge + (hasChimney ? chimneyUp + 450 : 200);

  const k = Math.min(860 / W, 560 / top);
  const groundY = 676;
  const cx = rng.range(730, 790);
  const x0 = cx - (W * k) / 2;
  const x1 = cx + (W * k) / 2;
  const xAt = (v: number) => x0 + v * k;
  const yAt = (v: number) => groundY - v * k;

  // a tree to the left, clear of the dimension line
  const treeRight = x0 - 78;
  const treeH = Math.min(rng.range(0.55, 0.85) * ridge * k, 430, (treeRight - 84) / 0.72);
  if (treeH > 150) treeElev(s, rng, treeRight - treeH * 0.36, groundY, treeH);

  // walls
  const wallTop = yAt(eaves);
  const render = rng.chance(0.3);
  s.rect(x0, wallTop, x1 - x0, groundY - wallTop, "b");
  if (render) {
    s.fillRect(x0, yAt(700), x1 - x0, groundY - yAt(700), "brick");
    s.line(x0, yAt(700), x1, yAt(700), "l");
  } else {
    s.fillRect(x0, wallTop, x1 - x0, groundY - wallTop, "brick");
  }
  if (rng.chance(0.5) && !render) {
    // quoins
    const q = new Lines();
    const qh = 280;
    for (let v = 0, i = 0; v + qh < eaves - 150; v += qh, i++) {
      const qw = (i % 2 === 0 ? 420 : 260) * k;
      q.add(rectPath(x0, yAt(v + qh), qw, qh * k));
      q.add(rectPath(x1 - qw, yAt(v + qh), qw, qh * k));
    }
    s.path(q.d, "b l");
  }
  s.rect(x0, wallTop, x1 - x0, groundY - wallTop, "k");

  // roof
  const oh = 300;
  const fasciaH = 220 * k;
  let roofPath: string;
  if (roof === "gable") {
    roofPath = pathOf([
      [xAt(-120), wallTop],
      [xAt(-120), yAt(ridge)],
      [xAt(W + 120), yAt(ridge)],
      [xAt(W + 120), wallTop],
    ]);
  } else if (roof === "hipped") {
    const inset = Math.min(depth / 2, W / 2 - 300);
    roofPath = pathOf([
      [xAt(-oh), wallTop],
      [xAt(inset), yAt(ridge)],
      [xAt(W - inset), yAt(ridge)],
      [xAt(W + oh), wallTop],
    ]);
  } else {
    roofPath = pathOf([
      [xAt(-oh), wallTop + fasciaH * 0.2],
      [xAt(W / 2), yAt(ridge)],
      [xAt(W + oh), wallTop + fasciaH * 0.2],
    ]);
  }
  if (roof !== "front-gable") {
    s.path(roofPath, "b");
    courses(s, roofPath, xAt(-oh), xAt(W + oh), yAt(ridge), wallTop, Math.max(7, 230 * k));
    s.path(roofPath, "k");
    s.rect(xAt(-oh), wallTop, (W + 2 * oh) * k, fasciaH, "b m");
    if (roof === "hipped") {
      const inset = Math.min(depth / 2, W / 2 - 300);
      s.path(
        new Lines()
          .move(xAt(inset), yAt(ridge), xAt(-oh), wallTop)
          .move(xAt(W - inset), yAt(ridge), xAt(W + oh), wallTop).d,
        "m",
      );
    }
  } else {
    // gable facing the street: barge boards and an attic window
    s.path(roofPath, "b");
    s.fillPath(roofPath, render ? "weather" : "brick");
    const barge = pathOf(
      [
        [xAt(-oh), wallTop + fasciaH * 0.2],
        [xAt(W / 2), yAt(ridge)],
        [xAt(W + oh), wallTop + fasciaH * 0.2],
        [xAt(W + oh - 160), wallTop + fasciaH * 0.2 + 30 * k],
        [xAt(W / 2), yAt(ridge) + 280 * k],
        [xAt(-oh + 160), wallTop + fasciaH * 0.2 + 30 * k],
      ],
      true,
    );
    s.path(barge, "s k");
    const ow = Math.min(900, W * 0.14) * k;
    const oy = yAt(eaves + rise * 0.42);
    windowElev(s, xAt(W / 2) - ow / 2, oy - ow * 0.6, ow, ow * 1.2, {
      type: "fixed",
      sill: true,
      head: "none",
      bars: 1,
    });
  }
  s.line(xAt(-oh), yAt(ridge), xAt(W + oh), yAt(ridge), roof === "front-gable" ? "f" : "m");
  if (roof === "gable" && rise > 2600 && (rng.chance(0.5) || dormer)) {
    const count = W > 9000 ? 2 : 1;
    for (let i = 0; i < count; i++) {
      const mid = (W * (i + 0.5)) / count + (count === 1 ? rng.step(-800, 800, 100) : 0);
      const dw = 1500;
      const base = eaves + 350;
      const dTop = Math.min(ridge - 450, base + 1500);
      const apex = Math.min(dTop + 600, ridge - 60);
      s.path(
        pathOf([
          [xAt(mid - dw / 2 - 120), yAt(dTop)],
          [xAt(mid), yAt(apex)],
          [xAt(mid + dw / 2 + 120), yAt(dTop)],
        ]),
        "b k",
      );
      s.rect(xAt(mid - dw / 2), yAt(dTop), dw * k, (dTop - base) * k, "b m");
      windowElev(
        s,
        xAt(mid - dw / 2 + 180),
        yAt(dTop - 150),
        (dw - 360) * k,
        (dTop - base - 300) * k,
        {
          type: "casement",
          leaves: 2,
          sill: false,
        },
      );
    }
  }

  // chimney
  if (hasChimney) {
    const cw = 750 * k;
    let chx: number;
    let base: number;
    if (roof === "gable") {
      chx = rng.chance(0.5) ? xAt(250) : xAt(W - 250) - cw;
      base = yAt(ridge) + 20;
    } else if (roof === "hipped") {
      const inset = Math.min(depth / 2, W / 2 - 300);
      chx = xAt(rng.range(inset + 200, Math.max(inset + 250, W - inset - 1000)));
      base = yAt(ridge) + 20;
    } else {
      chx = xAt(W * 0.72);
      base = yAt(eaves + rise * 0.38);
    }
    const stackTop = yAt(ridge + chimneyUp);
    chimney(s, chx, stackTop, cw, base - stackTop, rng.int(1, 3));
  }

  // openings
  const columns = W < 7800 ? 2 : W < 9600 ? rng.pick([2, 3]) : 3;
  const doorCol = rear ? -1 : columns === 3 ? rng.pick([0, 1, 1, 2]) : rng.pick([0, 1]);
  const type: WindowType = rng.pick(["sash", "sash", "casement", "casement", "fixed"] as const);
  const bars = type === "fixed" ? rng.int(0, 1) : rng.int(0, 2);
  const head: WindowHead = rng.pick(["soldier", "stone", "none", "soldier"] as const);
  const winW = rng.step(950, Math.min(1500, (W / columns) * 0.62), 50);
  const groundWinH = rng.step(1250, 1550, 50);
  const upperWinH = rng.step(1100, 1400, 50);
  const bayCol =
    !rear && rng.chance(0.45)
      ? rng.pick([...Array(columns).keys()].filter((c) => c !== doorCol))
      : -1;
  const doorStyle: DoorStyle = rng.pick(["panel4", "panel6", "glazed", "strip"] as const);
  for (let c = 0; c < columns; c++) {
    const mid = (W * (c + 0.5)) / columns;
    for (let f = 0; f < storeys; f++) {
      const floor = ffl + f * storeyH;
      if (f === 0 && c === doorCol) {
        const dw = 1000 * k;
        const dh = 2100 * k;
        doorElev(s, xAt(mid) - dw / 2, yAt(ffl), dw, dh, doorStyle, rng.chance(0.6));
        if (rng.chance(0.6)) {
          // porch canopy
          const cy = yAt(ffl + 2100 + 650);
          const cw = 1700 * k;
          s.path(
            pathOf(
              [
                [xAt(mid) - cw / 2, cy + 160 * k],
                [xAt(mid), cy - 280 * k],
                [xAt(mid) + cw / 2, cy + 160 * k],
              ],
              true,
            ),
            "b k",
          );
          const brackets = new Lines()
            .move(xAt(mid) - cw / 2 + 8, cy + 160 * k, xAt(mid) - cw / 2 + 24, cy + 220 * k)
            .move(xAt(mid) + cw / 2 - 8, cy + 160 * k, xAt(mid) + cw / 2 - 24, cy + 220 * k);
          s.path(brackets.d, "l");
        }
        continue;
      }
      if (f === 0 && c === bayCol) {
        const bw = winW + 700;
        const bh = groundWinH + 500;
        const bx = xAt(mid - bw / 2);
        const by = yAt(ffl + 250 + bh);
        s.rect(bx, by, bw * k, yAt(0) - by, "b");
        s.fillRect(bx, yAt(ffl + 250), bw * k, yAt(0) - yAt(ffl + 250), "brick");
        s.rect(bx, by, bw * k, yAt(0) - by, "m");
        const side = 360 * k;
        windowElev(s, bx + 60 * k, yAt(ffl + 300 + groundWinH), side, groundWinH * k, {
          type,
          bars: 0,
          sill: false,
        });
        windowElev(
          s,
          bx + 60 * k + side + 50 * k,
          yAt(ffl + 300 + groundWinH),
          bw * k - 2 * (side + 110 * k),
          groundWinH * k,
          { type, bars, sill: false },
        );
        windowElev(
          s,
          bx + bw * k - 60 * k - side,
          yAt(ffl + 300 + groundWinH),
          side,
          groundWinH * k,
          { type, bars: 0, sill: false },
        );
        s.rect(bx - 6, yAt(ffl + 300), bw * k + 12, 10, "s m");
        const ry = by;
        s.path(
          pathOf([
            [bx - 10, ry],
            [bx + 140 * k, ry - 420 * k],
            [bx + bw * k - 140 * k, ry - 420 * k],
            [bx + bw * k + 10, ry],
          ]),
          "b k",
        );
        continue;
      }
      const sillLevel = floor + (f === 0 ? 850 : 800);
      const h = Math.min(f === 0 ? groundWinH : upperWinH, eaves - 550 - sillLevel);
      const w = f > 0 && c === doorCol ? winW * 0.6 : winW;
      const wy = yAt(sillLevel + h);
      if (h < 700) continue;
      if (rear && f === 0 && c === columns - 1) {
        // garden doors
        const dw = Math.min(2400, (W / columns) * 0.8);
        windowElev(s, xAt(mid - dw / 2), yAt(ffl + 2100), dw * k, 2100 * k, {
          type: "fixed",
          bars: 2,
          sill: false,
          head,
        });
        continue;
      }
      windowElev(s, xAt(mid) - (w * k) / 2, wy, w * k, h * k, { type, bars, head });
    }
  }
  if (rng.chance(0.4) && storeys > 1)
    s.line(x0, yAt(ffl + storeyH - 80), x1, yAt(ffl + storeyH - 80), "l");

  // ground, figure
  ground(s, 90, 1410, groundY);
  if (doorCol >= 0) {
    const mid = (W * (doorCol + 0.5)) / columns;
    const px = xAt(mid) + (doorCol === columns - 1 ? -1 : 1) * (W / columns) * 0.45 * k;
    person(s, px, groundY, 1750 * k);
  }

  // dimensions and levels
  dimH(s, x0, x1, groundY + 62, mm(W), groundY + 22);
  const dx = x0 - 40;
  dimChainV(s, [groundY, yAt(eaves), yAt(ridge)], dx, [mm(eaves), mm(ridge - eaves)], x0);
  const lx = Math.min(x1 + 26, 1250);
  level(s, lx, groundY, metres(0), "GL", 150);
  level(s, lx, yAt(eaves), metres(eaves), "EAVES", 150);
  level(s, lx, yAt(ridge), metres(ridge), "RIDGE", 150);
  if (storeys > 1) level(s, lx, yAt(ffl + storeyH), metres(ffl + storeyH), "FFL", 150);

  const side = hasToken(ctx, "side") ? "SIDE" : rear ? "REAR" : "FRONT";
  const existing = hasToken(ctx, "before", "existing", "survey");
  return {
    name: `${existing ? "EXISTING " : ""}${side} ELEVATION`,
    scale: "1:100",
    notes: [
      render
        ? "SMOOTH RENDER ON BLOCKWORK OVER FACING BRICK PLINTH"
        : "FACING BRICKWORK IN STRETCHER BOND, FLUSH JOINTS",
      `NATURAL SLATE ROOF AT ${Math.round((pitch * 180) / Math.PI)}\u00b0 PITCH`,
      `${type === "sash" ? "TIMBER SLIDING SASH" : type === "casement" ? "FLUSH CASEMENT" : "FIXED AND TILT"} WINDOWS, DOUBLE GLAZED`,
      "ALL LEVELS IN METRES, DIMENSIONS IN MILLIMETRES",
    ],
  };
}
