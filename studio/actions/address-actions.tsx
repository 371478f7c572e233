// The Publish, Unpublish and Delete of every routable document (a page type of
// web/lib/routes.ts), wrapping Sanity's own actions so that an address that was live never
// breaks. Publish with a new slug shows what happens to the addresses and, once confirmed,
// publishes and makes the redirects in one transaction; Unpublish and Delete of a published page
// ask where its address should go (the type's `removedTo` offered), or say which published
// documents still link to it. The decisions are studio/lib/address-changes.ts, the transactions
// studio/lib/address-transactions.ts; this file only asks and tells.
import { Box, Button, Card, Dialog, Flex, Stack, Text, TextInput } from '@sanity/ui'
import { useToast } from '@sanity/ui/toast'
import { useEffect, useId, useState } from 'react'
import {
  type DocumentActionComponent,
  type DocumentActionProps,
  useClient,
  useSyncState,
  useValidationStatus,
} from 'sanity'
import type { LinkingDocument } from '../lib/address-changes.ts'
import {
  type AddressDocument,
  type AddressPlan,
  documentTitle,
  planRemoval,
  removalTarget,
} from '../lib/address-changes.ts'
import {
  type AddressClient,
  type AddressContext,
  loadRemovalContext,
  newRedirectId,
  planPublishFor,
  publishWithAddresses,
  removeWithAddresses,
  today,
} from '../lib/address-transactions.ts'
import { apiVersion } from '../lib/api.ts'

function useAddressClient(): AddressClient {
  return useClient({ apiVersion }) as unknown as AddressClient
}

function Sentences({ lines }: { lines: readonly string[] }) {
  return (
    <Stack gap={3}>
      {lines.map((line) => (
        <Text key={line} size={1}>
          {line}
        </Text>
      ))}
    </Stack>
  )
}

/** Publish, which also redirects the addresses a page leaves (and removes a redirect it would hide). */
export function withAddressPublish(original: DocumentActionComponent): DocumentActionComponent {
  const AddressPublishAction: DocumentActionComponent = (props: DocumentActionProps) => {
    const result = original(props)
    const client = useAddressClient()
    const toast = useToast()
    const draft = props.draft as AddressDocument | null
    const published = props.published as AddressDocument | null
    const validation = useValidationStatus(draft?._id ?? props.id, props.type, true)
    const sync = useSyncState(props.id, props.type)
    const [plan, setPlan] = useState<AddressPlan>()
    const [busy, setBusy] = useState(false)
    if (!result || !draft) return result

    const fail = (title: string, error: unknown) => {
      toast.push({ status: 'error', title, description: (error as Error).message })
      setBusy(false)
      setPlan(undefined)
    }
    const check = async () => {
      setBusy(true)
      try {
        const planned = await planPublishFor(client, { draft, published, newId: newRedirectId })
        if (planned.messages.length === 0) {
          // Nothing happens to any address: Sanity's own Publish, unchanged.
          setBusy(false)
          result.onHandle?.()
        } else setPlan(planned)
      } catch (error) {
        fail('The addresses could not be checked, so nothing was published', error)
      }
    }
    const confirm = async () => {
      try {
        const done = await publishWithAddresses(client, {
          draft,
          published,
          newId: newRedirectId,
        })
        toast.push({ status: 'success', title: 'Published', description: done.messages.join(' ') })
        setBusy(false)
        setPlan(undefined)
        props.onComplete()
      } catch (error) {
        fail('Not published: nothing was changed', error)
      }
    }
    const waiting = validation.isValidating || sync.isSyncing
    return {
      ...result,
      disabled: Boolean(result.disabled) || busy || waiting,
      onHandle: check,
      dialog: plan
        ? {
            type: 'confirm',
            tone: 'primary',
            message: (
              <Stack gap={4}>
                <Text size={1} weight="semibold">
                  Publishing {documentTitle(draft)} changes its web address:
                </Text>
                <Sentences lines={plan.messages} />
              </Stack>
            ),
            confirmButtonText: 'Publish',
            onConfirm: confirm,
            onCancel: () => {
              setPlan(undefined)
              setBusy(false)
            },
          }
        : result.dialog,
    }
  }
  AddressPublishAction.action = 'publish'
  AddressPublishAction.displayName = 'AddressPublishAction'
  return AddressPublishAction
}

