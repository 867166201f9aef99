import { defineConfig } from 'vite';

/**
 * Bundles the production HTTP entry (src/infrastructure/http/serve.ts) to plain JavaScript in
 * dist/http/serve.mjs, so PM2 workers run it on bare Node without a TypeScript loader (tsx costs
 * about 85 MB per worker, against a 512 MB restart budget). Packages stay external (node_modules).
 */
export default defineConfig({
  build: {
    ssr: 'src/infrastructure/http/serve.ts',
    outDir: 'dist/http',
    emptyOutDir: true,
    target: 'node24',
    minify: false,
    rollupOptions: { output: { entryFileNames: 'serve.mjs', format: 'es' } },
  },
});
