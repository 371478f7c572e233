import { PinIcon } from '@sanity/icons/Pin'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { townPath } from '../../lib/paths'
import {
  displayOrderOrdering,
  orderField,
  pictureField,
  portableTextField,
  seoField,
  slugField,
} from '../common'

export const town = defineType({
  name: 'town',
  title: 'Town',
  type: 'document',
  icon: PinIcon,
  groups: [
    { name: 'card', title: 'Area card', default: true },
    { name: 'page', title: 'Town page' },
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
        description:
          'The town part of the page address: "swindon" gives /areas-covered/mobile-tyre-fitting-swindon/ (and the short /areas/swindon/). Changing it breaks old links.',
        check: (slug) =>
          slug.startsWith('mobile-tyre-fitting-')
            ? 'Enter just the town, such as "swindon": the site adds "mobile-tyre-fitting-" itself.'
            : undefined,
      }),
      group: 'card',
    },
    {
      ...orderField('Position of the town among the area cards and footer links: 1 comes first.'),
      group: 'card',
    },
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
      of: [defineArrayMember({ type: 'string' })],
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
  orderings: [displayOrderOrdering],
  preview: {
    select: { title: 'name', county: 'county', slug: 'slug.current', media: 'picture' },
    prepare: ({ title, county, slug, media }) => ({
      title: title || 'Untitled town',
      media,
      subtitle: [county, slug ? townPath(slug) : 'No web address yet'].filter(Boolean).join(' · '),
    }),
  },
})
