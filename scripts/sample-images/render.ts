/** Renders one sample drawing as an SVG string. */
import type { Drawer } from "./context";
import { drawBarn } from "./draw/barn";
import { drawExtension, drawShopfront, drawTerrace } from "./draw/buildings";
import { drawExcavation, drawFoundations, drawSection } from "./draw/construction";
import { drawElevation } from "./draw/elevation";
import { drawDrainage, drawDriveway, drawSitePlan } from "./draw/external";
import { drawFloorPlan } from "./draw/floorplan";
import { drawDoors, drawFinishes, drawStaircase, drawWindows } from "./draw/joinery";
import { drawBathroom, drawInterior, drawKitchen } from "./draw/rooms";
import { drawBrickwork, drawFrame, drawRoof } from "./draw/structure";
import { type Kind, kindFromName, nameTokens } from "./kinds";
import { Rng } from "./random";
import { background, caption, titleBlock } from "./sheet";
import { Svg } from "./svg";
import { themeFor } from "./theme";

export const GENERATOR_MARK = 'data-generator="marram-sample"';

const DRAWERS: Partial<Record<Kind, Drawer>> = {
  elevation: drawElevation,
  terrace: drawTerrace,
  extension: drawExtension,
  shopfront: drawShopfront,
  barn: drawBarn,
  "floor-plan": drawFloorPlan,
  bathroom: drawBathroom,
  kitchen: drawKitchen,
  interior: drawInterior,
  "site-plan": drawSitePlan,
  drainage: drawDrainage,
  driveway: drawDriveway,
  section: drawSection,
  foundations: drawFoundations,
  excavation: drawExcavation,
  roof: drawRoof,
  frame: drawFrame,
  brickwork: drawBrickwork,
  staircase: drawStaircase,
  windows: drawWindows,
  doors: drawDoors,
  finishes: drawFinishes,
};

export interface RenderOptions {
  /** The picture's path under the content folder without extension, e.g. "projects/cart-lane/gallery/03-roof". Seeds everything. */
  key: string;
  /** Defaults to the kind named in the key's file name. */
  kind?: Kind;
  /** The owning file's title (project, service or article). */
  title?: string;
  firm?: string;
  /** Drawing number, e.g. "03". */
  number?: string;
}

export function renderSample(options: RenderOptions): string {
  const baseName = options.key.split("/").pop() ?? options.key;
  const kind = options.kind ?? kindFromName(baseName);
  if (!kind) throw new Error(`no drawing kind in the name "${baseName}"`);
  const drawer = DRAWERS[kind];
  if (!drawer) throw new Error(`no drawer for ${kind}`);
  const theme = themeFor(new Rng(`${options.key}#style`).next());
  const s = new Svg(theme);
  background(s);
  const drawing = drawer({ s, rng: new Rng(options.key), tokens: nameTokens(baseName) });
  const firm = options.firm ?? "Marram Construction";
  const info = {
    title: options.title?.trim() || firm,
    firm,
    drawing: drawing.name,
    number: `DRG ${options.number ?? "01"}`,
    scale: drawing.scale,
    notes: drawing.notes,
  };
  caption(s, info);
  titleBlock(s, info);
  const label = `Sample illustration: ${drawing.name.toLowerCase()}`;
  return s.toString(
    `${GENERATOR_MARK} data-kind="${kind}" data-style="${theme.name}" role="img" aria-label="${label}"`,
  );
}
