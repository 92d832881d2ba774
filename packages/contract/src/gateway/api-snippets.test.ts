import { describe, expect, it } from 'vitest'
import { openApiDocumentOf, type ApiProductOpenApiSource } from './api-openapi'
import { gatewayRequestOf, snippetsOf } from './api-snippets'

const source: ApiProductOpenApiSource = {
  productId: '0b7c6f0e-51f4-4c4e-9d51-3a2f2a0c9a11',
  productName: 'Score',
  description: null,
  publicUrl: 'https://lumbung.example.id/',
  method: 'POST',
  parameters: [
    {
      name: 'nik',
      type: 'STRING',
      is_required: true,
      location: 'PATH',
      description: null,
      example: '3171012345670001',
    },
    { name: 'limit', type: 'INTEGER', is_required: false, location: 'BODY', description: null, example: '5' },
    {
      name: 'strict',
      type: 'BOOLEAN',
      is_required: true,
      location: 'BODY',
      description: null,
      example: null,
    },
    {
      name: 'X-Trace',
      type: 'STRING',
      is_required: false,
      location: 'HEADER',
      description: null,
      example: "it's",
    },
  ],
  responseSample: '{"score":1}',
  monthlyQuota: null,
  operationalHourFrom: null,
  operationalHourTo: null,
  availabilityTarget: 99.5,
}

describe('snippets read from the OpenAPI document', () => {
  const document = openApiDocumentOf(source)

  it('send the examples typed as the document types them, the key only from the environment', () => {
    const { curl, python, javascript } = snippetsOf(document)
    expect(curl).toBe(
      [
        `curl -X POST 'https://lumbung.example.id/gateway/v1/products/${source.productId}?nik=3171012345670001'`,
        `-H "X-API-Key: $LUMBUNG_API_KEY"`,
        `-H 'X-Trace: it'\\''s'`,
        `-H 'Content-Type: application/json'`,
        `-d '{"limit":5,"strict":true}'`,
      ].join(' \\\n  '),
    )
    expect(python).toContain('"X-API-Key": os.environ["LUMBUNG_API_KEY"]')
    expect(python).toContain('"strict": True,')
    expect(python).not.toContain('Content-Type')
    expect(javascript).toContain('body: JSON.stringify({"limit":5,"strict":true})')
    expect(javascript).toContain('"X-API-Key": process.env.LUMBUNG_API_KEY')
  })

  it('takes typed-in values over the examples and leaves out blank optional ones', () => {
    const request = gatewayRequestOf(document, { nik: ' 3273020202850002 ', limit: '', 'X-Trace': '' })
    expect(request.url).toBe(
      `https://lumbung.example.id/gateway/v1/products/${source.productId}?nik=3273020202850002`,
    )
    expect(request.body).toEqual({ strict: true })
    expect(request.headers).toEqual([['Content-Type', 'application/json']])
  })

  it('states the terms and leaves out refusals the product cannot meet', () => {
    expect(document.info.description).toContain('Availability target: 99.5%.')
    const operation = Object.values(Object.values(document.paths)[0]!)[0]!
    expect(Object.keys(operation.responses)).not.toContain('503')
    expect(operation.responses['429']).toBeDefined()
  })
})
