import path from "node:path";
import { readContentFrom } from "../../app/content/site-content.server";
import { checkBuiltContent } from "../../app/site/site-content";
import { ConfigError } from "../config";
import { backup } from "./backup";
import { calendar } from "./calendar";
import { doctor } from "./doctor";
import { owner } from "./owner";
import { quotes } from "./quotes";
import { restore } from "./restore";

type Command = (args: string[], buildDir: string) => number | Promise<number>;
const commands: Record<string, Command> = { backup, calendar, doctor, owner, quotes, restore };

/** Runs `node server/main.js COMMAND …`; answers the process's exit code. */
export async function runCommand(name: string, args: string[], buildDir: string): Promise<number> {
  const command = commands[name];
  if (!command) {
    console.error(`Unknown command "${name}". Commands: ${Object.keys(commands).join(", ")}.`);
    return 2;
  }
  readContentFrom(path.join(buildDir, "server", "site-content.json"), checkBuiltContent);
  try {
    return await command(args, buildDir);
  } catch (error) {
    // A bad setting is the person's to fix: its message names the variable, no stack needed.
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
}
