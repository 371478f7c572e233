// The axe-core rules every accessibility check runs: WCAG 2.0-2.2, levels A and AA. Apart from
// axe.ts, which imports the browser tests' fixtures, so the vitest build tests can import it too.
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']
