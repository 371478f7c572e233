// axe-core on a page at rest: WCAG 2.0-2.2 A and AA, violations only. Every browser test that
// runs axe calls axeViolations, so the rules, the mode and the wait are the same everywhere.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { wcagTags } from './wcag.ts'

/**
 * The violations on the page, or inside `include` (a CSS selector), once no animation is running
 * (colour contrast is measured on the final colours, not mid-fade), each as "rule: help — nodes".
 * Loading and hydration are the caller's to wait for.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  )
  // axe.run in the page itself ("legacy mode") rather than a run per frame merged in a blank
  // page it opens for every call: two to three times quicker, the same rules on the same DOM,
  // as long as the page has no frames (legacy mode would skip cross-origin ones).
  expect(page.frames(), 'the page has no frames axe could miss').toHaveLength(1)
  // Only violations are read, so axe need not build a selector for every passing node.
  // (First: options() replaces the options withTags() sets.)
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags)
    .setLegacyMode()
  const results = await (include ? builder.include(include) : builder).analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}
