// Field builders shared by several schema types: slug, SEO, icon, display order and rich text.
import { LexoRank } from 'lexorank'
import { defineArrayMember, defineField, getPublishedId, type SlugIsUniqueValidator } from 'sanity'
import { apiVersion } from '../lib/api.ts'

/** Icons the site can draw. The web app maps each name to its own icon component. */
const iconOptions = [
  { title: 'Tyre', value: 'tyre' },
  { title: 'Siren (emergency)', value: 'siren' },
  { title: 'Wrench', value: 'wrench' },
  { title: 'Battery charging', value: 'battery-charging' },
  { title: 'Battery', value: 'battery' },
  { title: 'Fuel pump', value: 'fuel' },
  { title: 'Gauge (tyre pressure)', value: 'gauge' },
  { title: 'Brake disc', value: 'disc' },
  { title: 'Car', value: 'car' },
  { title: 'Clock', value: 'clock' },
  { title: 'Shield', value: 'shield' },
  { title: 'Map pin', value: 'map-pin' },
  { title: 'Phone', value: 'phone' },
  { title: 'Tick', value: 'check' },
  { title: 'Star', value: 'star' },
  { title: 'Thermometer', value: 'thermometer' },
  { title: 'Warning triangle', value: 'alert' },
  { title: 'Award rosette', value: 'award' },
  { title: 'Van', value: 'truck' },
  { title: 'Calendar', value: 'calendar' },
  { title: 'Pound sign', value: 'pound' },
] as const

/** Readable title of an icon name, for previews. */
export function iconTitle(name: string | undefined): string | undefined {
  return iconOptions.find((option) => option.value === name)?.title
}

