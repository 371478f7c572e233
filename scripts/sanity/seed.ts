// The seed: the starter content (scripts/content/) written to a Sanity dataset, or as NDJSON for
// `sanity dataset import`. In a dataset it creates what is missing and never overwrites a
// document that exists (a draft counts), unless told to replace; the pictures go up first, each
// once (Sanity names an image by its bytes). Every mode first checks the starter content with the
// Studio's rules, as the build's pull does, and stops on an error. npm run seed (scripts/seed.ts)
// and setup's "Starter content" step (setup/starter-content.ts) run it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { type SanityConnection, sanityConnection } from '../../web/lib/settings.ts'
import {
  assetsDir,
  type StarterAsset,
  starterAssetDocuments,
  starterDataset,
  starterDocuments,
} from '../content/index.ts'
import { ConfigError } from '../lib/env.ts'
import { type SanityDocument, toNdjson } from '../lib/ndjson.ts'
import { sanityClient } from './fetch.ts'

/** The seed's modes (npm run seed's flags): --replace, --dry-run, --out FILE. */
export type SeedOptions = { replace: boolean; dryRun: boolean; out: string | undefined }

/** The connection for writing: all three variables are required, with one clear message. */
function seedConnection(env: NodeJS.ProcessEnv): SanityConnection & { token: string } {
  const missing = ['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_API_WRITE_TOKEN'].filter(
    (name) => !env[name]?.trim(),
  )
  if (missing.length > 0) {
    throw new ConfigError(
      `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set. Seeding writes to Sanity and needs the project id, the dataset and a token with Editor (write) permission (sanity.io/manage → API → Tokens). To produce a file instead, use --out FILE.`,
    )
  }
  const connection = sanityConnection(env, 'SANITY_API_WRITE_TOKEN')
  return { ...connection, token: connection.token as string }
}

type Client = ReturnType<typeof sanityClient>

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs a request, retrying 429 (rate limit) with exponential backoff; explains 401/403. */
async function withRetry<T>(
  what: string,
  request: () => Promise<T>,
  connection: SanityConnection,
  { attempts = 5, baseDelayMs = 500 }: { attempts?: number; baseDelayMs?: number } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await request()
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode
      if (status === 429 && attempt < attempts) {
        const delay = baseDelayMs * 2 ** (attempt - 1)
        console.error(
          `seed: rate limited by Sanity (HTTP 429) while ${what}; retrying in ${delay} ms`,
        )
        await sleep(delay)
        continue
      }
      const target = `project "${connection.projectId}", dataset "${connection.dataset}"`
      if (status === 401 || status === 403) {
        throw new Error(
          `Sanity refused ${what} (HTTP ${status}) for ${target}: SANITY_API_WRITE_TOKEN is missing, expired or has no write permission. Create a token with the Editor role for this project at sanity.io/manage → API → Tokens.`,
        )
      }
      if (status === 429) {
        throw new Error(
          `Sanity kept rate-limiting ${what} (HTTP 429) after ${attempts} attempts; wait a minute and run the seed again.`,
        )
      }
      if (typeof status === 'number') {
        throw new Error(
          `Sanity answered HTTP ${status} while ${what} for ${target}: ${(error as Error).message}`,
        )
      }
      throw new Error(
        `Could not reach Sanity while ${what} for ${target} (${(error as Error).message}). Check SANITY_API_HOST and the network.`,
      )
    }
  }
}

type SeedPlan = {
  create: SanityDocument[]
  replace: SanityDocument[]
  skip: SanityDocument[]
  /** Starter pictures not in the dataset yet, uploaded before the documents that use them. */
  upload: StarterAsset[]
}

function planSeed(documents: SanityDocument[], existing: Set<string>, replace: boolean): SeedPlan {
  const plan: SeedPlan = { create: [], replace: [], skip: [], upload: [] }
  for (const document of documents) {
    const exists = existing.has(document._id) || existing.has(`drafts.${document._id}`)
    if (!exists) plan.create.push(document)
    else if (replace) plan.replace.push(document)
    else plan.skip.push(document)
  }
  return plan
}

