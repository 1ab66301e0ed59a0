import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * A child process for a race between processes (two customers booking one time, two tabs
 * accepting one quote): it runs `script` with `args`, says "ready", waits to be told "go", then
 * says how it went, one of `outcomes`.
 */
export function childRacer(script: URL, args: string[], outcomes: RegExp) {
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(script), ...args], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  let out = "";
  let errors = "";
  child.stderr.on("data", (chunk) => {
    errors += chunk;
  });
  const said = (word: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const look = () => {
        const match = word.exec(out);
        if (match) resolve(match[0]);
      };
      child.stdout.on("data", (chunk) => {
        out += chunk;
        look();
      });
      child.on("exit", () => {
        look();
        reject(new Error(`the child stopped: ${errors}`));
      });
    });
  return {
    ready: said(/ready/),
    outcome: said(outcomes),
    go: () => child.stdin.write("go\n"),
  };
}
