// The "Live site" tool: when the live site was built, every document the website shows that
// is published but not live yet (or removed but still on the site), each with what is happening
// and what to do, and the addresses the site served that now answer 404 (the record's `lost`,
// studio/lib/served-addresses.ts), each with a one-click redirect where the fix is obvious. Reads the published documents from the Studio's client and the live site's
// build record (/build.json); studio/lib/live-state.ts judges each document.
import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe'
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Flex,
  Heading,
  Spinner,
  Stack,
  Text,
} from '@sanity/ui'
import { type ComponentType, type ReactNode, useCallback, useEffect, useState } from 'react'
import { type Tool, useClient } from 'sanity'
import { IntentLink } from 'sanity/router'
import {
  type AddressClient,
  newRedirectId,
  redirectLostAddress,
} from '../lib/address-transactions.ts'
import { apiVersion } from '../lib/api.ts'
import {
  describeBuild,
  formatTime,
  type LiveSiteReading,
  type LiveState,
  liveState,
  type StudioDataset,
  siteProblem,
} from '../lib/live-state.ts'
import { type RedirectRule, redirectFrom } from '../lib/paths.ts'
import type { LostAddress } from '../lib/served-addresses.ts'
import { shownTypes } from '../lib/shown-types.ts'
import type { LiveStatusConfig } from './config.ts'
import { refreshMs, useLiveSite } from './use-live-site.ts'

/** A published document as the tool lists it. */
export type PublishedDocument = {
  _id: string
  _type: string
  _rev: string
  _updatedAt: string
  title: string | null
}

/** What the tool reads of the published dataset. */
export type Published = {
  /** Every published document of the types the website shows, newest change first. */
  documents: PublishedDocument[]
  /** Every published redirect: a lost address with one is fixed once the site is rebuilt. */
  redirects: RedirectRule[]
}

const publishedQuery = /* groq */ `{
  "documents": *[_type in $types] | order(_updatedAt desc){
    _id, _type, _rev, _updatedAt, "title": coalesce(title, name, question, author, businessName)
  },
  "redirects": *[_type == "redirect" && defined(from) && defined(to)]{ from, to }
}`

export type LoadPublished = () => Promise<Published>

/** Makes (or finds) the published redirect that fixes a lost address. */
export type RedirectLost = (path: string, to: string) => Promise<RedirectRule>

type Row = { id: string; type: string; title: string; state: LiveState }

const waiting = new Set<LiveState['status']>(['rebuilding', 'overdue', 'removal-pending'])

/** The rows the tool lists: what is published but not live, and what is removed but still shown. */
function notLiveRows(
  documents: readonly PublishedDocument[],
  reading: LiveSiteReading,
  studio: StudioDataset,
  now: number,
): Row[] {
  const published = documents.map((document) => ({
    id: document._id,
    type: document._type,
    title: document.title ?? document._id,
    state: liveState({ id: document._id, published: document, reading, studio, now }),
  }))
  const ids = new Set(documents.map((document) => document._id))
  const removed =
    reading.kind === 'read'
      ? reading.record.documents
          .filter((built) => shownTypes.has(built._type) && !ids.has(built._id))
          .map((built) => ({
            id: built._id,
            type: built._type,
            title: built._id,
            state: liveState({ id: built._id, published: null, reading, studio, now }),
          }))
      : []
  return [...published, ...removed].filter((row) => waiting.has(row.state.status))
}

const tones: Record<LiveState['tone'], 'positive' | 'caution' | 'critical' | 'default'> = {
  positive: 'positive',
  caution: 'caution',
  critical: 'critical',
  default: 'default',
}

