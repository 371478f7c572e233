import { PinIcon } from '@sanity/icons/Pin'
import {
  defineArrayMember,
  defineField,
  defineType,
  getPublishedId,
  type ValidationContext,
} from 'sanity'
import { townAliasPath, townPath, townSegmentPrefix } from '../../../web/lib/routes.ts'
import { apiVersion } from '../../lib/api.ts'
import { postcodeDistrictProblem } from '../../lib/formats.ts'
import {
  dragOrderOrdering,
  orderRankField,
  pictureField,
  portableTextField,
  seoField,
  slugField,
} from '../common.ts'
import { textListItem } from '../text-list-item.ts'

type TownDistricts = { _id: string; name?: string; county?: string; postcodeDistricts?: unknown }

function districtKey(district: string): string {
  return district.replace(/\s+/g, '').toUpperCase()
}

/**
 * A town as staff know it, in a message: its name, and its county when it has one (there is more
 * than one Newport), never its document id.
 */
function townLabel(
  town: { name?: string | null; county?: string | null },
  unnamed = 'Untitled town',
) {
  const name = town.name?.trim() || unnamed
  const county = town.county?.trim()
  return county ? `${name} (${county})` : name
}

/**
 * The postcode check matches a district to one town, so no district may be listed by two. Asks
 * for every town's districts (drafts too: publishing this town must not clash with a town whose
 * published version still lists the district), leaves out this town's own versions, and names
 * each town it clashes with. The query is the same for every town, so the build's check of a
 * whole dataset evaluates it once (scripts/build/studio-rules.ts), not once per town.
 */
async function districtsInOneTown(
  value: unknown,
  context: ValidationContext,
): Promise<string | true> {
  const id = context.document?._id
  if (!id || !Array.isArray(value)) return true
  const publishedId = getPublishedId(id)
  const own = new Set(value.filter((item) => typeof item === 'string').map(districtKey))
  if (own.size === 0) return true
  const towns = await context
    .getClient({ apiVersion })
    .withConfig({ perspective: 'raw' })
    .fetch<TownDistricts[]>(
      '*[_type == "town" && defined(postcodeDistricts)]{ _id, name, county, postcodeDistricts }',
      {},
      { tag: 'validation.town-districts' },
    )
  const clashes = new Map<string, { name: string; districts: Set<string> }>()
  for (const other of towns) {
    const otherId = getPublishedId(other._id)
    if (otherId === publishedId || !Array.isArray(other.postcodeDistricts)) continue
    const shared = other.postcodeDistricts
      .filter((item): item is string => typeof item === 'string')
      .map(districtKey)
      .filter((district) => own.has(district))
    if (shared.length === 0) continue
    const clash = clashes.get(otherId) ?? { name: townLabel(other), districts: new Set() }
    for (const district of shared) clash.districts.add(district)
    clashes.set(otherId, clash)
  }
  if (clashes.size === 0) return true
  const name = townLabel(context.document as TownDistricts, 'This town')
  const lines = [...clashes.values()].map(
    (clash) =>
      `${[...clash.districts].sort().join(', ')} ${clash.districts.size === 1 ? 'is' : 'are'} listed by both ${name} and ${clash.name}`,
  )
  return `${lines.join('; ')}. A district belongs to one town only: remove it from one of them.`
}

