import path from "node:path";
import { fileURLToPath } from "node:url";
import { contentPlaceholders } from "../../app/content/site-content.server";
import { ConfigError, loadConfig } from "../config";
import { runDoctorChecks } from "../health/doctor-checks";

/**
 * `npm run doctor`: checks a deployment's configuration, data folder, database and mail
 * server, printing one line per check; exits 1 when anything needs fixing before going live.
 */
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const results = await runDoctorChecks({
  config,
  contentPlaceholders,
  stampFile: path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "stamp.json"),
});
for (const result of results) console.log(`${result.ok ? "ok     " : "PROBLEM"}  ${result.text}`);
const problems = results.filter((result) => !result.ok).length;
console.log(
  problems === 0 ? "\nAll checks passed." : `\n${problems} problem(s) to fix before going live.`,
);
process.exitCode = problems === 0 ? 0 : 1;
