import type { Readable, Writable } from 'node:stream'

/**
 * Just enough of the tar format (ustar, with GNU long names) to write a backup and read it back as a
 * stream, so `tar -tzf backup.tar.gz` lists it and memory stays flat whatever the files' sizes.
 */

const block = 512
const longNameType = 'L'

function header(name: string, size: number, type: string, mtime: Date): Buffer {
  const bytes = Buffer.alloc(block)
  bytes.write(name.slice(0, 99), 0, 'utf8')
  bytes.write('0000600\0', 100)
  bytes.write('0000000\0', 108)
  bytes.write('0000000\0', 116)
  bytes.write(`${size.toString(8).padStart(11, '0')}\0`, 124)
  bytes.write(
    `${Math.floor(mtime.getTime() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
  )
  bytes.write('        ', 148)
  bytes.write(type, 156)
  bytes.write('ustar  \0', 257)
  let sum = 0
  for (const byte of bytes) sum += byte
  bytes.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148)
  return bytes
}

const padding = (size: number) => Buffer.alloc((block - (size % block)) % block)

async function write(output: Writable, bytes: Buffer) {
  if (!output.write(bytes)) await new Promise((resolve) => output.once('drain', resolve))
}

export interface TarWriter {
  /** Adds a file of `size` bytes read from `content`. */
  add(name: string, size: number, content: Readable | Buffer, mtime?: Date): Promise<void>
  /** Writes the end of the archive (the output stays open for the caller to end). */
  finish(): Promise<void>
}

export function tarWriter(output: Writable): TarWriter {
  return {
    async add(name, size, content, mtime = new Date()) {
      const nameBytes = Buffer.from(name, 'utf8')
      if (nameBytes.length > 99) {
        await write(output, header('././@LongLink', nameBytes.length + 1, longNameType, mtime))
        await write(output, Buffer.concat([nameBytes, Buffer.from([0]), padding(nameBytes.length + 1)]))
      }
      await write(output, header(name, size, '0', mtime))
      let written = 0
      for await (const chunk of Buffer.isBuffer(content) ? [content] : content) {
        // A file that grew since its size was taken is cut to that size, so the archive stays readable.
        const bytes = (chunk as Buffer).subarray(0, size - written)
        written += bytes.length
        if (bytes.length > 0) await write(output, bytes)
        if (written === size) break
      }
      if (written < size) throw new Error(`${name} shrank while it was archived`)
      await write(output, padding(size))
    },
    async finish() {
      await write(output, Buffer.alloc(block * 2))
    },
  }
}

/** Reads exactly the bytes asked for from a stream of chunks. */
function byteReader(source: AsyncIterator<Buffer>) {
  let pending: Buffer = Buffer.alloc(0)
  let isDone = false
  async function fill(count: number) {
    while (pending.length < count && !isDone) {
      const next = await source.next()
      if (next.done) isDone = true
      else pending = pending.length === 0 ? next.value : Buffer.concat([pending, next.value])
    }
  }
  return {
    async read(count: number): Promise<Buffer | null> {
      await fill(count)
      if (pending.length < count) return null
      const taken = pending.subarray(0, count)
      pending = pending.subarray(count)
      return taken
    },
    /** Hands `count` bytes on chunk by chunk. */
    async *take(count: number): AsyncGenerator<Buffer> {
      let left = count
      while (left > 0) {
        await fill(1)
        if (pending.length === 0) throw new Error('The backup archive is cut short')
        const piece = pending.subarray(0, Math.min(left, pending.length))
        pending = pending.subarray(piece.length)
        left -= piece.length
        yield piece
      }
    },
  }
}

export interface TarEntry {
  name: string
  size: number
  /** The entry's bytes; read (or drained) before asking for the next entry. */
  content: AsyncGenerator<Buffer>
}

const text = (bytes: Buffer, start: number, length: number) =>
  bytes
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '')

/** The regular files of a tar stream, one after another. */
export async function* readTar(source: Readable): AsyncGenerator<TarEntry> {
  const reader = byteReader(source[Symbol.asyncIterator]() as AsyncIterator<Buffer>)
  let longName: string | null = null
  for (;;) {
    const head = await reader.read(block)
    if (!head || head.every((byte) => byte === 0)) return
    const size = parseInt(text(head, 124, 12).trim() || '0', 8)
    const type = text(head, 156, 1) || '0'
    const prefix = text(head, 345, 155)
    const name = longName ?? (prefix ? `${prefix}/${text(head, 0, 100)}` : text(head, 0, 100))
    longName = null
    const content = reader.take(size)
    if (type === longNameType) {
      const parts: Buffer[] = []
      for await (const piece of content) parts.push(piece)
      longName = Buffer.concat(parts).toString('utf8').replace(/\0.*$/s, '')
    } else if (type === '0') {
      yield { name, size, content }
      for await (const piece of content) void piece
    } else {
      for await (const piece of content) void piece
    }
    await reader.read((block - (size % block)) % block)
  }
}