export const town = defineType({
  name: 'town',
  title: 'Town',
  type: 'document',
  icon: PinIcon,
  groups: [
    { name: 'card', title: 'Area card', default: true },
    { name: 'page', title: 'Town page' },
    { name: 'coverage', title: 'Postcode check' },
    { name: 'seo', title: 'Search engines' },
  ],
  fields: [
    defineField({
      name: 'name',
      title: 'Town name',
      type: 'string',
      description:
        'Name of the town on its area card, in the footer and on its page, such as "Swindon".',
      group: ['card', 'page'],
      validation: (rule) => rule.required().error('Enter the town name.'),
    }),
    {
      ...slugField({
        documentType: 'town',
        source: 'name',
        description: `The town part of the page address: "swindon" gives ${townPath('swindon')} (and the short ${townAliasPath('swindon')}). You can change it: Publish sends the old addresses to the new one.`,
        check: (slug) =>
          slug.startsWith(townSegmentPrefix)
            ? `Enter just the town, such as "swindon": the site adds "${townSegmentPrefix}" itself.`
            : undefined,
      }),
      group: 'card',
    },
    orderRankField(
      'town',
      'Position of the town among the area cards, the footer links and the nearby towns of other town pages: drag the town up or down in the Towns list to change it.',
    ),
    defineField({
      name: 'county',
      title: 'County',
      type: 'string',
      description: 'County or region, shown with the town name, such as "Wiltshire".',
      group: 'card',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'cardDescription',
      title: 'Card description',
      type: 'text',
      rows: 2,
      description: 'One sentence on the home page area card, above "View Coverage".',
      group: 'card',
      validation: (rule) => rule.required().error('Write the card description.'),
    }),
    defineField({
      name: 'postcodeDistricts',
      title: 'Postcode districts',
      type: 'array',
      description:
        'The postcode districts this town covers: the part of a postcode before the space, such as SN1, SN2 and SN25. The "Do you cover my postcode?" check on the home page matches by district, and the town page lists them. Each district belongs to one town only.',
      group: 'coverage',
      of: [
        defineArrayMember({
          type: 'string',
          validation: (rule) =>
            rule.custom((value) =>
              typeof value === 'string' ? (postcodeDistrictProblem(value) ?? true) : true,
            ),
        }),
      ],
      options: { layout: 'tags' },
      validation: (rule) => [
        rule.required().min(1).error('List the postcode districts this town covers, such as SN1.'),
        rule.unique().error('Each district once, please: one is listed twice.'),
        rule.custom(districtsInOneTown),
      ],
    }),
    defineField({
      name: 'responseTime',
      title: 'Typical response time',
      type: 'string',
      description:
        'Shown by the postcode check when a visitor\'s postcode is in this town, such as "30 minutes in town, up to 60 on the M4".',
      group: 'coverage',
      validation: (rule) => rule.required().error('Enter the typical response time for this town.'),
    }),
    defineField({
      name: 'heroHeading',
      title: 'Page heading',
      type: 'string',
      description:
        'Main heading at the top of the town page, such as "Mobile Tyre Fitting in Swindon".',
      group: 'page',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'heroIntro',
      title: 'Page introduction',
      type: 'text',
      rows: 3,
      description:
        'One or two sentences under the heading, beside the free call and "Book Online" buttons.',
      group: 'page',
      validation: (rule) => rule.required(),
    }),
    pictureField({
      name: 'picture',
      title: 'Local picture',
      description:
        'Optional picture beside the page heading: this town, or our van at work on its streets. It is also the picture shown when the page is shared on social media.',
      group: 'page',
    }),
    {
      ...portableTextField({
        name: 'localIntro',
        title: 'Local introduction',
        description:
          'Two or three paragraphs written for this town only: the roads and motorway junctions we cover, local landmarks, the jobs we do most. Copy shared with other towns hurts search rankings.',
        minBlocks: 2,
      }),
      group: 'page',
    },
    defineField({
      name: 'responseNote',
      title: 'Response times',
      type: 'text',
      rows: 3,
      description:
        'How quickly we reach different parts of the town: about 30 minutes in the centre, 45 in the suburbs, up to 60 in rural areas or on the motorway.',
      group: 'page',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'areasHeading',
      title: 'Areas heading',
      type: 'string',
      description: 'Heading above the neighbourhood grid, such as "Areas We Cover".',
      group: 'page',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'areasIntro',
      title: 'Areas introduction',
      type: 'text',
      rows: 2,
      description: 'Optional sentence under the areas heading.',
      group: 'page',
    }),
    defineField({
      name: 'neighbourhoods',
      title: 'Neighbourhoods',
      type: 'array',
      description:
        'Exactly eight real districts, villages or estates in and around the town, one per box.',
      group: 'page',
      of: [textListItem()],
      validation: (rule) =>
        rule.required().length(8).unique().error('List exactly eight different neighbourhoods.'),
    }),
    defineField({
      name: 'whyChooseHeading',
      title: '"Why choose us" heading',
      type: 'string',
      description:
        'Heading above the reasons below, such as "Why Choose Us in Swindon". Needed when there are reasons.',
      group: 'page',
      validation: (rule) =>
        rule.custom((value, context) => {
          const points = (context.document as { whyChoose?: unknown[] } | undefined)?.whyChoose
          return Array.isArray(points) && points.length > 0 && !value
            ? 'Add a heading for the reasons, or remove the reasons.'
            : true
        }),
    }),
    defineField({
      name: 'whyChoose',
      title: 'Reasons to choose us',
      type: 'array',
      description:
        'Either four reasons, shown as a block on the town page, or none to leave the block out.',
      group: 'page',
      of: [defineArrayMember({ type: 'whyChoosePoint' })],
      validation: (rule) =>
        rule.custom((value) =>
          !value || value.length === 0 || value.length === 4
            ? true
            : `Add exactly four reasons, or remove them all (there are ${value.length}).`,
        ),
    }),
    defineField({
      name: 'closingHeading',
      title: 'Closing heading',
      type: 'string',
      description: 'Heading of the call to action at the end of the page, above the phone number.',
      group: 'page',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'closingText',
      title: 'Closing text',
      type: 'text',
      rows: 2,
      description: 'One or two sentences in that closing call to action.',
      group: 'page',
      validation: (rule) => rule.required(),
    }),
    { ...seoField('Title and description of the town page in Google results.'), group: 'seo' },
  ],
  orderings: [dragOrderOrdering],
  preview: {
    select: { title: 'name', county: 'county', slug: 'slug.current', media: 'picture' },
    prepare: ({ title, county, slug, media }) => ({
      title: title || 'Untitled town',
      media,
      subtitle: [county, slug ? townPath(slug) : 'No web address yet'].filter(Boolean).join(' · '),
    }),
  },
})
