/** The messages between the server's thread and the embedded database's own (pglite-thread.ts). */

export type RowMode = 'array' | 'object'

/** Where a statement runs: a database opened on the thread, inside one of its transactions or not. */
interface On {
  db: number
  transaction?: number | undefined
}

export type ThreadRequest =
  | { op: 'open'; dataDir?: string | undefined; dump?: Blob | undefined }
  | (On & { op: 'query'; sql: string; params: unknown[]; rowMode: RowMode; blob?: Blob | undefined })
  | (On & { op: 'exec'; sql: string })
  | { op: 'begin'; db: number }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'task'; db: number; name: EmbeddedTaskName; input: unknown }
  | { op: 'dump'; db: number }
  | { op: 'close'; db: number }

/** Work that runs beside the database on its thread, named so that no code crosses between threads. */
export type EmbeddedTaskName = 'usage-batch'

export type Numbered<T> = T & { id: number }

/** A database error's fields (code, detail, constraint, …): an Error crossing threads keeps only its message. */
export interface ThreadError {
  message: string
  name: string
  fields: Record<string, string | number | boolean>
}

export type ThreadReply = { id: number; value: unknown } | { id: number; error: ThreadError }

export interface ThreadResults {
  rows: unknown[]
  fields: { name: string; dataTypeID: number }[]
  affectedRows?: number
  blob?: Blob
}

export function describeError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} }
  const fields: ThreadError['fields'] = {}
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = value
  }
  return { message: error.message, name: error.name, fields }
}

export function errorOf({ message, name, fields }: ThreadError): Error {
  const error = Object.assign(new Error(message), fields)
  error.name = name
  return error
}
