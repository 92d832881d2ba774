import { isIP } from 'node:net'

/**
 * Which addresses an outbound call must never reach (SSRF): loopback, private, shared, link-local
 * (cloud metadata lives at 169.254.169.254), unique-local, multicast, unspecified, reserved and
 * documentation ranges, and the IPv6 forms that embed one of them (IPv4-mapped, IPv4-compatible,
 * NAT64, 6to4). Only globally routable unicast addresses pass.
 */
const blockedIpv4: ReadonlyArray<[string, number]> = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 itself
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
]

function ipv4ToNumber(address: string): number {
  return address.split('.').reduce((total, part) => total * 256 + Number(part), 0)
}

const ipv4Ranges = blockedIpv4.map(([base, bits]) => {
  const size = 2 ** (32 - bits)
  const start = ipv4ToNumber(base)
  return { start, end: start + size - 1 }
})

function isBlockedIpv4(address: string): boolean {
  const value = ipv4ToNumber(address)
  return ipv4Ranges.some((range) => value >= range.start && value <= range.end)
}

/** An IPv6 address as 16 bytes; accepts `::` compression and a trailing dotted IPv4. */
export function ipv6ToBytes(address: string): Uint8Array | null {
  let text = address.toLowerCase()
  const zone = text.indexOf('%')
  if (zone >= 0) text = text.slice(0, zone)
  const words: number[] = []
  const lastColon = text.lastIndexOf(':')
  const tail = text.slice(lastColon + 1)
  if (tail.includes('.')) {
    if (isIP(tail) !== 4) return null
    const value = ipv4ToNumber(tail)
    text = `${text.slice(0, lastColon + 1)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((word) => parseInt(word, 16)))
  const head = parse(halves[0]!)
  const rest = halves.length === 2 ? parse(halves[1]!) : []
  const missing = 8 - head.length - rest.length
  if (halves.length === 1 ? missing !== 0 : missing < 0) return null
  words.push(...head, ...new Array<number>(Math.max(missing, 0)).fill(0), ...rest)
  if (words.some((word) => Number.isNaN(word) || word < 0 || word > 0xffff)) return null
  const bytes = new Uint8Array(16)
  words.forEach((word, index) => {
    bytes[index * 2] = word >> 8
    bytes[index * 2 + 1] = word & 0xff
  })
  return bytes
}

const startsWith = (bytes: Uint8Array, prefix: number[], bits: number) => {
  for (let bit = 0; bit < bits; bit++) {
    const byte = Math.floor(bit / 8)
    const mask = 0x80 >> (bit % 8)
    if ((bytes[byte]! & mask) !== (prefix[byte]! & mask)) return false
  }
  return true
}

const embeddedIpv4 = (bytes: Uint8Array, offset: number) =>
  `${bytes[offset]}.${bytes[offset + 1]}.${bytes[offset + 2]}.${bytes[offset + 3]}`

function isBlockedIpv6(address: string): boolean {
  const bytes = ipv6ToBytes(address)
  if (!bytes) return true
  const isZero = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0)
  // ::/96 (unspecified, loopback, IPv4-compatible) and ::ffff:0:0/96 (IPv4-mapped).
  if (isZero(0, 10) && ((bytes[10] === 0xff && bytes[11] === 0xff) || isZero(10, 12))) {
    if (isZero(10, 12) && isZero(12, 15) && (bytes[15] === 0 || bytes[15] === 1)) return true
    return isBlockedIpv4(embeddedIpv4(bytes, 12))
  }
  // NAT64 (64:ff9b::/96) reaches the embedded IPv4 address.
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96)) {
    return isBlockedIpv4(embeddedIpv4(bytes, 12))
  }
  // 6to4 (2002::/16) carries an IPv4 address in its next 32 bits.
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return isBlockedIpv4(embeddedIpv4(bytes, 2))
  const blocked: Array<[number[], number]> = [
    [[0xfc], 7], // unique local
    [[0xfe, 0x80], 10], // link-local
    [[0xfe, 0xc0], 10], // site-local (deprecated)
    [[0xff], 8], // multicast
    [[0x01, 0x00, 0, 0, 0, 0, 0, 0], 64], // discard
    [[0x20, 0x01, 0x00, 0x00], 32], // Teredo hides the real address
    [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
  ]
  return blocked.some(([prefix, bits]) => startsWith(bytes, prefix, bits))
}

/** True when an outbound call must not reach this address (anything that is not an IP is refused). */
export function isBlockedAddress(address: string): boolean {
  const plain = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address
  const family = isIP(plain)
  if (family === 4) return isBlockedIpv4(plain)
  if (family === 6) return isBlockedIpv6(plain)
  return true
}
