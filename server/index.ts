/**
 * The server's entry in the one server build (`build/server/server.js`; React Router's build
 * of the routes is the other entry, `index.js`, and the two share their modules). Each part
 * loads when first asked for, so a command loads only its own part:
 * - `serverBuild`: the routes, the same module as `index.js`;
 * - `site`: the Express app and the services it runs on (`server/main.js` runs it, and the
 *   integration tests start it);
 * - `commands`: the commands run on the server.
 */
import type { ServerBuild } from "react-router";

export const serverBuild = (): Promise<ServerBuild> => import("virtual:react-router/server-build");
export const site = () => import("./site");
export const commands = () => import("./cli/commands");