async function seedDataset(
  client: Client,
  connection: SanityConnection,
  options: Pick<SeedOptions, 'replace' | 'dryRun'>,
  documents: SanityDocument[] = starterDocuments(),
): Promise<SeedPlan> {
  const assets = starterAssetDocuments(documents)
  const ids = [
    ...documents.flatMap((document) => [document._id, `drafts.${document._id}`]),
    ...assets.map((asset) => asset._id),
  ]
  console.error(
    `seed: checking ${documents.length} starter documents against "${connection.dataset}"`,
  )
  const found = await withRetry(
    'reading existing documents',
    () => client.fetch<string[]>('*[_id in $ids]._id', { ids }, { perspective: 'raw' }),
    connection,
  )
  const existing = new Set(found)
  const plan = planSeed(documents, existing, options.replace)
  // Sanity names an image asset by the SHA-1 of its bytes, so a picture already in the dataset
  // has the id we computed: it is never uploaded twice, whatever --replace says.
  plan.upload = assets.filter((asset) => !existing.has(asset._id))
  for (const asset of plan.upload) console.error(`  upload   ${asset.originalFilename}`)
  for (const document of plan.create) console.error(`  create   ${document._id}`)
  for (const document of plan.replace) console.error(`  replace  ${document._id}`)
  for (const document of plan.skip)
    console.error(`  skip     ${document._id} (exists; use --replace to overwrite)`)
  if (options.dryRun) return plan

  for (const asset of plan.upload) {
    const uploaded = await withRetry(
      `uploading ${asset.originalFilename}`,
      () =>
        client.assets.upload('image', readFileSync(join(assetsDir, asset.originalFilename)), {
          filename: asset.originalFilename,
          contentType: asset.mimeType,
        }),
      connection,
    )
    if (uploaded._id !== asset._id) {
      throw new Error(
        `Sanity stored ${asset.originalFilename} as ${uploaded._id}, not ${asset._id}: the starter content would point at a missing picture.`,
      )
    }
  }

  const mutations = [
    ...plan.create.map((document) => ({ createIfNotExists: document })),
    ...plan.replace.map((document) => ({ createOrReplace: document })),
  ]
  if (mutations.length > 0) {
    // One transaction: services and testimonials reference each other, so they land together.
    await withRetry(
      `writing ${mutations.length} documents`,
      () => client.mutate(mutations as never, { visibility: 'sync' }),
      connection,
    )
  }
  return plan
}

/** What the Studio's rules found wrong in some documents (each line names a document). */
type ContentProblems = { errors: string[]; warnings: string[] }

/**
 * The Studio's rules, as the build's pull checks content with them: the build room's
 * validateWithStudioRules and reportContentProblems (scripts/build/index.ts). The command hands
 * them in, as the build stands on a floor above this room (.dependency-cruiser.cjs).
 */
export type StudioRules = {
  validateWithStudioRules: (documents: readonly SanityDocument[]) => Promise<ContentProblems>
  reportContentProblems: (problems: ContentProblems, step: string, fix: string) => void
}

/**
 * Checks the starter content with the Studio's rules, then writes it: to the file `out` names
 * (NDJSON), or to the dataset that SANITY_PROJECT_ID, SANITY_DATASET and SANITY_API_WRITE_TOKEN
 * name. Progress goes to stderr; a summary ends every run.
 */
export async function seed(
  options: SeedOptions,
  env: NodeJS.ProcessEnv,
  studioRules: StudioRules,
): Promise<void> {
  // The same check as the build's pull, in every mode: starter content that breaks a Studio rule
  // never reaches a dataset or the fixture. With the picture assets, as the pull sees them.
  const documents = starterDataset()
  studioRules.reportContentProblems(
    await studioRules.validateWithStudioRules(documents),
    'seed',
    'fix the starter content in scripts/content/ and run the seed again',
  )
  console.error(`seed: the ${documents.length} starter documents pass the Studio's rules`)
  if (options.out) {
    const file = resolve(process.cwd(), options.out)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, toNdjson(documents))
    console.error(`seed: wrote ${documents.length} documents to ${file}`)
    return
  }
  const connection = seedConnection(env)
  const client = sanityClient(connection)
  const plan = await seedDataset(client, connection, options)
  const verb = options.dryRun ? 'would be' : 'were'
  console.error(
    `seed: done. ${plan.create.length} ${verb} created, ${plan.replace.length} ${verb} replaced, ${plan.skip.length} skipped (already there); ${plan.upload.length} pictures ${verb} uploaded.`,
  )
}
