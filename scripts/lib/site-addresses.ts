// Every address the site builds for a dataset held in memory (the registry's sitePagesQuery run
// with groq-js, as the build runs it over the snapshot).
import { evaluateSync, parse, toJS } from 'groq-js'
import {
  type SiteAddress,
  type SitePages,
  siteAddresses,
  sitePagesQuery,
} from '../../web/lib/routes.ts'
import type { SanityDocument } from './ndjson.ts'

export function datasetAddresses(documents: readonly SanityDocument[]): SiteAddress[] {
  return siteAddresses(
    toJS(evaluateSync(parse(sitePagesQuery), { dataset: documents })) as SitePages,
  )
}
