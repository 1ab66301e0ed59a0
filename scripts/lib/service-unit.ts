import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Reads deploy/marram-site.service, so that what runs the production server elsewhere (the
 * benchmarks, the deploy tests) runs it as systemd does: with its Environment= and the Node
 * options of its ExecStart.
 */
const projectRoot = path.resolve(import.meta.dirname, "../..");

/** A systemd unit as `Section.Key` → every value given for it, in order. */
export function readUnit(file = "deploy/marram-site.service"): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  let section = "";
  for (const raw of readFileSync(path.join(projectRoot, file), "utf8").split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#") || line.startsWith(";")) continue;
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) {
      section = header[1] ?? "";
      continue;
    }
    const equals = line.indexOf("=");
    if (equals < 0) throw new Error(`${file}: not a directive: ${line}`);
    const key = `${section}.${line.slice(0, equals).trim()}`;
    directives.set(key, [...(directives.get(key) ?? []), line.slice(equals + 1).trim()]);
  }
  return directives;
}

/** The one value of a directive; throws when it is missing or given more than once. */
export function unitValue(unit: Map<string, string[]>, key: string): string {
  const values = unit.get(key) ?? [];
  if (values.length !== 1) throw new Error(`${key} is given ${values.length} times`);
  return values[0] ?? "";
}

/** The variables the unit's `Environment=` lines set (space-separated NAME=value, unquoted). */
export function serviceEnvironment(unit = readUnit()): Record<string, string> {
  const pairs = (unit.get("Service.Environment") ?? []).flatMap((line) => line.split(/\s+/));
  return Object.fromEntries(
    pairs.map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
}

/** The options ExecStart gives Node before the script (`--max-semi-space-size=2`). */
export function serviceNodeOptions(unit = readUnit()): string[] {
  const [, ...words] = unitValue(unit, "Service.ExecStart").split(" ");
  return words.filter((word) => word.startsWith("--"));
}
