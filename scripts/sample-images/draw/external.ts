/** Outside the house: site plan, drainage layout, driveway paving. */
import { type DrawContext, type Drawing, hasToken, hint } from "../context";
import {
  bubble,
  dimChainH,
  dimH,
  dimV,
  leader,
  mm,
  northArrow,
  shrubPlan,
  treePlan,
} from "../parts";
import type { Rng } from "../random";
import { Lines, n, pathOf, rectPath, type Svg } from "../svg";

/** One house plot drawn in local coordinates: front edge at y = d/2, road side down. */
function plot(s: Svg, rng: Rng, w: number, d: number, k: number, hipped: boolean): void {
  const hw = Math.min(w - 5.5 * k, rng.range(0.55, 0.68) * w);
  const hd = rng.range(8, 10) * k;
  const setback = rng.range(6, 7.5) * k;
  const driveLeft = rng.chance(0.5);
  const hx = driveLeft ? w / 2 - hw - 1.2 * k : -w / 2 + 1.2 * k;
  const hy = d / 2 - setback - hd;
  // boundary fences
  s.path(
    new Lines()
      .v(-w / 2, -d / 2, d / 2)
      .v(w / 2, -d / 2, d / 2)
      .h(-w / 2, w / 2, -d / 2).d,
    "l",
  );
  s.line(-w / 2, d / 2, w / 2, d / 2, "f");
  // driveway and path
  const dx = driveLeft ? -w / 2 + 0.8 * k : w / 2 - 4 * k;
  s.rect(dx, hy + 1 * k, 3.2 * k, d / 2 - hy - 1 * k, "s");
  s.fillRect(dx, hy + 1 * k, 3.2 * k, d / 2 - hy - 1 * k, "stretcher");
  s.rect(dx, hy + 1 * k, 3.2 * k, d / 2 - hy - 1 * k, "f");
  // rear patio
  s.fillRect(hx + hw * 0.15, hy - 3.5 * k, hw * 0.6, 3.5 * k, "flags");
  s.rect(hx + hw * 0.15, hy - 3.5 * k, hw * 0.6, 3.5 * k, "f");
  // house footprint with roof lines
  s.rect(hx, hy, hw, hd, "b");
  s.fillRect(hx, hy, hw, hd, "diagw");
  s.rect(hx, hy, hw, hd, "k");
  const roof = new Lines();
  if (hipped) {
    const inset = hd / 2;
    roof
      .h(hx + inset, hx + hw - inset, hy + hd / 2)
      .move(hx, hy, hx + inset, hy + hd / 2)
      .move(hx, hy + hd, hx + inset, hy + hd / 2)
      .move(hx + hw, hy, hx + hw - inset, hy + hd / 2)
      .move(hx + hw, hy + hd, hx + hw - inset, hy + hd / 2);
  } else roof.h(hx, hx + hw, hy + hd / 2);
  s.path(roof.d, "l");
  // front hedge either side of the drive, garden trees
  const hedgeFrom = driveLeft ? dx + 3.4 * k : -w / 2 + 0.4 * k;
  const hedgeTo = driveLeft ? w / 2 - 0.4 * k : dx - 0.2 * k;
  if (hedgeTo - hedgeFrom > 2 * k)
    s.rect(hedgeFrom, d / 2 - 1.1 * k, hedgeTo - hedgeFrom, 0.9 * k, "l", 0.45 * k);
  const trees = rng.int(1, 2);
  for (let i = 0; i < trees; i++) {
    const tx = -w / 2 + (w * (i + 0.5)) / trees + rng.range(-0.1, 0.1) * w;
    const ty = -d / 2 + rng.range(3, 5) * k;
    if (hy - 3.5 * k - ty > 2 * k) treePlan(s, rng, tx, ty, rng.range(2, 3) * k);
  }
}

