import { randomFillSync } from 'node:crypto'

// Random bytes are drawn in blocks, and each id's text is written byte by byte into one buffer and read
// out as one string: randomUUID joins twenty pieces of text, ~500 bytes of garbage per id, and the gateway
// makes two ids a call (decision 0036). A draw costs the running server about the same whatever its size
// (a CPU profile at 2,500 gateway calls a second: 30 ms in 8 s with blocks of 128 ids, as randomUUID
// draws them, and 1.4–2.4 ms with blocks of 1,024), so a block is 16 KB.
const idsPerBlock = 1024
const entropy = Buffer.alloc(16 * idsPerBlock)
let nextId = idsPerBlock
const text = Buffer.alloc(36)
const hexDigits = Buffer.from('0123456789abcdef', 'latin1')
const dash = 0x2d

/** The offset in `entropy` of 16 random bytes for one id, drawing a new block when the last is used up. */
function nextRandomBytes(): number {
  if (nextId === idsPerBlock) {
    randomFillSync(entropy)
    nextId = 0
  }
  const offset = nextId * 16
  nextId += 1
  return offset
}

/** The 16 bytes at `offset`, with their version and RFC 9562's variant set, as UUID text. */
function uuidText(offset: number, version: number): string {
  entropy[offset + 6] = (entropy[offset + 6]! & 0x0f) | (version << 4)
  entropy[offset + 8] = (entropy[offset + 8]! & 0x3f) | 0x80
  let at = 0
  for (let index = 0; index < 16; index += 1) {
    if (index === 4 || index === 6 || index === 8 || index === 10) text[at++] = dash
    const byte = entropy[offset + index]!
    text[at++] = hexDigits[byte >> 4]!
    text[at++] = hexDigits[byte & 15]!
  }
  return text.toString('latin1', 0, 36)
}

/** A random (version 4) UUID in lower case, as `crypto.randomUUID()` gives. */
export function randomUuid(): string {
  return uuidText(nextRandomBytes(), 4)
}

/**
 * A version 7 UUID (RFC 9562) in lower case: the moment in milliseconds in its first 48 bits, then 74
 * random ones, so an id made in a later millisecond sorts after one made earlier (within a millisecond,
 * in no order). The usage ledger's ids are these: each new record's key then goes at the end of its
 * index instead of on a random page of it.
 */
export function timeOrderedUuid(at: number = Date.now()): string {
  const offset = nextRandomBytes()
  entropy.writeUIntBE(at, offset, 6)
  return uuidText(offset, 7)
}
