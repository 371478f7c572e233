/** API version for the Studio's own queries: the one the pull and the site use. */
export { sanityApiVersion as apiVersion } from '../../web/lib/content/shared-facts.ts'
