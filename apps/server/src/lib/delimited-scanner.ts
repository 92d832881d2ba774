/**
 * A CSV/TSV reader over bytes for the analysis of datasets and data assets
 * (docs/decisions/0044-hostile-files.md): the first records are decoded into strings (header,
 * preview and type inference); every later one is only counted, field by field, without making a
 * string. A general parser decodes every byte into text first and spends most of an upload's time
 * there; this one reads a 1 GB file in a few seconds.
 *
 * The dialect is RFC 4180's: a field that starts with a quote is quoted, `""` inside it is one quote,
 * line breaks inside quotes belong to the field, CRLF or LF ends a record, empty lines are skipped and
 * a UTF-8 byte order mark is dropped. A quote in the middle of an unquoted field, anything but a
 * separator or a line break after a closing quote, an unclosed quote and a record longer than the cap
 * are errors that name the line.
 */
export class DelimitedScanError extends Error {
  override name = 'DelimitedScanError'
  constructor(
    readonly line: number,
    readonly reason: 'unclosed-quote' | 'closing-quote' | 'opening-quote' | 'record-too-long',
  ) {
    super(reason)
  }
}

export interface DelimitedScannerOptions {
  /** The separator, one ASCII character. */
  delimiter: string
  /** Bytes one record may span, quoted line breaks included. */
  maxRecordBytes: number
  /** Records (header included) handed over as strings; later ones come as a field count only. */
  decodedRecords: number
  /**
   * Bytes of each decoded value kept; the rest is read but dropped, so a huge cell costs no memory.
   * Enough for any preview cell, column name or typed value, and to tell that a value is longer.
   */
  maxDecodedFieldBytes?: number
  /** Each record: its values while decoding (null after), its field count and the line it starts on. */
  onRecord(values: string[] | null, fieldCount: number, line: number): void
  /**
   * When given, a quote in the middle of a value does not stop the scan: the record is dropped up to
   * the end of its line and reported here, so a file's bad rows can all be listed (an unclosed quote
   * and a record over the cap still stop it: nothing after them can be told apart).
   */
  /** `line` is the one the dropped record starts on. */
  onMalformed?(line: number, reason: 'closing-quote' | 'opening-quote'): void
}

const quote = 0x22
const lineFeed = 0x0a
const carriageReturn = 0x0d

const fieldStart = 0
const unquoted = 1
const quoted = 2
const quoteInQuoted = 3
/** A malformed record being dropped up to its line's end. */
const skipping = 4

export class DelimitedScanner {
  private readonly delimiter: number
  private state = fieldStart
  private fieldCount = 0
  private recordBytes = 0
  private isRecordEmpty = true
  private line = 1
  private recordLine = 1
  private recordsSeen = 0
  private head: Buffer | null = Buffer.alloc(0)
  // While decoding: the record's finished values and the field being read.
  private values: string[] = []
  private field = Buffer.allocUnsafe(256)
  private fieldLength = 0

  private readonly maxDecodedFieldBytes: number

  constructor(private readonly options: DelimitedScannerOptions) {
    this.delimiter = options.delimiter.charCodeAt(0)
    this.maxDecodedFieldBytes = options.maxDecodedFieldBytes ?? 4096
  }

  push(chunk: Buffer): void {
    if (this.head !== null) {
      // The byte order mark may arrive split over the first chunks.
      const head = Buffer.concat([this.head, chunk])
      if (head.length < 3 && head.every((byte, index) => byte === [0xef, 0xbb, 0xbf][index])) {
        this.head = head
        return
      }
      this.head = null
      chunk = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? head.subarray(3) : head
    }
    let index = 0
    while (index < chunk.length && this.recordsSeen < this.options.decodedRecords) {
      index = this.scanDecoding(chunk, index)
    }
    if (index >= chunk.length) return
    // Most files quote nothing: with no quote ahead and none open, only separators and line ends count.
    if ((this.state === fieldStart || this.state === unquoted) && chunk.indexOf(quote, index) === -1) {
      this.countPlain(chunk, index)
    } else this.scanCounting(chunk, index)
  }

