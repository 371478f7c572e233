// The preview's cookies: Next's draft-mode one and the preview's own beside it, which perspective
// the Studio's Presentation tool shows (drafts or published). The preview lives in the Studio's
// frame, another site, so each is SameSite=None (and so Secure) and Partitioned (CHIPS): a browser
// that blocks third-party cookies (Safari, Chrome without them) keeps a partitioned cookie for
// this site inside the Studio's, and drops any other.
import { perspectiveCookieName } from '@sanity/preview-url-secret/constants'
import { cookies, draftMode } from 'next/headers'

const framedCookie = {
  httpOnly: true,
  sameSite: 'none',
  secure: true,
  partitioned: true,
  path: '/',
} as const

/** Next's draft-mode cookie name (next/dist/server/api-utils: COOKIE_NAME_PRERENDER_BYPASS). */
const draftModeCookieName = '__prerender_bypass'

/**
 * Turns on Next's draft mode for this browser. Next sets its cookie without Partitioned
 * (next/dist/server/async-storage/draft-mode-provider.js), so it is set again, the same value,
 * with it, as next-sanity's draft-mode route does.
 */
export async function enableDraftMode(): Promise<void> {
  ;(await draftMode()).enable()
  const jar = await cookies()
  const value = jar.get(draftModeCookieName)?.value
  if (!value) throw new Error('Next set no draft-mode cookie')
  jar.set(draftModeCookieName, value, framedCookie)
}

/** Remembers the Studio's perspective for this browser; anything but 'published' means drafts. */
export async function rememberPerspective(perspective: unknown): Promise<'drafts' | 'published'> {
  const chosen = perspective === 'published' ? 'published' : 'drafts'
  ;(await cookies()).set(perspectiveCookieName, chosen, framedCookie)
  return chosen
}
