import path from "node:path";
import { contentPlaceholders } from "../../app/content/site-content.server";
import { loadConfig } from "../config";
import { runDoctorChecks } from "../health/doctor-checks";

/**
 * `npm run doctor`: checks a deployment's configuration, data folder, database and mail
 * server, printing one line per check; exits 1 when anything needs fixing before going live.
 */
export async function doctor(_args: string[], buildDir: string): Promise<number> {
  const results = await runDoctorChecks({
    config: loadConfig(),
    contentPlaceholders: contentPlaceholders(),
    stampFile: path.join(buildDir, "stamp.json"),
  });
  for (const result of results) console.log(`${result.ok ? "ok     " : "PROBLEM"}  ${result.text}`);
  const problems = results.filter((result) => !result.ok).length;
  console.log(
    problems === 0 ? "\nAll checks passed." : `\n${problems} problem(s) to fix before going live.`,
  );
  return problems === 0 ? 0 : 1;
}
