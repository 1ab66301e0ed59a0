import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * No WCAG 2.2 AA violation axe can find on the page as it is now; `label` names it on failure.
 *
 * Legacy mode runs axe in the page itself. The default mode opens a second page in the context
 * for every analysis, to merge the results of each frame: twice as slow here, and the step a
 * stalled browser hung on in CI (stop 22). The site's only frame is the third-party map, whose
 * own content is not ours to check; its title is checked from the page either way.
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