export function iconField(description: string) {
  return defineField({
    name: 'icon',
    title: 'Icon',
    type: 'string',
    description,
    options: { list: [...iconOptions], layout: 'dropdown' },
    validation: (rule) => rule.required().error('Choose an icon.'),
  })
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * A slug may be used once per document type. Drafts and release versions of the same document
 * don't count as other uses.
 */
function uniqueWithinType(documentType: string): SlugIsUniqueValidator {
  return async (slug, context) => {
    const id = context.document?._id
    if (!id) return true
    return context
      .getClient({ apiVersion })
      .withConfig({ perspective: 'raw' })
      .fetch<boolean>(
        '!defined(*[_type == $type && slug.current == $slug && !sanity::versionOf($published)][0]._id)',
        { type: documentType, slug, published: getPublishedId(id) },
        { tag: 'validation.slug-unique' },
      )
  }
}

type SlugFieldOptions = {
  /** Schema type whose documents must not share a slug. */
  documentType: string
  /** Field the "Generate" button builds the slug from. */
  source: string
  description: string
  /** Extra rule for this type, returning a message when the slug is not allowed. */
  check?: (slug: string) => string | undefined
}

export function slugField({ documentType, source, description, check }: SlugFieldOptions) {
  return defineField({
    name: 'slug',
    title: 'Web address (slug)',
    type: 'slug',
    description,
    options: { source, maxLength: 96, isUnique: uniqueWithinType(documentType) },
    validation: (rule) =>
      rule.required().custom((value) => {
        const slug = value?.current
        if (!slug) return 'Enter a slug, or press Generate.'
        if (!SLUG.test(slug)) {
          return 'Use lowercase letters, numbers and single hyphens only, for example mobile-tyre-fitting.'
        }
        return check?.(slug) ?? true
      }),
  })
}

/**
 * A custom rule for wording with placeholders the site fills in ({county}): each listed one must
 * stay in it.
 */
export function placeholdersKept(placeholders: readonly string[]) {
  return (value: string | undefined): true | string => {
    const missing = placeholders.filter((placeholder) => !value?.includes(placeholder))
    return !value || missing.length === 0
      ? true
      : `Keep ${missing.join(' and ')} in the wording: the site puts the real value there.`
  }
}

export function seoField(description: string) {
  return defineField({
    name: 'seo',
    title: 'Search engine listing',
    type: 'seo',
    description,
    validation: (rule) => rule.required(),
  })
}

export function orderField(description: string) {
  return defineField({
    name: 'order',
    title: 'Display order',
    type: 'number',
    description,
    validation: (rule) =>
      rule
        .required()
        .integer()
        .min(1)
        .error('Enter a whole number: 1 for first, 2 for second and so on.'),
  })
}

/**
 * The drag-and-drop position a list ordered by @sanity/orderable-document-list (the desk
 * structure's Towns and Services) reads and writes: the same field as that plugin's
 * `orderRankField` (name `orderRank`, a hidden, read-only LexoRank string; a new document goes
 * after the last one), written here because the plugin's module imports a style sheet, which the
 * pull, loading this schema in Node to run its rules, cannot. schema.test.ts holds the two equal.
 */
export function orderRankField(type: string, description: string) {
  return defineField({
    name: 'orderRank',
    title: 'Order Rank',
    type: 'string',
    description,
    hidden: true,
    readOnly: true,
    initialValue: async (_value, { getClient }) => {
      const last = await getClient({ apiVersion }).fetch<unknown>(
        '*[_type == $type] | order(orderRank desc)[0].orderRank',
        { type },
      )
      const rank = typeof last === 'string' ? LexoRank.parse(last) : LexoRank.min()
      return rank.genNext().genNext().toString()
    },
  })
}

/** The order staff set by dragging (orderRankField), for document lists. */
export const dragOrderOrdering = {
  title: 'Order on the site',
  name: 'orderRankAsc',
  by: [{ field: 'orderRank', direction: 'asc' as const }],
}

/** "Display order" sort for document lists that have an `order` field. */
export const displayOrderOrdering = {
  title: 'Display order',
  name: 'orderAsc',
  by: [{ field: 'order', direction: 'asc' as const }],
}

type PortableTextFieldOptions = {
  name: string
  title: string
  description: string
  /** At least this many blocks (paragraphs, headings or list items). */
  minBlocks?: number
}

/** Rich text: paragraphs, two heading levels, lists, bold, italic and links. */
export function portableTextField({
  name,
  title,
  description,
  minBlocks = 1,
}: PortableTextFieldOptions) {
  return defineField({
    name,
    title,
    type: 'array',
    description,
    of: [
      defineArrayMember({
        type: 'block',
        styles: [
          { title: 'Paragraph', value: 'normal' },
          { title: 'Heading', value: 'h2' },
          { title: 'Subheading', value: 'h3' },
        ],
        lists: [
          { title: 'Bulleted list', value: 'bullet' },
          { title: 'Numbered list', value: 'number' },
        ],
        marks: {
          decorators: [
            { title: 'Bold', value: 'strong' },
            { title: 'Italic', value: 'em' },
          ],
          annotations: [
            defineArrayMember({
              name: 'link',
              title: 'Link',
              type: 'object',
              fields: [
                defineField({
                  name: 'href',
                  title: 'Link address',
                  type: 'url',
                  description:
                    'A page on this site starting with "/" (for example /cookie-policy/), a full https:// address, or mailto:/tel: for e-mail and phone links.',
                  validation: (rule) =>
                    rule
                      .required()
                      .uri({ allowRelative: true, scheme: ['https', 'http', 'mailto', 'tel'] }),
                }),
              ],
            }),
          ],
        },
      }),
    ],
    validation: (rule) =>
      rule
        .required()
        .min(minBlocks)
        .error(minBlocks > 1 ? `Write at least ${minBlocks} paragraphs.` : 'Write some text here.'),
  })
}

/** "1 item" / "3 items", for previews. */
export function count(value: unknown, singular: string, plural = `${singular}s`): string {
  const n = Array.isArray(value) ? value.length : 0
  return `${n} ${n === 1 ? singular : plural}`
}

/**
 * Formats the site's picture step can crop and encode. SVG is left out on purpose: an SVG is a
 * document that can carry scripts and links to other sites, so the build refuses it rather than
 * serve staff uploads of active content from our origin; the Studio's file picker hides it.
 */
const pictureUploadTypes = 'image/jpeg,image/png,image/webp,image/avif,image/tiff'

type PictureValue = {
  asset?: { _ref?: string }
  alt?: string
  decorative?: boolean
}

/**
 * The one rule for alt text: a picture says what a screen reader should read, unless the editor
 * explicitly marks it decorative. Returned on the alt field, where the editor types.
 */
function pictureAltProblem(value: PictureValue | undefined): string | undefined {
  if (!value?.asset) return undefined
  if (value.decorative === true) return undefined
  if (value.alt?.trim()) return undefined
  return 'Describe the picture for screen readers in "Alt text", or tick "Decorative" if it adds nothing a visitor needs to know.'
}

type PictureFieldOptions = {
  name: string
  title: string
  description: string
  /** A picture must be chosen (the page's design has a place for it). */
  required?: boolean
  fieldset?: string
  group?: string
}

/**
 * A picture staff upload, crop and replace: Sanity's image with a hotspot (the part that must
 * stay in view whatever shape the site cuts), alt text, and an explicit "decorative" choice.
 * The site builds its own cropped, compressed copies at every size it needs.
 */
export function pictureField({
  name,
  title,
  description,
  required = false,
  fieldset,
  group,
}: PictureFieldOptions) {
  return defineField({
    name,
    title,
    type: 'image',
    description: `${description} Use "Edit" on the picture to set the crop and the hotspot: the hotspot stays in view on phones and in link previews. JPEG, PNG, WebP or AVIF, ideally at least 2400 pixels wide.`,
    ...(fieldset ? { fieldset } : {}),
    ...(group ? { group } : {}),
    options: { hotspot: true, accept: pictureUploadTypes },
    fields: [
      defineField({
        name: 'alt',
        title: 'Alt text',
        type: 'string',
        description:
          'What a screen reader should say instead of the picture, in one sentence: what it shows that matters here, such as "Technician fitting a new tyre to a hatchback on a driveway". Do not start with "Image of".',
        hidden: ({ parent }) => (parent as PictureValue | undefined)?.decorative === true,
        validation: (rule) =>
          rule.max(160).warning('Keep alt text under 160 characters: one clear sentence.'),
      }),
      defineField({
        name: 'decorative',
        title: 'Decorative (no alt text)',
        type: 'boolean',
        description:
          'Tick only when the picture adds nothing a visitor needs to know (pure decoration): screen readers then skip it. Otherwise leave unticked and write the alt text.',
        initialValue: false,
      }),
    ],
    validation: (rule) =>
      rule.custom((value: PictureValue | undefined) => {
        if (!value?.asset)
          return required ? 'Choose a picture (upload one or pick from the library).' : true
        const problem = pictureAltProblem(value)
        return problem ? { message: problem, path: ['alt'] } : true
      }),
  })
}
