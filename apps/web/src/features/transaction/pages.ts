import type { PageModule } from '../../lib/lazy-import'

/** The screens of transaction requests, purchased data and data-need requests, by their contract path. */
export const transactionPages: Record<string, PageModule> = {}
