/** Street-scale elevations: terrace, rear extension, shopfront. */
import { type DrawContext, type Drawing, hasToken } from "../context";
import {
  chimney,
  courses,
  type DoorStyle,
  dimChainH,
  dimChainV,
  dimH,
  doorElev,
  ground,
  leader,
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

/** A row of terraced houses with shared roof, party-wall chimneys and repeated bays. */
export function drawTerrace(ctx: DrawContext): Drawing {
  const { s, rng } = ctx;
  const count = rng.int(4, 6);
  const plot = rng.step(4300, 5400, 100);
  const W = count * plot;
  const ffl = 200;
  const storeyH = rng.step(2700, 2950, 50);
  const eaves = ffl + 2 * storeyH;
  const depth = rng.step(7000, 8500, 100);
  const pitch = rng.range(32, 42) * (Math.PI / 180);
  const ridge = eaves + (depth / 2) * Math.tan(pitch);
  const top = ridge + 1400;
  const k = Math.min(1060 / W, 540 / top);
  const groundY = 672;
  const x0 = 700 - (W * k) / 2;
  const x1 = x0 + W * k;
  const xAt = (v: number) => x0 + v * k;
  const yAt = (v: number) => groundY - v * k;
  const bays = rng.chance(0.6);
  const type: WindowType = rng.pick(["sash", "sash", "casement"] as const);
  const head: WindowHead = rng.pick(["stone", "soldier", "arch"] as const);
  const doorStyle: DoorStyle = rng.pick(["panel4", "panel6", "glazed"] as const);
  const dormers = rng.chance(0.35);
  const renderAll = rng.chance(0.25);

  const wallTop = yAt(eaves);
  s.rect(x0, wallTop, x1 - x0, groundY - wallTop, "b");
  for (let i = 0; i < count; i++) {
    const painted = renderAll ? i % 2 === 0 : rng.chance(0.2);
    if (!painted) s.fillRect(xAt(i * plot), wallTop, plot * k, groundY - wallTop, "brick");
  }
  const stringCourse = yAt(ffl + storeyH - 100);
  s.rect(x0, stringCourse - 5, x1 - x0, 10, "b l");
  s.rect(x0, wallTop, x1 - x0, groundY - wallTop, "k");
  const party = new Lines();
  for (let i = 1; i < count; i++) party.v(xAt(i * plot), wallTop, groundY);
  s.path(party.d, "f");

  // roof
  const roof = pathOf([
    [xAt(-150), wallTop],
    [xAt(-150), yAt(ridge)],
    [xAt(W + 150), yAt(ridge)],
    [xAt(W + 150), wallTop],
  ]);
  s.path(roof, "b");
  courses(s, roof, x0 - 20, x1 + 20, yAt(ridge), wallTop, Math.max(6, 220 * k));
  s.path(roof, "k");
  s.line(xAt(-150), yAt(ridge), xAt(W + 150), yAt(ridge), "m");
  s.rect(xAt(-200), wallTop, (W + 400) * k, 200 * k, "b m");
  for (let i = 0; i <= count; i++) {
    if (i === 0 || i === count) {
      if (!rng.chance(0.5)) continue;
    }
    const cx = xAt(Math.min(Math.max(i * plot, 450), W - 450));
    const cw = 900 * k;
    const up = 1000;
    chimney(s, cx - cw / 2, yAt(ridge + up), cw, (up + 60) * k, i === 0 || i === count ? 2 : 4);
  }

  // houses: doors alternate so pairs mirror
  for (let i = 0; i < count; i++) {
    const left = i * plot;
    const doorLeft = i % 2 === 0;
    const doorMid = left + (doorLeft ? plot * 0.24 : plot * 0.76);
    const winMid = left + (doorLeft ? plot * 0.64 : plot * 0.36);
    const dw = 950 * k;
    doorElev(s, xAt(doorMid) - dw / 2, yAt(ffl), dw, 2150 * k, doorStyle, true);
    const gw = rng.step(1200, 1500, 50);
    if (bays) {
      const bw = gw + 650;
      const bx = xAt(winMid - bw / 2);
      const btop = yAt(ffl + 2600);
      s.rect(bx, btop, bw * k, groundY - btop, "b");
      s.fillRect(bx, yAt(ffl + 500), bw * k, groundY - yAt(ffl + 500), "brick");
      s.rect(bx, btop, bw * k, groundY - btop, "m");
      const side = 330 * k;
      const wy = yAt(ffl + 2350);
      const wh = 1800 * k;
      windowElev(s, bx + 50 * k, wy, side, wh, { plain: true, type, sill: false });
      windowElev(s, bx + 50 * k + side + 40 * k, wy, bw * k - 2 * (side + 90 * k), wh, {
        plain: true,
        type,
        sill: false,
        bars: type === "sash" ? 1 : 0,
      });
      windowElev(s, bx + bw * k - 50 * k - side, wy, side, wh, { plain: true, type, sill: false });
      s.rect(bx - 5, yAt(ffl + 550), bw * k + 10, 8, "s m");
      s.path(
        pathOf([
          [bx - 10, btop],
          [bx + 150 * k, btop - 450 * k],
          [bx + (bw - 150) * k, btop - 450 * k],
          [bx + bw * k + 10, btop],
        ]),
        "b k",
      );
    } else {
      windowElev(s, xAt(winMid - gw / 2), yAt(ffl + 2450), gw * k, 1600 * k, {
        plain: true,
        type,
        head,
        bars: type === "sash" ? 1 : 0,
      });
    }
    const up = ffl + storeyH;
    const uh = Math.min(1450, eaves - up - 1250);
    windowElev(s, xAt(winMid) - (gw * k) / 2, yAt(up + 850 + uh), gw * k, uh * k, {
      plain: true,
      type,
      head,
    });
    const sw = 650 * k;
    windowElev(s, xAt(doorMid) - sw / 2, yAt(up + 850 + uh), sw, uh * k, {
      plain: true,
      type: type === "sash" ? "sash" : "fixed",
      head,
    });
    if (dormers && rng.chance(0.5)) {
      const dwid = 1500;
      const base = eaves + 300;
      const dTop = Math.min(ridge - 500, base + 1400);
      s.path(
        pathOf([
          [xAt(winMid - dwid / 2 - 100), yAt(dTop)],
          [xAt(winMid), yAt(Math.min(dTop + 550, ridge - 80))],
          [xAt(winMid + dwid / 2 + 100), yAt(dTop)],
        ]),
        "b k",
      );
      s.rect(xAt(winMid - dwid / 2), yAt(dTop), dwid * k, (dTop - base) * k, "b m");
      windowElev(
        s,
        xAt(winMid - dwid / 2 + 170),
        yAt(dTop - 140),
        (dwid - 340) * k,
        (dTop - base - 280) * k,
        { plain: true, type: "casement", leaves: 2, sill: false },
      );
    }
  }
  ground(s, 90, 1410, groundY);
  if (rng.chance(0.7)) person(s, xAt(plot * rng.range(0.8, count - 0.8)), groundY, 1750 * k);

  dimChainH(s, [x0, xAt(plot), x1], groundY + 60, [mm(plot), mm(W - plot)], groundY + 22);
  dimChainV(s, [groundY, yAt(eaves), yAt(ridge)], x0 - 38, [mm(eaves), mm(ridge - eaves)], x0);
  const lx = Math.min(x1 + 26, 1260);
  if (lx < 1300) {
    level(s, lx, yAt(ridge), metres(ridge), "RIDGE", 140);
    level(s, lx, yAt(eaves), metres(eaves), "EAVES", 140);
    level(s, lx, groundY, metres(0), "GL", 140);
  }
  return {
    name: "STREET ELEVATION",
    scale: "1:100",
    notes: [
      `TERRACE OF ${count} HOUSES, ${mm(plot)} PLOT WIDTHS`,
      bays
        ? "TWO-STOREY BAYS REINSTATED WITH SLATE HIPS"
        : "STONE HEADS AND SILLS TO MATCH EXISTING",
      "PARTY WALL CHIMNEYS REPOINTED IN LIME MORTAR",
      "SLATE ROOF RE-LAID ON NEW BATTENS AND MEMBRANE",
    ],
  };
}

/** A house with a new single-storey rear extension: rear or side elevation. */
export function drawExtension(ctx: DrawContext): Drawing {
  const { s, rng } = ctx;
  const sideView = hasToken(ctx, "side") ? true : hasToken(ctx, "rear") ? false : rng.chance(0.45);
  const flat = rng.chance(0.6);
  const lantern = flat && rng.chance(0.7);
  const ffl = 150;
  const storeyH = rng.step(2600, 2750, 50);
  const eaves = ffl + 2 * storeyH - 100;
  const houseW = sideView ? rng.step(7000, 8600, 100) : rng.step(7200, 9600, 150);
  const extD = rng.step(sideView ? 4000 : 3500, sideView ? 6000 : 5500, 250);
  const extW = sideView
    ? extD
    : rng.chance(0.5)
      ? houseW
      : rng.step(houseW * 0.55, houseW * 0.8, 100);
  const pitch = rng.range(35, 45) * (Math.PI / 180);
  const roofRise = sideView ? (houseW / 2) * Math.tan(pitch) : rng.step(2800, 3600, 100);
  const ridge = eaves + roofRise;
  const extH = flat ? rng.step(2900, 3200, 50) : rng.step(2500, 2700, 50);
  const totalW = sideView ? houseW + extD : houseW;
  const k = Math.min(1000 / totalW, 540 / (ridge + 1300));
  const groundY = 672;
  const x0 = 740 - (totalW * k) / 2;
  const xAt = (v: number) => x0 + v * k;
  const yAt = (v: number) => groundY - v * k;
  const houseX = sideView && rng.chance(0.5) ? extD : 0;
  const extX = sideView ? (houseX === 0 ? houseW : 0) : rng.chance(0.5) ? 0 : houseW - extW;

  // a garden tree on the right when there is room; the note then goes on the left
  const treeX = xAt(totalW) + 150;
  const tree = rng.chance(0.7) && treeX < 1250 && x0 > 250 && (!sideView || extX === 0);
  if (tree) treeElev(s, rng, treeX, groundY, Math.min(380, 0.7 * ridge * k));

  // existing house
  const hx0 = xAt(houseX);
  const hx1 = xAt(houseX + houseW);
  s.rect(hx0, yAt(eaves), hx1 - hx0, groundY - yAt(eaves), "b");
  s.fillRect(hx0, yAt(eaves), hx1 - hx0, groundY - yAt(eaves), "brick");
  s.rect(hx0, yAt(eaves), hx1 - hx0, groundY - yAt(eaves), "m");
  let roof: string;
  if (sideView) {
    roof = pathOf([
      [hx0 - 250 * k, yAt(eaves - 100)],
      [xAt(houseX + houseW / 2), yAt(ridge)],
      [hx1 + 250 * k, yAt(eaves - 100)],
    ]);
    s.path(roof, "b k");
    s.rect(xAt(houseX + houseW / 2) - 330 * k, yAt(ridge + 1000), 660 * k, 1100 * k, "b m");
  } else {
    roof = pathOf([
      [hx0 - 120 * k, yAt(eaves)],
      [hx0 - 120 * k, yAt(ridge)],
      [hx1 + 120 * k, yAt(ridge)],
      [hx1 + 120 * k, yAt(eaves)],
    ]);
    s.path(roof, "b");
    courses(s, roof, hx0 - 20, hx1 + 20, yAt(ridge), yAt(eaves), Math.max(7, 230 * k));
    s.path(roof, "k");
    const cx = rng.chance(0.5) ? hx0 + 300 * k : hx1 - 1000 * k;
    chimney(s, cx, yAt(ridge + 1000), 700 * k, 1050 * k, 2);
  }
  if (sideView) {
    const gx = xAt(houseX + houseW / 2 + (extX === 0 ? 900 : -900));
    windowElev(s, gx - 500 * k, yAt(ffl + 2100), 1000 * k, 1200 * k, {
      type: "casement",
      head: "soldier",
      leaves: 2,
    });
  }
  // first-floor windows
  const upper = ffl + storeyH;
  const upperCount = sideView ? 1 : houseW > 8500 ? 3 : 2;
  for (let i = 0; i < upperCount; i++) {
    const mid = houseX + (houseW * (i + 0.5)) / upperCount;
    const w = sideView ? 700 : rng.step(900, 1300, 50);
    windowElev(s, xAt(mid - w / 2), yAt(upper + 800 + 1150), w * k, 1150 * k, {
      type: "casement",
      head: "soldier",
      leaves: 2,
    });
  }

  // the extension, drawn in accent line weight as the new work
  const ex0 = xAt(extX);
  const ex1 = xAt(extX + extW);
  const eTop = yAt(extH);
  s.rect(ex0, eTop, ex1 - ex0, groundY - eTop, "b");
  s.fillRect(ex0, eTop, ex1 - ex0, groundY - eTop, rng.chance(0.5) ? "brick" : "weather");
  if (flat) {
    s.rect(ex0 - 4, eTop - 8, ex1 - ex0 + 8, 14, "b m");
    if (lantern) {
      const lw = Math.min(extW * 0.45, 2400) * k;
      const lmid = sideView ? (ex0 + ex1) / 2 : ex0 + (ex1 - ex0) * rng.range(0.35, 0.65);
      const lh = 650 * k;
      const lpath = pathOf([
        [lmid - lw / 2, eTop - 8],
        [lmid - lw / 2, eTop - 8 - lh * 0.35],
        [lmid - lw * 0.28, eTop - 8 - lh],
        [lmid + lw * 0.28, eTop - 8 - lh],
        [lmid + lw / 2, eTop - 8 - lh * 0.35],
        [lmid + lw / 2, eTop - 8],
      ]);
      s.path(lpath, "b");
      s.path(lpath, "g m");
      const bars = new Lines();
      for (let i = 1; i < 5; i++)
        bars.v(lmid - lw * 0.28 + (lw * 0.56 * i) / 5, eTop - 8 - lh, eTop - 8 - lh * 0.35);
      bars.h(lmid - lw / 2, lmid + lw / 2, eTop - 8 - lh * 0.35);
      s.path(bars.d, "l");
    } else {
      for (let i = 0; i < 2; i++) {
        const rx = ex0 + (ex1 - ex0) * (0.3 + i * 0.4);
        s.rect(rx - 250 * k, eTop - 8 - 160 * k, 500 * k, 160 * k, "g m");
      }
    }
  } else if (sideView) {
    const wallSide = extX === 0 ? ex1 : ex0;
    const far = extX === 0 ? ex0 : ex1;
    const low = eTop;
    const high = yAt(extH + extD * Math.tan((20 * Math.PI) / 180));
    s.path(
      pathOf([
        [far + (extX === 0 ? -10 : 10), low + 6],
        [wallSide, high],
        [wallSide, low],
      ]),
      "b",
    );
    s.path(
      pathOf(
        [
          [far + (extX === 0 ? -10 : 10), low + 6],
          [wallSide, high],
        ],
        false,
      ),
      "k",
    );
  } else {
    const lt = pathOf([
      [ex0 - 8, eTop],
      [ex0 - 8, eTop - 700 * k],
      [ex1 + 8, eTop - 700 * k],
      [ex1 + 8, eTop],
    ]);
    s.path(lt, "b");
    courses(s, lt, ex0 - 10, ex1 + 10, eTop - 700 * k, eTop, Math.max(6, 200 * k));
    s.path(lt, "k");
    for (let i = 0; i < 2; i++) {
      const rx = ex0 + (ex1 - ex0) * (0.3 + i * 0.4);
      s.rect(rx - 300 * k, eTop - 560 * k, 600 * k, 420 * k, "g m");
    }
  }
  // bifold doors
  const panels = sideView ? 0 : rng.int(3, 5);
  if (panels > 0) {
    const pw = 850;
    const bw = Math.min(panels * pw, extW - 900);
    const count = Math.max(2, Math.round(bw / pw));
    const bx = ex0 + (ex1 - ex0 - bw * k) / 2 + rng.range(-0.2, 0.2) * (extW - 900 - bw) * k;
    const by = yAt(ffl + 2250);
    s.rect(bx, by, bw * k, 2250 * k, "b");
    s.rect(bx, by, bw * k, 2250 * k, "g m");
    const joints = new Lines();
    const fold = new Lines();
    for (let i = 0; i < count; i++) {
      const px = bx + (bw * k * i) / count;
      const pw2 = (bw * k) / count;
      if (i > 0) joints.v(px, by, yAt(ffl));
      const apex = i % 2 === 0 ? px + pw2 - 6 : px + 6;
      fold
        .move(i % 2 === 0 ? px + 6 : px + pw2 - 6, by + 10, apex, by + 2250 * k * 0.5)
        .move(apex, by + 2250 * k * 0.5, i % 2 === 0 ? px + 6 : px + pw2 - 6, yAt(ffl) - 10);
    }
    s.path(joints.d, "m");
    s.path(fold.d, "h");
    s.rect(bx - 6, yAt(ffl), bw * k + 12, 8, "s l");
  } else {
    const dw = Math.min(1800, extD - 1200);
    windowElev(s, (ex0 + ex1) / 2 - (dw * k) / 2, yAt(ffl + 2100), dw * k, 2100 * k, {
      type: "fixed",
      bars: 1,
      sill: false,
    });
  }
  s.path(rectPath(ex0, eTop, ex1 - ex0, groundY - eTop), "a");

  ground(s, 90, 1410, groundY);
  person(s, ex1 + (ex1 < 1200 ? 60 : -60), groundY, 1750 * k, -1);
  dimH(s, ex0, ex1, groundY + 60, mm(extW), groundY + 22);
  const dx = Math.min(ex0, hx0) - 38;
  dimChainV(s, [groundY, eTop, yAt(eaves)], dx, [mm(extH), mm(eaves - extH)], Math.min(ex0, hx0));
  const noteY = eTop - 120;
  if (sideView ? extX === 0 : tree)
    leader(s, ex0 + 40, eTop + 40, Math.min(ex0, hx0) - 60, noteY, [
      "NEW SINGLE-STOREY",
      "EXTENSION",
    ]);
  else
    leader(s, ex1 - 40, eTop + 40, Math.max(ex1, hx1) + 60, noteY, [
      "NEW SINGLE-STOREY",
      "EXTENSION",
    ]);
  return {
    name: sideView ? "SIDE ELEVATION - PROPOSED" : "REAR ELEVATION - PROPOSED",
    scale: "1:100",
    notes: [
      `NEW WORK SHOWN IN HEAVY OUTLINE, ${mm(extW)} WIDE`,
      flat
        ? lantern
          ? "WARM FLAT ROOF WITH GLAZED ROOF LANTERN"
          : "WARM FLAT ROOF WITH FLAT ROOFLIGHTS"
        : "LEAN-TO ROOF AT 20\u00b0 TO MATCH EXISTING SLATE",
      panels > 0 ? `${panels}-PANEL ALUMINIUM BIFOLD DOORS` : "GLAZED GARDEN DOORS WITH SIDE LIGHT",
      "BRICKWORK TO MATCH EXISTING HOUSE",
    ],
  };
}

/** A shop front with fascia and stallriser, and a flat (or two) above. */
export function drawShopfront(ctx: DrawContext): Drawing {
  const { s, rng } = ctx;
  const storeys = rng.pick([2, 2, 3]);
  const W = rng.step(6000, 9000, 100);
  const shopH = rng.step(3600, 4000, 50);
  const upperH = rng.step(2700, 2900, 50);
  const parapet = shopH + (storeys - 1) * upperH + rng.step(600, 1000, 50);
  const pitched = rng.chance(0.4);
  const ridge = parapet + (pitched ? rng.step(2000, 2800, 100) : 0);
  const k = Math.min(880 / W, 560 / (ridge + 1000));
  const groundY = 672;
  const x0 = 760 - (W * k) / 2;
  const x1 = x0 + W * k;
  const xAt = (v: number) => x0 + v * k;
  const yAt = (v: number) => groundY - v * k;
  const render = rng.chance(0.5);

  s.rect(x0, yAt(parapet), x1 - x0, groundY - yAt(parapet), "b");
  if (!render) s.fillRect(x0, yAt(parapet), x1 - x0, yAt(shopH) - yAt(parapet), "brick");
  s.rect(x0, yAt(parapet), x1 - x0, groundY - yAt(parapet), "k");
  // cornice and coping
  s.rect(x0 - 12, yAt(parapet) - 10, x1 - x0 + 24, 16, "b m");
  s.rect(x0 - 6, yAt(parapet - 350), x1 - x0 + 12, 12, "b l");
  if (pitched) {
    const roof = pathOf([
      [x0 + 20, yAt(parapet) - 10],
      [x0 + 140 * k, yAt(ridge)],
      [x1 - 140 * k, yAt(ridge)],
      [x1 - 20, yAt(parapet) - 10],
    ]);
    s.path(roof, "b");
    courses(s, roof, x0, x1, yAt(ridge), yAt(parapet), Math.max(7, 220 * k));
    s.path(roof, "k");
  }
  const chx = rng.chance(0.5) ? x0 + 250 * k : x1 - 950 * k;
  chimney(s, chx, yAt(ridge + 900), 700 * k, (ridge + 900 - parapet + 20) * k, 2);

  // upper floors
  const wins = W > 7500 ? 3 : 2;
  const type: WindowType = rng.pick(["sash", "sash", "casement"] as const);
  for (let f = 1; f < storeys; f++) {
    const floor = shopH + (f - 1) * upperH;
    const wh = Math.min(1500, upperH - 1000);
    for (let i = 0; i < wins; i++) {
      const mid = (W * (i + 0.5)) / wins;
      const ww = rng.step(900, 1150, 50);
      windowElev(s, xAt(mid - ww / 2), yAt(floor + 750 + wh), ww * k, wh * k, {
        type,
        head: "stone",
        bars: type === "sash" ? 1 : 0,
      });
    }
  }

  // shop front
  const fasciaTop = yAt(shopH - 150);
  const fasciaH = 650 * k;
  const pil = 380 * k;
  s.rect(x0 - 14, fasciaTop - 10, x1 - x0 + 28, 12, "b m");
  s.rect(x0, fasciaTop, x1 - x0, fasciaH, "b k");
  s.rect(
    x0 + pil + 20 * k,
    fasciaTop + 90 * k,
    x1 - x0 - 2 * pil - 40 * k,
    fasciaH - 180 * k,
    "s l",
  );
  const signSize = Math.max(12, fasciaH * 0.3);
  s.text((x0 + x1) / 2, fasciaTop + fasciaH / 2 + signSize * 0.36, "FASCIA SIGN", {
    size: signSize,
    anchor: "middle",
    cls: "t2",
    bold: true,
    spacing: signSize * 0.5,
  });
  for (const px of [x0, x1 - pil]) {
    s.rect(px, fasciaTop + fasciaH, pil, groundY - fasciaTop - fasciaH, "b m");
    s.rect(
      px + pil * 0.2,
      fasciaTop + fasciaH + 20 * k,
      pil * 0.6,
      groundY - fasciaTop - fasciaH - 240 * k,
      "l",
    );
    s.path(
      pathOf([
        [px - 8, fasciaTop],
        [px + pil + 8, fasciaTop],
        [px + pil * 0.7, fasciaTop + fasciaH * 1.1],
        [px + pil * 0.3, fasciaTop + fasciaH * 1.1],
      ]),
      "b m",
    );
  }
  const innerL = x0 + pil;
  const innerR = x1 - pil;
  const flatDoorW = 950 * k;
  const flatDoorLeft = rng.chance(0.5);
  const shopL = flatDoorLeft ? innerL + flatDoorW + 140 * k : innerL;
  const shopR = flatDoorLeft ? innerR : innerR - flatDoorW - 140 * k;
  const flatDoorX = flatDoorLeft ? innerL + 70 * k : innerR - flatDoorW - 70 * k;
  doorElev(s, flatDoorX, groundY, flatDoorW, 2300 * k, "panel4", true);
  const mullion = new Lines();
  if (flatDoorLeft) mullion.v(shopL - 70 * k, fasciaTop + fasciaH, groundY);
  else mullion.v(shopR + 70 * k, fasciaTop + fasciaH, groundY);
  s.path(mullion.d, "m");
  const stall = yAt(550);
  const transom = fasciaTop + fasciaH + 550 * k;
  const entryW = 1100 * k;
  const entryAt = rng.pick(["left", "centre", "right"] as const);
  const entryX =
    entryAt === "left"
      ? shopL + 40 * k
      : entryAt === "right"
        ? shopR - entryW - 40 * k
        : (shopL + shopR - entryW) / 2;
  const panes: [number, number][] = [];
  if (entryX - shopL > 300 * k) panes.push([shopL, entryX]);
  if (shopR - (entryX + entryW) > 300 * k) panes.push([entryX + entryW, shopR]);
  for (const [a, b] of panes) {
    s.rect(a, fasciaTop + fasciaH, b - a, groundY - fasciaTop - fasciaH, "b");
    s.rect(a + 10, transom, b - a - 20, stall - transom, "g m");
    s.rect(
      a + 10,
      fasciaTop + fasciaH + 40 * k,
      b - a - 20,
      transom - fasciaTop - fasciaH - 70 * k,
      "g l",
    );
    const lights = Math.max(2, Math.round((b - a) / (700 * k)));
    const bars = new Lines();
    for (let i = 1; i < lights; i++)
      bars.v(a + 10 + ((b - a - 20) * i) / lights, fasciaTop + fasciaH + 40 * k, transom - 30 * k);
    if ((b - a) / k > 2600) bars.v((a + b) / 2, transom, stall);
    s.path(bars.d, "l");
    s.rect(a + 10, stall, b - a - 20, groundY - stall, "s m");
    s.rect(a + 30, stall + 12, b - a - 60, groundY - stall - 24, "l");
    s.path(
      new Lines()
        .move(a + (b - a) * 0.2, transom + 30, a + (b - a) * 0.32, transom + 10)
        .move(a + (b - a) * 0.22, transom + 55, a + (b - a) * 0.4, transom + 20).d,
      "f",
    );
  }
  s.rect(entryX, fasciaTop + fasciaH, entryW, groundY - fasciaTop - fasciaH, "b");
  s.rect(
    entryX + 10,
    fasciaTop + fasciaH + 40 * k,
    entryW - 20,
    transom - fasciaTop - fasciaH - 70 * k,
    "g l",
  );
  doorElev(s, entryX + 40 * k, groundY, entryW - 80 * k, 2300 * k, "glazed");
  if (rng.chance(0.5)) {
    // retractable awning box under the fascia
    s.rect(innerL, fasciaTop + fasciaH, innerR - innerL, 150 * k, "b m");
  }

  ground(s, 90, 1410, groundY);
  person(s, entryAt === "right" ? shopL + 220 * k : shopR - 200 * k, groundY, 1750 * k);
  dimH(s, x0, x1, groundY + 60, mm(W), groundY + 22);
  dimChainV(
    s,
    [groundY, fasciaTop, yAt(parapet)],
    x0 - 40,
    [mm(shopH - 150), mm(parapet - shopH + 150)],
    x0,
  );
  const lx = x1 + 30;
  level(s, lx, groundY, metres(0), "PAVEMENT", 170);
  level(s, lx, yAt(shopH), metres(shopH), "FIRST FLOOR", 170);
  level(s, lx, yAt(parapet), metres(parapet), "PARAPET", 170);
  return {
    name: "SHOPFRONT ELEVATION",
    scale: "1:75",
    notes: [
      "PAINTED TIMBER SHOPFRONT WITH PANELLED STALLRISER",
      "FASCIA SIGN BY OTHERS, SUBJECT TO ADVERTISEMENT CONSENT",
      `SEPARATE ENTRANCE TO ${storeys > 2 ? "TWO FLATS" : "FLAT"} ABOVE`,
      "LEVEL THRESHOLD TO SHOP ENTRANCE",
    ],
  };
}
