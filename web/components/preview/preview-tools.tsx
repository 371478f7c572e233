// What the preview server adds to every page (the root layout renders it): the Presentation
// tool's connection (visual-editing.tsx), for a browser in draft mode, the one the Studio's
// handshake let in. The static build never reaches this file: next.config.ts points its import
// at static-build.tsx, so the export holds none of @sanity/visual-editing.
import { draftMode } from 'next/headers'
import { VisualEditing } from './visual-editing'

export async function PreviewTools() {
  if (!(await draftMode()).isEnabled) return null
  return <VisualEditing />
}
