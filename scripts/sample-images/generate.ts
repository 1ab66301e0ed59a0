/**
 * Sample drawings for pictures that have no file yet.
 *
 *   npx tsx scripts/sample-images/generate.ts [--force] [--content <dir>]
 *
 * Reads every .yaml file and every Markdown front matter under the content folder (default
 * "content"), finds each `{ src, alt }` picture and, when no .avif/.webp/.jpg/.jpeg/.png/.svg
 * exists for it, writes `<src>.svg`: a blueprint-style drawing chosen by a word in the file
 * name (elevation, floor-plan, roof, ...). --force also redraws .svg files this script made
 * earlier; it never touches any other file. Exits with 1 when a picture could not be drawn.
 */
import { generateSamples } from "./run";

function usage(): string {
  return "usage: npx tsx scripts/sample-images/generate.ts [--force] [--content <dir>]";
}

const args = process.argv.slice(2);
let force = false;
let contentDir = "content";
for (let i = 0; i < args.length; i++) {
  const arg = args[i] ?? "";
  if (arg === "--force") force = true;
  else if (arg === "--content") {
    const value = args[i + 1];
    if (!value) {
      console.error(`--content needs a folder\n${usage()}`);
      process.exit(2);
    }
    contentDir = value;
    i += 1;
  } else if (arg.startsWith("--content=")) contentDir = arg.slice("--content=".length);
  else if (arg === "--help" || arg === "-h") {
    console.log(usage());
    process.exit(0);
  } else {
    console.error(`unknown argument "${arg}"\n${usage()}`);
    process.exit(2);
  }
}

const started = performance.now();
const result = generateSamples({ contentDir, force, log: (line) => console.log(line) });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const parts = [`${result.written.length} written`];
if (force) parts.push(`${result.redrawn.length} redrawn`, `${result.unchanged} unchanged`);
parts.push(`${result.present} already present`);
console.log(`Sample drawings: ${parts.join(", ")} (${seconds} s).`);
if (result.problems.length > 0) {
  console.error(
    `\n${result.problems.length} problem(s):\n${result.problems.map((p) => `  - ${p}`).join("\n")}`,
  );
  process.exitCode = 1;
}
