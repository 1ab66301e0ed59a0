import { describe, expect, it } from "vitest";
import { iconNames } from "../../app/components/icon-names";
import { iconStyles } from "./icon-styles";

describe("icon styles", () => {
  it("gives every icon the site uses a mask drawing", () => {
    const css = iconStyles(iconNames);
    for (const name of iconNames) expect(css).toContain(`.icon-${name} {\n  --icon: url("data:`);
  });

  it("draws an icon's lines in black on nothing, and a filled icon filled", () => {
    const [outline, filled] = iconStyles(["star", "star-filled"]).split("\n}\n");
    expect(outline).toContain("fill='none' stroke='black'");
    expect(filled).toContain("fill='black' stroke='black'");
    const data = /url\("(.*)"\)/.exec(outline ?? "")?.[1] ?? "";
    expect(data).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    expect(data).not.toMatch(/ class=| width=|[<>#"]/);
  });

  it("keeps the sizes of the shapes inside the drawing", () => {
    expect(iconStyles(["app-window"])).toContain(
      "%3Crect x='2' y='4' width='20' height='16' rx='2'/%3E",
    );
  });

  it("refuses a name lucide does not have, rather than drawing nothing", () => {
    expect(() => iconStyles(["no-such-icon"])).toThrow(/No lucide icon is called "no-such-icon"/);
  });
});
