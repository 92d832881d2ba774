// A failed step's headlines, repeated under the summary: a continuous integration service that keeps only
// the end of a long log then still shows which test failed, with what error, at which line.

/** At most this many lines: they sit between the last lines of the log and its summary. */
export const headlineLimit = 16
const widthLimit = 160

// eslint-disable-next-line no-control-regex -- colours are escape sequences
const colour = /\u001b\[[0-9;]*m/g

const patterns = [
  // Playwright: "  1) [chromium] › e2e/tests/x.spec.ts:7:1 › title", and the source line it stopped at.
  /^\s*\d+\) \[[^\]]+\] › /,
  /^\s*> \d+ \|/,
  // Vitest: " FAIL  |server| path > test", "× test", and " ❯ src/x.test.ts:12:5" where it stopped.
  /^\s*(FAIL|×)\s/,
  /^\s*❯ \S+:\d+:\d+/,
  // Either: what went wrong.
  /^\s*(\w*Error\b|Test timeout of )/,
  // ESLint: the file, then "  65:5  error  …"; TypeScript: "src/x.ts(3,7): error TS2322: …".
  /^\/\S+\.(c|m)?[jt]sx?$/,
  /^\s*\d+:\d+\s+error\s/,
  /: error TS\d+:/,
]

// Where a runner's report of its failures starts; the log before it may hold errors a test expected.
const reportStarts = [/^\s*1\) \[[^\]]+\] › /m, /Failed (Suites|Tests) \d+/, /Unhandled (Errors|Rejection)/]

/** The lines of `text` that name a failed test, its error or the line it stopped at, each once. */
export function failureHeadlines(text, limit = headlineLimit) {
  const plain = text.replace(colour, '')
  const starts = reportStarts.map((pattern) => plain.search(pattern)).filter((index) => index >= 0)
  const report = starts.length > 0 ? plain.slice(Math.min(...starts)) : plain
  const seen = new Set()
  const headlines = []
  for (const raw of report.split('\n')) {
    const line = raw.trimEnd()
    if (!patterns.some((pattern) => pattern.test(line))) continue
    const short = line.length > widthLimit ? `${line.slice(0, widthLimit - 1)}…` : line
    if (seen.has(short.trim())) continue
    seen.add(short.trim())
    headlines.push(short)
    if (headlines.length === limit) break
  }
  return headlines
}

/**
 * Keeps the end of a command's output while it also goes to the terminal: enough for the headlines of
 * a failure, without holding a whole log in memory.
 */
export class OutputTail {
  constructor(limitBytes = 4 * 1024 * 1024) {
    this.limitBytes = limitBytes
    this.chunks = []
    this.bytes = 0
  }

  push(chunk) {
    this.chunks.push(chunk)
    this.bytes += chunk.length
    while (this.bytes > this.limitBytes && this.chunks.length > 1) this.bytes -= this.chunks.shift().length
  }

  text() {
    return Buffer.concat(this.chunks).toString()
  }
}
