import { crc32, createDeflateRaw } from 'node:zlib'

/** One part of a zip: its bytes, then `repeat` copies of a chunk (deflated as they stream), then `tail`. */
export interface ZipPart {
  path: string
  content?: string | Buffer
  repeat?: { chunk: string; times: number }
  tail?: string
}

interface Deflated {
  path: Buffer
  data: Buffer
  crc: number
  size: number
}

async function deflate(part: ZipPart): Promise<Deflated> {
  const deflater = createDeflateRaw({ level: 9 })
  const output: Buffer[] = []
  deflater.on('data', (chunk: Buffer) => output.push(chunk))
  const finished = new Promise((resolve, reject) => deflater.on('end', resolve).on('error', reject))
  let crc = 0
  let size = 0
  const write = async (bytes: Buffer) => {
    crc = crc32(bytes, crc)
    size += bytes.length
    if (!deflater.write(bytes)) await new Promise((resolve) => deflater.once('drain', resolve))
  }
  if (part.content !== undefined) await write(Buffer.from(part.content))
  if (part.repeat) {
    const chunk = Buffer.from(part.repeat.chunk)
    for (let index = 0; index < part.repeat.times; index++) await write(chunk)
  }
  if (part.tail !== undefined) await write(Buffer.from(part.tail))
  deflater.end()
  await finished
  return { path: Buffer.from(part.path), data: Buffer.concat(output), crc, size }
}

/** A zip archive (deflated parts, sizes in the local headers), as spreadsheet programs write it. */
export async function zipArchive(parts: ZipPart[]): Promise<Buffer> {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const part of parts) {
    const { path, data, crc, size } = await deflate(part)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(crc >>> 0, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(path.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(crc >>> 0, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(path.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, path, data)
    centrals.push(central, path)
    offset += local.length + path.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(parts.length, 8)
  end.writeUInt16LE(parts.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/** The parts of a one-sheet workbook whose cells point into the shared strings. */
export function workbookParts(sharedStrings: Omit<ZipPart, 'path'>): ZipPart[] {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
  const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
  return [
    {
      path: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
        '</Types>',
    },
    {
      path: '_rels/.rels',
      content: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      path: 'xl/workbook.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${relationships}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      path: 'xl/_rels/workbook.xml.rels',
      content: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationships}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${relationships}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    },
    { path: 'xl/sharedStrings.xml', ...sharedStrings },
    {
      path: 'xl/worksheets/sheet1.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${main}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c></row></sheetData></worksheet>`,
    },
  ]
}
