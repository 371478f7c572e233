'use client'
// A hoisted <style> whose CSS is written into the server HTML only. Its server parent passes
// just the name; the CSS comes from the style registry while the page's HTML is rendered, so
// the RSC payload (which every page also carries, for hydration) does not hold the page's CSS a
// second time. (Nothing hydrates the document itself any more, only islands, so postbuild drops
// the data-href lists React writes; the rest of this note is about hydrating a whole page.)
// In the browser React would find the <style data-href> already in <head> and keep it:
// hoisted styles are matched by href, never by their text.
import { registeredStyle } from './style-registry'

export function SsrStyle({ href, precedence }: { href: string; precedence: string }) {
  return (
    <style href={href} precedence={precedence}>
      {registeredStyle(href)}
    </style>
  )
}