export function drawSitePlan(ctx: DrawContext): Drawing {
  const { s, rng } = ctx;
  const culDeSac = hasToken(ctx, "close", "cul", "sac") || rng.chance(0.4);
  const hipped = rng.chance(0.5);
  let plots = 0;
  const labels: [number, number][] = [];
  let k: number;
  if (!culDeSac) {
    const depthM = rng.range(26, 31);
    k = Math.min(15, 430 / depthM);
    const fy = 600;
    const roadTop = fy + 2 * k;
    const roadBot = roadTop + 6 * k;
    s.rect(40, roadTop, 1420, roadBot - roadTop, "s");
    s.path(new Lines().h(40, 1460, roadTop).h(40, 1460, roadBot).d, "m");
    s.path(new Lines().h(40, 1460, fy).h(40, 1460, roadBot + 2 * k).d, "l");
    s.line(60, (roadTop + roadBot) / 2, 1440, (roadTop + roadBot) / 2, "h");
    s.text(1290, roadBot - 12, "ESTATE ROAD", { size: 14, cls: "t2", spacing: 3 });
    const depth = depthM * k;
    const start = 120;
    const end = 1250;
    const count = Math.max(3, Math.round((end - start) / (k * rng.range(13, 16))));
    const widths = Array.from({ length: count }, () => rng.range(0.85, 1.15));
    const sum = widths.reduce((a, b) => a + b, 0);
    let x = start;
    for (const share of widths) {
      const w = ((end - start) * share) / sum;
      s.open(`transform="translate(${n(x + w / 2)} ${n(fy - depth / 2)})"`);
      plot(s, rng, w, depth, k, hipped);
      s.close();
      plots += 1;
      labels.push([x + w / 2, fy - depth / 2 + depth * 0.12]);
      x += w;
    }
    s.path(
      rectPath(start - 8, fy - depth - 8, end - start + 16, depth + 8 + (roadBot - fy) / 2),
      "ad",
    );
    for (let i = 0; i < 5; i++) {
      const tx = 1340 + rng.range(-20, 20);
      const ty = fy - depth + 40 + i * ((depth - 40) / 5);
      if (ty < 300) continue;
      treePlan(s, rng, tx, ty, rng.range(2.5, 3.5) * k);
    }
    dimV(s, fy - depth, fy, start - 40, mm((depth / k) * 1000), start - 8);
    dimH(s, start, end, fy - depth - 36, mm(((end - start) / k) * 1000), fy - depth - 8);
  } else {
    // spur road off the main road, ending in a turning head
    const depthM = rng.range(22, 26);
    const sideM = rng.range(14, 16.5);
    const headRM = 8.5;
    const heightM = depthM + 1.5 + 2 * headRM + sideM + 3;
    k = Math.min(12.5, 590 / heightM);
    const mainTop = 690;
    s.rect(40, mainTop, 1420, 5.5 * k, "s");
    s.path(new Lines().h(40, 1460, mainTop).h(40, 1460, mainTop + 5.5 * k).d, "m");
    s.text(110, mainTop + 2.75 * k + 5, "MAIN ROAD", { size: 14, cls: "t2", spacing: 3 });
    const cx = 690 + rng.range(-50, 50);
    const rw = 5.5 * k;
    const headR = headRM * k;
    const depth = depthM * k;
    const sideW = sideM * k;
    const headY = mainTop - 3 * k - sideW - headR;
    const roadShape = `M${n(cx - rw / 2)} ${n(mainTop)}V${n(headY + headR * 0.8)}A${n(headR)} ${n(headR)} 0 1 1 ${n(cx + rw / 2)} ${n(headY + headR * 0.8)}V${n(mainTop)}`;
    s.path(`${roadShape}Z`, "b");
    s.path(`${roadShape}Z`, "s");
    s.path(roadShape, "m");
    s.line(cx, mainTop - 10, cx, headY + headR, "h");
    const sideY0 = headY + headR * 0.6;
    for (const dir of [-1, 1]) {
      const pcx = cx + dir * (rw / 2 + 2 * k + depth / 2);
      const pcy = sideY0 + sideW / 2;
      s.open(`transform="translate(${n(pcx)} ${n(pcy)}) rotate(${dir < 0 ? -90 : 90})"`);
      plot(s, rng, sideW, depth, k, hipped);
      s.close();
      plots += 1;
      labels.push([pcx - dir * depth * 0.38, pcy]);
    }
    const topCount = rng.pick([2, 3]);
    const span = 2 * (rw / 2 + 2 * k + depth);
    const topW = span / topCount;
    const top = headY - headR - 1.5 * k - depth;
    for (let i = 0; i < topCount; i++) {
      const pcx = cx - span / 2 + topW * (i + 0.5);
      const pcy = top + depth / 2;
      s.open(`transform="translate(${n(pcx)} ${n(pcy)})"`);
      plot(s, rng, topW, depth, k, hipped);
      s.close();
      plots += 1;
      labels.push([pcx, pcy + depth * 0.1]);
    }
    const left = cx - span / 2 - 8;
    const right = cx + span / 2 + 8;
    s.path(
      pathOf([
        [left, mainTop + 2.75 * k],
        [left, top - 8],
        [right, top - 8],
        [right, mainTop + 2.75 * k],
      ]),
      "ad",
    );
    for (let i = 0; i < 3; i++) {
      treePlan(s, rng, left - 70 - rng.range(0, 70), 170 + i * 170, rng.range(3, 4.5) * k);
      treePlan(s, rng, right + 70 + rng.range(0, 70), 170 + i * 170, rng.range(3, 4.5) * k);
    }
    dimH(s, left + 8, right - 8, top - 40, mm(((right - left - 16) / k) * 1000), top - 8);
  }
  labels.forEach(([x, y], i) => {
    bubble(s, x, y, 17, String(i + 1));
  });
  northArrow(s, 1360, 140, 36, rng.range(-50, 50));
  s.text(1360, 215, "SITE BOUNDARY", { size: 12, anchor: "middle", cls: "t2" });
  s.line(1320, 228, 1400, 228, "ad");
  return {
    name: "PROPOSED SITE PLAN",
    scale: "1:500",
    notes: [
      `${plots} NEW DWELLINGS WITH PRIVATE DRIVES AND REAR GARDENS`,
      "BLOCK PAVED DRIVES, PERMEABLE WHERE GROUND ALLOWS",
      "EXISTING BOUNDARY TREES RETAINED",
      "SITE BOUNDARY SHOWN DASHED",
    ],
  };
}

