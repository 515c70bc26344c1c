import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', 'dist/**', 'node_modules/**', 'data/**', 'src/payload-types.ts', 'src/migrations/**', 'src/app/(payload)/admin/importMap.js', 'test-results/**'],
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
]

export default config
