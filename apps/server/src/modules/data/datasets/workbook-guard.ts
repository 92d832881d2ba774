import type { Readable } from 'node:stream'
import { datasetErrorMessages, datasetFileMessages } from '@lumbung/contract'
import { DatasetFileError } from './dataset-file-kinds'
import { zipModule } from './zip-entries'
import { leaveErrorsToReader, pipeWithErrors } from '../../../lib/stream-pipes'

/**
 * What a workbook may unpack to before it is read (see docs/decisions/0044-hostile-files.md). An XLSX
 * is a zip, and a zip of a few hundred kilobytes can inflate to gigabytes; the shared strings are the
 * one part the reader keeps in memory, so they have the tightest bound.
 */
export const workbookLimits = {
  /** Parts in the zip: a workbook has a few dozen; thousands only slow the reader down. */
  entries: 1000,
  /** Bytes every part inflates to, together. */
  inflatedBytes: 1024 * 1024 * 1024,
  /** Bytes of xl/sharedStrings.xml, which the reader caches whole. */
  sharedStringsBytes: 32 * 1024 * 1024,
  /** Strings in xl/sharedStrings.xml (each one is an object in the cache). */
  sharedStrings: 1_000_000,
  /**
   * Bytes of xl/styles.xml, which the reader also parses whole to tell date cells by their number
   * format (docs/decisions/0079-bad-rows-and-workbook-sheets.md); a real workbook's is a few kilobytes
   * to a few hundred.
   */
  stylesBytes: 8 * 1024 * 1024,
}
export type WorkbookLimits = typeof workbookLimits

const sharedStringsPath = 'xl/sharedStrings.xml'
const stylesPath = 'xl/styles.xml'
const stringOpening = Buffer.from('<si')

/**
 * Unpacks every part of a workbook into nothing, counting, and refuses it once it holds too many
 * parts or inflates past a bound: memory stays flat whatever the zip claims, and the workbook reader
 * (exceljs) only ever sees a workbook that fits. Runs before that reader, over the stored file.
 */
export async function checkWorkbookArchive(
  stream: Readable,
  limits: WorkbookLimits = workbookLimits,
): Promise<void> {
  const unzipper = await zipModule()
  const zip = pipeWithErrors(stream, unzipper.Parse({ forceStream: true }))
  // A zip that ends inside a part fails the zip, not the part, which would then be waited on for ever.
  // The part can even come out of the zip after the zip failed.
  let failure: Error | undefined
  let part: Readable | undefined
  zip.on('error', (error) => {
    failure = error
    part?.destroy(error)
  })
  let entries = 0
  let inflated = 0
  try {
    for await (const entry of zip) {
      part = entry
      // The loop below reads its errors; one may be forwarded after the loop has left it.
      leaveErrorsToReader(entry)
      if (failure) entry.destroy(failure)
      entries++
      if (entries > limits.entries) throw new DatasetFileError(datasetErrorMessages.workbookTooManyParts)
      const isSharedStrings = entry.path === sharedStringsPath
      const isStyles = entry.path === stylesPath
      let entryBytes = 0
      let strings = 0
      // The last bytes of a chunk, so a "<si" split across two chunks is still counted.
      let carry = Buffer.alloc(0)
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        inflated += chunk.length
        entryBytes += chunk.length
        if (inflated > limits.inflatedBytes) throw new DatasetFileError(datasetErrorMessages.workbookTooLarge)
        if (isStyles && entryBytes > limits.stylesBytes) {
          throw new DatasetFileError(datasetErrorMessages.workbookTooManyStyles)
        }
        if (!isSharedStrings) continue
        if (entryBytes > limits.sharedStringsBytes) {
          throw new DatasetFileError(datasetErrorMessages.workbookTooMuchText)
        }
        const text = carry.length === 0 ? chunk : Buffer.concat([carry, chunk])
        for (let at = text.indexOf(stringOpening); at !== -1; at = text.indexOf(stringOpening, at + 1)) {
          strings++
        }
        if (strings > limits.sharedStrings)
          throw new DatasetFileError(datasetErrorMessages.workbookTooMuchText)
        carry = Buffer.from(text.subarray(Math.max(0, text.length - (stringOpening.length - 1))))
      }
    }
  } catch (error) {
    stream.destroy()
    zip.destroy()
    if (error instanceof DatasetFileError) throw error
    throw new DatasetFileError(datasetFileMessages.workbookUnreadable)
  }
}
