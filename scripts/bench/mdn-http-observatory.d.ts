// The part of @mdn/mdn-http-observatory (plain JavaScript, no types) that observatory.ts uses,
// as its src/scanner/index.js returns it.
declare module '@mdn/mdn-http-observatory' {
  export function scan(hostname: string): Promise<{
    scan: { score: number; grade: string }
    tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>
  }>
}
