// The Studio's content menu: the schema's singletons at their fixed ids, then each document list. Services
// and towns are ordered by dragging them (@sanity/orderable-document-list: the order the site
// shows them in); towns can also be browsed county by county. A document type placed nowhere
// below gets a plain list of its own at the end, under its schema title and icon, so a new type
// appears in the menu without touching this file.
import type { CogIcon } from '@sanity/icons/Cog'
import { CommentIcon } from '@sanity/icons/Comment'
import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { PackageIcon } from '@sanity/icons/Package'
import { PinIcon } from '@sanity/icons/Pin'
import { TransferIcon } from '@sanity/icons/Transfer'
import { WrenchIcon } from '@sanity/icons/Wrench'
import { orderableDocumentListDeskItem } from '@sanity/orderable-document-list'
import { map } from 'rxjs'
import type {
  ListItem,
  ListItemBuilder,
  StructureBuilder,
  StructureResolver,
  StructureResolverContext,
} from 'sanity/structure'
import { singletons } from './schemaTypes/index.ts'

const byDisplayOrder = [{ field: 'order', direction: 'asc' as const }]

/** A singleton (schemaTypes/index.ts) at its fixed id, under its schema title and icon. */
function singleton(S: StructureBuilder, { name, title = name, icon }: (typeof singletons)[number]) {
  return S.listItem()
    .id(name)
    .title(title)
    .icon(icon)
    .schemaType(name)
    .child(S.document().schemaType(name).documentId(name).title(title))
}

function orderedList(S: StructureBuilder, type: string, title: string, icon: typeof CogIcon) {
  return S.listItem()
    .id(type)
    .title(title)
    .icon(icon)
    .schemaType(type)
    .child(S.documentTypeList(type).title(title).defaultOrdering(byDisplayOrder))
}

/** A list staff reorder by dragging; the site shows the documents in that order. */
function draggableList(
  S: StructureBuilder,
  context: StructureResolverContext,
  type: string,
  title: string,
  icon: typeof CogIcon,
) {
  return orderableDocumentListDeskItem({ type, title, icon, S, context, id: `${type}-order` })
}

/** The counties the towns are in, for browsing a thousand towns; kept up to date as towns change. */
const countiesQuery = 'array::unique(*[_type == "town" && defined(county)].county)'

/** The towns of one county, in the site's order. */
const countyTownsFilter = '_type == "town" && county == $county'

const byDragOrder = [{ field: 'orderRank', direction: 'asc' as const }]

function townsByCounty(S: StructureBuilder, context: StructureResolverContext) {
  return S.listItem()
    .id('towns-by-county')
    .title('Towns by county')
    .icon(PinIcon)
    .child(() =>
      context.documentStore.listenQuery(countiesQuery, {}, {}).pipe(
        map((counties: string[]) =>
          S.list()
            .title('Towns by county')
            .items(
              [...counties]
                .sort((a, b) => a.localeCompare(b, 'en-GB'))
                .map((county) =>
                  S.listItem()
                    .id(`county-${county}`)
                    .title(county)
                    .icon(PinIcon)
                    .child(
                      S.documentTypeList('town')
                        .title(county)
                        .filter(countyTownsFilter)
                        .params({ county })
                        .defaultOrdering(byDragOrder),
                    ),
                ),
            ),
        ),
      ),
    )
}

function plainList(S: StructureBuilder, type: string, title: string, icon: typeof CogIcon) {
  return S.documentTypeListItem(type).title(title).icon(icon)
}

/** An entry of the menu: a list item, built or (from the ordering plugin) serialized, or a divider. */
type MenuEntry = ListItemBuilder | ListItem | ReturnType<StructureBuilder['divider']>

/** The document type a menu entry lists or opens (none for a divider or a grouping). */
function typeOf(entry: MenuEntry): string | undefined {
  const type =
    'getSchemaType' in entry
      ? entry.getSchemaType()
      : 'schemaType' in entry
        ? entry.schemaType
        : undefined
  return typeof type === 'string' ? type : type?.name
}

export const structure: StructureResolver = (S, context) => {
  const placed: MenuEntry[] = [
    ...singletons.map((type) => singleton(S, type)),
    S.divider(),
    draggableList(S, context, 'service', 'Services', WrenchIcon),
    orderedList(S, 'servicePackage', 'Service packages', PackageIcon),
    draggableList(S, context, 'town', 'Towns', PinIcon),
    townsByCounty(S, context),
    plainList(S, 'testimonial', 'Testimonials', CommentIcon),
    plainList(S, 'faq', 'FAQs', HelpCircleIcon),
    plainList(S, 'legalPage', 'Legal pages', DocumentTextIcon),
    S.divider(),
    plainList(S, 'redirect', 'Redirects', TransferIcon),
  ]
  const placedTypes = new Set(placed.map(typeOf))
  const unplaced = S.documentTypeListItems().filter((item) => !placedTypes.has(typeOf(item)))
  return S.list()
    .title('Content')
    .items(unplaced.length > 0 ? [...placed, S.divider(), ...unplaced] : placed)
}
