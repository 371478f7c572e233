// The live checks: what `npm run check-live` asks of a site on the internet, as a visitor, a
// search engine and the Studio would (checks.ts).
// This file is the room's door: the rest of the repository imports only what it exports
// (.dependency-cruiser.cjs). It stands on the build (the build record), the host and below.
export { answerWaitMs, checkLiveSite, formatReport } from './checks.ts'
