import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { tenants, users } from '../../../db/schema'
import { multipartBody as multipartForm } from '../../../../test/multipart'
import { bearer, login, type TestApp } from '../../../../test/test-app'

export interface FormPart {
  name: string
  value?: string
  filename?: string
  content?: Buffer | string
}

/** A multipart/form-data body as a browser would send it; a part with a filename is a file. */
export function multipartBody(parts: FormPart[]) {
  return multipartForm(
    parts.map((part) =>
      part.filename === undefined
        ? { field: part.name, value: part.value ?? '' }
        : {
            field: part.name,
            filename: part.filename,
            bytes: Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content ?? ''),
          },
    ),
  )
}

/** Signs in the provider's member and, as a second provider tenant, PT Konsumen Maju's owner. */
export async function signInProviders(test: TestApp) {
  const [consumer] = await test.database.db
    .select({ tenantId: users.tenantId })
    .from(users)
    .where(eq(users.email, 'owner@consumer.test'))
  await test.database.db.update(tenants).set({ isProvider: true }).where(eq(tenants.id, consumer!.tenantId))
  const member = bearer((await login(test.app, 'member@provider.test')).accessToken)
  const admin = bearer((await login(test.app, 'admin@provider.test')).accessToken)
  const other = bearer((await login(test.app, 'owner@consumer.test')).accessToken)
  const consumerMember = bearer((await login(test.app, 'member@consumer.test')).accessToken)
  return { member, admin, other, consumerMember }
}

/** Every file under the storage root's dataset folders (to prove nothing partial is left). */
export async function storedDatasetFiles(dataDir: string): Promise<string[]> {
  const root = join(dataDir, 'files', 'tenants')
  const found: string[] = []
  async function walk(folder: string) {
    let entries
    try {
      entries = await readdir(folder, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) await walk(path)
      else if (path.includes(`${join('/', 'datasets', '/')}`.replaceAll('//', '/'))) found.push(path)
    }
  }
  await walk(root)
  return found
}
