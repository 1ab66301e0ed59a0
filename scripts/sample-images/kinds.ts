/** The kinds of drawing, chosen from a word in the picture's file name. */
export const KINDS = [
  "elevation",
  "floor-plan",
  "site-plan",
  "section",
  "foundations",
  "excavation",
  "drainage",
  "roof",
  "staircase",
  "kitchen",
  "bathroom",
  "windows",
  "doors",
  "shopfront",
  "extension",
  "terrace",
  "barn",
  "interior",
  "frame",
  "brickwork",
  "driveway",
  "finishes",
] as const;

export type Kind = (typeof KINDS)[number];

/** Lower-case words of a file name (without folders or extension). */
export function nameTokens(baseName: string): string[] {
  return baseName
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * The kind named in a file name: the kind word that comes first in the name, matching whole
 * words only ("roofing" is not "roof"; "floor-plan" must appear as those two words together).
 */
export function kindFromName(baseName: string): Kind | undefined {
  const tokens = nameTokens(baseName);
  for (let i = 0; i < tokens.length; i++) {
    for (const kind of KINDS) {
      const parts = kind.split("-");
      if (parts.every((part, j) => tokens[i + j] === part)) return kind;
    }
  }
  return undefined;
}
