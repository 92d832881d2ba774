// The browser the journeys and the page-weight benchmark drive: Chromium's headless shell, Debian's
// build of the same Chromium release without the desktop browser around it. Playwright chooses it for
// headless runs of its own bundled browsers too; the full browser in headless mode took about a quarter
// more CPU over the same journeys (docs/decisions/0029-test-harness.md).
export const chromiumPath = '/usr/bin/chromium-headless-shell'
/** The Debian package that installs it (npm test installs it as root; .ci/run names it too). */
export const chromiumPackage = 'chromium-headless-shell'
