// The cookie the page in the Presentation tool sets before it re-renders after an edit
// (components/preview/visual-editing.tsx), a new random value each time; the content layer
// (live.ts) reads the dataset again for each value it has not seen. A module of
// its own: the browser's side imports it, and must not import the content layer.
export const refreshCookieName = 'sanity-preview-refresh'
