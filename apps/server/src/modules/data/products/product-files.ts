import { randomUUID } from 'node:crypto'
import type { ProductStoredFile } from '../../../db/schema'
import type { FileStorage } from '../../../lib/file-storage'
import type { ProductForm, ProductUpload } from './product-form'

const folders = { image: 'product-images', document: 'product-documents', sample: 'product-samples' } as const

export type ProductFiles = ReturnType<typeof createProductFiles>

/** Keeps a product's uploads under its tenant's folders in file storage. */
export function createProductFiles(files: FileStorage) {
  async function removeFiles(keys: string[]) {
    await Promise.all(keys.map((key) => files.remove(key).catch(() => undefined)))
  }

  /** Stores the uploads under the tenant's folders; answers the rows' file values and the keys written. */
  async function storeUploads(tenantId: string, form: ProductForm) {
    const written: string[] = []
    const store = async (upload: ProductUpload, folder: string): Promise<ProductStoredFile> => {
      const id = randomUUID()
      const key = `tenants/${tenantId}/${folder}/${id}.${upload.extension}`
      await files.put(key, upload.bytes)
      written.push(key)
      return { id, key, name: upload.originalName }
    }
    try {
      return {
        image: form.image ? await store(form.image, folders.image) : undefined,
        agreement: form.agreement ? await store(form.agreement, folders.document) : undefined,
        factsheets: await Promise.all(form.factsheets.map((upload) => store(upload, folders.document))),
        sample: form.sample ? await store(form.sample, folders.sample) : undefined,
        written,
      }
    } catch (error) {
      await removeFiles(written)
      throw error
    }
  }

  return { storeUploads, removeFiles }
}
