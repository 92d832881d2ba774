import { z } from 'zod'
import { okResult } from '../common/result'
import { defineRoute } from '../common/routes'
import { agreementDetail, agreementVersionParams } from './agreement.schemas'

const tags = ['transaction']
const base = '/api/transaction/agreement'
/** Anyone may read the terms before signing up: the agreement is public by nature. */
const everyone = { access: { kind: 'public' } } as const

/** Where the web app shows a version of the standard agreement. */
export const agreementPagePath = (version: string) => `/agreement/${version}`

export const agreementRoutes = {
  current: defineRoute({
    method: 'GET',
    url: base,
    schema: {
      tags,
      summary: 'The current standard data access agreement, with its version and SHA-256',
      response: { 200: okResult(agreementDetail) },
    },
    config: everyone,
  }),
  version: defineRoute({
    method: 'GET',
    url: `${base}/:version`,
    schema: {
      tags,
      summary: 'One version of the standard data access agreement',
      params: agreementVersionParams,
      response: { 200: okResult(agreementDetail) },
    },
    config: everyone,
  }),
  pdf: defineRoute({
    method: 'GET',
    url: `${base}/:version/pdf`,
    schema: {
      tags,
      summary: 'One version of the standard data access agreement as a PDF',
      params: agreementVersionParams,
      response: { 200: z.unknown() },
    },
    config: everyone,
  }),
  text: defineRoute({
    method: 'GET',
    url: `${base}/:version/text`,
    schema: {
      tags,
      summary: 'One version of the standard data access agreement as the plain text its SHA-256 is taken of',
      params: agreementVersionParams,
      response: { 200: z.unknown() },
    },
    config: everyone,
  }),
} as const
