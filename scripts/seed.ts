// npm run seed — writes the starter content (scripts/content) to the configured Sanity dataset.
//   default      create what is missing, never overwrite a document that exists (staff edits are safe)
//   --replace    overwrite existing documents with the starter version
//   --dry-run    list what would be created, skipped or replaced; write nothing
//   --out FILE   write NDJSON for `sanity dataset import` (no Sanity needed)
// Every mode first validates the starter content with the Studio's rules (as the build's pull
// does) and stops on an error. Progress goes to stderr; a summary ends every run.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { type SanityConnection, SettingsError, sanityConnection } from '../web/lib/settings.ts'
import { reportContentProblems, validateWithStudioRules } from './build/index.ts'
import { starterDataset, starterDocuments } from './content/index.ts'
import { assetsDir, type StarterAsset, starterAssetDocuments } from './content/pictures.ts'
import { command, parseFlags, runAsScript } from './lib/command-line.ts'
import { ConfigError, loadDotEnv } from './lib/env.ts'
import { type SanityDocument, toNdjson } from './lib/ndjson.ts'
import { sanityClient } from './sanity/index.ts'

export const usage = `Usage: npm run seed -- [--dry-run] [--replace] [--out FILE]
  (no flag)    create the starter documents that are missing; never overwrite existing ones
  --replace    overwrite existing documents with the starter content
  --dry-run    show what would be created, skipped or replaced, and write nothing
  --out FILE   write the starter content as NDJSON to FILE instead of to Sanity
Needs SANITY_PROJECT_ID, SANITY_DATASET and SANITY_API_WRITE_TOKEN (except with --out).`

export type SeedOptions = { replace: boolean; dryRun: boolean; out: string | undefined }

export function parseSeedArgs(args: string[]): SeedOptions {
  const values = parseFlags(
    args,
    { replace: { type: 'boolean' }, 'dry-run': { type: 'boolean' }, out: { type: 'string' } },
    usage,
  ) as { replace?: boolean; 'dry-run'?: boolean; out?: string }
  if (values.out !== undefined && values.out.trim() === '') {
    throw new ConfigError(`--out needs a file path.\n${usage}`)
  }
  if (values.out && (values.replace || values['dry-run'])) {
    throw new ConfigError(
      `--out writes a file; it cannot be combined with --replace or --dry-run.\n${usage}`,
    )
  }
  return { replace: Boolean(values.replace), dryRun: Boolean(values['dry-run']), out: values.out }
}

/** The connection for writing: all three variables are required, with one clear message. */
export function seedConnection(env: NodeJS.ProcessEnv): SanityConnection & { token: string } {
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
export async function withRetry<T>(
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

export type SeedPlan = {
  create: SanityDocument[]
  replace: SanityDocument[]
  skip: SanityDocument[]
  /** Starter pictures not in the dataset yet, uploaded before the documents that use them. */
  upload: StarterAsset[]
}

export function planSeed(
  documents: SanityDocument[],
  existing: Set<string>,
  replace: boolean,
): SeedPlan {
  const plan: SeedPlan = { create: [], replace: [], skip: [], upload: [] }
  for (const document of documents) {
    const exists = existing.has(document._id) || existing.has(`drafts.${document._id}`)
    if (!exists) plan.create.push(document)
    else if (replace) plan.replace.push(document)
    else plan.skip.push(document)
  }
  return plan
}

export async function seedDataset(
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

async function main(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const options = parseSeedArgs(args)
  // The same check as the build's pull, in every mode: starter content that breaks a Studio rule
  // never reaches a dataset or the fixture. With the picture assets, as the pull sees them.
  const documents = starterDataset()
  reportContentProblems(
    await validateWithStudioRules(documents),
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

/** The seed as a function (tests run it in their own process): exit code 2 for a wrong flag or a missing variable. */
export const seedCommand = command('seed', main, (error) =>
  error instanceof ConfigError || error instanceof SettingsError ? 2 : 1,
)

if (import.meta.main) {
  loadDotEnv()
  runAsScript(seedCommand)
}
