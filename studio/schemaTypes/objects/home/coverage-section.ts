import { PinIcon } from '@sanity/icons/Pin'
import { defineField, defineType } from 'sanity'

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
    'The "Areas We Cover" part of the home page. The area cards come from the Towns list, in display order.',
  fieldsets: [
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
