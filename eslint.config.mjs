import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

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
    ],
  },
  {
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
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['./*', '../*'], message: 'Import with @/ from the source root.' }] },
      ],
    },
  },
  {
    // The domain knows nothing of HTTP, pages or components: the edges turn its errors into answers.
    files: ['src/accounts/**', 'src/commerce/**', 'src/content/**', 'src/media/**'],
    ignores: ['src/accounts/client/**', 'src/commerce/client/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['./*', '../*'], message: 'Import with @/ from the source root.' },
            {
              group: ['@/api/*', '@/app/*', '@/components/*', 'hono', 'hono/*'],
              message: 'The domain does not import the API, pages or components.',
            },
          ],
        },
      ],
    },
  },
]

export default config
