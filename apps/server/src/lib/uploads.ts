/** File kinds the platform accepts from users, recognised by their first bytes, never by name alone. */
export type SniffedKind = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf'

const extensions: Record<SniffedKind, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
}

export const imageKinds: readonly SniffedKind[] = ['image/jpeg', 'image/png', 'image/webp']
export const documentKinds: readonly SniffedKind[] = [...imageKinds, 'application/pdf']

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte)

/** The kind of a file from its magic bytes, or null when it is none we accept. */
export function sniffKind(head: Uint8Array): SniffedKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp'
  }
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'
  return null
}

export function extensionOf(kind: SniffedKind): string {
  return extensions[kind]
}
