import { existsSync, mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { removeDir } from "../../tests/support/test-app";
import { loadOrCreateVapidKeys, vapidKeysFile } from "./vapid-keys.server";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) removeDir(dir);
});
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "vapid-keys-"));
  dirs.push(dir);
  return dir;
}

describe("VAPID keys", () => {
  it("are made on first start, readable by the server alone, and the same ever after", () => {
    const dataDir = path.join(tempDir(), "data");
    const keys = loadOrCreateVapidKeys(dataDir);
    expect(Buffer.from(keys.publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(keys.publicKey, "base64url")[0]).toBe(4);
    expect(Buffer.from(keys.privateKey, "base64url")).toHaveLength(32);
    expect(statSync(vapidKeysFile(dataDir)).mode & 0o777).toBe(0o600);
    expect(loadOrCreateVapidKeys(dataDir)).toEqual(keys);
    expect(readdirSync(dataDir)).toEqual(["vapid-keys.json"]);
  });

  it("differ from one data folder to the next", () => {
    expect(loadOrCreateVapidKeys(tempDir()).publicKey).not.toBe(
      loadOrCreateVapidKeys(tempDir()).publicKey,
    );
  });

  it("in a damaged file stop the start with a message naming the file, which is left alone", () => {
    for (const damage of ["", "{not json", '{"publicKey":"abc","privateKey":"def"}', "[]"]) {
      const dataDir = tempDir();
      writeFileSync(vapidKeysFile(dataDir), damage);
      expect(() => loadOrCreateVapidKeys(dataDir)).toThrow(/vapid-keys\.json is damaged/);
      expect(existsSync(vapidKeysFile(dataDir))).toBe(true);
      expect(readdirSync(dataDir)).toEqual(["vapid-keys.json"]);
    }
  });
});
