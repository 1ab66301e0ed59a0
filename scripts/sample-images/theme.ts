/** The two looks: white lines on blueprint blue, and navy ink on warm drafting paper. */
export interface Theme {
  name: "blueprint" | "paper";
  /** Ground colour of the sheet. */
  bg: string;
  /** Edge colour for the gentle vignette. */
  bgEdge: string;
  /** Main line and text colour. */
  ink: string;
  /** Secondary lines: dimensions, hatching, notes. */
  ink2: string;
  /** Sparing highlight. */
  accent: string;
  /** Text drawn on an accent fill. */
  onAccent: string;
  gridOpacity: number;
}

export const blueprint: Theme = {
  name: "blueprint",
  bg: "#1b4a7a",
  bgEdge: "#143a62",
  ink: "#ffffff",
  ink2: "#a6dcf5",
  accent: "#6fdcff",
  onAccent: "#0f3458",
  gridOpacity: 0.09,
};

export const paper: Theme = {
  name: "paper",
  bg: "#f5f0e6",
  bgEdge: "#ebe3d3",
  ink: "#0c2238",
  ink2: "#3f5a78",
  accent: "#f5a700",
  onAccent: "#0c2238",
  gridOpacity: 0.05,
};

/** Picks the look for one picture: about 60 % blueprint, 40 % drafting paper. */
export function themeFor(roll: number): Theme {
  return roll < 0.6 ? blueprint : paper;
}

/**
 * Class names used by every drawing. Strokes and fills are separate classes so they combine
 * ("s k" = soft fill with a heavy outline).
 */
export function stylesheet(t: Theme): string {
  const rules: [string, string][] = [
    ["k", `stroke:${t.ink};stroke-width:4.5`],
    ["o", `stroke:${t.ink};stroke-width:6`],
    ["m", `stroke:${t.ink};stroke-width:3`],
    ["l", `stroke:${t.ink};stroke-width:2`],
    ["f", `stroke:${t.ink2};stroke-width:1.3`],
    ["d", `stroke:${t.ink2};stroke-width:1.6`],
    ["h", `stroke:${t.ink2};stroke-width:1.8;stroke-dasharray:10 7`],
    ["hd", `stroke:${t.ink};stroke-width:3.5;stroke-dasharray:16 9`],
    ["c", `stroke:${t.ink2};stroke-width:1.5;stroke-dasharray:30 8 5 8`],
    ["a", `stroke:${t.accent};stroke-width:4`],
    ["ad", `stroke:${t.accent};stroke-width:4;stroke-dasharray:26 9 6 9`],
    ["s", `fill:${t.ink};fill-opacity:.07`],
    ["g", `fill:${t.ink2};fill-opacity:.2`],
    // opaque versions of the two above, for things that must hide what is behind them
    ["S", `fill:${mix(t.bg, t.ink, 0.07)}`],
    ["G", `fill:${mix(t.bg, t.ink2, 0.2)}`],
    ["p", `fill:${t.ink};fill-opacity:.45`],
    ["q", `fill:${t.ink2};fill-opacity:.35`],
    ["i", `fill:${t.ink}`],
    ["i2", `fill:${t.ink2}`],
    ["b", `fill:${t.bg}`],
    ["af", `fill:${t.accent}`],
    ["t", `fill:${t.ink}`],
    ["t2", `fill:${t.ink2}`],
    ["ta", `fill:${t.onAccent}`],
  ];
  return rules.map(([name, body]) => `.${name}{${body}}`).join("");
}

/** Blends two #rrggbb colours: share 0 gives a, 1 gives b. */
export function mix(a: string, b: string, share: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const out = [0, 1, 2].map((i) => Math.round(channel(a, i) * (1 - share) + channel(b, i) * share));
  return `#${out.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}
