// The Presentation tool's perspective switch (preview server only, see next.config.ts). When an
// editor switches the Studio between drafts and published, the page in its frame
// (components/preview/visual-editing.tsx) posts the new perspective here; the content layer reads
// it from the cookie set here (previewPerspective), and the page refreshes. Only for a browser in
// draft mode: the handshake is what lets anyone see drafts at all.
import { draftMode } from 'next/headers'
import { previewPerspective } from '@/lib/content'
import { rememberPerspective } from '@/lib/content/preview-cookies'

export async function POST(request: Request) {
  if (!(await draftMode()).isEnabled) {
    return new Response('Open the preview from the Presentation tool in the Studio first.', {
      status: 401,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  let body: { perspective?: unknown }
  try {
    body = (await request.json()) as { perspective?: unknown }
  } catch {
    return new Response('Send {"perspective": "drafts" | "published"} as JSON.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const before = await previewPerspective()
  // The Studio sends a release stack as a list (['drafts'], ['rABC', 'drafts']): shown as drafts.
  const perspective = await rememberPerspective(body.perspective)
  return Response.json({ perspective, changed: perspective !== before })
}
