import { describe, expect, it } from "vitest";
import { drawingFirstScreenFirst } from "./draw-first-screen";

const page =
  '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/app.css"/></head><body><main></main></body></html>';

describe("drawingFirstScreenFirst", () => {
  const result = drawingFirstScreenFirst(page);
  const script = /<script>([\s\S]*?)<\/script>/.exec(result)?.[1] ?? "";

  it("puts its script right after the character set, before the stylesheet", () => {
    expect(result.indexOf("<script>")).toBe(result.indexOf("<meta charSet") + 23);
    expect(result.indexOf("<script>")).toBeLessThan(result.indexOf('rel="stylesheet"'));
    expect(script).toContain('document.documentElement.dataset.drawing = ""');
  });

  it("waits for load and the first paint, and draws what app.css skips", () => {
    expect(script).toContain("Promise.all([loaded, painted])");
    expect(script).toContain('querySelectorAll("main section, .draw-later")');
  });

  it("is a script the browser accepts", () => {
    expect(() => new Function(script)).not.toThrow();
  });

  it("leaves a page without the expected head alone", () => {
    expect(drawingFirstScreenFirst("<p>Hi</p>")).toBe("<p>Hi</p>");
  });
});
