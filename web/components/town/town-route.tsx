// A town page as both its routes render it: the main route (web/app/areas-covered/[townPath]) and
// the preview server's alias route (web/app/areas/[town]/page.preview.tsx); Next's 404 for a
// slug no town has.
import { notFound } from 'next/navigation'
import { PageShell } from '@/components/chrome/page-shell'
import { TownJsonLd } from '@/components/seo/json-ld'
import { getSiteSettings, type TownPage as TownContent } from '@/lib/content'
import { TownPage } from './town-page'

/** `town` is the query under way: the settings are read beside it, as the page always did. */
export async function TownRoutePage({ town: query }: { town: Promise<TownContent | null> }) {
  const [town, settings] = await Promise.all([query, getSiteSettings()])
  if (!town) notFound()
  return (
    <PageShell>
      <TownJsonLd town={town} />
      <TownPage town={town} settings={settings} />
    </PageShell>
  )
}
