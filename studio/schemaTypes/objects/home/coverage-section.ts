import { PinIcon } from '@sanity/icons/Pin'
import { defineArrayMember, defineField, defineType } from 'sanity'

/** Area cards the home page shows at most, unless staff set another number. */
const DEFAULT_CARD_LIMIT = 12

function checkerText(name: string, title: string, description: string) {
  return defineField({
    name,
    title,
    type: 'string',
    description,
    fieldset: 'checker',
    validation: (rule) => rule.required().error('Enter the wording for this part of the check.'),
  })
}

export const coverageSection = defineType({
  name: 'coverageSection',
  title: 'Coverage section',
  type: 'object',
  icon: PinIcon,
  description:
    'The "Areas We Cover" part of the home page. While there are no more towns than the card limit, every town has a card, in the Towns list\'s order; with more, the featured towns do, and a link leads to the page listing every town.',
  fieldsets: [
    {
      name: 'cards',
      title: 'Area cards',
      description:
        'Which towns get a card on the home page once there are more towns than fit. The full list is on the "Areas we cover" page.',
    },
    {
      name: 'checker',
      title: '"Do you cover my postcode?" check',
      description:
        'A box where visitors type a postcode and learn which town covers it. The districts come from each town.',
      options: { collapsible: true },
    },
  ],
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'Section heading, such as "Areas We Cover".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description: 'Short paragraph under the heading, above the area cards.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'cardLimit',
      title: 'Most area cards',
      type: 'number',
      description: `The home page shows every town as a card while there are no more towns than this. Beyond it, it shows the featured towns below and a link to the page of all areas. Suggested: ${DEFAULT_CARD_LIMIT}.`,
      fieldset: 'cards',
      initialValue: DEFAULT_CARD_LIMIT,
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(3)
          .max(24)
          .error('Enter a whole number from 3 to 24: more cards make the home page slow to load.'),
    }),
    defineField({
      name: 'featuredTowns',
      title: 'Featured towns',
      type: 'array',
      description:
        "The towns with a card once there are more towns than the limit, in this order (drag to reorder). Type a town's name to find it. Left empty, the first towns of the Towns list are shown.",
      fieldset: 'cards',
      of: [
        defineArrayMember({
          type: 'reference',
          to: [{ type: 'town' }],
          options: { disableNew: true },
        }),
      ],
      validation: (rule) => [
        rule.unique().error('Each town can be featured once.'),
        rule.custom((value, context) => {
          const limit = (context.parent as { cardLimit?: number } | undefined)?.cardLimit
          return !Array.isArray(value) || typeof limit !== 'number' || value.length <= limit
            ? true
            : `Feature at most ${limit} towns (the "Most area cards" number), or raise that number.`
        }),
      ],
    }),
    defineField({
      name: 'allAreasLink',
      title: 'Link to all areas',
      type: 'string',
      description:
        'Link under the featured towns to the page listing every town, shown once there are more towns than cards. Write {count} where the number of towns goes, such as "See all {count} areas we cover".',
      fieldset: 'cards',
      validation: (rule) => [
        rule.required().error('Enter the wording of the link.'),
        rule.custom((value) =>
          !value || value.includes('{count}')
            ? true
            : 'Keep {count} in the wording: the site puts the number of towns there.',
        ),
      ],
    }),
    defineField({
      name: 'notListedHeading',
      title: '"Not listed" box heading',
      type: 'string',
      description:
        'Heading of the box under the area cards for visitors whose town is missing, such as "Don\'t See Your Area?".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'notListedText',
      title: '"Not listed" box text',
      type: 'text',
      rows: 3,
      description: 'Text of that box, above its free call and "Message Us" buttons.',
      validation: (rule) => rule.required(),
    }),
    checkerText(
      'checkerHeading',
      'Check heading',
      'Heading above the postcode box, such as "Do We Cover Your Postcode?".',
    ),
    checkerText(
      'checkerLabel',
      'Postcode box label',
      'Label of the box; it must contain the word "postcode", such as "Your postcode".',
    ),
    checkerText(
      'checkerHint',
      'Postcode box help',
      'Small text under the box, such as "A full postcode or just the first part, such as SN2 1AB or SN2."',
    ),
    checkerText('checkerButton', 'Check button', 'Wording of the button, such as "Check".'),
    checkerText(
      'coveredText',
      'Covered answer',
      'Answer when the postcode is in one of our towns. Write {postcode} and {town} where they go, such as "Yes, {postcode} is in our {town} area."',
    ),
    checkerText(
      'responseTimeLabel',
      'Response time label',
      'Before the town\'s typical response time in that answer, such as "Typical response time".',
    ),
    checkerText(
      'townLinkLabel',
      'Town page link',
      'Link to the town\'s page in that answer. Write {town} where the name goes, such as "See our {town} coverage".',
    ),
    checkerText(
      'outsideText',
      'Outside answer',
      'First line of the answer when the postcode is not in one of our towns; the "not listed" box text and a free call button follow. Write {postcode} where it goes.',
    ),
    checkerText(
      'invalidText',
      'Not a postcode',
      'Answer when what was typed is not a UK postcode, such as "That doesn\'t look like a postcode…".',
    ),
    checkerText(
      'unavailableText',
      'Check could not load',
      'Answer when the list of postcode districts could not be loaded (with many towns it loads when the check is first used), such as "We couldn\'t check your postcode just now."; the "not listed" box text and a free call button follow.',
    ),
    checkerText(
      'emptyText',
      'Nothing typed',
      'Answer when the button is pressed with the box empty, such as "Type your postcode first…".',
    ),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: title || 'Coverage section' }),
  },
})
