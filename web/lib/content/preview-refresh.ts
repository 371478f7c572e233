// The cookie the page in the Presentation tool sets before it re-renders after an edit
// (components/preview/visual-editing.tsx), a new random value each time; the content layer
// (live.ts) reads the dataset again for each value it has not seen. A module of
// its own: the browser's side imports it, and must not import the content layer.
export const refreshCookieName = 'sanity-preview-refresh'

/**
 * How long the preview keeps one fetch of the dataset: the requests of one page view (and the
 * editor's next few) share it. An edit does not wait for it: the page in the Presentation tool
 * re-renders after each edit with a new refresh cookie, and a render that brings one it has not
 * seen fetches the dataset again (live.ts, documents). Here, beside the cookie, so the preview's
 * tests can read it without the content layer.
 */
export const LIVE_DATASET_MAX_AGE_MS = 1500
