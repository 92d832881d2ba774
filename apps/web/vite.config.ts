import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * Left out of the chunk of shared code: what the router loads as it enters a layout (the signed-in
 * shell, the query client, the styles), and the dashboards' feature, which draws their charts.
 */
const notShared = /[\\/]src[\\/](app[\\/](layouts|styles)|features[\\/]dashboard)[\\/]/

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
          // headers before the sign-in form could show. Groups are matched in this order.
          groups: [
            { name: 'first-screen', tags: ['$initial'] },
            // The dashboards' charts (recharts and what it needs, about 130 kB gzip): only where one is.
            { name: 'charts', test: /node_modules[\\/]@mantine[\\/]charts[\\/]/ },
            // What two or more screens share comes in two files, the libraries (which change seldom, so
            // stay cached across releases) and the app's own code: left to itself, the bundler made a
            // file for each set of screens sharing a module, about 290 in all, and a signed-in screen
            // asked for over 200 of them, one import found after another (docs/decisions/0018).
            { name: 'libraries', test: /node_modules[\\/]/, minShareCount: 2 },
            // The router's layouts keep files of their own, as every screen does, and the dashboards' parts
            // stay with the dashboards, so that no other screen loads the charts through them.
            { name: 'shared', test: (id) => !notShared.test(id), minShareCount: 2 },
          ],
        },
      },
    },
  },
})
