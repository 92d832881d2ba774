import { gatewayKeyHeader } from '../transaction/purchased-gateway'
import type { ApiProductOpenApi, OpenApiOperation } from './api-openapi'

/** One call to the gateway: what a snippet writes out and what the "Try it" panel sends. */
export interface GatewayRequest {
  method: string
  /** With the query string; never the key. */
  url: string
  /** Besides the key header. */
  headers: [string, string][]
  body: Record<string, string | number | boolean> | null
}

/** The environment variable every snippet reads the key from, so it never sits in code or history. */
export const apiKeyVariable = 'LUMBUNG_API_KEY'

/** The document's one operation, with its path and method. */
export function operationOf(document: ApiProductOpenApi): {
  path: string
  method: string
  operation: OpenApiOperation
} {
  const [path, operations] = Object.entries(document.paths)[0]!
  const [method, operation] = Object.entries(operations)[0]!
  return { path, method: method.toUpperCase(), operation }
}

/**
 * The call a document describes, with its example values, or the given values where a field has one
 * (the "Try it" panel's fields). A blank value leaves an optional parameter out.
 */
export function gatewayRequestOf(
  document: ApiProductOpenApi,
  values: Record<string, string> = {},
): GatewayRequest {
  const { path, method, operation } = operationOf(document)
  const url = new URL(`${document.servers[0]!.url}${path}`)
  const headers: [string, string][] = []
  const valueOf = (name: string, example: string | number | boolean) =>
    values[name] === undefined ? String(example) : values[name].trim()
  for (const parameter of operation.parameters) {
    const value = valueOf(parameter.name, parameter.example)
    if (value === '' && !parameter.required) continue
    if (parameter.in === 'header') headers.push([parameter.name, value])
    else url.searchParams.set(parameter.name, value)
  }
  const json = operation.requestBody?.content['application/json']
  let body: GatewayRequest['body'] = null
  if (json) {
    body = {}
    for (const [name, property] of Object.entries(json.schema.properties)) {
      const example = json.example[name] ?? ''
      const text = valueOf(name, example)
      if (text === '' && !json.schema.required?.includes(name)) continue
      // Typed as the document types it, so the gateway's type check reads what the provider declared.
      const isNumber =
        (property.type === 'integer' || property.type === 'number') && /^-?\d+(\.\d+)?$/.test(text)
      body[name] = isNumber
        ? Number(text)
        : property.type === 'boolean' && /^(true|false)$/.test(text)
          ? text === 'true'
          : text
    }
    headers.push(['Content-Type', 'application/json'])
  }
  return { method, url: url.href, headers, body }
}

const shellQuoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`

/** curl for a POSIX shell; the key comes from the environment in double quotes. */
export function curlOf(request: GatewayRequest): string {
  const lines = [
    `curl -X ${request.method} ${shellQuoted(request.url)}`,
    `-H "${gatewayKeyHeader}: $${apiKeyVariable}"`,
  ]
  for (const [name, value] of request.headers) lines.push(`-H ${shellQuoted(`${name}: ${value}`)}`)
  if (request.body) lines.push(`-d ${shellQuoted(JSON.stringify(request.body))}`)
  return lines.join(' \\\n  ')
}

const pythonLiteral = (value: string | number | boolean) =>
  typeof value === 'boolean' ? (value ? 'True' : 'False') : JSON.stringify(value)

const pythonDict = (entries: [string, string][], indent: string) =>
  `{\n${entries.map(([name, value]) => `${indent}    ${JSON.stringify(name)}: ${value},`).join('\n')}\n${indent}}`

/** Python with `requests`. */
export function pythonOf(request: GatewayRequest): string {
  const headers: [string, string][] = [
    [gatewayKeyHeader, `os.environ[${JSON.stringify(apiKeyVariable)}]`],
    ...request.headers
      .filter(([name]) => !(request.body && name === 'Content-Type'))
      .map(([name, value]): [string, string] => [name, JSON.stringify(value)]),
  ]
  const lines = [
    'import os',
    '',
    'import requests',
    '',
    'response = requests.request(',
    `    ${JSON.stringify(request.method)},`,
    `    ${JSON.stringify(request.url)},`,
    `    headers=${pythonDict(headers, '    ')},`,
  ]
  if (request.body) {
    const fields = Object.entries(request.body).map(([name, value]): [string, string] => [
      name,
      pythonLiteral(value),
    ])
    lines.push(`    json=${pythonDict(fields, '    ')},`)
  }
  lines.push('    timeout=30,', ')', 'print(response.status_code)', 'print(response.text)')
  return lines.join('\n')
}

/** JavaScript `fetch` (Node 18 or later, or a browser). */
export function javascriptOf(request: GatewayRequest): string {
  const headers = [
    `    ${JSON.stringify(gatewayKeyHeader)}: process.env.${apiKeyVariable},`,
    ...request.headers.map(([name, value]) => `    ${JSON.stringify(name)}: ${JSON.stringify(value)},`),
  ]
  const lines = [
    `const response = await fetch(${JSON.stringify(request.url)}, {`,
    `  method: ${JSON.stringify(request.method)},`,
    '  headers: {',
    ...headers,
    '  },',
  ]
  if (request.body) lines.push(`  body: JSON.stringify(${JSON.stringify(request.body)}),`)
  lines.push('})', 'console.log(response.status, await response.text())')
  return lines.join('\n')
}

export interface ApiSnippets {
  curl: string
  python: string
  javascript: string
}

/** The three snippets of a document's example call. */
export function snippetsOf(document: ApiProductOpenApi): ApiSnippets {
  const request = gatewayRequestOf(document)
  return { curl: curlOf(request), python: pythonOf(request), javascript: javascriptOf(request) }
}
