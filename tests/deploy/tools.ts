import { spawnSync } from "node:child_process";

/**
 * Fails, never skips, when a program the deployment tests need is missing, and says how to
 * get it: `.ci/run` installs it from Debian's packages.
 */
export function requireTool(command: string[], debianPackage: string): void {
  const [program = "", ...args] = command;
  const found = spawnSync(program, args, { encoding: "utf8" });
  if (found.error || found.status !== 0)
    throw new Error(
      `${program} is not installed, and the deployment tests need it. ` +
        `.ci/run installs it from Debian's packages: apt-get install -y ${debianPackage}`,
    );
}
