// The floors and doors of scripts/ (docs/architecture.md, "Rooms and doors"), checked by
// dependency-cruiser in `npm run lint`. Each room is a folder of scripts/ whose one door,
// index.ts, is all that anything outside it imports; a room stands only on the floors below it,
// so no room imports one above it and no two rooms import each other. scripts/lib/ is the ground
// every room stands on; the commands (scripts/*.ts) stand on everything and nothing on them.
/** The rooms of scripts/, from the ground up: a room may import only rooms on lower floors. */
const floors = [
  ['lib'],
  // content/ is the starter copy (the documents a new dataset is seeded with).
  ['content', 'finishing', 'content-lake', 'test-run'],
  ['sanity'],
  ['host'],
  ['build', 'preview'],
  ['live-checks'],
  ['bench'],
]
const rooms = floors.flat().filter((room) => room !== 'lib')
const any = (names) => `^scripts/(${names.join('|')})/`

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...rooms.map((room) => ({
      name: `door-of-${room}`,
      comment: `Outside scripts/${room}/, import only its door, scripts/${room}/index.ts.`,
      severity: 'error',
      from: { pathNot: `^scripts/${room}/` },
      to: { path: `^scripts/${room}/`, pathNot: `^scripts/${room}/index\\.ts$` },
    })),
    ...floors.flatMap((floor, level) =>
      floor.map((room) => ({
        name: `floor-of-${room}`,
        comment: `scripts/${room}/ stands on ${level === 0 ? 'nothing of scripts/' : floors.slice(0, level).flat().join(', ')}: it imports no room on its floor or above, and no command.`,
        severity: 'error',
        // A room's own tests may reach across floors (through doors) to check it against them.
        from: { path: `^scripts/${room}/`, pathNot: '\\.test\\.tsx?$' },
        to: {
          path: [
            any(
              floors
                .slice(level)
                .flat()
                .filter((other) => other !== room),
            ),
            '^scripts/[^/]+\\.ts$',
          ],
        },
      })),
    ),
    {
      name: 'no-circle-between-rooms',
      comment: 'Two rooms import each other, through however many files.',
      severity: 'error',
      from: { path: '^scripts/([^/]+)/' },
      to: { circular: true, viaSomeNot: '^scripts/$1/' },
    },
    {
      name: 'no-room-file-through-its-own-door',
      comment:
        "Inside a room, a file imports its neighbours by name: going through the room's own door makes a circle.",
      severity: 'error',
      from: {
        path: '^scripts/([^/]+)/',
        pathNot: ['^scripts/[^/]+/index\\.ts$', '\\.test\\.tsx?$'],
      },
      to: { path: '^scripts/$1/index\\.ts$' },
    },
    {
      name: 'no-command-imports-a-command',
      comment:
        'A command (scripts/*.ts) reads its flags and calls rooms: what two commands share lives in a room.',
      severity: 'error',
      from: { path: '^scripts/[^/]+\\.ts$', pathNot: '\\.test\\.ts$' },
      to: { path: '^scripts/[^/]+\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // What builds write (as .gitignore lists it): npm test's builds write there while lint reads,
    // and a file a build removed mid-scan failed lint (web/.build-scale-1000/out/_islands/).
    exclude: {
      path: [
        '(^|/)node_modules/',
        '^web/\\.next',
        '^web/out/',
        '^web/\\.build-',
        '^web/\\.cache/',
        '^web/\\.content/',
        '^studio/dist/',
        '^studio/\\.sanity/',
      ],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.typecheck.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
}
