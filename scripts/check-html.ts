/**
 * `npm run check:html`: runs the Nu Html Checker (vnu.jar, needs Java) over the HTML of every
 * page as the production server sends it, including the 404 page, a filtered list, the quote
 * form with errors and its confirmation, and checks each page has one h1 and no skipped
 * heading levels. Prints every problem; exits non-zero on any. Needs a build.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { startProductionServer } from "./lib/production-server";

const require = createRequire(import.meta.url);
const vnuJar: string = require("vnu-jar");
const { pages } = JSON.parse(readFileSync(".generated/site-content.json", "utf8")) as {
  pages: { path: string }[];
};

const server = await startProductionServer({
  env: { LOG_LEVEL: "error", QUOTE_MIN_FILL_SECONDS: "0" },
});

try {
  const base = server.url;
  const quote = {
    firstName: "Sarah",
    lastName: "Mills",
    email: "sarah@example.org",
    phone: "01253 123456",
    projectType: "extension",
    message: "A single-storey rear extension.",
    idempotencyKey: "check-html",
  };
  const documents: [string, () => Promise<Response>][] = [
    ...pages.map(({ path: page }): [string, () => Promise<Response>] => [
      page,
      () => fetch(base + page),
    ]),
    ["/no-such-page (404)", () => fetch(`${base}/no-such-page`)],
    ["/projects?category=renovation", () => fetch(`${base}/projects?category=renovation`)],
    ["/contact?service=roofing&map=show", () => fetch(`${base}/contact?service=roofing&map=show`)],
    [
      "/contact, form with errors (400)",
      () =>
        fetch(`${base}/contact`, { method: "POST", body: new URLSearchParams({ firstName: "S" }) }),
    ],
    [
      "/contact, request sent",
      () => fetch(`${base}/contact`, { method: "POST", body: new URLSearchParams(quote) }),
    ],
  ];

  const outDir = path.join(server.dataDir, "html");
  mkdirSync(outDir, { recursive: true });
  const files = new Map<string, string>();
  const problems: string[] = [];
  for (const [index, [name, load]] of documents.entries()) {
    const html = await (await load()).text();
    const file = path.join(outDir, `${String(index).padStart(2, "0")}.html`);
    writeFileSync(file, html);
    files.set(file, name);
    problems.push(...headingProblems(html).map((problem) => `${name}: ${problem}`));
  }

  const report = runVnu([...files.keys()]);
  for (const message of report) {
    const name = files.get(message.url.replace(/^file:/, "")) ?? message.url;
    problems.push(
      `${name}: line ${message.lastLine ?? "?"}: ${message.message}${message.extract ? `\n      ${message.extract.trim().slice(0, 160)}` : ""}`,
    );
  }

  console.log(`Checked ${documents.length} pages with the Nu Html Checker and for heading order.`);
  if (problems.length > 0) {
    console.error(
      `${problems.length} problem(s):\n${problems.map((problem) => `  - ${problem}`).join("\n")}`,
    );
    process.exitCode = 1;
  } else {
    console.log("0 errors.");
  }
} finally {
  await server.stop();
  server.cleanUp();
}

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

function runVnu(files: string[]): VnuMessage[] {
  try {
    execFileSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    return [];
  } catch (error) {
    const output = (error as { stderr?: Buffer }).stderr?.toString() ?? "";
    if (!output.trim().startsWith("{"))
      throw new Error(`The Nu Html Checker could not run (is Java installed?):\n${output}`);
    return (JSON.parse(output) as { messages: VnuMessage[] }).messages.filter(
      (message) => message.type === "error",
    );
  }
}

/** One h1, and no heading more than one level below the one before it. */
export function headingProblems(html: string): string[] {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
  const problems: string[] = [];
  const h1s = levels.filter((level) => level === 1).length;
  if (h1s !== 1) problems.push(`has ${h1s} h1 elements, not 1`);
  levels.forEach((level, index) => {
    const previous = levels[index - 1] ?? 1;
    if (level > previous + 1)
      problems.push(`an h${level} follows an h${previous}, skipping a level`);
  });
  return problems;
}
