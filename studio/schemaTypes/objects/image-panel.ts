import { ImageIcon } from '@sanity/icons/Image'
import { defineField, defineType } from 'sanity'

const artworkOptions = [
  { title: 'Technician fitting a tyre', value: 'tyre-fitting' },
  { title: 'Technician with tools', value: 'technician' },
  { title: 'Service van', value: 'van' },
]

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
      description: 'Heading shown over the picture, such as "Expert Tyre Service".',
      validation: (rule) => rule.required().error('Give the panel a title.'),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 4,
      description: 'A short paragraph beside the picture.',
      validation: (rule) => rule.required().error('Write the panel text.'),
    }),
    defineField({
      name: 'artwork',
      title: 'Illustration',
      type: 'string',
      description: "Which of the site's illustrations to show.",
      options: { list: artworkOptions, layout: 'radio' },
      validation: (rule) => rule.required().error('Choose an illustration.'),
    }),
    defineField({
      name: 'alt',
      title: 'Picture description (alt text)',
      type: 'string',
      description:
        'Describes the illustration for people using screen readers and when it fails to load. Say what it shows, not "image of".',
      validation: (rule) => rule.required().error('Describe the illustration for screen readers.'),
    }),
  ],
  preview: {
    select: { title: 'title', artwork: 'artwork' },
    prepare: ({ title, artwork }) => ({
      title: title || 'Untitled panel',
      subtitle: artworkOptions.find((option) => option.value === artwork)?.title,
    }),
  },
})
