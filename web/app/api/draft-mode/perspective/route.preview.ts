// The Presentation tool's perspective switch (preview server only, see next.config.ts). When an
// editor switches the Studio between drafts and published, the page in its frame
// (components/preview/visual-editing.tsx) posts the new perspective here; the content layer reads
// it from the cookie set here (previewPerspective), and the page refreshes. Only for a browser in
// draft mode (the handshake is what lets anyone see drafts at all), and only JSON posted by the
// preview's own page, the one in the Studio's frame: the browser says so (Sec-Fetch-Site), and a
// JSON body cannot come from another site's form without a CORS preflight, which this route never
// grants.
import { draftMode } from 'next/headers'
import { previewPerspective } from '@/lib/content'
import { rememberPerspective } from '@/lib/content/preview-cookies'

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })

export async function POST(request: Request) {
  const site = request.headers.get('sec-fetch-site')
  if (site !== null && site !== 'same-origin') {
    return plain(403, 'Only the preview page inside the Studio may switch the perspective.')
  }
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return plain(415, 'Send {"perspective": "drafts" | "published"} as application/json.')
  }
  if (!(await draftMode()).isEnabled) {
    return plain(401, 'Open the preview from the Presentation tool in the Studio first.')
  }
  let body: { perspective?: unknown }
  try {
    body = (await request.json()) as { perspective?: unknown }
  } catch {
    return plain(400, 'Send {"perspective": "drafts" | "published"} as JSON.')
  }
  const before = await previewPerspective()
  // The Studio sends a release stack as a list (['drafts'], ['rABC', 'drafts']): shown as drafts.
  const perspective = await rememberPerspective(body.perspective)
  return Response.json({ perspective, changed: perspective !== before })
}