  /** Counting over bytes with no quote: native searches for line ends and separators, no byte loop. */
  private countPlain(chunk: Buffer, from: number): void {
    const { delimiter } = this
    const { maxRecordBytes, onRecord } = this.options
    let position = from
    while (position < chunk.length) {
      let lineEnd = chunk.indexOf(lineFeed, position)
      const isComplete = lineEnd !== -1
      if (!isComplete) lineEnd = chunk.length
      if (this.isRecordEmpty) {
        // Carriage returns alone on a line make it an empty CRLF line.
        while (position < lineEnd && chunk[position] === carriageReturn) position++
        if (position < lineEnd) {
          this.isRecordEmpty = false
          this.recordLine = this.line
        }
      }
      if (position < lineEnd) {
        this.recordBytes += lineEnd - position
        if (this.recordBytes > maxRecordBytes)
          throw new DelimitedScanError(this.recordLine, 'record-too-long')
        for (let at = chunk.indexOf(delimiter, position); at !== -1 && at < lineEnd;) {
          this.fieldCount++
          at = chunk.indexOf(delimiter, at + 1)
        }
        this.state = chunk[lineEnd - 1] === delimiter ? fieldStart : unquoted
      }
      if (!isComplete) return
      this.line++
      position = lineEnd + 1
      if (this.isRecordEmpty) continue
      this.recordsSeen++
      onRecord(null, this.fieldCount + 1, this.recordLine)
      this.state = fieldStart
      this.fieldCount = 0
      this.recordBytes = 0
      this.isRecordEmpty = true
    }
  }

  end(): void {
    if (this.head !== null && this.head.length > 0) {
      const head = this.head
      this.head = null
      this.push(head)
    }
    if (this.state === quoted) throw new DelimitedScanError(this.recordLine, 'unclosed-quote')
    if (this.state === skipping) this.dropRecord()
    else if (!this.isRecordEmpty) this.endRecord()
  }

  /** A quote out of place: a stop, or, when the caller lists bad rows, a record dropped to its line's end. */
  private malformed(line: number, reason: 'closing-quote' | 'opening-quote'): number {
    if (!this.options.onMalformed) throw new DelimitedScanError(line, reason)
    this.options.onMalformed(line, reason)
    this.values = []
    this.fieldLength = 0
    return skipping
  }

  /** Past a dropped record's line end: the next record starts clean. */
  private dropRecord() {
    this.values = []
    this.fieldLength = 0
    this.fieldCount = 0
    this.recordBytes = 0
    this.isRecordEmpty = true
    this.state = fieldStart
  }

  private isDecoding(): boolean {
    return this.recordsSeen < this.options.decodedRecords
  }

  private append(byte: number) {
    if (this.fieldLength >= this.maxDecodedFieldBytes) return
    if (this.fieldLength === this.field.length) {
      const larger = Buffer.allocUnsafe(this.field.length * 2)
      this.field.copy(larger)
      this.field = larger
    }
    this.field[this.fieldLength++] = byte
  }

  private endField(isAtLineEnd: boolean) {
    this.fieldCount++
    if (!this.isDecoding()) return
    let length = this.fieldLength
    // CRLF: the carriage return belongs to the line break, not to an unquoted last field.
    if (isAtLineEnd && this.state === unquoted && length > 0 && this.field[length - 1] === carriageReturn) {
      length--
    }
    this.values.push(this.field.toString('utf8', 0, length))
    this.fieldLength = 0
  }

  private endRecord() {
    // A record always ends with the field under way, empty after a trailing separator.
    this.endField(true)
    const values = this.isDecoding() ? this.values : null
    this.recordsSeen++
    this.options.onRecord(values, this.fieldCount, this.recordLine)
    this.values = []
    this.fieldCount = 0
    this.recordBytes = 0
    this.isRecordEmpty = true
    this.state = fieldStart
  }

  private startRecordIfEmpty() {
    if (this.isRecordEmpty) {
      this.isRecordEmpty = false
      this.recordLine = this.line
    }
  }

