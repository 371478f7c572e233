// The chrome every page shares: the small-screen menu, the consent notice and hash
// scrolling, at phone and desktop size, with and without JavaScript. Its parts on every route
// (logo, call button, nav, footer) are checked by the walk over every route in a11y.spec.ts
// (expectChrome, tests/support/chrome.ts), on the same page load as its accessibility.

import {
  answerConsentBeforeLoad,
  consentKey,
  consentRegion,
  countMenuAnimations,
  expectUncovered,
  header,
  headerCall,
  isPhone,
  logoName,
  mainNav,
  menuButton,
  menuToggle,
  navHrefs,
  navLinks,
  nothingInFlight,
  openMenu,
  ready,
  serviceHrefs,
  servicePage,
  settings,
  tel,
  trackRequests,
} from '../support/chrome.ts'
import { expect, test } from '../support/fixtures.ts'

test.beforeEach(({ page }) => {
  trackRequests(page)
})

// The menu toggle exists below the lg breakpoint only.
test.describe('small-screen menu', { tag: '@phone' }, () => {
  test.beforeEach(async ({ page }) => {
    await answerConsentBeforeLoad(page, 'accepted')
  })

  test('Escape closes it and returns focus to the button', async ({ page }) => {
    await page.goto(servicePage)
    await ready(page)
    await openMenu(page)
    await page.keyboard.press('Escape')
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(menuButton(page)).toBeFocused()
    await expect(mainNav(page)).toBeHidden()
  })

  test('tapping a nav link closes it and scrolls to the section', async ({ page }) => {
    await page.goto('/')
    await ready(page)
    await openMenu(page)
    await mainNav(page).getByRole('link', { name: settings.labels.navCoverage }).click()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(mainNav(page)).toBeHidden()
    await expect(page).toHaveURL(/\/#coverage$/)
    await expect(page.locator('#coverage')).toBeInViewport()
  })

  test('it fades in when it opens, and does not move under reduced motion', async ({ page }) => {
    const panelAnimations = await countMenuAnimations(page)
    await page.goto(servicePage)
    await ready(page)
    await openMenu(page)
    await expect.poll(panelAnimations, 'the entrance animation ran').toBeGreaterThan(0)
    await page.keyboard.press('Escape')
    await nothingInFlight(page)

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.reload()
    await ready(page)
    await openMenu(page)
    await page.waitForTimeout(300)
    expect(await panelAnimations(), 'no animation under reduced motion').toBe(0)
  })

  test('closed and opened again while it fades in, it writes no inline style', async ({ page }) => {
    // WAAPI's commitStyles() writes an animation's values as an inline style, which WebKit
    // refuses under the CSP (style-src-attr) and reports: counted here in Chromium, which
    // allows it.
    await page.addInitScript(() => {
      const commits = { count: 0 }
      Object.assign(window, { commits })
      const commitStyles = Animation.prototype.commitStyles
      Animation.prototype.commitStyles = function (this: Animation) {
        commits.count += 1
        return commitStyles.call(this)
      }
    })
    const panelAnimations = await countMenuAnimations(page)
    await page.goto(servicePage)
    await ready(page)
    // The entrance runs 100 times slower: it is still running when the menu opens again.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Animation.enable')
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.01 })
    await openMenu(page)
    await expect.poll(panelAnimations, 'the entrance animation ran').toBeGreaterThan(0)
    await page.keyboard.press('Escape')
    await expect(mainNav(page)).toBeHidden()
    await menuButton(page).click()
    await expect(mainNav(page)).toBeVisible()
    await expect.poll(panelAnimations, 'the second entrance ran').toBeGreaterThan(2)
    const commits = await page.evaluate(
      () => (window as unknown as { commits: { count: number } }).commits.count,
    )
    expect(commits, 'commitStyles() calls').toBe(0)
  })

  test('a click outside closes it', async ({ page }) => {
    await page.goto(servicePage)
    await ready(page)
    await openMenu(page)
    const panel = await mainNav(page).boundingBox()
    if (!panel) throw new Error('the open menu panel has no box')
    await page.mouse.click(4, panel.y + panel.height + 40)
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(mainNav(page)).toBeHidden()
  })

  test('at 320 px the logo, call button and toggle all fit', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 568 })
    for (const path of ['/', servicePage]) {
      await page.goto(path)
      await ready(page)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, 'no sideways scrolling').toBeLessThanOrEqual(320)
      const boxes = []
      for (const locator of [
        header(page).getByRole('link', { name: logoName }),
        headerCall(page),
        menuToggle(page),
      ]) {
        await expectUncovered(locator)
        const box = await locator.boundingBox()
        if (!box) throw new Error('no box')
        expect(box.x + box.width).toBeLessThanOrEqual(320)
        boxes.push(box)
      }
      const [logo, call, toggle] = boxes as [
        (typeof boxes)[0],
        (typeof boxes)[0],
        (typeof boxes)[0],
      ]
      expect(logo.x + logo.width).toBeLessThanOrEqual(call.x)
      expect(call.x + call.width).toBeLessThanOrEqual(toggle.x)
      expect(call.height).toBeGreaterThanOrEqual(44)
    }
  })
})

