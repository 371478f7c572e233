// The Presentation tool's preview-mode handshake (preview server only, see next.config.ts).
// The Studio writes a short-lived secret document into the dataset and opens
// /api/draft-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=/page/ in its frame;
// @sanity/preview-url-secret looks that secret up with the Viewer token. Only then does Next's
// draft mode go on for this browser (an httpOnly, partitioned cookie), and the content layer read
// drafts. The preview's front server (scripts/preview/front-server.ts) lets only this route
// through without that cookie, and limits how often one address may call it.
// https://www.sanity.io/docs/visual-editing/configuring-the-presentation-tool
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import { redirect } from 'next/navigation'
import { enableDraftMode, rememberPerspective } from '@/lib/content/preview-cookies'
import { previewClient } from '@/lib/content/sanity'

export async function GET(request: Request) {
  const {
    isValid,
    redirectTo = '/',
    studioPreviewPerspective,
  } = await validatePreviewUrl(previewClient(), request.url)
  if (!isValid) {
    return new Response(
      'This preview link is not valid (wrong or expired secret): open the page from the Presentation tool in the Studio.',
      { status: 401, headers: { 'content-type': 'text/plain; charset=utf-8' } },
    )
  }
  await enableDraftMode()
  // The perspective the Studio shows as it opens the preview (it may switch later: perspective/).
  await rememberPerspective(studioPreviewPerspective)
  // Only a path on this site: '//host/…' would leave it.
  redirect(redirectTo.startsWith('/') && !redirectTo.startsWith('//') ? redirectTo : '/')
}
