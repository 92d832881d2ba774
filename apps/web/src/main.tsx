import '@fontsource-variable/inter/wght.css'
import './app/fonts.css'
import './app/styles/first-screen-styles'
import './app/global.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { handleFreshLogin } from './app/fresh-login'
import { AppProviders } from './app/providers'
import { createAppRouter } from './app/router'
import { handleSessionExpiry } from './app/session-expiry'
import { reloadAfterScriptError } from './lib/lazy-import'

// Vite reports a preloaded page script that failed (an old release's file is gone): reload once.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterScriptError()) event.preventDefault()
})

const router = createAppRouter()
handleSessionExpiry(router)
handleFreshLogin()

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
