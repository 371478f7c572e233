'use client'
// The page's end of the Studio's Presentation tool (preview server only: preview-tools.tsx).
// @sanity/visual-editing connects to the tool over postMessage (@sanity/comlink), draws the
// click-to-edit overlays on every [data-sanity] element (the content layer's edit targets:
// lib/content/edit-targets.ts) and passes on what the tool asks of the page:
// - refresh (after each edit, or the tool's refresh button): the page is re-rendered by Next's
//   router, in place, keeping the scroll position and what the islands hold (a half-filled
//   form), with a new refresh cookie that makes the content layer read the dataset again rather
//   than its copy of the last 1.5 s (lib/content/live.ts);
// - navigation both ways (the history adapter): a page opened in the frame moves the Studio's
//   location, and a location chosen in the Studio opens in the frame;
// - the perspective (drafts or published): remembered in a cookie (api/draft-mode/perspective)
//   that the content layer reads, then the page re-rendered.
// A re-render can also bring styles the page was not served with (applyRefusedStyle, below).
import { enableVisualEditing, type HistoryAdapterNavigate } from '@sanity/visual-editing'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef, useTransition } from 'react'
import { refreshCookieName } from '@/lib/content/preview-refresh'

export function VisualEditing() {
  const router = useRouter()
  const pathname = usePathname()
  const [rendering, startTransition] = useTransition()
  const navigate = useRef<HistoryAdapterNavigate | undefined>(undefined)
  const whenRendered = useRef<(() => void)[]>([])

  // A refresh is done when Next has rendered the page again (the transition has ended).
  useEffect(() => {
    if (!rendering) for (const done of whenRendered.current.splice(0)) done()
  }, [rendering])

  useEffect(() => {
    document.addEventListener('securitypolicyviolation', applyRefusedStyle)
    return () => document.removeEventListener('securitypolicyviolation', applyRefusedStyle)
  }, [])

  useEffect(() => {
    let switches = Promise.resolve()
    const rerender = () =>
      new Promise<void>((resolve) => {
        whenRendered.current.push(resolve)
        startTransition(() => router.refresh())
      })
    return enableVisualEditing({
      refresh: async () => {
        // SameSite=None; Secure; Partitioned: the page is inside the Studio's frame, another site
        // (lib/content/preview-cookies.ts).
        // biome-ignore lint/suspicious/noDocumentCookie: set at once, before the re-render's request; the Cookie Store API is asynchronous and missing from Safari before 18.4
        document.cookie = `${refreshCookieName}=${crypto.randomUUID()}; path=/; SameSite=None; Secure; Partitioned`
        await rerender()
      },
      // One switch at a time, in the order the Studio sent them: the last one sets the cookie.
      onPerspectiveChange: (perspective) => {
        switches = switches.then(async () => {
          const answer = await fetch('/api/draft-mode/perspective/', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ perspective }),
          })
          if (answer.ok && ((await answer.json()) as { changed: boolean }).changed) await rerender()
        })
      },
      history: {
        subscribe: (report) => {
          navigate.current = report
          report({ type: 'push', url: currentUrl() })
          return () => {
            navigate.current = undefined
          }
        },
        update: (update) => {
          if (update.type === 'pop') router.back()
          else if (update.type === 'replace') router.replace(update.url)
          else router.push(update.url)
        },
      },
    })
  }, [router])

  // Tells the Studio where the frame is after each client-side navigation.
  useEffect(() => {
    if (pathname) navigate.current?.({ type: 'push', url: currentUrl() })
  }, [pathname])

  return null
}

function currentUrl(): string {
  return `${location.pathname}${location.search}${location.hash}`
}

/**
 * An edit can bring a style rule the page did not have (a link or section styled as nothing else
 * on the page is). React adds it as a <style> element, which the page's policy refuses: the
 * policy lists the hashes of the styles the page was served with (scripts/preview/headers.ts)
 * and cannot foresee a new one. The policy governs <style> elements, not the CSSOM, so the page
 * copies the refused element's rules into the last style sheet of its precedence group, where
 * React would have put them, and marks the element (the preview test tells these apart from a
 * real violation). Only React's hoisted styles (data-precedence) are taken.
 */
function applyRefusedStyle(event: SecurityPolicyViolationEvent) {
  const element = event.target
  if (event.effectiveDirective !== 'style-src-elem') return
  if (!(element instanceof HTMLStyleElement) || element.dataset.precedence === undefined) return
  const refused = new CSSStyleSheet()
  refused.replaceSync(element.textContent ?? '')
  const group = [...document.head.querySelectorAll('style')].filter(
    (style) => style.sheet && style.dataset.precedence === element.dataset.precedence,
  )
  const sheet = group.at(-1)?.sheet
  if (sheet) {
    for (const rule of refused.cssRules) sheet.insertRule(rule.cssText, sheet.cssRules.length)
  } else {
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, refused]
  }
  element.dataset.appliedByPreview = ''
}