// Decline (stored, hidden, and not shown on the next page) is a visitor job in every engine
// (tests/engines/visitor-jobs.ts, "the menu and the consent notice").
test.describe('consent notice', () => {
  test('Accept hides it, and it stays hidden after a reload and on another page', async ({
    page,
  }) => {
    await page.goto('/')
    const notice = consentRegion(page)
    await expect(notice).toBeVisible()
    await expect(
      notice.getByRole('link', { name: settings.consent.policyLinkLabel }),
    ).toHaveAttribute('href', '/cookie-policy/')
    await notice.getByRole('button', { name: settings.consent.acceptLabel }).click()
    await expect(notice).toHaveCount(0)
    expect(await page.evaluate((key) => localStorage.getItem(key), consentKey)).toBe('accepted')

    await ready(page)
    await page.reload()
    await ready(page)
    await page.waitForTimeout(300)
    await expect(consentRegion(page)).toHaveCount(0)
    await page.goto(servicePage)
    await ready(page)
    await page.waitForTimeout(300)
    await expect(consentRegion(page)).toHaveCount(0)
  })

  test('it takes no focus and leaves the page usable', { tag: '@layout' }, async ({ page }) => {
    await page.goto('/')
    await expect(consentRegion(page)).toBeVisible()
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY')
    // At the very end of the page it sits below the footer instead of over it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect
      .poll(async () => {
        const footer = await page.getByRole('contentinfo').boundingBox()
        const notice = await consentRegion(page).boundingBox()
        return footer && notice ? notice.y - (footer.y + footer.height) : Number.NaN
      })
      .toBeGreaterThanOrEqual(-1)
  })

  test('what the Tab key focuses scrolls into view above it, never behind it; gone once answered', {
    tag: '@layout',
  }, async ({ page }) => {
    await page.goto('/')
    const notice = consentRegion(page)
    await expect(notice).toBeVisible()
    await ready(page)
    // The page's bottom scroll padding is the notice's height (scrolling to a focused element
    // leaves that much room at the bottom), whatever its words make it at this width.
    const paddingAndHeight = () =>
      notice.evaluate((region) => [
        getComputedStyle(document.documentElement).scrollPaddingBottom,
        `${(region as HTMLElement).offsetHeight}px`,
      ])
    await expect.poll(async () => new Set(await paddingAndHeight()).size).toBe(1)

    // Every element the Tab key reaches before the notice (the last thing on the page) ends
    // wholly above it.
    const behind: string[] = []
    let reached = false
    for (let step = 0; step < 200 && !reached; step++) {
      await page.keyboard.press('Tab')
      const focused = await notice.evaluate((region) => {
        const element = document.activeElement as HTMLElement
        const { bottom } = element.getBoundingClientRect()
        return {
          inNotice: region.contains(element),
          below: bottom - region.getBoundingClientRect().top,
          name: `${element.tagName} ${element.textContent?.trim().slice(0, 40)}`,
        }
      })
      reached = focused.inNotice
      if (!reached && focused.below > 1) behind.push(`${focused.name}: ${focused.below} px`)
    }
    expect(reached, 'Tab reached the notice').toBe(true)
    expect(behind, 'focused elements behind the notice').toEqual([])

    await notice.getByRole('button', { name: settings.consent.acceptLabel }).click()
    await expect(notice).toHaveCount(0)
    await expect
      .poll(() =>
        page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom),
      )
      .toBe('auto')
  })

  test('without usable local storage it still hides, without errors', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      })
    })
    await page.goto('/')
    const notice = consentRegion(page)
    await notice.getByRole('button', { name: settings.consent.acceptLabel }).click()
    await expect(notice).toHaveCount(0)
    // Remembered for the session (session storage) across pages.
    await ready(page)
    await page.goto(servicePage)
    await ready(page)
    await page.waitForTimeout(300)
    await expect(consentRegion(page)).toHaveCount(0)
  })
})

