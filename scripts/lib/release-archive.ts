import path from "node:path";
import { create } from "tar";

/**
 * `<folder>.tar.gz` beside the folder, holding it under its own name, so that
 * `tar -xzf NAME.tar.gz -C /opt/marram/releases` makes /opt/marram/releases/NAME. Portable:
 * no owner is recorded, so the files unpacked by root belong to root, not to a build user.
 */
export async function archiveRelease(folder: string): Promise<string> {
  const file = `${folder}.tar.gz`;
  await create({ file, gzip: true, portable: true, cwd: path.dirname(folder) }, [
    path.basename(folder),
  ]);
  return file;
}
