// "View live page": from any routable document (a page type of web/lib/routes.ts) to its
// public address on the live site (SANITY_STUDIO_SITE_URL), in a new tab. It follows the
// published document: a draft's page is on the live site only once published (the Preview tool
// shows drafts).
import { LaunchIcon } from '@sanity/icons/Launch'
import type { DocumentActionComponent } from 'sanity'
import { documentPath } from '../../web/lib/routes.ts'

function liveUrl(siteOrigin: string, path: string): string {
  return `${siteOrigin}${path}`
}

export function livePageAction(siteOrigin: string): DocumentActionComponent {
  const LivePageAction: DocumentActionComponent = ({ type, published }) => {
    const slug = (published?.slug as { current?: string } | undefined)?.current
    const path = published ? documentPath(type, slug) : undefined
    return {
      label: 'View live page',
      icon: LaunchIcon,
      disabled: !path,
      title: path
        ? liveUrl(siteOrigin, path)
        : 'Not on the live site yet: publish it, and the page appears after the next build.',
      onHandle: () => {
        if (path) window.open(liveUrl(siteOrigin, path), '_blank', 'noopener,noreferrer')
      },
    }
  }
  LivePageAction.displayName = 'LivePageAction'
  return LivePageAction
}
