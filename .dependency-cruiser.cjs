/**
 * The dependency rule (DESIGN.md §2): domain ← application ← infrastructure/ui.
 * `npm test` runs this; a violation fails the build with the offending import.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports nothing outside src/domain: no framework, no I/O, no library.',
      severity: 'error',
      from: { path: '^src/domain' },
      to: { pathNot: '^src/domain' },
    },
    {
      name: 'application-only-domain',
      comment: 'src/application imports only src/domain and itself; adapters come in through ports.',
      severity: 'error',
      from: { path: '^src/application' },
      to: { pathNot: '^src/(domain|application)' },
    },
    {
      name: 'platform-not-board',
      comment: 'Platform use cases never reach into the board side (and vice versa): they meet only in the domain.',
      severity: 'error',
      from: { path: '^src/application/platform' },
      to: { path: '^src/application/board' },
    },
    {
      name: 'board-not-platform',
      comment: 'The board reaches the platform only over GraphQL (its gateway ports), never by calling platform use cases.',
      severity: 'error',
      from: { path: '^src/application/board' },
      to: { path: '^src/application/platform' },
    },
    {
      name: 'ui-not-adapters',
      comment: 'The UI uses the composition root (src/infrastructure/di) and i18n, never adapters directly.',
      severity: 'error',
      from: { path: '^src/ui' },
      to: { path: '^src/infrastructure/(?!di/|i18n/)' },
    },
    {
      name: 'adapters-not-ui',
      comment: 'Infrastructure never imports the UI.',
      severity: 'error',
      from: { path: '^src/infrastructure' },
      to: { path: '^src/ui' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'src/ui/routeTree\\.gen\\.ts' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
