/**
 * The server's entry in the one server build (`build/server/server.js`; React Router's build
 * of the routes is the other entry, `index.js`, and the two share their modules). Each part
 * loads when first asked for, so the supervisor process loads only its own small part:
 * - `serverBuild`: the routes, the same module as `index.js`;
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
