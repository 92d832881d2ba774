import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const serverOrigin = process.env.LUMBUNG_SERVER_ORIGIN ?? 'http://localhost:3000'

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: serverOrigin, changeOrigin: true },
      '/gateway': { target: serverOrigin, changeOrigin: true },
      '/storage': { target: serverOrigin, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: serverOrigin, changeOrigin: true },
      '/gateway': { target: serverOrigin, changeOrigin: true },
      '/storage': { target: serverOrigin, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets scripts/measure-initial-js.mjs follow what each page loads.
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // Preload hints would list every screen's dependencies in the first script (about 4 kB gzip);
    // screens load their own imports instead, and idle-time prefetch warms the likely next ones.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the first script needs comes in that one file: left to itself, the bundler split the
          // parts that screens share with it into a dozen small files, each paying its own request and
          // headers before the sign-in form could show.
          groups: [{ name: 'first-screen', tags: ['$initial'] }],
        },
      },
    },
  },
})
