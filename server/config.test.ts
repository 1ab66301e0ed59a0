import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("starts with the embedded defaults when nothing is set", () => {
    expect(loadConfig({})).toMatchObject({
      HOST: "127.0.0.1",
      PORT: 3000,
      SITE_URL: "http://localhost:3000",
      DATA_DIR: "./data",
      DATABASE_PATH: "data/site.db",
      OUTBOX_DIR: "data/outbox",
      TRUST_PROXY: false,
    });
  });

  it("treats an empty variable as unset and trims a trailing slash from SITE_URL", () => {
    const config = loadConfig({ PORT: "", SITE_URL: "https://www.example.com/", TRUST_PROXY: "1" });
    expect(config.PORT).toBe(3000);
    expect(config.SITE_URL).toBe("https://www.example.com");
    expect(config.TRUST_PROXY).toBe(1);
  });

  it("names every bad variable and its value", () => {
    expect(() => loadConfig({ PORT: "eighty", SITE_URL: "ftp://example.com" })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: "eighty", SITE_URL: "ftp://example.com" });
    } catch (error) {
      expect((error as Error).message).toContain(
        'PORT="eighty": must be a whole number from 0 to 65535',
      );
      expect((error as Error).message).toContain('SITE_URL="ftp://example.com"');
    }
  });

  it("keeps the database, outbox and backups in DATA_DIR unless each is given", () => {
    expect(loadConfig({ DATA_DIR: "/var/lib/site" })).toMatchObject({
      DATABASE_PATH: "/var/lib/site/site.db",
      OUTBOX_DIR: "/var/lib/site/outbox",
      BACKUP_DIR: "/var/lib/site/backups",
    });
    expect(
      loadConfig({ DATA_DIR: "/var/lib/site", DATABASE_PATH: "/srv/db/site.db" }),
    ).toMatchObject({ DATABASE_PATH: "/srv/db/site.db", OUTBOX_DIR: "/var/lib/site/outbox" });
  });

  it("keeps quote requests 24 months unless LEAD_RETENTION_MONTHS says 1 to 120", () => {
    expect(loadConfig({}).LEAD_RETENTION_MONTHS).toBe(24);
    expect(loadConfig({ LEAD_RETENTION_MONTHS: "6" }).LEAD_RETENTION_MONTHS).toBe(6);
    expect(() => loadConfig({ LEAD_RETENTION_MONTHS: "0" })).toThrow(
      /LEAD_RETENTION_MONTHS="0": must be a whole number from 1 to 120/,
    );
    expect(() => loadConfig({ LEAD_RETENTION_MONTHS: "2.5" })).toThrow(/LEAD_RETENTION_MONTHS/);
  });

  it("rejects a port out of range", () => {
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT="70000"/);
  });
});
