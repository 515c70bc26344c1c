import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/** Imports name modules from the source root. */
const sourceRoot = { group: ['./*', '../*'], message: 'Import with @/ from the source root.' }

/** Folders of the domain: the model, its rules and what it owes (mail, documents, jobs). */
const domainFolders = [
  'accounts',
  'commerce',
  'content',
  'forms',
  'media',
  'jobs',
  'mail',
  'documents',
  'collections',
  'globals',
  'hooks',
  'access',
  'fields',
  'graphql',
  'studio',
]

/** What answers requests and draws screens, and the browser's side of the API. */
const edges = ['@/api/*', '@/app/*', '@/components/*', '@/client/*', '@/server/*']

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      'dist/**',
      'node_modules/**',
      'data/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/admin/importMap.js',
      'test-results/**',
      'bench/.bare-next-*/**',
      'bench/.before-*/**',
    ],
  },
  {
    // Packages are not ours to check for cycles: without this the cycle check parses all of node_modules it can reach.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@next/next/no-img-element': 'off',
      // Our Image component takes its alt text from the media record; only real <img> tags need one here.
      'jsx-a11y/alt-text': ['warn', { elements: ['img', 'object', 'area', 'input[type="image"]'], img: [] }],
    },
  },
  {
    // One way to name a module: from the source root.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/migrations/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [sourceRoot] }],
      // A cycle makes a module's exports undefined while the other side loads, depending on which is imported first.
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The floor: database, environment, cache, secrets, request helpers. It knows nothing of what stands on it.
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            sourceRoot,
            {
              regex: '^@/(?!(lib|i18n)/)',
              message:
                'src/lib imports only @/lib (and the locales, and packages): move the code up, or the constant down.',
            },
          ],
        },
      ],
    },
  },
  {
    // The locales and the message catalogue sit beside the floor: everything reads them.
    files: ['src/i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [sourceRoot, { regex: '^@/(?!i18n/)', message: 'src/i18n imports only @/i18n (and packages).' }],
        },
      ],
    },
  },
  {
    // The domain knows nothing of HTTP, pages, components or the browser: the edges turn its errors into answers.
    files: domainFolders.map((folder) => `src/${folder}/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            sourceRoot,
            {
              group: [...edges, '@/data/*', 'hono', 'hono/*'],
              message: "The domain does not import the API, pages, components, the browser client or the pages' data.",
            },
          ],
        },
      ],
    },
  },
  {
    // The pages' data layer reads the domain for server components; it answers no request itself.
    files: ['src/data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            sourceRoot,
            { group: [...edges, 'hono', 'hono/*'], message: "The pages' data reads the domain, not the edges." },
          ],
        },
      ],
    },
  },
  {
    // The browser's code: the API's shapes reach it as types only, so no server module is bundled for the browser.
    files: ['src/client/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            sourceRoot,
            {
              group: [
                ...domainFolders.map((folder) => `@/${folder}/*`),
                '@/data/*',
                '@/server/*',
                '@/app/*',
                '@/components/*',
              ],
              message: 'The browser client talks to the server through the v1 API only.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/api/*'], allowTypeImports: true, message: "Only the API's types reach the browser." },
          ],
        },
      ],
    },
  },
]

export default config
