// The Studio's content menu: the two singletons at fixed ids, then each document list.
import { CogIcon } from '@sanity/icons/Cog'
import { CommentIcon } from '@sanity/icons/Comment'
import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { HomeIcon } from '@sanity/icons/Home'
import { PackageIcon } from '@sanity/icons/Package'
import { PinIcon } from '@sanity/icons/Pin'
import { TransferIcon } from '@sanity/icons/Transfer'
import { WrenchIcon } from '@sanity/icons/Wrench'
import type { StructureBuilder, StructureResolver } from 'sanity/structure'

const byDisplayOrder = [{ field: 'order', direction: 'asc' as const }]

function singleton(S: StructureBuilder, type: string, title: string, icon: typeof CogIcon) {
  return S.listItem()
    .id(type)
    .title(title)
    .icon(icon)
    .child(S.document().schemaType(type).documentId(type).title(title))
}

function orderedList(S: StructureBuilder, type: string, title: string, icon: typeof CogIcon) {
  return S.listItem()
    .id(type)
    .title(title)
    .icon(icon)
    .schemaType(type)
    .child(S.documentTypeList(type).title(title).defaultOrdering(byDisplayOrder))
}

function plainList(S: StructureBuilder, type: string, title: string, icon: typeof CogIcon) {
  return S.documentTypeListItem(type).title(title).icon(icon)
}

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      singleton(S, 'siteSettings', 'Site settings', CogIcon),
      singleton(S, 'homePage', 'Home page', HomeIcon),
      S.divider(),
      orderedList(S, 'service', 'Services', WrenchIcon),
      orderedList(S, 'servicePackage', 'Service packages', PackageIcon),
      orderedList(S, 'town', 'Towns', PinIcon),
      plainList(S, 'testimonial', 'Testimonials', CommentIcon),
      plainList(S, 'faq', 'FAQs', HelpCircleIcon),
      plainList(S, 'legalPage', 'Legal pages', DocumentTextIcon),
      S.divider(),
      plainList(S, 'redirect', 'Redirects', TransferIcon),
    ])
