// Logs the path a visitor asked for when they land on the 404 page, at load, without React
// (web/islands/on-load.ts). A warning, not an error: the site has not failed, and error-level
// logs are kept for real failures.
export function logNotFound(): void {
  console.warn('404 Error: User attempted to access non-existent route:', window.location.pathname)
}
