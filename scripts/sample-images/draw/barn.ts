/** Rural barn-style courtyard development: an elevation of the converted barn, or the courtyard layout. */
import { type DrawContext, type Drawing, hasToken } from "../context";
import {
  bubble,
  courses,
  dimH,
  doorElev,
  ground,
  leader,
  level,
  metres,
  mm,
  northArrow,
  person,
  shrubPlan,
  treeElev,
  treePlan,
  windowElev,
} from "../parts";
import { Lines, pathOf, rectPath } from "../svg";

export function drawBarn(ctx: DrawContext): Drawing {
  const plan =
    hasToken(ctx, "plan", "layout", "site", "courtyard") ||
    (!hasToken(ctx, "elevation", "opening", "glazed", "conversion", "home", "house") &&
      ctx.rng.chance(0.4));
  return plan ? barnPlan(ctx) : barnElevation(ctx);
}

function barnElevation(ctx: DrawContext): Drawing {
  const { s, rng } = ctx;
  const mainW = rng.step(13000, 18000, 250);
  const eaves = rng.step(4600, 5600, 100);
  const depth = rng.step(6400, 7600, 100);
  const pitch = rng.range(44, 52) * (Math.PI / 180);
  const ridge = eaves + (depth / 2) * Math.tan(pitch);
  const wingW = rng.step(6000, 9000, 250);
  const wingEaves = rng.step(2600, 3000, 100);
  const wingRidge = wingEaves + rng.step(2000, 2600, 100);
  const wingLeft = rng.chance(0.5);
  const twoWings = rng.chance(0.35);
  const total = mainW + wingW * (twoWings ? 2 : 1);
  const k = Math.min(1120 / total, 520 / (ridge + 600));
  const groundY = 672;
  const x0 = 720 - (total * k) / 2;
  const xAt = (v: number) => x0 + v * k;
  const yAt = (v: number) => groundY - v * k;
  const mainX = twoWings || wingLeft ? wingW : 0;

  // trees behind the group
  for (const tx of [x0 + rng.range(0.1, 0.3) * total * k, x0 + rng.range(0.7, 0.9) * total * k]) {
    treeElev(
      s,
      rng,
      tx,
      yAt(wingRidge - 200),
      rng.range(0.85, 1.05) * (ridge - wingRidge + 2600) * k,
    );
  }

  const wing = (start: number) => {
    const wx0 = xAt(start);
    const wx1 = xAt(start + wingW);
    s.rect(wx0, yAt(wingEaves), wx1 - wx0, groundY - yAt(wingEaves), "b");
    s.fillRect(wx0, yAt(wingEaves), wx1 - wx0, yAt(800) - yAt(wingEaves), "board");
    s.fillRect(wx0, yAt(800), wx1 - wx0, groundY - yAt(800), "stone");
    s.line(wx0, yAt(800), wx1, yAt(800), "l");
    s.rect(wx0, yAt(wingEaves), wx1 - wx0, groundY - yAt(wingEaves), "m");
    const r = pathOf([
      [wx0 - 10, yAt(wingEaves)],
      [wx0 - 10, yAt(wingRidge)],
      [wx1 + 10, yAt(wingRidge)],
      [wx1 + 10, yAt(wingEaves)],
    ]);
    s.path(r, "b");
    courses(s, r, wx0 - 10, wx1 + 10, yAt(wingRidge), yAt(wingEaves), Math.max(6, 220 * k));
    s.path(r, "k");
    const doors = Math.max(1, Math.round(wingW / 3500));
    for (let i = 0; i < doors; i++) {
      const mid = start + (wingW * (i + 0.5)) / doors;
      const dw = 1000 * k;
      doorElev(s, xAt(mid - 900) - dw / 2, yAt(0), dw, 2100 * k, "plain");
      s.line(xAt(mid - 900) - dw / 2 + 4, yAt(1050), xAt(mid - 900) + dw / 2 - 4, yAt(1050), "l");
      windowElev(s, xAt(mid + 500), yAt(2100), 900 * k, 1200 * k, {
        type: "casement",
        leaves: 2,
        head: "none",
      });
    }
  };
  if (twoWings || wingLeft) wing(0);
  if (twoWings) wing(wingW + mainW);
  if (!twoWings && !wingLeft) wing(mainW);

  // main barn
  const mx0 = xAt(mainX);
  const mx1 = xAt(mainX + mainW);
  s.rect(mx0, yAt(eaves), mx1 - mx0, groundY - yAt(eaves), "b");
  s.fillRect(mx0, yAt(eaves), mx1 - mx0, groundY - yAt(eaves), "stone");
  s.rect(mx0, yAt(eaves), mx1 - mx0, groundY - yAt(eaves), "k");
  const roof = pathOf([
    [mx0 - 12, yAt(eaves)],
    [mx0 - 12, yAt(ridge)],
    [mx1 + 12, yAt(ridge)],
    [mx1 + 12, yAt(eaves)],
  ]);
  s.path(roof, "b");
  courses(s, roof, mx0 - 12, mx1 + 12, yAt(ridge), yAt(eaves), Math.max(6, 220 * k));
  s.path(roof, "k");
  s.line(mx0 - 12, yAt(ridge), mx1 + 12, yAt(ridge), "m");
  const lights = rng.int(2, 4);
  for (let i = 0; i < lights; i++) {
    const lx = mainX + (mainW * (i + 0.5)) / lights;
    s.rect(xAt(lx) - 330 * k, yAt(eaves + (ridge - eaves) * 0.62), 660 * k, 900 * k, "b");
    s.rect(xAt(lx) - 330 * k, yAt(eaves + (ridge - eaves) * 0.62), 660 * k, 900 * k, "g m");
    s.line(
      xAt(lx),
      yAt(eaves + (ridge - eaves) * 0.62),
      xAt(lx),
      yAt(eaves + (ridge - eaves) * 0.62) + 900 * k,
      "f",
    );
  }
  // cart opening, fully glazed
  const cartW = rng.step(3200, 4200, 100);
  const cartMid = mainX + mainW * rng.range(0.42, 0.58);
  const cartH = eaves - 450;
  const cx0 = xAt(cartMid - cartW / 2);
  const arched = rng.chance(0.5);
  s.rect(cx0 - 8, yAt(cartH) - (arched ? 0 : 24), cartW * k + 16, arched ? 0 : 24, "s m");
  const cartTop = yAt(cartH);
  const cartPath = arched
    ? `M${cx0} ${groundY}V${cartTop + 120 * k}Q${cx0 + (cartW * k) / 2} ${cartTop - 380 * k} ${cx0 + cartW * k} ${cartTop + 120 * k}V${groundY}Z`
    : rectPath(cx0, cartTop, cartW * k, groundY - cartTop);
  s.path(cartPath, "b");
  s.path(cartPath, "g k");
  const mull = new Lines();
  const panes = 4;
  for (let i = 1; i < panes; i++)
    mull.v(cx0 + (cartW * k * i) / panes, cartTop - (arched ? 20 : 0), groundY);
  mull.h(cx0, cx0 + cartW * k, yAt(2400));
  s.clipped(cartPath, () => s.path(mull.d, "m"));
  if (arched) {
    s.path(
      `M${cx0 - 14} ${cartTop + 120 * k}Q${cx0 + (cartW * k) / 2} ${cartTop - 460 * k} ${cx0 + cartW * k + 14} ${cartTop + 120 * k}`,
      "m",
    );
  }
  // slit vents and small windows
  const slits = rng.int(2, 4);
  for (let i = 0; i < slits; i++) {
    for (const side of [-1, 1]) {
      const sx = cartMid + side * (cartW / 2 + 900 + i * 1600);
      if (sx < mainX + 700 || sx > mainX + mainW - 700) continue;
      if (i % 2 === 0) {
        s.rect(xAt(sx) - 90 * k, yAt(eaves - 900), 180 * k, 1300 * k, "i2");
        s.rect(xAt(sx) - 90 * k, yAt(eaves - 900), 180 * k, 1300 * k, "l");
      } else
        windowElev(s, xAt(sx) - 500 * k, yAt(2200), 1000 * k, 1200 * k, {
          type: "casement",
          leaves: 2,
          head: "stone",
        });
    }
  }
  ground(s, 90, 1410, groundY);
  person(s, cx0 - 90 * k, groundY, 1750 * k);
  dimH(s, mx0, mx1, groundY + 60, mm(mainW), groundY + 22);
  if (mx0 > x0 + 5) dimH(s, x0, mx0, groundY + 60, mm(mainX), groundY + 22);
  if (xAt(total) > mx1 + 5)
    dimH(s, mx1, xAt(total), groundY + 60, mm(total - mainX - mainW), groundY + 22);
  const lx = Math.min(xAt(total) + 24, 1270);
  level(s, lx, yAt(ridge), metres(ridge), "RIDGE", 130);
  level(s, lx, yAt(eaves), metres(eaves), "EAVES", 130);
  level(s, lx, groundY, metres(0), "YARD", 130);
  return {
    name: "BARN CONVERSION ELEVATION",
    scale: "1:100",
    notes: [
      "EXISTING STONE WALLS REPAIRED AND REPOINTED IN LIME",
      "CART OPENING GLAZED BEHIND TIMBER MULLIONS",
      "CONSERVATION ROOFLIGHTS SET FLUSH WITH SLATES",
      "WINGS CLAD IN VERTICAL LARCH BOARDING",
    ],
  };
}

