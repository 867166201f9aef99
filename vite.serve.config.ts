import { defineConfig } from 'vite';

/**
 * Bundles the production HTTP entry (src/infrastructure/http/serve.ts) to plain JavaScript in
 * dist/http/serve.mjs, so PM2 workers run it on bare Node without a TypeScript loader (tsx costs
 * about 85 MB per worker, against a 512 MB restart budget), and beside it dist/http/platform.mjs, what
 * a platform-only worker serves instead of the pages' SSR bundle (src/ui/platform-server.ts). Packages
 * stay external (node_modules).
 */
export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist/http',
    emptyOutDir: true,
    target: 'node24',
    minify: false,
    rollupOptions: {
      input: { serve: 'src/infrastructure/http/serve.ts', platform: 'src/ui/platform-server.ts' },
      output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs', format: 'es' },
    },
  },
});
