import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/** The Payload client: only src/server, src/app, endpoints, collections and jobs may hold it. */
const PAYLOAD_CLIENT = ['@/server/payloadClient', '@payload-config']
const FRAMEWORKS = ['payload', 'payload/*', '@payloadcms/*', 'next', 'next/*', 'stripe', 'react', 'react/*', 'react-dom', 'react-dom/*']
/** Links go through src/components/layout/Link.tsx: a plain <a> the router follows, not next/link (it says why). */
const NEXT_LINK = { name: 'next/link', message: "Import { Link } from '@/components/layout/Link': a plain <a> that Next's router follows." }
/** src/server holds the use cases: the entry points above it (collections, endpoints, app, components) call it, never the reverse. */
const SERVER_NEVER_UP = {
  regex: '^(@/|(\\.\\./)+)(collections|components|app|endpoints)(/|$)',
  message: 'src/server never imports collections, components, app or endpoints: they call it (README.md, "Layout").',
}

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      '.data/**',
      'node_modules/**',
      'media/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/cms/importMap.js',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'payload.config.ts'],
    // Packages are never parsed for cycles: walking node_modules made lint ten times slower.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Which folder may import which: README.md, "Layout".
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(?!domain/)', message: 'src/domain holds pure rules: it imports only src/domain.' },
            { group: [...PAYLOAD_CLIENT, ...FRAMEWORKS], message: 'src/domain holds pure rules: no payload, next, stripe or react.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_LINK] }] },
  },
  {
    files: ['src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NEXT_LINK],
          patterns: [
            { group: PAYLOAD_CLIENT, message: 'Components read through src/server (its cached readers), never the Payload client.' },
            { regex: '^(@/|(\\.\\./)+)blocks(/|$)', message: 'Components never import blocks (blocks may import components).' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/blocks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NEXT_LINK],
          patterns: [
            { group: PAYLOAD_CLIENT, message: 'Blocks read through src/server (its cached readers), never the Payload client.' },
            { regex: '^(@/|(\\.\\./)+)collections(/|$)', message: 'Blocks never import collections (the Pages collection imports blocks); shared field builders are in src/fields.' },
          ],
        },
      ],
    },
  },
  {
    // Collection and global configs are wiring: endpoints are registered in payload.config.ts, not imported here.
    files: ['src/collections/**', 'src/globals/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(@/|(\\.\\./)+)(endpoints|app)(/|$)', message: 'Collections and globals never import endpoints or app: payload.config.ts registers endpoints.' }] },
      ],
    },
  },
  {
    files: ['src/fields/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(@/|(\\.\\./)+)(collections|blocks|globals|endpoints|app)(/|$)', message: 'src/fields holds the field builders that collections, blocks and globals share: it imports none of them.' }] },
      ],
    },
  },
  // Every src/server file; the two blocks below repeat SERVER_NEVER_UP, since a later block's options replace these.
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_NEVER_UP] }] },
  },
  {
    files: ['src/server/*.ts', 'src/server/!(manage|admin|jobs|owner)/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_NEVER_UP,
            {
              regex: '^(@/server/|\\./|(\\.\\./)+)(manage|owner)(/|$)',
              message: "server/manage and server/owner hold the customer's and the owner's actions: they call the lower server folders, never the reverse.",
            },
          ],
        },
      ],
    },
  },
  {
    // The owner's actions may reuse the customer's and the studio's (a refund, the class-cancelled email); never the reverse.
    files: ['src/server/manage/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [SERVER_NEVER_UP, { regex: '^(@/server/|(\\.\\./)+)owner(/|$)', message: "server/manage holds the customer's actions: the owner's (server/owner) build on them, never the reverse." }] },
      ],
    },
  },
]

export default config
