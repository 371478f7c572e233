// Where the picture pipeline keeps what survives between builds: the originals the pull
// downloaded (by asset id) and the encoded files the picture step made (by asset, crop, size and
// encoder settings). PICTURE_CACHE_DIR moves it (tests); hosts should keep web/.cache/ between
// builds (docs/pictures.md).
import { renameSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pictureManifestName } from '../../../web/lib/content/shared-facts.ts'
import { picturesFolder } from '../../../web/lib/routes.ts'
import { repoRoot, snapshotPath } from '../../lib/env.ts'

export function pictureCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  const override = env.PICTURE_CACHE_DIR?.trim()
  return override ? resolve(process.cwd(), override) : join(repoRoot, 'web', '.cache', 'pictures')
}

export function originalsDir(cacheDir: string): string {
  return join(cacheDir, 'originals')
}

/** The cached original of an asset: its id is Sanity's content-hash name, so it never goes stale. */
export function originalPath(cacheDir: string, assetId: string): string {
  return join(originalsDir(cacheDir), assetId)
}

/** Encoded files: `<cacheKey>.<contentHash>.<ext>`, and each cut's placeholder colour. */
export function encodedDirOf(cacheDir: string): string {
  return join(cacheDir, 'encoded')
}

/** The manifest the site reads, beside the content snapshot (so CONTENT_SNAPSHOT moves both). */
export function manifestPath(snapshot: string = snapshotPath): string {
  return join(dirname(snapshot), pictureManifestName)
}

/** Where the encoded files are published for `next build` to copy into web/out/img/. */
export function publicPictureDir(env: NodeJS.ProcessEnv = process.env): string {
  const override = env.PICTURE_PUBLIC_DIR?.trim()
  return override
    ? resolve(process.cwd(), override)
    : join(repoRoot, 'web', 'public', picturesFolder)
}

/** Writes through a temporary file and a rename, so a crash never leaves half a file behind. */
export function writeFileAtomically(file: string, data: string | Uint8Array): void {
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, data)
  renameSync(temporary, file)
}