type RemovalDialogProps = {
  published: AddressDocument
  removal: 'unpublish' | 'delete'
  typeTitle: (type: string) => string
  onClose: () => void
  onDone: (messages: string[]) => void
}

/** Where the address goes, with what happens, or which documents must stop linking first. */
function RemovalDialog({ published, removal, typeTitle, onClose, onDone }: RemovalDialogProps) {
  const client = useAddressClient()
  const id = useId()
  const [context, setContext] = useState<AddressContext & { links: LinkingDocument[] }>()
  const [problem, setProblem] = useState<string>()
  const [target, setTarget] = useState(removalTarget(published._type) ?? '/')
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    loadRemovalContext(client, published).then(setContext, (error: Error) =>
      setProblem(`The Studio could not check the links to this page: ${error.message}`),
    )
  }, [client, published])
  const verb = removal === 'unpublish' ? 'Unpublish' : 'Delete'
  const plan = context
    ? planRemoval({
        ...context,
        published,
        removal,
        target,
        typeTitle,
        date: today(),
        newId: newRedirectId,
      })
    : undefined
  const commit = async () => {
    setBusy(true)
    try {
      const done = await removeWithAddresses(client, {
        published,
        removal,
        target,
        typeTitle,
        newId: newRedirectId,
      })
      if (done.refused) setProblem(done.reason)
      else onDone(done.messages)
    } catch (error) {
      setProblem(`Nothing was changed: ${(error as Error).message}`)
    }
    setBusy(false)
  }
  const linked = Boolean(context?.links.length)
  return (
    <Dialog
      id={id}
      header={`${verb} ${documentTitle(published)}`}
      width={1}
      onClose={onClose}
      footer={
        <Flex justify="flex-end" gap={2} padding={3}>
          <Button text="Cancel" mode="ghost" onClick={onClose} />
          {!linked && (
            <Button
              text={verb}
              tone="critical"
              disabled={!plan || plan.refused || busy}
              onClick={commit}
            />
          )}
        </Flex>
      }
    >
      <Box padding={4}>
        <Stack gap={4}>
          {problem && (
            <Card padding={3} radius={2} tone="critical" border>
              <Text size={1}>{problem}</Text>
            </Card>
          )}
          {!context && !problem && <Text size={1}>Checking which pages link here…</Text>}
          {context && linked && plan?.refused && (
            <Card padding={3} radius={2} tone="caution" border>
              <Text size={1}>{plan.reason}</Text>
            </Card>
          )}
          {context && !linked && (
            <>
              <Text size={1}>
                Its address stops working on the live site after the next build. Visitors and search
                engines who still use it are sent to:
              </Text>
              <TextInput
                value={target}
                onChange={(event) => setTarget(event.currentTarget.value)}
                aria-label="Where its address should lead"
              />
              {plan &&
                (plan.refused ? (
                  <Card padding={3} radius={2} tone="caution" border>
                    <Text size={1}>{plan.reason}</Text>
                  </Card>
                ) : (
                  <Sentences lines={plan.messages} />
                ))}
            </>
          )}
        </Stack>
      </Box>
    </Dialog>
  )
}

/** Unpublish or Delete, which first asks where a published page's address should go. */
export function withAddressRemoval(
  original: DocumentActionComponent,
  removal: 'unpublish' | 'delete',
  typeTitle: (type: string) => string,
): DocumentActionComponent {
  const AddressRemovalAction: DocumentActionComponent = (props: DocumentActionProps) => {
    const result = original(props)
    const toast = useToast()
    const [open, setOpen] = useState(false)
    const published = props.published as AddressDocument | null
    // A page never published has no address to keep: Sanity's own action.
    if (!result || !published) return result
    return {
      ...result,
      onHandle: () => setOpen(true),
      dialog: open
        ? {
            type: 'custom',
            component: (
              <RemovalDialog
                published={published}
                removal={removal}
                typeTitle={typeTitle}
                onClose={() => setOpen(false)}
                onDone={(messages) => {
                  toast.push({
                    status: 'success',
                    title: removal === 'unpublish' ? 'Unpublished' : 'Deleted',
                    description: messages.join(' '),
                  })
                  setOpen(false)
                  props.onComplete()
                }}
              />
            ),
          }
        : result.dialog,
    }
  }
  AddressRemovalAction.action = removal
  AddressRemovalAction.displayName =
    removal === 'unpublish' ? 'AddressUnpublishAction' : 'AddressDeleteAction'
  return AddressRemovalAction
}
