import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe-core on the page as it is now and fails with one readable line per offending node.
 * `context` names the screen state in the failure message, e.g. 'quadro com o cartão aberto'.
 */
export async function expectNoA11yViolations(page: Page, context = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    // Experimental in axe, so off by default; WCAG 2.5.3 (label in name) is level A.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const found = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const summary = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim();
      return `${violation.id} [${violation.impact ?? 'n/a'}] ${node.target.join(' ')}: ${summary}`;
    }),
  );
  expect(found, `axe-core violations on ${context}:\n${found.join('\n')}`).toEqual([]);
}
