// The `orderRank` values @sanity/orderable-document-list keeps on towns and services: LexoRank
// strings (the `lexorank` package the plugin itself uses), compared as plain strings by GROQ's
// order(). The starter content and the scale dataset write the ranks the plugin's "Reset order"
// would, so the Studio's drag and drop continues from them.
import { LexoRank } from 'lexorank'

/** The ranks "Reset order" gives `count` documents, first to last (each two steps apart). */
export function orderRanks(count: number): string[] {
  const ranks: string[] = []
  let rank = LexoRank.min()
  for (let index = 0; index < count; index += 1) {
    rank = rank.genNext().genNext()
    ranks.push(rank.toString())
  }
  return ranks
}

/**
 * The rank a document gets when staff drag it between two others (either end may be missing),
 * as the plugin computes it.
 */
export function rankBetween(before: string | undefined, after: string | undefined): string {
  const low = before ? LexoRank.parse(before) : LexoRank.min()
  const high = after ? LexoRank.parse(after) : LexoRank.max()
  return low.between(high).toString()
}
