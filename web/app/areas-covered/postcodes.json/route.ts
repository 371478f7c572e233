// /areas-covered/postcodes.json: the postcode check's table of districts, written at build. The
// home page's check fetches it on first use once the table is too big to carry in the page
// (lib/coverage/postcode-check.ts, INLINE_TABLE_LIMIT).
import { getCoverageTowns } from '@/lib/content'
import { postcodeTableFile } from '@/lib/coverage/postcode-check'

export const dynamic = 'force-static'

export async function GET() {
  return Response.json(postcodeTableFile(await getCoverageTowns()))
}