function barnPlan(ctx: DrawContext): Drawing {
  const { s, rng } = ctx;
  const depth = rng.step(6000, 7200, 100);
  const northLen = rng.step(24000, 32000, 500);
  const westLen = rng.step(14000, 20000, 500);
  const eastLen = rng.chance(0.7) ? rng.step(12000, 20000, 500) : 0;
  const yardD = Math.max(westLen, eastLen) + rng.step(6000, 9000, 500);
  const totalW = northLen + 16000;
  const totalH = yardD + depth + 10500;
  const k = Math.min(1240 / totalW, 690 / totalH);
  const ox = 700 - (northLen * k) / 2;
  const oy = 100 + 4200 * k;
  const xAt = (v: number) => ox + v * k;
  const yAt = (v: number) => oy + v * k;

  // lane along the bottom
  const laneY = yAt(depth + yardD + 2000);
  const laneH = Math.min(4500 * k, 776 - laneY);
  s.rect(40, laneY, 1420, laneH, "s");
  s.line(40, laneY, 1460, laneY, "m");
  s.line(40, laneY + laneH, 1460, laneY + laneH, "m");
  s.text(120, laneY + laneH / 2 + 5, "LANE", { size: 14, cls: "t2", spacing: 4 });

  // yard: gravel, track to lane
  const yard = rectPath(xAt(0), yAt(0), northLen * k, (depth + yardD) * k);
  s.fillPath(yard, "dots");
  const trackX = xAt(northLen * rng.range(0.35, 0.6));
  s.rect(trackX - 2000 * k, yAt(depth + yardD), 4000 * k, laneY - yAt(depth + yardD), "s");
  s.fillRect(trackX - 2000 * k, yAt(depth + yardD), 4000 * k, laneY - yAt(depth + yardD), "dots");
  // boundary wall with gate gap
  const wallY = yAt(depth + yardD);
  const wall = new Lines()
    .h(xAt(0), trackX - 2000 * k, wallY)
    .h(trackX + 2000 * k, xAt(northLen), wallY)
    .v(xAt(0), yAt(0), wallY)
    .v(xAt(northLen), yAt(0), wallY);
  s.path(wall.d, "k");
  s.path(
    new Lines()
      .h(xAt(0), trackX - 2000 * k, wallY - 6)
      .h(trackX + 2000 * k, xAt(northLen), wallY - 6).d,
    "f",
  );
  s.rect(trackX - 2000 * k - 10, wallY - 10, 14, 14, "i");
  s.rect(trackX + 2000 * k - 4, wallY - 10, 14, 14, "i");

  // ranges: north across the top, west and optional east down the sides
  const ranges: { x: number; y: number; w: number; h: number; along: "x" | "y" }[] = [
    { x: 0, y: 0, w: northLen, h: depth, along: "x" },
    { x: 0, y: depth, w: depth, h: westLen, along: "y" },
  ];
  if (eastLen > 0) ranges.push({ x: northLen - depth, y: depth, w: depth, h: eastLen, along: "y" });
  let unit = 1;
  for (const r of ranges) {
    const rx = xAt(r.x);
    const ry = yAt(r.y);
    const rw = r.w * k;
    const rh = r.h * k;
    s.rect(rx, ry, rw, rh, "b");
    s.fillRect(rx, ry, rw, rh, "diagw");
    const ridge = new Lines();
    if (r.along === "x")
      ridge
        .h(rx + rh / 2, rx + rw - rh / 2, ry + rh / 2)
        .move(rx, ry, rx + rh / 2, ry + rh / 2)
        .move(rx, ry + rh, rx + rh / 2, ry + rh / 2)
        .move(rx + rw, ry, rx + rw - rh / 2, ry + rh / 2)
        .move(rx + rw, ry + rh, rx + rw - rh / 2, ry + rh / 2);
    else
      ridge
        .v(rx + rw / 2, ry, ry + rh - rw / 2)
        .move(rx, ry + rh, rx + rw / 2, ry + rh - rw / 2)
        .move(rx + rw, ry + rh, rx + rw / 2, ry + rh - rw / 2);
    s.path(ridge.d, "l");
    const len = r.along === "x" ? r.w : r.h;
    const units = Math.max(1, Math.round(len / 8000));
    const party = new Lines();
    for (let i = 1; i < units; i++) {
      if (r.along === "x") party.v(rx + (rw * i) / units, ry, ry + rh);
      else party.h(rx, rx + rw, ry + (rh * i) / units);
    }
    s.path(party.d, "m");
    for (let i = 0; i < units; i++) {
      const bx = r.along === "x" ? rx + (rw * (i + 0.5)) / units : rx + rw / 2;
      const by = r.along === "x" ? ry + rh / 2 : ry + (rh * (i + 0.5)) / units;
      bubble(s, bx, by, 17, String(unit));
      unit += 1;
    }
    s.rect(rx, ry, rw, rh, "k");
  }
  // private gardens behind the north range
  const gardenTop = yAt(-3800);
  s.path(
    new Lines()
      .h(xAt(0), xAt(northLen), gardenTop)
      .v(xAt(0), gardenTop, yAt(0))
      .v(xAt(northLen), gardenTop, yAt(0)).d,
    "h",
  );
  // parking bays along the boundary wall
  const bayW = 2500 * k;
  const bayD = 5000 * k;
  const bayY = wallY - bayD;
  const bayLines = new Lines();
  for (let bx = xAt(depth + 600); bx < trackX - 2400 * k; bx += bayW) bayLines.v(bx, bayY, wallY);
  s.path(bayLines.d, "l");
  // planted island in the yard
  const islandX = xAt(northLen / 2);
  const islandY = yAt(depth + (yardD - 5600) * 0.5);
  const islandR = Math.min(2600, (northLen - 2 * depth) / 2 - 1200, (yardD - 5600) / 2 - 900) * k;
  s.circle(islandX, islandY, islandR, "b m");
  treePlan(s, rng, islandX, islandY, islandR * 0.75);
  s.text(islandX, islandY + islandR + 22, "COURTYARD", {
    size: 14,
    anchor: "middle",
    cls: "t2",
    spacing: 3,
  });
  // trees and hedges outside
  for (let i = 0; i < 6; i++) {
    const left = i % 2 === 0;
    const tx = left ? xAt(-rng.range(2500, 5500)) : xAt(northLen + rng.range(2500, 5500));
    const ty = yAt(rng.range(-2000, depth + yardD - 1000));
    if (tx < 100 || tx > 1400) continue;
    treePlan(s, rng, tx, ty, rng.range(1800, 2800) * k);
  }
  for (let i = 0; i < 4; i++)
    shrubPlan(s, rng, xAt(northLen * (0.1 + i * 0.25)), yAt(-2000), rng.range(800, 1100) * k);
  northArrow(s, 1340, 150, 34, rng.range(-30, 30));
  leader(s, trackX, (wallY + laneY) / 2, trackX + 260, (wallY + laneY) / 2 - 30, "SHARED ACCESS");
  dimH(s, xAt(0), xAt(northLen), yAt(-3800) - 30, mm(northLen), yAt(-3800));
  return {
    name: "COURTYARD SITE LAYOUT",
    scale: "1:500",
    notes: [
      `${unit - 1} DWELLINGS AROUND A SHARED GRAVEL COURTYARD`,
      "HIPPED SLATE ROOFS SHOWN WITH RIDGE AND HIP LINES",
      "STONE BOUNDARY WALL REBUILT WITH REUSED STONE",
      "EXISTING TREES RETAINED AND PROTECTED",
    ],
  };
}
