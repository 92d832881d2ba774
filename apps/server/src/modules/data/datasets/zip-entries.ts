import type unzipperModule from 'unzipper'

/**
 * unzipper's streaming Parse announces 'end' as soon as it has read its input through, while parts it
 * has already read may still wait in its buffer. exceljs's workbook reader stops at that 'end' and
 * never sees those parts: when it lingered over one part (spilling a worksheet to a temporary file,
 * which takes longer on a busy server) it missed xl/workbook.xml and refused a sound workbook, at
 * random. Here that early announcement (not a destroyed stream's) only closes the readable side, which then ends, with a real
 * 'end' and 'close', once every buffered part has been read. Installed once, on the module both
 * the workbook guard and exceljs use; loaded with the first workbook, not with the server.
 */
type Unzipper = typeof unzipperModule
type ParseStream = ReturnType<Unzipper['Parse']>
const marker = Symbol.for('lumbung.unzipper.endsAfterItsParts')
let loading: Promise<Unzipper> | undefined

/** unzipper, its Parse ending only after its parts. */
export function zipModule(): Promise<Unzipper> {
  return (loading ??= import('unzipper').then(({ default: unzipper }) => {
    installEndAfterParts(unzipper)
    return unzipper
  }))
}

function installEndAfterParts(unzipper: Unzipper) {
  const parseModule = unzipper as Unzipper & { [marker]?: true }
  if (parseModule[marker]) return
  const originalParse = unzipper.Parse.bind(unzipper)
  parseModule.Parse = (options) => {
    const parse: ParseStream = originalParse(options)
    const emit = parse.emit.bind(parse) as (event: string | symbol, ...args: unknown[]) => boolean
    parse.emit = ((event: string | symbol, ...args: unknown[]) => {
      if ((event === 'end' || event === 'close') && !parse.readableEnded && !parse.destroyed) {
        if (event === 'end') parse.push(null)
        return true
      }
      return emit(event, ...args)
    }) as ParseStream['emit']
    return parse
  }
  parseModule[marker] = true
}