// Where a section lands depends on the header's height, and on phones the nav is in the menu.
test.describe('scrolling', { tag: '@layout' }, () => {
  test.beforeEach(async ({ page }) => {
    await answerConsentBeforeLoad(page, 'accepted')
  })

  test('arriving at /#contact ends with the contact section in view and focused', async ({
    page,
  }) => {
    await page.goto('/#contact')
    await expect(page.locator('#contact')).toBeInViewport()
    await expect(page.locator('#contact')).toBeFocused()
  })

  test('a nav link on a service page lands on home with the section in view', async ({
    page,
  }, testInfo) => {
    await page.goto(servicePage)
    await ready(page)
    if (isPhone(testInfo)) await openMenu(page)
    await mainNav(page).getByRole('link', { name: settings.labels.navServices }).click()
    await expect(page).toHaveURL(/\/#services$/)
    await expect(page.locator('#services')).toBeInViewport()
    await expect(page.locator('#services')).toBeFocused()
  })

  test('an in-page link scrolls smoothly after 100 ms, instantly under reduced motion', async ({
    page,
  }, testInfo) => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      await page.emulateMedia({ reducedMotion })
      await page.goto('/')
      await ready(page)
      if (isPhone(testInfo)) await openMenu(page)
      // Record when the click happened, and when the page asked for the scroll and how: a
      // renderer starved of frames (a busy machine) can show a smooth scroll as one jump, so the
      // page's request is what tells smooth from instant, not the scroll events that followed.
      await page.evaluate(() => {
        const record = { clickAt: 0, scrollAt: 0, behavior: '' }
        Object.assign(window, { scrollRecord: record })
        const scrollIntoView = Element.prototype.scrollIntoView
        Element.prototype.scrollIntoView = function (
          this: Element,
          options?: boolean | ScrollIntoViewOptions,
        ) {
          if (record.scrollAt === 0) {
            record.scrollAt = performance.now()
            record.behavior = typeof options === 'object' ? (options.behavior ?? 'auto') : 'auto'
          }
          scrollIntoView.call(this, options)
        }
        document.addEventListener(
          'click',
          () => {
            record.clickAt = performance.now()
          },
          {
            capture: true,
            once: true,
          },
        )
      })
      // A DOM click: Playwright's own click first scrolls its target into view, which would
      // blur the timing measured here.
      await mainNav(page)
        .getByRole('link', { name: settings.labels.navContact })
        .evaluate((link: HTMLElement) => link.click())
      await expect(page).toHaveURL(/\/#contact$/)
      await expect(page.locator('#contact')).toBeInViewport()
      await expect(page.locator('#contact')).toBeFocused()
      await expect
        .poll(async () => {
          const before = await page.evaluate(() => window.scrollY)
          await page.waitForTimeout(150)
          return (await page.evaluate(() => window.scrollY)) - before
        })
        .toBe(0)
      const { clickAt, scrollAt, behavior } = await page.evaluate(
        () =>
          (
            window as unknown as {
              scrollRecord: { clickAt: number; scrollAt: number; behavior: string }
            }
          ).scrollRecord,
      )
      expect(scrollAt - clickAt, 'the scroll waits 100 ms').toBeGreaterThanOrEqual(95)
      expect(behavior, 'smooth, or one jump with reduced motion').toBe(
        reducedMotion === 'reduce' ? 'auto' : 'smooth',
      )
    }
  })
})

test.describe('scrolling to a new page', () => {
  test.beforeEach(async ({ page }) => {
    await answerConsentBeforeLoad(page, 'accepted')
  })

  test('a new path starts at the top', async ({ page }) => {
    await page.goto(servicePage)
    await ready(page)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const next = serviceHrefs[1] as string
    await page.getByRole('contentinfo').locator(`a[href="${next}"]`).click()
    await expect(page).toHaveURL(new RegExp(`${next}$`))
    await ready(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })
})

// Without JavaScript the phone menu is a CSS :target panel: both widths.
test.describe('without JavaScript', { tag: '@layout' }, () => {
  test.use({ javaScriptEnabled: false })

  for (const path of ['/', servicePage]) {
    test(`${path} reads fully, with nav and call links`, async ({
      page,
      pageProblems,
    }, testInfo) => {
      // With JavaScript off, Chromium refuses the page's script preloads and reports them as
      // blocked "(csp)": an artefact of the switch, not of the site's policy.
      pageProblems.allow(/^request failed: .*\/_islands\/.*\.js \(csp\)$/)
      const onHomePage = path === '/'
      await page.goto(path)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('h1')).toBeVisible()
      await expect(headerCall(page)).toHaveAttribute('href', tel)
      await expect(headerCall(page)).toBeVisible()
      expect(await page.locator(`a[href="${tel}"]`).count()).toBeGreaterThanOrEqual(2)
      const links = navLinks(page)
      await expect(links).toHaveCount(3)
      for (const [index, href] of navHrefs(onHomePage).entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', href)
      }
      if (isPhone(testInfo)) {
        // The toggle is a plain link to the panel, which CSS :target opens.
        const toggle = header(page).getByRole('link', { name: settings.labels.menuOpen })
        await expect(toggle).toHaveAttribute('href', '#site-menu')
        await expect(links.first()).toBeHidden()
        await toggle.click()
      }
      for (const link of await links.all()) await expect(link).toBeVisible()
      await expect(consentRegion(page)).toHaveCount(0)
    })
  }
})
