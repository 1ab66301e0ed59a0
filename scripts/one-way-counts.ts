/**
 * `npm run count:one-way`: the counts issue 57 set a bar for, printed so that anyone can see
 * where they stand: the non-test lines of the visit, calendar, written quote and job features
 * (their folders in app/, components/, owner/ and routes/, and the owner's routes named for
 * them), and the "one way" rules that lint and the architecture test enforce, counted here to
 * show they hold (each 0).
 */
import { globSync, readFileSync } from "node:fs";

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const sourceFiles = (pattern: string) =>
  globSync(pattern).filter((file) => /\.tsx?$/.test(file) && !isTest(file));
const lines = (file: string) => readFileSync(file, "utf8").split("\n").length - 1;

const features = {
  visits: [
    "app/visits/**",
    "app/components/visit/**",
    "app/owner/visits/**",
    "app/routes/visit/**",
    "app/routes/visit-feed.ts",
    "app/routes/owner/{visits,visits-settings,lead-visit}.tsx",
  ],
  calendars: ["app/calendars/**"],
  "written quotes": [
    "app/written-quotes/**",
    "app/components/written-quote/**",
    "app/owner/quotes/**",
    "app/routes/quote/**",
    "app/routes/owner/{lead-quote,lead-quote-preview,quote-settings}.tsx",
  ],
  jobs: [
    "app/jobs/**",
    "app/components/job/**",
    "app/owner/jobs/**",
    "app/routes/job/**",
    "app/routes/owner/{job,jobs,lead-job,job-change,job-document,job-update}.tsx",
    "app/routes/owner/{job-document-file,job-photo}.ts",
  ],
};

let total = 0;
for (const [name, patterns] of Object.entries(features)) {
  const files = new Set(patterns.flatMap(sourceFiles));
  const count = [...files].reduce((sum, file) => sum + lines(file), 0);
  total += count;
  console.log(`${name.padEnd(16)} ${String(count).padStart(6)} lines in ${files.size} files`);
}
console.log(
  `${"together".padEnd(16)} ${String(total).padStart(6)} lines (the bar: at most 11,500)`,
);

const appCode = sourceFiles("app/**");
const occurrences = (pattern: RegExp, except: RegExp) =>
  appCode
    .filter((file) => !except.test(file))
    .flatMap((file) => (readFileSync(file, "utf8").match(pattern) ?? []).map(() => file));
const rules: [string, string[]][] = [
  ["bare .transaction( outside app/db", occurrences(/\.transaction\(/g, /^app\/db\//)],
  ["outbox rows written outside app/mail", occurrences(/INSERT INTO outbox/gi, /^app\/mail\//)],
  [
    "users picked by role name outside app/accounts",
    occurrences(/role\s*=\s*'owner'/g, /^app\/accounts\//),
  ],
];
for (const [rule, found] of rules)
  console.log(
    `${rule}: ${found.length}${found.length ? ` (${[...new Set(found)].join(", ")})` : ""}`,
  );
