/** Where the browser the journeys and the page-weight benchmark drive is installed. */
export const chromiumPath: string
/** The Debian package that installs it. */
export const chromiumPackage: string
