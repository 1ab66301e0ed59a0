import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { companySchema } from "~/content/company";

describe("social network marks", () => {
  it("has a drawing in public/social-icons.svg for every network the content may name", () => {
    const sprite = readFileSync("public/social-icons.svg", "utf8");
    const networks = companySchema.shape.social.element.shape.network.options;
    const missing = networks.filter((network) => !sprite.includes(`<symbol id="${network}"`));
    expect(missing).toEqual([]);
  });
});
