import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { companySchema } from "~/company/company";

describe("social network marks", () => {
  it("has a drawing in app/app.css for every network the content may name", () => {
    const css = readFileSync("app/app.css", "utf8");
    const networks = companySchema.shape.social.element.shape.network.options;
    const missing = networks.filter(
      (network) => !css.includes(`.social-mark[data-network="${network}"]`),
    );
    expect(missing).toEqual([]);
  });
});