  /** Reads bytes of decoded records; answers where it stopped (the end, or past the last decoded record). */
  private scanDecoding(chunk: Buffer, from: number): number {
    const { delimiter } = this
    const { maxRecordBytes } = this.options
    for (let index = from; index < chunk.length; index++) {
      const byte = chunk[index]!
      if (this.state === skipping) {
        if (byte === lineFeed) {
          this.line++
          this.dropRecord()
        }
        continue
      }
      if (byte === lineFeed && this.state !== quoted) {
        this.line++
        if (this.isRecordEmpty) continue
        this.endRecord()
        if (!this.isDecoding()) return index + 1
        continue
      }
      // A line of only a carriage return is an empty CRLF line.
      if (this.isRecordEmpty && byte === carriageReturn) continue
      this.startRecordIfEmpty()
      if (++this.recordBytes > maxRecordBytes)
        throw new DelimitedScanError(this.recordLine, 'record-too-long')
      switch (this.state) {
        case quoted:
          if (byte === quote) this.state = quoteInQuoted
          else {
            if (byte === lineFeed) this.line++
            this.append(byte)
          }
          break
        case quoteInQuoted:
          if (byte === quote) {
            this.append(quote)
            this.state = quoted
          } else if (byte === delimiter) {
            this.endField(false)
            this.state = fieldStart
          } else if (byte !== carriageReturn) {
            this.state = this.malformed(this.recordLine, 'closing-quote')
          }
          break
        case fieldStart:
          if (byte === quote) this.state = quoted
          else if (byte === delimiter) this.endField(false)
          else {
            this.append(byte)
            this.state = unquoted
          }
          break
        default:
          if (byte === delimiter) {
            this.endField(false)
            this.state = fieldStart
          } else if (byte === quote) this.state = this.malformed(this.recordLine, 'opening-quote')
          else this.append(byte)
      }
    }
    return chunk.length
  }

  /** The hot loop: the same states, counting fields and keeping nothing. */
  private scanCounting(chunk: Buffer, from: number): void {
    const { delimiter } = this
    const { maxRecordBytes } = this.options
    let { state, fieldCount, recordBytes, isRecordEmpty, line, recordLine } = this
    for (let index = from; index < chunk.length; index++) {
      const byte = chunk[index]!
      if (state === skipping) {
        if (byte === lineFeed) {
          line++
          state = fieldStart
          fieldCount = 0
          recordBytes = 0
          isRecordEmpty = true
        }
        continue
      }
      if (byte === lineFeed) {
        line++
        if (state === quoted) {
          if (++recordBytes > maxRecordBytes) throw new DelimitedScanError(recordLine, 'record-too-long')
          continue
        }
        if (isRecordEmpty) continue
        this.recordsSeen++
        this.options.onRecord(null, fieldCount + 1, recordLine)
        state = fieldStart
        fieldCount = 0
        recordBytes = 0
        isRecordEmpty = true
        continue
      }
      if (isRecordEmpty) {
        if (byte === carriageReturn) continue
        isRecordEmpty = false
        recordLine = line
      }
      if (++recordBytes > maxRecordBytes) throw new DelimitedScanError(recordLine, 'record-too-long')
      if (state === unquoted) {
        if (byte === delimiter) {
          fieldCount++
          state = fieldStart
        } else if (byte === quote) state = this.malformed(recordLine, 'opening-quote')
      } else if (state === fieldStart) {
        if (byte === quote) state = quoted
        else if (byte === delimiter) fieldCount++
        else state = unquoted
      } else if (state === quoted) {
        if (byte === quote) state = quoteInQuoted
      } else if (byte === quote) state = quoted
      else if (byte === delimiter) {
        fieldCount++
        state = fieldStart
      } else if (byte !== carriageReturn) state = this.malformed(recordLine, 'closing-quote')
    }
    Object.assign(this, { state, fieldCount, recordBytes, isRecordEmpty, line, recordLine })
  }
}
