/**
 * `npm run bench:quote-pdf [-- --runs 10]`: renders the PDF of a 30-line written quote (the
 * sample in tests/support/sample-quote-document.ts, with the firm's real terms from
 * content/legal/terms-conditions.md, as a sent quote carries them), once to warm up, then run
 * after run. Prints the median and the worst in milliseconds and the file's size; the budgets
 * are a median under 1,000 ms and a file under 200 kB, and the exit code is 1 when one is broken.
 */
import { readFileSync } from "node:fs";
import { marked } from "marked";
import { quotePdf } from "../app/written-quotes/quote-pdf.server";
import { termsSections } from "../app/written-quotes/terms-sections.server";
import { sampleQuoteDocument } from "../tests/support/sample-quote-document";
import { percentile } from "./lib/bench-support";
import { option } from "./lib/command-line";

const runs = Number(option("runs") ?? 10);
const lines = 30;
const budgetMs = 1000;
const budgetKb = 200;

const termsPage = readFileSync("content/legal/terms-conditions.md", "utf8").replace(
  /^---\n[\s\S]*?\n---\n/,
  "",
);
const document = {
  ...sampleQuoteDocument(lines),
  terms: termsSections(await marked.parse(termsPage)),
};
const acceptance = { name: "Jane Sample", at: "3 March 2027 at 14:05", startEarly: false };

await quotePdf(document, acceptance);
const timings: number[] = [];
let bytes = 0;
for (let run = 0; run < runs; run++) {
  const started = performance.now();
  const pdf = await quotePdf(document, acceptance);
  timings.push(performance.now() - started);
  bytes = pdf.length;
}
timings.sort((a, b) => a - b);
const median = percentile(timings, 50);
const kb = bytes / 1024;

console.log(
  `\nQuote PDF: ${lines} lines, ${document.terms.length} sections of terms, ${document.cancellation.form.length} lines of cancellation form; warm-up once, then ${runs} runs`,
);
console.log(
  `  median ${median.toFixed(0)} ms, worst ${(timings.at(-1) ?? 0).toFixed(0)} ms; ${kb.toFixed(1)} kB`,
);
const broken = [
  ...(median >= budgetMs ? [`median ${median.toFixed(0)} ms is not under ${budgetMs} ms`] : []),
  ...(kb >= budgetKb ? [`file ${kb.toFixed(1)} kB is not under ${budgetKb} kB`] : []),
];
console.log(
  `  budget: median under ${budgetMs} ms, file under ${budgetKb} kB: ${broken.length ? `OVER (${broken.join("; ")})` : "met"}`,
);
if (broken.length > 0) process.exitCode = 1;
