/** Paths of the screens the web app serves a real page for. */
export function builtScreenPaths(): Set<string>
