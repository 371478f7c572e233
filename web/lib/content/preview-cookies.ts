// The preview's own cookie beside Next's draft-mode one: which perspective the Studio's
// Presentation tool shows (drafts or published). Same attributes as Next's draft-mode cookie
// (next/dist/server/async-storage/draft-mode-provider.js): the preview lives in the Studio's
// frame, another site, so the cookie must be SameSite=None (and so Secure).
import { perspectiveCookieName } from '@sanity/preview-url-secret/constants'
import { cookies } from 'next/headers'

/** Remembers the Studio's perspective for this browser; anything but 'published' means drafts. */
export async function rememberPerspective(perspective: unknown): Promise<'drafts' | 'published'> {
  const chosen = perspective === 'published' ? 'published' : 'drafts'
  ;(await cookies()).set(perspectiveCookieName, chosen, {
    httpOnly: true,
    sameSite: 'none',
    secure: true,
    path: '/',
  })
  return chosen
}
