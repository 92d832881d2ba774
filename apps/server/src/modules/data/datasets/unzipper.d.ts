// unzipper ships no types; the workbook guard uses this much of its streaming reader.
declare module 'unzipper' {
  import type { Duplex, PassThrough } from 'node:stream'
  export interface Entry extends PassThrough {
    path: string
    type: 'File' | 'Directory'
    autodrain(): unknown
  }
  export function Parse(options?: { forceStream?: boolean }): Duplex & AsyncIterable<Entry>
  const unzipper: { Parse: typeof Parse }
  export default unzipper
}
