// Under the slug of every routable document (a page type of web/lib/routes.ts with a slug), the
// form says what Publish does to the page's addresses before anyone presses it: the live
// address, and, when the slug is being changed, the new one and the redirects Publish will make
// or remove (the same plan the Publish action commits, studio/lib/address-changes.ts). Set for
// every field in studio/sanity.config.ts (form.components.field); other fields render as usual.
import { Card, Stack, Text } from '@sanity/ui'
import { useEffect, useState } from 'react'
import { type FieldProps, getPublishedId, useClient, useEditState, useFormValue } from 'sanity'
import { pageTypeOf } from '../../web/lib/routes.ts'
import { type AddressDocument, documentAddresses, planPublish } from '../lib/address-changes.ts'
import {
  type AddressClient,
  type AddressContext,
  loadAddressContext,
  today,
} from '../lib/address-transactions.ts'
import { apiVersion } from '../lib/api.ts'

/** What the form says about the addresses: pure, so a test renders it without a Studio. */
export function AddressSummary({
  published,
  draft,
  context,
}: {
  published: AddressDocument | null
  draft: AddressDocument
  context: AddressContext | undefined
}) {
  const live = documentAddresses(published)[0]?.path
  const next = documentAddresses(draft)[0]?.path
  const plan =
    context && next
      ? planPublish({ ...context, published, draft, date: today(), newId: () => 'new' })
      : undefined
  const changing = Boolean(next) && next !== live
  return (
    <Card padding={3} radius={2} tone={changing && published ? 'caution' : 'transparent'} border>
      <Stack gap={3}>
        <Text size={1}>
          {live
            ? `Live address: ${live}`
            : next
              ? `Not on the live site yet: Publish puts it at ${next}.`
              : 'Not on the live site yet, and no address: enter a slug.'}
        </Text>
        {live && changing && <Text size={1}>New address after Publish: {next}</Text>}
        {live && changing && !plan && <Text size={1}>Checking the redirects…</Text>}
        {plan && plan.messages.length > 0 && (
          <Stack gap={2}>
            <Text size={1} weight="semibold">
              Publish will also:
            </Text>
            {plan.messages.map((message) => (
              <Text key={message} size={1}>
                {message}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  )
}

function SlugAddressField(props: FieldProps & { document: AddressDocument }) {
  const { document } = props
  const client = useClient({ apiVersion }) as unknown as AddressClient
  const id = getPublishedId(document._id)
  const published = useEditState(id, document._type, 'low').published as AddressDocument | null
  const [context, setContext] = useState<AddressContext>()
  const revision = published?._rev
  useEffect(() => {
    let current = true
    // Read again after each Publish (the published revision changes).
    void revision
    loadAddressContext(client).then(
      (loaded) => current && setContext(loaded),
      () => current && setContext(undefined),
    )
    return () => {
      current = false
    }
  }, [client, revision])
  return (
    <Stack gap={3}>
      {props.renderDefault(props)}
      <AddressSummary published={published} draft={document} context={context} />
    </Stack>
  )
}

/** A document's top-level slug field, for a routable type: the summary goes under it. */
function SlugField(props: FieldProps) {
  const document = useFormValue([]) as AddressDocument | undefined
  if (!document || pageTypeOf(document._type)?.slugField !== props.name) {
    return props.renderDefault(props)
  }
  return <SlugAddressField {...props} document={document} />
}

/** The page's slug field gets the address summary; every other field renders as Sanity's own. */
export function AddressField(props: FieldProps) {
  return props.path.length === 1 && props.schemaType.name === 'slug' ? (
    <SlugField {...props} />
  ) : (
    props.renderDefault(props)
  )
}
