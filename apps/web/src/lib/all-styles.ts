import { lazyModule } from './lazy-import'

/** Every component's styles (app/styles/all-styles.ts), fetched once. */
export const loadAllStyles = lazyModule(() => import('../app/styles/all-styles'))

/**
 * A loader that resolves once its module and every component's styles are in, so no screen but the
 * first paints before its styles arrive.
 */
export function withAllStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([loadAllStyles(), load()]).then(([, loaded]) => loaded)
}
