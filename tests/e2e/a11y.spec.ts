// The walk over every route: each at the desktop width, and the first of each page type at the
// phone's width too (tests/support/site-routes.ts, layoutTag: the width changes a page type's
// layout, not what fills it). Accessibility: axe-core (WCAG 2.0-2.2 A and AA) with zero
// violations, with the consent notice and the phone's menu closed (and each open on the first page
// of each kind); skip link, landmarks, heading order and 44 px call buttons that never wrap. Each
// route answers 200 with the shared chrome (header, menu, footer: expectChrome), and, at the
// desktop width, is findable: metadata, share card and structured data (expectFindable,
// tests/support/findability.ts); a town page, alias or legal page shows its content
// (expectPageContent, tests/support/page-content.ts).
import type { Page } from '@playwright/test'
import { axeViolations } from '../support/axe.ts'
import {
  answerConsentBeforeLoad,
  consentRegion,
  countMenuAnimations,
  expectChrome,
  expectUncovered,
  headerCall,
  isPhone,
  menuButton,
} from '../support/chrome.ts'
import { expectFindable } from '../support/findability.ts'
import { expect, settled, test } from '../support/fixtures.ts'
import { expectHeadingOutline, expectPageContent } from '../support/page-content.ts'
import { layoutTag, siteRoutes } from '../support/site-routes.ts'

/**
 * axe on the page at rest: loaded, what runs once it has run (the consent notice shown); with the
 * menu open (`menuAnimations`, from countMenuAnimations), once its entrance has run and ended: the
 * animator is fetched when the menu first opens, and a fade still running would be measured half
 * transparent.
 */
async function pageViolations(
  page: Page,
  menuAnimations?: () => Promise<number>,
): Promise<string[]> {
  await settled(page)
  if (menuAnimations) {
    await expect.poll(menuAnimations, "the menu's entrance animation ran").toBeGreaterThan(0)
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    )
  }
  return axeViolations(page)
}

// The consent notice and the phone's open menu are the same chrome on every page, each over an
// opaque panel of its own: open, axe checks them on the first page of each kind (their layout and
// contrast do not change between two towns); every page is checked with both closed.
const routes = siteRoutes()
const firstOfKind = new Set(
  routes.filter((route, index) => routes.findIndex((other) => other.kind === route.kind) === index),
)

for (const route of routes) {
  // Colour contrast, the open menu and button sizes depend on the width and the page type's
  // layout: the first page of each type at both widths, the others at the desktop width.
  const widths = layoutTag(route, firstOfKind.has(route))
  // One test per route and width keeps the suite quick; each step says what it checks. This is
  // also the walk over every route: each answers 200 and, through the shared fixture, logs no
  // console error, fails no request and sends nothing off the site.
  test(
    `${route.kind} ${route.path}: accessible, its chrome, metadata and content`,
    widths,
    async ({ page, request }, testInfo) => {
      const phone = isPhone(testInfo)
      const menuAnimations = await countMenuAnimations(page)
      if (firstOfKind.has(route)) {
        await test.step('axe: consent notice open', async () => {
          await page.goto(route.path)
          await expect(consentRegion(page)).toBeVisible()
          // The notice leaves the header's call button uncovered.
          await expectUncovered(headerCall(page))
          expect(await pageViolations(page)).toEqual([])
        })
      }

      await test.step('answers 200; axe with the consent notice closed', async () => {
        await answerConsentBeforeLoad(page, 'declined')
        const response = await page.goto(route.path)
        expect(response?.status(), route.path).toBe(200)
        await expect(consentRegion(page)).toHaveCount(0)
        expect(await pageViolations(page)).toEqual([])
      })

      // Nothing here depends on the width: once, at the desktop width.
      if (!phone) {
        await test.step('metadata, share card and structured data', async () => {
          await expectFindable(page, request, route)
        })
        await test.step('what the page shows, from the content', async () => {
          await expectPageContent(page, route)
        })
      }

      await test.step('skip link moves focus to <main>, with a visible focus style', async () => {
        // Nothing has taken the focus since the page loaded: the first Tab reaches the skip link.
        await page.keyboard.press('Tab')
        const skip = page.locator(':focus')
        await expect(skip).toHaveAttribute('href', '#main-content')
        await expect(skip).toBeVisible()
        const focusStyle = await skip.evaluate((node) => {
          const style = getComputedStyle(node)
          return `${style.outlineStyle} ${style.outlineWidth} ${style.boxShadow}`
        })
        expect(focusStyle).not.toBe('none 0px none')
        await page.keyboard.press('Enter')
        await expect(page.locator('main#main-content')).toBeFocused()
      })

      await test.step('landmarks and heading order', async () => {
        await expect(page.getByRole('banner')).toHaveCount(1)
        await expect(page.getByRole('banner')).toBeVisible()
        await expect(page.getByRole('main')).toHaveCount(1)
        await expect(page.getByRole('contentinfo')).toHaveCount(1)
        await expect(page.getByRole('contentinfo')).toBeVisible()
        expect(await page.getByRole('navigation').count()).toBeGreaterThan(0)
        await expectHeadingOutline(page)
      })

      await test.step('call buttons are at least 44 × 44 px; no phone number wraps', async () => {
        // Read in one call: each visible button's label and size, each phone link's white-space
        // (visible as Playwright's :visible means it: a box, and not visibility: hidden).
        const { buttons, calls } = await page.evaluate(() => {
          const visible = (selector: string) =>
            [...document.querySelectorAll<HTMLElement>(selector)].filter((node) => {
              const box = node.getBoundingClientRect()
              return (
                box.width > 0 && box.height > 0 && getComputedStyle(node).visibility !== 'hidden'
              )
            })
          return {
            buttons: visible('a[data-call-button]').map((node) => {
              const box = node.getBoundingClientRect()
              return { label: node.innerText, width: box.width, height: box.height }
            }),
            calls: visible('a[href^="tel:"]').map((node) => ({
              label: node.innerText,
              whiteSpace: getComputedStyle(node).whiteSpace,
            })),
          }
        })
        expect(buttons.length).toBeGreaterThan(0)
        for (const { label, width, height } of buttons) {
          expect(height, `call button "${label}" height`).toBeGreaterThanOrEqual(44)
          expect(width, `call button "${label}" width`).toBeGreaterThanOrEqual(44)
        }
        for (const { label, whiteSpace } of calls) expect(whiteSpace, label).toMatch(/nowrap|pre/)
      })

      await test.step(
        phone ? 'header, menu (opened) and footer' : 'header, nav and footer',
        async () => {
          await expectChrome(page, route, phone)
        },
      )

      if (phone && firstOfKind.has(route)) {
        await test.step('axe with the menu open', async () => {
          await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
          expect(await pageViolations(page, menuAnimations)).toEqual([])
          await page.keyboard.press('Escape')
        })
      }
    },
  )
}
