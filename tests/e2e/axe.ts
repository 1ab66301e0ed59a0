import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** No WCAG 2.2 AA violation axe can find on the page as it is now; `label` names it on failure. */
export async function expectNoViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
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
