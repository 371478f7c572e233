import { TextIcon } from '@sanity/icons/Text'
import { defineType } from 'sanity'
import { portableTextField } from '../../common.ts'
import { sectionHeading, sectionPreview } from './fields.ts'

export const richTextSection = defineType({
  name: 'richTextSection',
  title: 'Text',
  type: 'object',
  icon: TextIcon,
  description: 'Free-form text with subheadings and lists, for guidance such as MOT rules.',
  fields: [
    sectionHeading(),
    portableTextField({
      name: 'body',
      title: 'Text',
      description:
        'The section text. Use Subheading for smaller headings inside it, lists for steps or points, and links where helpful.',
    }),
  ],
  preview: sectionPreview('Text', TextIcon),
})