export function drawDrainage(ctx: DrawContext): Drawing {
  const { s, rng } = ctx;
  const hwM = rng.range(10, 13.5);
  const hdM = rng.range(7.5, 9.5);
  const k = Math.min(44, 690 / (hdM + 12.2));
  const hx0 = 700 - (hwM * k) / 2 + rng.range(-60, 60);
  const hy0 = 92 + 5 * k;
  const hx1 = hx0 + hwM * k;
  const hy1 = hy0 + hdM * k;
  const foulLeft = rng.chance(0.5);
  const boundaryY = hy1 + rng.range(3.8, 4.4) * k;
  const sewerY = boundaryY + 2.4 * k;
  const soakaway = hint(
    ctx,
    0.6,
    ["soakaway", "attenuation", "tank", "crate", "crates"],
    ["sewer", "diversion"],
  );
  const tank = hasToken(ctx, "attenuation", "tank");
  // road, boundary, house
  s.rect(40, boundaryY + 1.2 * k, 1420, 2.4 * k, "s");
  s.path(
    new Lines()
      .h(40, 1460, boundaryY)
      .h(40, 1460, boundaryY + 1.2 * k)
      .h(40, 1460, boundaryY + 3.6 * k).d,
    "l",
  );
  s.text(foulLeft ? 1000 : 120, boundaryY + 1.2 * k + 17, "PUBLIC HIGHWAY", {
    size: 13,
    cls: "t2",
    spacing: 3,
  });
  s.line(40, sewerY, 1460, sewerY, "h");
  s.text(foulLeft ? 1000 : 120, sewerY - 8, "EXISTING 225 COMBINED SEWER", { size: 12, cls: "t2" });
  s.rect(hx0, hy0, hx1 - hx0, hy1 - hy0, "b");
  s.fillRect(hx0, hy0, hx1 - hx0, hy1 - hy0, "diagw");
  s.rect(hx0, hy0, hx1 - hx0, hy1 - hy0, "k");
  s.rect(hx0 + 0.3 * k, hy0 + 0.3 * k, hx1 - hx0 - 0.6 * k, hy1 - hy0 - 0.6 * k, "b l");
  s.text((hx0 + hx1) / 2, (hy0 + hy1) / 2 + 6, "DWELLING", {
    size: 16,
    anchor: "middle",
    bold: true,
    spacing: 2,
  });
  s.text((hx0 + hx1) / 2, (hy0 + hy1) / 2 + 26, `FFL ${(rng.range(10.2, 11.4)).toFixed(3)}`, {
    size: 12,
    anchor: "middle",
    cls: "t2",
  });
  const fx = foulLeft ? hx0 - 1.4 * k : hx1 + 1.4 * k;
  const sx = foulLeft ? hx1 + 1.4 * k : hx0 - 1.4 * k;
  const backY = hy0 - 1.5 * k;
  const frontY = hy1 + 1.5 * k;
  let cover = rng.range(10.6, 11.2);
  let invert = cover - rng.range(0.55, 0.75);
  const ics: [number, number, string][] = [];
  const foul = new Lines();
  const svpX = foulLeft ? hx0 + rng.range(2, 4) * k : hx1 - rng.range(2, 4) * k;
  foul
    .v(svpX, hy0, backY)
    .h(svpX, fx, backY)
    .v(fx, backY, boundaryY - 0.6 * k)
    .v(fx, boundaryY - 0.6 * k, sewerY);
  const gullyY = hy0 + rng.range(0.4, 0.7) * (hy1 - hy0);
  foul.h(foulLeft ? hx0 : hx1, fx, gullyY);
  s.path(foul.d, "k");
  ics.push([fx, backY, "IC1"], [fx, frontY, "IC2"], [fx, boundaryY - 0.6 * k, "MH1"]);
  // surface water
  const sw = new Lines();
  const rwps: [number, number][] = [
    [hx0, hy0],
    [hx1, hy0],
    [hx0, hy1],
    [hx1, hy1],
  ];
  const swBack = hy0 - 3.2 * k;
  sw.v(sx, hy1, swBack)
    .h(foulLeft ? hx0 + 0.1 * k : hx1 - 0.1 * k, sx, swBack)
    .v(foulLeft ? hx0 : hx1, hy0, swBack)
    .h(foulLeft ? hx1 : hx0, sx, hy1)
    .h(foulLeft ? hx1 : hx0, sx, hy0);
  const soakX = foulLeft ? Math.min(sx + 3.5 * k, 1330) : Math.max(sx - 3.5 * k, 170);
  if (soakaway) {
    sw.h(sx, soakX, swBack);
    s.path(sw.d, "hd");
    const sz = 2.2 * k;
    s.rect(soakX - sz / 2, swBack - sz / 2, sz, sz, "b");
    s.fillRect(soakX - sz / 2, swBack - sz / 2, sz, sz, "hardcore");
    s.rect(soakX - sz / 2, swBack - sz / 2, sz, sz, "m");
    leader(s, soakX, swBack + sz / 2, soakX + (foulLeft ? 1 : -1) * 40, swBack + sz / 2 + 60, [
      tank ? "ATTENUATION TANK" : "SOAKAWAY",
      tank ? "WITH FLOW CONTROL CHAMBER" : "2.0 x 2.0 x 1.5 DEEP",
    ]);
  } else {
    sw.v(sx, hy1, boundaryY - 0.6 * k).v(sx, boundaryY - 0.6 * k, sewerY);
    s.path(sw.d, "hd");
    ics.push([sx, boundaryY - 0.6 * k, "SW1"]);
  }
  // chambers, rainwater pipes, gully, soil stack
  for (const [x, y] of rwps) s.circle(x, y, 7, "b m");
  s.circle(svpX, hy0 + 0.35 * k, 10, "b k");
  leader(s, svpX, hy0 + 0.35 * k, svpX + (foulLeft ? 60 : -60), hy0 + 1.6 * k, "SVP");
  const gx = foulLeft ? hx0 - 0.35 * k : hx1 + 0.35 * k;
  s.rect(gx - 9, gullyY - 9, 18, 18, "b m");
  s.path(
    new Lines()
      .move(gx - 9, gullyY - 9, gx + 9, gullyY + 9)
      .move(gx + 9, gullyY - 9, gx - 9, gullyY + 9).d,
    "l",
  );
  ics.forEach(([x, y, name], i) => {
    const size = name.startsWith("MH") ? 28 : 22;
    s.rect(x - size / 2, y - size / 2, size, size, "b k");
    s.circle(x, y, size * 0.28, "l");
    const right = foulLeft ? x > 700 : x > 700 || name.startsWith("SW");
    const tx = right ? x + size : x - size;
    s.text(tx, y - 12, name, { size: 14, bold: true, anchor: right ? "start" : "end" });
    s.text(tx, y + 4, `CL ${cover.toFixed(2)}  IL ${invert.toFixed(2)}`, {
      size: 11.5,
      anchor: right ? "start" : "end",
      cls: "t2",
    });
    cover -= rng.range(0.05, 0.15);
    invert -= rng.range(0.18, 0.32) + i * 0.02;
  });
  // falls
  const fall = (x: number, y1: number, y2: number, label: string, left: boolean) => {
    const mid = (y1 + y2) / 2;
    const ax = x + (left ? -18 : 18);
    s.path(`M${n(ax)} ${n(mid - 30)}V${n(mid + 30)}m-6 -10l6 10 6 -10`, "a");
    s.text(ax + (left ? -8 : 8), mid + 5, label, {
      size: 12,
      anchor: left ? "end" : "start",
      cls: "t2",
      rotate: 0,
    });
  };
  fall(fx, backY, frontY, "100 uPVC @ 1:40", foulLeft);
  fall(fx, frontY, boundaryY - 0.6 * k, "1:60", foulLeft);
  // legend
  // legend and north point go on the foul side, clear of the soakaway
  const lx = foulLeft ? 90 : 1150;
  const ly = 110;
  s.rect(lx, ly, 220, 128, "b l");
  s.text(lx + 12, ly + 22, "LEGEND", { size: 13, bold: true, spacing: 2 });
  s.line(lx + 12, ly + 44, lx + 62, ly + 44, "k");
  s.text(lx + 74, ly + 49, "FOUL WATER", { size: 12 });
  s.line(lx + 12, ly + 68, lx + 62, ly + 68, "hd");
  s.text(lx + 74, ly + 73, "SURFACE WATER", { size: 12 });
  s.rect(lx + 28, ly + 82, 18, 18, "m");
  s.text(lx + 74, ly + 96, "INSPECTION CHAMBER", { size: 12 });
  s.circle(lx + 37, ly + 114, 7, "m");
  s.text(lx + 74, ly + 119, "RAINWATER PIPE", { size: 12 });
  northArrow(s, foulLeft ? 200 : 1260, 310, 30, rng.range(-60, 60));
  dimChainH(s, [hx0, hx1], hy0 - (soakaway ? 4.6 : 2.6) * k, [mm(hwM * 1000)], hy0);
  return {
    name: "DRAINAGE LAYOUT",
    scale: "1:100",
    notes: [
      "FOUL DRAINAGE IN 100 uPVC AT 1:40, SURROUNDED IN PEA GRAVEL",
      soakaway
        ? "SURFACE WATER TO SOAKAWAY, SIZED FROM PERCOLATION TEST"
        : "SURFACE WATER TO SEWER, SUBJECT TO WATER COMPANY CONSENT",
      "CHAMBERS 450 DIA. WITH LOCKING COVERS",
      "CCTV SURVEY AND AIR TEST BEFORE BACKFILL",
    ],
  };
}

