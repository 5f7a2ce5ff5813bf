/**
 * Import boundaries of the design: app → pages → (model, ui); model → contract; server → contract.
 * `npm run boundaries` fails on any violation; it runs in `npm test` and CI.
 */
const FRONT = '^(ui|model|pages|app)/';
module.exports = {
  forbidden: [
    {
      name: 'ui-is-presentational',
      comment: 'ui/ knows nothing of models, pages, the app or the API contract.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^(model|pages|app|contract|server)/' },
    },
    {
      name: 'ui-no-router',
      comment: 'ui/ does not route: pages hand it links and callbacks.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: 'node_modules/(react-router|react-router-dom|effector|effector-react|patronum|socket\\.io-client)/' },
    },
    {
      name: 'model-has-no-react',
      comment: 'model/ is effector over the contract: no React, ui or pages.',
      severity: 'error',
      from: { path: '^model/' },
      to: {
        path: [
          '^(ui|pages|app|server)/',
          'node_modules/(react|react-dom|effector-react|react-router|react-router-dom)/',
        ],
      },
    },
    {
      name: 'contract-is-only-zod',
      comment: 'contract/ imports only zod (tests may read the spec with node: modules).',
      severity: 'error',
      from: { path: '^contract/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^contract/', 'node_modules/zod/'] },
    },
    {
      name: 'server-never-imports-front-end',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: FRONT },
    },
    {
      name: 'pages-not-app',
      comment: 'pages/ bind models to ui; they never reach into app/ or the server.',
      severity: 'error',
      from: { path: '^pages/' },
      to: { path: '^(app|server)/' },
    },
    {
      name: 'only-the-entry-imports-app',
      comment:
        'Nothing imports app/ but app itself, the entry (index.html → app/main.tsx), tests (the fault walk reads the route table) and the build (scripts/ renders the sign-in picture from app/prerender into index.html).',
      severity: 'error',
      from: { pathNot: '^(app|tests|scripts)/' },
      to: { path: '^app/' },
    },
    {
      name: 'front-end-never-imports-server',
      severity: 'error',
      from: { path: FRONT },
      to: { path: '^server/' },
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
    exclude: { path: '(^|/)(dist|storybook-static|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