function minutesAgo(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000))
  if (minutes < 1) return 'less than a minute ago'
  return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`
}

/** What the tool says about the live site itself. */
function BuildSummary({ reading, now }: { reading: LiveSiteReading; now: number }) {
  const problem = siteProblem(reading)
  if (problem || reading.kind !== 'read') {
    return (
      <Card padding={3} radius={2} tone={tones[problem?.tone ?? 'caution']} border>
        <Text size={1}>{problem?.message}</Text>
      </Card>
    )
  }
  const { record } = reading
  const siteNow = now + (reading.clockOffsetMs ?? 0)
  return (
    <Text size={1}>
      The live site was built at {formatTime(record.builtAt)} ({minutesAgo(record.builtAt, siteNow)}
      ), from {describeBuild(record)}.
    </Text>
  )
}

/**
 * The addresses the live site answers with 404, each with its fix (studio/lib/served-addresses.ts).
 * An address a published redirect already answers says so instead of offering the fix, read
 * from the dataset (`redirects`), not from this tab's memory: a reload, another tab or another
 * member of staff sees the same as the one who pressed.
 */
function LostAddresses({
  lost,
  redirects,
  redirectLost,
}: {
  lost: readonly LostAddress[]
  /** The published redirects; undefined until read. */
  redirects: readonly RedirectRule[] | undefined
  redirectLost: RedirectLost
}) {
  // Made by a press here, shown at once, before the next read of the dataset has them.
  const [made, setMade] = useState<RedirectRule[]>([])
  const [failed, setFailed] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState<string>()
  const fix = async (path: string, to: string) => {
    setBusy(path)
    try {
      const redirect = await redirectLost(path, to)
      setMade((before) => [...before, redirect])
    } catch (error) {
      setFailed((before) => ({
        ...before,
        [path]: `The redirect could not be made: ${(error as Error).message}`,
      }))
    }
    setBusy(undefined)
  }
  const answered = [...made, ...(redirects ?? [])]
  return (
    <Stack gap={3}>
      <Heading as="h2" size={1}>
        These addresses now answer 404 ({lost.length})
      </Heading>
      <Text size={1}>
        The live site used to answer them, and the latest build has no page or redirect there:
        visitors with an old link or a search result see "Page not found".
      </Text>
      {lost.map((address) => {
        const redirect = redirectFrom(answered, address.path)
        const failure = redirect ? undefined : failed[address.path]
        return (
          <Card
            key={address.path}
            padding={3}
            radius={2}
            tone={redirect ? 'caution' : 'critical'}
            border
          >
            <Stack gap={3}>
              <Flex align="center" gap={3} wrap="wrap">
                <Box flex={1}>
                  <Text size={1} weight="semibold">
                    {address.path}
                  </Text>
                </Box>
                {redirect ? (
                  <Text size={1}>
                    A redirect from {redirect.from} to {redirect.to} is published: the address works
                    again after the next build.
                  </Text>
                ) : address.to ? (
                  <Button
                    text={`Redirect to ${address.to}`}
                    tone="primary"
                    disabled={busy !== undefined}
                    onClick={() => fix(address.path, address.to as string)}
                  />
                ) : (
                  <Text size={1} muted>
                    Add a redirect (Redirects → Create) to the page that replaces it.
                  </Text>
                )}
              </Flex>
              {failure && <Text size={1}>{failure}</Text>}
            </Stack>
          </Card>
        )
      })}
    </Stack>
  )
}

export function LiveStatusPanel({
  config,
  loadPublished,
  redirectLost,
  DocumentLink,
}: {
  config: LiveStatusConfig
  loadPublished: LoadPublished
  redirectLost: RedirectLost
  /** How a listed document links to its editor (the Studio's router); plain text without it. */
  DocumentLink?: ComponentType<{ id: string; type: string; children: ReactNode }>
}) {
  const [quickly, setQuickly] = useState(false)
  const { reading, now, readAgain } = useLiveSite(config.address, { quickly })
  const [published, setPublished] = useState<Published>()
  const [problem, setProblem] = useState<string>()
  const load = useCallback(() => {
    loadPublished().then(
      (loaded) => {
        setPublished(loaded)
        setProblem(undefined)
      },
      (error: Error) =>
        setProblem(`The Studio could not list the published documents: ${error.message}`),
    )
  }, [loadPublished])
  useEffect(() => {
    load()
    const timer = setInterval(load, refreshMs)
    return () => clearInterval(timer)
  }, [load])

  const rows =
    reading && published ? notLiveRows(published.documents, reading, config.studio, now) : undefined
  // While something is going live, the record is read every few seconds (use-live-site.ts).
  const goingLive = rows?.some((row) => row.state.status === 'rebuilding') === true
  useEffect(() => setQuickly(goingLive), [goingLive])
  return (
    <Container width={2} padding={4}>
      <Stack gap={4}>
        <Flex align="center" gap={3}>
          <Box flex={1}>
            <Heading as="h1" size={2}>
              Live site
            </Heading>
          </Box>
          <Button
            text="Check now"
            mode="ghost"
            onClick={() => {
              readAgain()
              load()
            }}
          />
        </Flex>
        {reading ? (
          <BuildSummary reading={reading} now={now} />
        ) : (
          <Flex align="center" gap={2}>
            <Spinner muted />
            <Text size={1}>Asking the live site which versions it shows…</Text>
          </Flex>
        )}
        {problem && (
          <Card padding={3} radius={2} tone="critical" border>
            <Text size={1}>{problem}</Text>
          </Card>
        )}
        {reading?.kind === 'read' && reading.record.lost && reading.record.lost.length > 0 && (
          <LostAddresses
            lost={reading.record.lost}
            redirects={published?.redirects}
            redirectLost={redirectLost}
          />
        )}
        {rows && reading?.kind === 'read' && (
          <Stack gap={3}>
            <Heading as="h2" size={1}>
              Published but not live yet ({rows.length})
            </Heading>
            {rows.length === 0 ? (
              <Text size={1}>Everything published is live.</Text>
            ) : (
              rows.map((row) => (
                <Card key={row.id} padding={3} radius={2} tone={tones[row.state.tone]} border>
                  <Stack gap={3}>
                    <Flex align="center" gap={2}>
                      <Badge tone={tones[row.state.tone]}>{row.state.label}</Badge>
                      <Text size={1} weight="semibold">
                        {DocumentLink ? (
                          <DocumentLink id={row.id} type={row.type}>
                            {row.title}
                          </DocumentLink>
                        ) : (
                          row.title
                        )}
                      </Text>
                      <Text size={1} muted>
                        {config.typeTitle(row.type)}
                      </Text>
                    </Flex>
                    <Text size={1}>{row.state.message}</Text>
                  </Stack>
                </Card>
              ))
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  )
}

function EditLink({ id, type, children }: { id: string; type: string; children: ReactNode }) {
  return (
    <IntentLink intent="edit" params={{ id, type }}>
      {children}
    </IntentLink>
  )
}

export function liveStatusTool(config: LiveStatusConfig): Tool {
  function LiveStatusTool() {
    const client = useClient({ apiVersion })
    const loadPublished = useCallback(
      () =>
        client.fetch<Published>(
          publishedQuery,
          { types: [...shownTypes] },
          { perspective: 'published', tag: 'live-status' },
        ),
      [client],
    )
    const redirectLost = useCallback(
      (path: string, to: string) =>
        redirectLostAddress(client as unknown as AddressClient, {
          path,
          to,
          newId: newRedirectId,
        }),
      [client],
    )
    return (
      <LiveStatusPanel
        config={config}
        loadPublished={loadPublished}
        redirectLost={redirectLost}
        DocumentLink={EditLink}
      />
    )
  }
  return { name: 'live-site', title: 'Live site', icon: EarthGlobeIcon, component: LiveStatusTool }
}