export function drawDriveway(ctx: DrawContext): Drawing {
  const { s, rng } = ctx;
  const k = rng.range(58, 66);
  const gravel = hasToken(ctx, "gravel", "shingle");
  const permeable = hint(ctx, 0.3, ["permeable", "porous"]);
  const pattern = gravel
    ? "dots"
    : hasToken(ctx, "herringbone")
      ? "herring45"
      : rng.pick(["herring45", "herring", "stretcher", "basket"] as const);
  const houseY = 120;
  const kerbY = 650;
  const footway = 1.8 * k;
  const backOfFootway = kerbY - footway;
  const wM = rng.range(5.5, 8.5);
  const dx0 = 700 - (wM * k) / 2 + rng.range(-150, 150);
  const dx1 = dx0 + wM * k;
  const flare = rng.chance(0.5) ? 0.8 * k : 0;
  const pathToDoor = rng.chance(0.6);
  // house front and garden
  s.rect(40, 40, 1420, houseY - 40, "s");
  s.rect(160, houseY - 0.3 * k, 1180, 0.3 * k, "b");
  s.fillRect(160, houseY - 0.3 * k, 1180, 0.3 * k, "diag");
  s.line(160, houseY, 1340, houseY, "k");
  s.line(160, houseY - 0.3 * k, 1340, houseY - 0.3 * k, "m");
  s.text(dx0 > 600 ? 180 : 1320, houseY - 0.3 * k - 14, "EXISTING HOUSE", {
    size: 15,
    anchor: dx0 > 600 ? "start" : "end",
    bold: true,
    spacing: 3,
  });
  const doorX = dx1 < 1000 ? dx1 + 1.6 * k : dx0 - 2.6 * k;
  s.rect(doorX, houseY - 0.3 * k, 1 * k, 0.3 * k, "b l");
  s.text(doorX + 0.5 * k, houseY - 0.3 * k - 6, "DOOR", { size: 11, anchor: "middle", cls: "t2" });
  s.fillRect(40, backOfFootway - 0.01, 1420, 0.01, "grass");
  s.fillRect(160, houseY, 1180, backOfFootway - houseY, "grass");
  // driveway outline with a flared mouth
  const drive = pathOf([
    [dx0, houseY],
    [dx1, houseY],
    [dx1, backOfFootway - flare],
    [dx1 + flare, backOfFootway],
    [dx0 - flare, backOfFootway],
    [dx0, backOfFootway - flare],
  ]);
  s.path(drive, "b");
  s.fillPath(drive, pattern);
  // path to the door
  if (pathToDoor) {
    const toRight = doorX > dx1;
    const pd = toRight
      ? rectPath(dx1, houseY, doorX + 1 * k - dx1, 1.1 * k)
      : rectPath(doorX, houseY, dx0 - doorX, 1.1 * k);
    s.path(pd, "b");
    s.fillPath(pd, "flags");
    s.path(pd, "l");
  }
  // soldier-course edging: a wide dashed stroke draws the joints
  s.raw(
    `<path d="${drive}" fill="none" stroke="${s.theme.ink2}" stroke-width="14" stroke-dasharray="1.4 8" stroke-linecap="butt"/>`,
  );
  s.path(drive, "k");
  const inner = pathOf([
    [dx0 + 14, houseY + 2],
    [dx1 - 14, houseY + 2],
    [dx1 - 14, backOfFootway - flare - 4],
    [dx0 + 14, backOfFootway - flare - 4],
  ]);
  s.clipped(drive, () => s.path(inner, "l"));
  // channel drain across the mouth
  const chY = backOfFootway - flare - 0.5 * k;
  s.rect(dx0 + 16, chY - 6, dx1 - dx0 - 32, 12, "b m");
  s.raw(
    `<path d="M${n(dx0 + 22)} ${n(chY)}H${n(dx1 - 22)}" stroke="${s.theme.ink}" stroke-width="6" stroke-dasharray="3 5" stroke-linecap="butt"/>`,
  );
  // planting beds either side
  for (const side of [-1, 1]) {
    const bw = 2.4 * k;
    const bx = side < 0 ? dx0 - 0.8 * k - bw : dx1 + 0.8 * k;
    const by = houseY + 1.6 * k;
    const bh = 3 * k;
    s.path(`M${n(bx)} ${n(by)}h${n(bw)}v${n(bh)}h${n(-bw)}z`, "b l");
    for (let i = 0; i < 5; i++) {
      const r = rng.range(0.3, 0.5) * k;
      shrubPlan(
        s,
        rng,
        bx + r + rng.range(0.05, 0.95) * (bw - 2 * r),
        by + r + ((bh - 2 * r) * i) / 4,
        r,
      );
    }
  }
  if (rng.chance(0.6))
    treePlan(s, rng, dx0 < 600 ? dx1 + 5.2 * k : dx0 - 5.2 * k, houseY + 3.4 * k, 1.5 * k);
  // car outline
  const carW = 1.85 * k;
  const carL = 4.4 * k;
  const carX = (dx0 + dx1) / 2 - carW / 2 + rng.range(-0.3, 0.3) * (wM * k - carW - 20);
  const carY = houseY + 0.8 * k;
  s.rect(carX, carY, carW, carL, "h", 0.45 * k);
  s.path(
    new Lines()
      .h(carX + 0.2 * k, carX + carW - 0.2 * k, carY + 1.3 * k)
      .h(carX + 0.25 * k, carX + carW - 0.25 * k, carY + 3.4 * k).d,
    "h",
  );
  // footway, dropped kerb, road
  s.rect(40, backOfFootway, 1420, footway, "b");
  s.fillRect(40, backOfFootway, 1420, footway, "flags");
  s.line(40, backOfFootway, 1460, backOfFootway, "l");
  s.rect(40, kerbY, 1420, 780 - kerbY, "s");
  s.line(40, kerbY, dx0 - flare - 0.9 * k, kerbY, "k");
  s.line(dx1 + flare + 0.9 * k, kerbY, 1460, kerbY, "k");
  s.line(dx0 - flare - 0.9 * k, kerbY, dx1 + flare + 0.9 * k, kerbY, "a");
  s.line(40, kerbY + 0.15 * k, 1460, kerbY + 0.15 * k, "f");
  s.line(60, kerbY + 2.4 * k, 1440, kerbY + 2.4 * k, "h");
  s.text(120, kerbY + 1.4 * k, "CARRIAGEWAY", { size: 13, cls: "t2", spacing: 3 });
  leader(
    s,
    dx1 + flare + 0.4 * k,
    kerbY,
    dx1 + flare + 2.2 * k,
    kerbY + 0.9 * k + 10,
    "DROPPED KERB",
  );
  leader(s, dx0 + 40, chY, dx0 - flare - 1.4 * k, chY + 0.9 * k, ["LINEAR CHANNEL", "DRAIN"]);
  // falls
  const fallY = carY + carL + (chY - carY - carL) * 0.5 - 0.45 * k;
  for (const fx of [dx0 + (dx1 - dx0) * 0.25, dx0 + (dx1 - dx0) * 0.75]) {
    s.path(`M${n(fx)} ${n(fallY)}v${n(0.9 * k)}m-6 -10l6 10 6 -10`, "a");
  }
  s.text(dx0 + (dx1 - dx0) * 0.25 + 10, fallY + 0.5 * k, "FALL 1:60", { size: 12, bold: true });
  dimH(s, dx0, dx1, houseY - 0.3 * k - 22, mm(wM * 1000), houseY - 0.3 * k);
  dimV(s, houseY, backOfFootway, dx1 + 0.42 * k, mm(((backOfFootway - houseY) / k) * 1000));
  const names: Record<string, string> = {
    herring45: "45\u00b0 HERRINGBONE",
    herring: "90\u00b0 HERRINGBONE",
    stretcher: "STRETCHER BOND",
    basket: "BASKETWEAVE",
  };
  return {
    name: "DRIVEWAY LAYOUT",
    scale: "1:100",
    notes: [
      gravel
        ? "20 MM GRAVEL IN STABILISING GRID, SOLDIER COURSE EDGING"
        : `${permeable ? "PERMEABLE " : ""}200 x 100 CONCRETE BLOCK PAVING, ${names[pattern] ?? ""}`,
      gravel
        ? "TIMBER OR BLOCK EDGING TO KEEP GRAVEL OFF THE FOOTWAY"
        : "SOLDIER COURSE EDGING ON CONCRETE HAUNCH",
      permeable || gravel
        ? "OPEN-GRADED SUB-BASE, WATER SOAKS AWAY ON SITE"
        : "150 TYPE 1 SUB-BASE ON GEOTEXTILE, 50 SAND BED",
      "DROPPED KERB BY HIGHWAY AUTHORITY APPROVED CONTRACTOR",
    ],
  };
}
