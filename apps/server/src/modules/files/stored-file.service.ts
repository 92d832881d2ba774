import { storedFileErrorMessages } from '@lumbung/contract'
import type { Actor } from '../../lib/access'
import { AppError, notFound, unauthorized } from '../../lib/errors'
import type { FileStorage } from '../../lib/file-storage'
import type { StorageUrls } from '../../lib/storage-urls'
import { canReadStoredFile, storageRuleFor } from './storage-access'

export interface StoredFileDependencies {
  files: FileStorage
  urls: StorageUrls
  /** Told of every file a signed-in caller opens (an operator's read of a company's documents is audited). */
  recordRead?: ((actor: Actor, key: string) => Promise<void>) | undefined
}

export function createStoredFileService({ files, urls, recordRead }: StoredFileDependencies) {
  return {
    /**
     * A signed link proves a service already allowed this file; without one the caller must be signed
     * in and pass the key's rule. Another tenant's private file answers 404, as a missing one does.
     */
    async open(actor: Actor | null, key: string, signature: { expires?: string; sig?: string }) {
      if (!storageRuleFor(key)) throw notFound(storedFileErrorMessages.notFound)
      if (signature.sig !== undefined || signature.expires !== undefined) {
        if (!urls.verify(key, signature.expires, signature.sig)) {
          throw new AppError('INVALID_SIGNATURE', 403, 'This link is invalid or has expired')
        }
      } else if (!actor) {
        throw unauthorized()
      } else if (!canReadStoredFile(actor, key)) {
        throw notFound(storedFileErrorMessages.notFound)
      }
      const file = await files.open(key)
      if (!file) throw notFound(storedFileErrorMessages.notFound)
      if (actor && recordRead) await recordRead(actor, key)
      return file
    },
  }
}
