// What each page of the static build reads, noted as it renders (the content source writes it
// beside the snapshot: snapshot.ts): every query with its parameters, every picture rendition and
// the page's own address. A page is one render, and React's `cache` gives each render its own
// note, shared by the layout, the page and its metadata. Outside a render (a route handler,
// generateStaticParams) each call gets a note of its own that names no page, which postbuild
// ignores: those routes are written by every build.
import { cache } from 'react'
import type { PageRead } from './shared-facts'
import { source } from './source'

let renders = 0

const currentRender = cache(() => ({ id: `${process.pid}.${renders++}`, noted: new Set<string>() }))

/** Notes that the page being rendered read `read` (nothing outside the static build). */
export function noteRead(read: PageRead): void {
  if (source.noteRead) source.noteRead(currentRender(), read)
}
