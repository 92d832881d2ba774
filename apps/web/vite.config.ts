import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * Left out of the chunk of shared code: the router's layouts (the signed-in shell, the query layout,
 * every component's styles), which a public screen loads without the shell, and the dashboards' feature,
 * which draws their charts.
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
            // The error texts (and the contract's messages they read), which the first script loads as soon
            // as it runs: in the chunk of shared code, they would bring it and the libraries to /login.
            { name: 'error-texts', test: /[\\/]src[\\/]lib[\\/]api-error\.texts\.ts$/ },
            // The dashboards' charts (recharts and what it needs, about 130 kB gzip): only where one is.
            { name: 'charts', test: /node_modules[\\/]@mantine[\\/]charts[\\/]/ },
            // What two or more of the lazy modules share comes in two files, the libraries and the app's own
            // code: left to itself, the bundler made a file for each set of modules sharing one, 289 of
            // the build's 382 scripts, and a signed-in screen asked for over 200 of them, one import found
            // after another (docs/decisions/0018).
            { name: 'libraries', test: /node_modules[\\/]/, minShareCount: 2 },
            { name: 'shared', test: (id) => !notShared.test(id), minShareCount: 2 },
          ],
        },
      },
    },
  },
})
