// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MobileMenu } from './mobile-menu'

function menu(): ReactNode {
  return (
    <>
      <MobileMenu
        panelId="site-menu"
        classes={{ panel: 'panel', actions: 'actions', toggle: 'toggle' }}
        navLabel="Main"
        openLabel="Open menu"
        closeLabel="Close menu"
        actions={<a href="tel:+448081570247">Free Call Now</a>}
      >
        <ul>
          <li>
            <a href="#services">Services</a>
          </li>
          <li>
            <a href="#contact">Contact</a>
          </li>
        </ul>
      </MobileMenu>
      <p>Page content</p>
    </>
  )
}

beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('MobileMenu in the server HTML', () => {
  const html = renderToString(menu())

  it('renders the nav links and a plain link toggle that works without JavaScript', () => {
    expect(html).toContain('href="#services"')
    expect(html).toContain('href="#site-menu"')
    expect(html).toMatch(/<nav[^>]*id="site-menu"/)
    expect(html).not.toContain('data-enhanced')
    expect(html).not.toContain('<button')
  })

  it('carries no inline style attribute (the strict CSP forbids them)', () => {
    expect(html).not.toMatch(/\sstyle="/)
  })
})

describe('MobileMenu in the browser', () => {
  // jsdom applies the base (small-screen) styles without evaluating media queries, so the
  // toggle counts as hidden there: find it by its ARIA wiring and check labels as attributes.
  function openMenu() {
    render(menu())
    const button = screen.getByRole('button', { hidden: true })
    expect(button).toHaveAttribute('aria-label', 'Open menu')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveAttribute('aria-controls', 'site-menu')
    fireEvent.click(button)
    return button
  }

  it('opens with the expanded state, the close label and focus on the first link', () => {
    const button = openMenu()
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(button).toHaveAttribute('aria-label', 'Close menu')
    const panel = document.getElementById('site-menu')
    expect(panel).toHaveAttribute('data-open')
    expect(panel).toHaveAttribute('data-enhanced')
    expect(screen.getByRole('link', { name: 'Services', hidden: true })).toHaveFocus()
  })

  it('opens all the same, reporting no error, when its entrance cannot run', async () => {
    // jsdom has no Web Animations API (element.animate), as some browsers lack it: the entrance
    // fails as it does when its code cannot be fetched (a dropped connection, a page being left).
    const unhandled: unknown[] = []
    const note = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', note)
    try {
      const button = openMenu()
      expect(button).toHaveAttribute('aria-expanded', 'true')
      expect(document.getElementById('site-menu')).toHaveAttribute('data-open')
      // Long enough for the entrance's import to settle and a rejection to be noted.
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', note)
    }
  })

  it('closes on Escape and gives focus back to the button', () => {
    const button = openMenu()
    // jsdom will not focus an element its stylesheet hides; the browser suite checks real focus.
    const focus = vi.spyOn(button, 'focus')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(focus).toHaveBeenCalled()
    expect(document.getElementById('site-menu')).not.toHaveAttribute('data-open')
  })

  it('closes when a link is tapped', () => {
    const button = openMenu()
    fireEvent.click(screen.getByRole('link', { name: 'Contact', hidden: true }))
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on a click outside, but not on one inside the panel', () => {
    const button = openMenu()
    fireEvent.pointerDown(document.getElementById('site-menu') as HTMLElement)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    fireEvent.pointerDown(screen.getByText('Page content'))
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens when the toggle was tapped before it ran, and takes the panel out of the address', () => {
    window.history.pushState(null, '', '/services/x/#site-menu')
    try {
      render(menu())
      const button = screen.getByRole('button', { hidden: true })
      expect(button).toHaveAttribute('aria-expanded', 'true')
      expect(window.location.pathname).toBe('/services/x/')
      expect(window.location.hash).toBe('')
    } finally {
      window.history.replaceState(null, '', '/')
    }
  })

  it('toggles closed from the button', () => {
    const button = openMenu()
    fireEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveAttribute('aria-label', 'Open menu')
  })
})
