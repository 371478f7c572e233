'use client'
// The header's one interactive part: the small-screen menu toggle and the nav panel it opens.
// The nav links are server-rendered children, so they are in the HTML with or without
// JavaScript. On large screens the panel is the header's inline nav and the toggle is hidden.
//
// Without JavaScript (and until hydration) the toggle is a plain link to the panel's id, and
// CSS :target shows the panel: the menu opens, and tapping a nav link (another hash or page)
// closes it again. Once hydrated the toggle becomes a real <button> with aria-expanded and
// aria-controls; the panel then opens and closes from React state only.
import { Menu, X } from 'lucide-react'
import {
  type MouseEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { useHydrated } from '../use-hydrated'

// The query where the inline nav takes over (Chakra's lg breakpoint, 64em).
const largeScreenQuery = '(min-width: 64em)'

// The panel's entrance: a short fade and drop, run by framer-motion's small WAAPI animator,
// fetched the first time the menu opens, so motion costs the page load nothing. It animates
// through the Web Animations API, never a style attribute (the strict CSP forbids those), and
// not at all for visitors who prefer reduced motion.
const entrance = {
  keyframes: { opacity: [0, 1], transform: ['translateY(-8px)', 'none'] },
  options: { duration: 0.18, ease: 'easeOut' as const },
}

function animateEntrance(panel: Element | null | undefined): () => void {
  let cancelled = false
  let running: { cancel: () => void } | undefined
  if (panel && !window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    import('framer-motion/dom/mini')
      .then(({ animate }) => {
        if (!cancelled) running = animate(panel, entrance.keyframes, entrance.options)
      })
      // The entrance is decoration: when its code cannot be fetched (a connection dropped, the
      // visitor leaving the page while it loads: Firefox's "error loading dynamically imported
      // module", seen when a test left the page while the import was in flight) or the browser
      // cannot animate (no Web Animations API), the menu is open all the same, without it, and
      // the page reports no error.
      .catch(() => {})
  }
  // The menu closes: its entrance ends where it is, cancelled rather than left to run. Left
  // running, the next open's animate() would stop it, and motion stops a running animation by
  // writing its values with WAAPI's commitStyles(), which WebKit refuses as an inline style
  // under the CSP (style-src-attr: the visitor jobs in WebKit saw two violations when the menu
  // reopened within its 180 ms). A cancelled animation is idle: stopping it writes nothing.
  return () => {
    cancelled = true
    running?.cancel()
  }
}

export function MobileMenu({
  panelId,
  navLabel,
  openLabel,
  closeLabel,
  actions,
  classes,
  children,
}: {
  panelId: string
  /** Class names from the server parent (Chakra styles rendered there, see server-chakra). */
  classes: { panel: string; actions: string; toggle: string }
  /** The nav landmark's accessible name. */
  navLabel: string
  openLabel: string
  closeLabel: string
  /** Server-rendered header actions (hotline, call button), placed before the toggle. */
  actions: ReactNode
  /** Server-rendered panel content: the nav links. */
  children: ReactNode
}) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const panelRef = useRef<HTMLElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  // Focus on the no-JS toggle when the island hydrates (the Tab key woke it) stays on the toggle:
  // the link is replaced by the button, and focus on a removed element falls to the page's body.
  const standIn = useRef<HTMLAnchorElement>(null)
  const standInFocused = useRef(false)
  useLayoutEffect(() => {
    if (!hydrated) standInFocused.current = document.activeElement === standIn.current
    else if (standInFocused.current && document.activeElement === document.body)
      buttonRef.current?.focus()
  }, [hydrated])

  // Someone tapped the no-JS toggle before hydration: keep the panel open, now in state. The
  // address no longer names the panel, so a reload or a copied link does not open it again.
  useEffect(() => {
    if (window.location.hash !== `#${panelId}`) return
    setOpen(true)
    const { pathname, search } = window.location
    window.history.replaceState(window.history.state, '', `${pathname}${search}`)
  }, [panelId])

  useEffect(() => (open ? animateEntrance(panelRef.current?.firstElementChild) : undefined), [open])

  useEffect(() => {
    if (!open) return
    panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return
      setOpen(false)
    }
    const largeScreen = window.matchMedia(largeScreenQuery)
    const onResize = () => {
      if (largeScreen.matches) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    largeScreen.addEventListener('change', onResize)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      largeScreen.removeEventListener('change', onResize)
    }
  }, [open])

  // A tapped link closes the menu; the navigation itself goes ahead.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a[href]')) setOpen(false)
  }

  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegated from the links, which the keyboard activates with a click */}
      <nav
        ref={panelRef}
        id={panelId}
        aria-label={navLabel}
        data-open={open ? '' : undefined}
        data-enhanced={hydrated ? '' : undefined}
        onClick={closeOnLink}
        className={classes.panel}
      >
        <div>{children}</div>
      </nav>
      <div className={classes.actions}>
        {actions}
        {hydrated ? (
          <button
            ref={buttonRef}
            type="button"
            className={classes.toggle}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={open ? closeLabel : openLabel}
            onClick={() => setOpen((isOpen) => !isOpen)}
          >
            {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        ) : (
          <a ref={standIn} href={`#${panelId}`} aria-label={openLabel} className={classes.toggle}>
            <Menu aria-hidden="true" />
          </a>
        )}
      </div>
    </>
  )
}
