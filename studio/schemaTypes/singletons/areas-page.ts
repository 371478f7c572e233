import { PinIcon } from '@sanity/icons/Pin'
import { defineField, defineType, type ValidationContext } from 'sanity'
import { countyPages, groupMembersCount, groupPagesShown } from '../../../web/lib/routes.ts'
import { apiVersion } from '../../lib/api.ts'
import { placeholdersKept, seoField } from '../common.ts'

/**
 * The county pages' wording is needed once there are county pages: past countyPages.above
 * published towns. Until then an empty field stops no Publish and no build (a project made before
 * the fields existed has none).
 */
function neededPastCountyLimit(message: string) {
  return async (value: unknown, context: ValidationContext): Promise<true | string> => {
    if (typeof value === 'string' && value.trim() !== '') return true
    const towns = await context
      .getClient({ apiVersion })
      // The published towns are the site's (the build's pull validates a published snapshot).
      .withConfig({ perspective: 'published' })
      .fetch<number>(groupMembersCount(countyPages), {}, { tag: 'validation.county-pages' })
    return groupPagesShown(countyPages, towns) ? message : true
  }
}

/** The "Areas we cover" index page: every town, grouped by county. The towns come from the Towns list. */
export const areasPage = defineType({
  name: 'areasPage',
  title: 'Areas we cover page',
  type: 'document',
  icon: PinIcon,
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description:
        'Main heading of the page that lists every town by county, such as "Areas We Cover". Also the name of the page in breadcrumbs.',
      validation: (rule) => rule.required().error('Enter the heading of the page.'),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description:
        'Short paragraph under the heading, above the counties. The towns and counties come from the Towns list: each county once, in alphabetical order, with its towns in alphabetical order.',
      validation: (rule) => rule.required().error('Enter the introduction.'),
    }),
    defineField({
      name: 'countyHeading',
      title: 'Heading of each county page',
      type: 'string',
      description: `Once you cover more than ${countyPages.above} towns, this page lists the counties, and each county has a page of its own with its towns. Main heading of those pages, {county} where the county's name goes, such as "Mobile Tyre Fitting in {county}". Also their title in Google results.`,
      validation: (rule) => [
        rule.custom(neededPastCountyLimit('Enter the heading of the county pages.')),
        rule.custom(placeholdersKept(['{county}'])),
      ],
    }),
    defineField({
      name: 'countyIntro',
      title: 'Introduction of each county page',
      type: 'text',
      rows: 3,
      description:
        "Short paragraph under each county page's heading, {county} where the county's name goes. Also their description in Google results.",
      validation: (rule) => [
        rule.custom(neededPastCountyLimit('Enter the introduction of the county pages.')),
        rule.custom(placeholdersKept(['{county}'])),
      ],
    }),
    seoField('Title and description of the "Areas we cover" page in Google results.'),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: 'Areas we cover page', subtitle: title }),
  },
})
