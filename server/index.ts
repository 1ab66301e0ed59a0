/**
 * The one server build's entry (`build/server/index.js`). Each part loads when first asked
 * for, from the same build, so every module exists once per process, and the supervisor
 * process loads only its own small part:
 * - `serverBuild`: React Router's build of the routes (the prerender reads the same chunk);
 * - `site`: the Express app and the services it runs on (`server/main.js` runs it, and the
 *   integration tests start it);
 * - `supervisor` and `commands`: the process that holds the port, and the commands run on the
 *   server.
 */
import type { ServerBuild } from "react-router";

export const serverBuild = (): Promise<ServerBuild> => import("virtual:react-router/server-build");
export const site = () => import("./site");
export const supervisor = () => import("./supervisor");
export const commands = () => import("./cli/commands");
