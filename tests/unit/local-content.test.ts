// The local content `npm run studio` edits without a Sanity project (scripts/content-lake/local-content.ts):
// seeded from the fixture once, kept across restarts in its folder, started again from the fixture
// with --reset, its certificate kept so a browser that trusted it goes on trusting it, each
// picture answered at the address of the lake that serves it; and what the terminal says when
// the Studio starts on it (scripts/studio.ts).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import {
  localCertificate,
  localLakeEnv,
  startLocalContentLake,
} from '../../scripts/content-lake/index.ts'
import { freePort } from '../../scripts/host/index.ts'
import { listenHost, previewSettings } from '../../scripts/preview/index.ts'
import { localContentBanner, studioCommand } from '../../scripts/studio.ts'
import { runInProcess } from './run-script.ts'

const dir = mkdtempSync(join(tmpdir(), 'local-content-test-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function start(reset = false, folder = dir) {
  const ports = { node: await freePort(), browser: await freePort() }
  return startLocalContentLake({ dir: folder, reset, ports })
}

type Asset = { _id: string; url: string; path: string }

/** The picture assets a lake answers a query with, as the pull asks for them. */
async function assetsAnswered(lakeUrl: string): Promise<Asset[]> {
  const query = encodeURIComponent('*[_type == "sanity.imageAsset"]{_id, url, path}')
  const response = await fetch(`${lakeUrl}/v2025-02-19/data/query/production?query=${query}`)
  return ((await response.json()) as { result: Asset[] }).result
}

/** A Publish of Bath's card description, as one transaction, the way every write reaches the lake. */
async function editBath(lake: Awaited<ReturnType<typeof start>>['lake'], words: string) {
  await lake.dataset.commit((staging) => {
    const bath = staging.get('town.bath')
    staging.put('town.bath', { ...(bath as object), cardDescription: words } as never, {
      patch: { id: 'town.bath', set: { cardDescription: words } },
    })
  })
}

describe('local content', () => {
  it('is seeded from the fixture once, keeps what was changed across a restart, and --reset starts again', async () => {
    const first = await start()
    expect(first.seeded).toBe(true)
    const seededWords = first.lake.documents.get('town.bath')?.cardDescription
    expect(seededWords).toMatch(/Bath/)
    // As `sanity dataset import` stores them: a revision and times on every document.
    expect(first.lake.documents.get('town.bath')).toMatchObject({
      _rev: expect.stringMatching(/^sha256-/),
      _updatedAt: expect.any(String),
    })
    await editBath(first.lake, 'Changed on the local Studio, kept after a restart.')
    await first.lake.close()

    const second = await start()
    expect(second.seeded).toBe(false)
    expect(second.lake.documents.get('town.bath')?.cardDescription).toBe(
      'Changed on the local Studio, kept after a restart.',
    )
    await second.lake.close()

    const reset = await start(true)
    expect(reset.seeded).toBe(true)
    expect(reset.lake.documents.get('town.bath')?.cardDescription).toBe(seededWords)
    await reset.lake.close()
  })

  it('answers every picture at its own address: a --build beside the running Studio, and a lake started once the Studio has closed', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'local-content-pictures-'))
    try {
      // The Studio, and a picture uploaded in it (as the Studio uploads: the Assets API).
      const studio = await start(false, folder)
      const picture = await sharp({
        create: { width: 64, height: 48, channels: 3, background: '#2a5aa0' },
      })
        .png()
        .toBuffer()
      const upload = await fetch(
        `${studio.lake.url}/v2025-02-19/assets/images/production?filename=uploaded.png`,
        { method: 'POST', body: new Uint8Array(picture) },
      )
      const uploaded = ((await upload.json()) as { document: Asset }).document
      expect(uploaded.url).toBe(`${studio.lake.url}/${uploaded.path}`)

      // `npm run studio -- --build` beside it: a lake of its own over the same folder, on its
      // own ports, answers each picture (the fixture's and the upload) where it serves it.
      const build = await start(false, folder)
      const answered = await assetsAnswered(build.lake.url)
      expect(answered.map((asset) => asset._id)).toContain(uploaded._id)
      for (const asset of answered) {
        expect(asset.url).toBe(`${build.lake.url}/${asset.path}`)
        expect((await fetch(asset.url)).status, asset.url).toBe(200)
      }
      await build.lake.close()
      // What the Studio keeps is as the Studio left it: the build changed nothing in the folder.
      const kept = readFileSync(join(folder, 'dataset.ndjson'), 'utf8')
      expect(kept).toContain(`"url":"${studio.lake.url}/${uploaded.path}"`)
      expect(kept).not.toContain(build.lake.url)
      await studio.lake.close()

      // The Studio closed (nothing answers its ports): a lake started now names itself.
      const later = await start(false, folder)
      for (const asset of await assetsAnswered(later.lake.url)) {
        expect(asset.url).toBe(`${later.lake.url}/${asset.path}`)
      }
      expect((await fetch(`${later.lake.url}/${uploaded.path}`)).status).toBe(200)
      await later.lake.close()
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('keeps its certificate, made for localhost, the project host and 127.0.0.1', async () => {
    const made = await localCertificate(dir)
    expect(await localCertificate(dir)).toEqual(made)
    expect(readFileSync(join(dir, 'certificate.pem'), 'utf8')).toBe(made.cert)
    const { X509Certificate } = await import('node:crypto')
    const certificate = new X509Certificate(made.cert)
    expect(certificate.subjectAltName).toBe(
      'DNS:localhost, DNS:local.localhost, IP Address:127.0.0.1',
    )
    expect(certificate.checkHost('local.localhost')).toBe('local.localhost')
  })

  it('says in the terminal that it is not the live site, where the content is and how to trust the lake', () => {
    const banner = localContentBanner('/work/.local-content', false)
    expect(banner).toContain('LOCAL CONTENT: not the live site.')
    expect(banner).toContain('Content: /work/.local-content (as you left it)')
    expect(banner).toContain('Open https://local.localhost:3334/ and accept its certificate')
    expect(localContentBanner('/x', true)).toContain('(new, from the fixture)')
  })

  it('keeps its preview server off the network: 127.0.0.1 unless told a loopback address, and a --host that would open it refused', () => {
    const local = previewSettings({
      ...localLakeEnv({ url: 'http://127.0.0.1:3335' }),
      SANITY_STUDIO_URL: 'http://localhost:3333',
    })
    expect(listenHost(undefined, local)).toBe('127.0.0.1')
    expect(listenHost('localhost', local)).toBe('localhost')
    expect(() => listenHost('0.0.0.0', local)).toThrow(
      /--host "0\.0\.0\.0" would open the preview of local content .* to the network.*Leave --host out/,
    )
    expect(() => listenHost('192.0.2.2', local)).toThrow(/--host "192\.0\.2\.2"/)
    // On a Sanity project the host's platform chooses: every interface unless told otherwise.
    const project = previewSettings({
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'production',
      SANITY_API_READ_TOKEN: 'token',
      SANITY_STUDIO_URL: 'https://example.sanity.studio',
    })
    expect(listenHost(undefined, project)).toBeUndefined()
    expect(listenHost('0.0.0.0', project)).toBe('0.0.0.0')
  })

  it('refuses flags that cannot work, saying why: an empty --content, and local-content flags on a Sanity project', async () => {
    const empty = await runInProcess(studioCommand, ['--content', ' '])
    expect(empty.code).toBe(2)
    expect(empty.stderr).toContain('--content needs a folder.')
    const onProject = await runInProcess(studioCommand, ['--build', '--content', dir], {
      SANITY_STUDIO_PROJECT_ID: 'abc123',
    })
    expect(onProject.code).toBe(2)
    expect(onProject.stderr).toContain(
      '--reset, --build and --content are for local content; this Studio works on Sanity project abc123',
    )
  })
})
