// The islands' loader, inlined by postbuild at the end of every page's <body> that has an island
// (minified by esbuild: islandsLoaderScript in scripts/finishing/islands.ts, which says why it exists).
// Plain JavaScript on purpose: it runs as it is, before anything else of the page's script.
;((document, window) => {
  const loader = document.currentScript
  const held = []
  window.__islandsHeld = held
  let started = false

  /** Fetches the islands' entry (and the chunks it imports) once. */
  function load() {
    if (started) return
    started = true
    for (const href of (loader.dataset.preload || '').split(' ')) {
      if (!href) continue
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
    const entry = document.createElement('script')
    entry.type = 'module'
    entry.src = loader.dataset.entry
    document.head.append(entry)
  }

  /** Holds a press or a submit aimed at an island that has not hydrated yet, and starts loading. */
  function hold(event, target) {
    const island = target?.closest?.('[data-island]')
    if (island && !island.hasAttribute('data-hydrated')) {
      event.preventDefault()
      event.stopPropagation()
      if (!held.includes(target)) held.push(target)
    }
    load()
  }

  addEventListener('click', (event) => hold(event, event.target.closest?.('button')), true)
  addEventListener('submit', (event) => hold(event, event.target), true)
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin'])
    addEventListener(type, load, { capture: true, passive: true })
  // Once the page has loaded and painted its first content (the browser's own entry for it),
  // when idle, and at most two seconds after the load event: a page kept busy (a slow phone, a
  // long animation) would otherwise put an idle callback off indefinitely, and a page opened in
  // a background tab paints only when shown. After the paint: a small page loads before it
  // paints, and a script fetched before the first paint competes with it (Lighthouse's
  // simulation counts each one as holding the paint back).
  // The two-second bound is set first: it also serves a browser without PerformanceObserver.
  addEventListener('load', () => {
    setTimeout(load, 2000)
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      if (window.requestIdleCallback) window.requestIdleCallback(load, { timeout: 2000 })
      else setTimeout(load, 200)
    }).observe({ type: 'paint', buffered: true })
  })
})(document, window)
