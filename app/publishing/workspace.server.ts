import path from "node:path";

/** DATA_DIR/publish: the content being published, the preview's, uploads; never backed up. */
export const publishWorkDirIn = (dataDir: string) => path.join(dataDir, "publish");

/** DATA_DIR/site/published-content: what the last publish put live, kept for the backups. */
export const publishedContentIn = (dataDir: string) =>
  path.join(dataDir, "site", "published-content");
