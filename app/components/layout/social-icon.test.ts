import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { companySchema } from "~/content/company";

describe("social network marks", () => {
  it("has a drawing in public/icons/social.svg for every network the content may name", () => {
    const sprite = readFileSync("public/icons/social.svg", "utf8");
    const networks = companySchema.shape.social.element.shape.network.options;
    const missing = networks.filter((network) => !sprite.includes(`<symbol id="${network}"`));
    expect(missing).toEqual([]);
  });
});
