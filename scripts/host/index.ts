// The host: what the CDN is told and what serves the export here. The rules every host reads
// (_headers: host-rules.ts, security-headers.ts; _redirects: redirects.ts), the checks of a served
// page against them (served-page.ts), and the site served on wrangler's workerd as Cloudflare Pages
// serves it (site-server.ts).
// This file is the room's door: the rest of the repository imports only what it exports
// (.dependency-cruiser.cjs). It stands on page finishing (the page's policy) and scripts/lib/.

export {
  formatHeadersFile,
  type HeaderRule,
  headersFor,
  loadHostRules,
  parseHeadersFile,
} from './host-rules.ts'
export { fileAddresses, redirectFileProblems, redirectLines, redirectRules } from './redirects.ts'
export {
  cloudflareLimits,
  globalHeaders,
  headerRules,
  headersFileSize,
  hostRuleProblems,
  permissionsPolicy,
} from './security-headers.ts'
export { pagePolicyProblems, policyProblems, siteHeaderProblems } from './served-page.ts'
export {
  freePort,
  type RunningServer,
  type ServedRequest,
  startLocalFront,
  startServer,
} from './site-server.ts'
