/** Records when and for which SITE_URL the build was made, so `npm start` knows if it is stale. */
import { writeFileSync } from "node:fs";

writeFileSync(
  "build/stamp.json",
  JSON.stringify({ builtAt: Date.now(), siteUrl: process.env.SITE_URL || "" }),
);
