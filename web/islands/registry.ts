// Every interactive island of the site, by name: the one list both halves read. The server
// renders an island with <Island name=… props=…> (island.tsx), inside the page's static HTML;
// the browser (browser.tsx) hydrates an island on its own with the component loaded from here
// when the visitor heads for it. Nothing else on a page is hydrated or shipped as JavaScript
// (what must run at load, without React, is in on-load.ts).
//
// Adding an island: write the component ("use client", props that JSON can carry, server-rendered
// parts as slots), add one line here, and render <Island name="…" props={…} /> where it goes.
import type { ReactNode } from 'react'

export const islands = {
  'consent-notice': () =>
    import('@/components/chrome/consent-notice').then((module) => module.ConsentNotice),
  'coverage-checker': () =>
    import('@/components/home/coverage-checker').then((module) => module.CoverageChecker),
  'contact-form': () =>
    import('@/components/contact/contact-form').then((module) => module.ContactForm),
  'mobile-menu': () =>
    import('@/components/chrome/mobile-menu').then((module) => module.MobileMenu),
} satisfies Record<string, () => Promise<(props: never) => ReactNode>>

export type IslandName = keyof typeof islands
type IslandComponent<Name extends IslandName> = Awaited<ReturnType<(typeof islands)[Name]>>
export type IslandProps<Name extends IslandName> = Parameters<IslandComponent<Name>>[0]
