import { CogIcon } from '@sanity/icons/Cog'
import { defineField, defineType } from 'sanity'
import {
  isE164,
  isEmail,
  isUkE164,
  isUkMobileE164,
  isUkPhoneDisplay,
  ukDisplayToE164,
} from '../../lib/formats.ts'
import { pictureField, seoField } from '../common.ts'
import { textListItem } from '../text-list-item.ts'

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'business', title: 'Business details', default: true },
    { name: 'wording', title: 'Site-wide wording' },
    { name: 'seo', title: 'Search engines' },
  ],
  fields: [
    defineField({
      name: 'businessName',
      title: 'Business name',
      type: 'string',
      description: 'Shown in the header logo, the footer, page titles and the WhatsApp greeting.',
      group: 'business',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'productPhrase',
      title: 'Product phrase',
      type: 'string',
      description:
        'What we offer in a few words, such as "Mobile Tyre & Roadside Rescue". It fills {product} in the home page headline.',
      group: 'business',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'phoneDisplay',
      title: 'Phone number (as shown)',
      type: 'string',
      description:
        'The free phone number as visitors read it on every page, with spaces, such as 0808 157 0247.',
      group: 'business',
      validation: (rule) =>
        rule
          .required()
          .custom((value) =>
            !value || isUkPhoneDisplay(value)
              ? true
              : 'Write a UK number starting with 0, spaced the usual way, such as 0808 157 0247.',
          ),
    }),
    defineField({
      name: 'phoneE164',
      title: 'Phone number (for dialling)',
      type: 'string',
      description:
        'The same number in international form, used when a visitor taps to call: +44, then the number without its first 0 and without spaces, such as +448081570247.',
      group: 'business',
      validation: (rule) => [
        rule.required().custom((value, context) => {
          if (!value) return true
          if (!isE164(value)) return 'Write it as + and digits only, such as +448081570247.'
          const display = (context.document as { phoneDisplay?: string } | undefined)?.phoneDisplay
          const expected = display ? ukDisplayToE164(display) : undefined
          return expected && expected !== value
            ? `This does not match the number shown (${display}); it should be ${expected}.`
            : true
        }),
        rule
          .custom((value) =>
            !value || !isE164(value) || isUkE164(value) ? true : 'UK numbers start with +44.',
          )
          .warning(),
      ],
    }),
    defineField({
      name: 'whatsappE164',
      title: 'WhatsApp number',
      type: 'string',
      description:
        'The mobile number that receives WhatsApp enquiries from the contact form, in international form without spaces, such as +447700900247.',
      group: 'business',
      validation: (rule) => [
        rule
          .required()
          .custom((value) =>
            !value || isE164(value)
              ? true
              : 'Write it as + and digits only, such as +447700900247.',
          ),
        rule
          .custom((value) =>
            !value || !isE164(value) || isUkMobileE164(value)
              ? true
              : 'WhatsApp numbers are usually UK mobiles, starting +447.',
          )
          .warning(),
      ],
    }),
    defineField({
      name: 'email',
      title: 'E-mail address',
      type: 'string',
      description: 'Shown in the contact section and the footer as a link that opens an e-mail.',
      group: 'business',
      validation: (rule) =>
        rule
          .required()
          .custom((value) =>
            !value || isEmail(value) ? true : 'Enter an e-mail address such as help@example.com.',
          ),
    }),
    defineField({
      name: 'hours',
      title: 'Opening hours',
      type: 'string',
      description:
        'Opening hours in full, shown in the contact section and footer, such as "24 hours a day, 7 days a week, 365 days a year".',
      group: 'business',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'hoursShort',
      title: 'Opening hours (short)',
      type: 'string',
      description: 'A short version for tight spaces such as cards, such as "24/7, 365 days".',
      group: 'business',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'responseTimes',
      title: 'Response times',
      type: 'responseTimes',
      description:
        'How quickly we reach customers. Used on the home page, footer, contact area and service pages.',
      group: 'business',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'tyreBrands',
      title: 'Tyre brands',
      type: 'array',
      description:
        'Brands we fit, in the order they should be listed, such as Michelin and "Budget options".',
      group: 'business',
      of: [textListItem()],
      validation: (rule) =>
        rule.required().min(1).unique().error('List at least one brand, each once.'),
    }),
    defineField({
      name: 'hotlineLabel',
      title: 'Hotline label',
      type: 'string',
      description:
        'Small text beside the phone number in the header, such as "24/7 Emergency Hotline".',
      group: 'wording',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'labels',
      title: 'Button and link wording',
      type: 'labels',
      description: 'Wording of the buttons, links and menu items used on every page.',
      group: 'wording',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'footer',
      title: 'Footer',
      type: 'footer',
      description: 'The emergency banner and footer at the bottom of every page.',
      group: 'wording',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'consent',
      title: 'Privacy notice',
      type: 'consent',
      description: 'The notice shown at the bottom of the screen on a first visit.',
      group: 'wording',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'notFound',
      title: 'Page not found',
      type: 'notFound',
      description: 'Wording of the page shown for a broken or mistyped link.',
      group: 'wording',
      validation: (rule) => rule.required(),
    }),
    {
      ...seoField(
        'Default title and description for search engines and link previews, used where a page has none of its own.',
      ),
      group: 'seo',
    },
    pictureField({
      name: 'shareImage',
      title: 'Default share picture',
      description:
        'Optional picture for link previews (Facebook, WhatsApp, LinkedIn, X) of pages that have no picture of their own and no page-type card, such as a broken link. Cut to 1200 × 630 around the hotspot.',
      group: 'seo',
    }),
  ],
  preview: {
    select: { title: 'businessName', subtitle: 'phoneDisplay' },
    prepare: ({ title, subtitle }) => ({ title: title || 'Site settings', subtitle }),
  },
})
