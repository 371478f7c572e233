import { ImageIcon } from '@sanity/icons/Image'
import { defineField, defineType } from 'sanity'
import { pictureField } from '../common.ts'

export const imagePanel = defineType({
  name: 'imagePanel',
  title: 'Picture panel',
  type: 'object',
  icon: ImageIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'Heading shown under the picture, such as "Expert Tyre Service".',
      validation: (rule) => rule.required().error('Give the panel a title.'),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 4,
      description: 'A short paragraph under the picture.',
      validation: (rule) => rule.required().error('Write the panel text.'),
    }),
    pictureField({
      name: 'picture',
      title: 'Picture',
      description:
        'The picture at the top of the panel, shown 3:2 landscape (wider than tall) around the hotspot.',
      required: true,
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'picture.alt', media: 'picture' },
    prepare: ({ title, subtitle, media }) => ({
      title: title || 'Untitled panel',
      subtitle,
      media: media ?? ImageIcon,
    }),
  },
})
