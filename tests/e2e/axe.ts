import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * No WCAG 2.2 AA violation axe can find on the page as it is now; `label` names it on failure.
 *
 * Legacy mode runs axe in the page itself; the default mode opens a second page for every
 * analysis to merge each frame's results, twice as slow. The site's only frame is the
 * third-party map, whose content is not ours to check; its title is checked from the page.
 */
export async function expectNoViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(wcagTags)
    .setLegacyMode(true)
    .analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `    ${node.target.join(" ")}: ${node.failureSummary?.split("\n")[1]?.trim() ?? ""}`,
        )
        .join("\n")}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}
