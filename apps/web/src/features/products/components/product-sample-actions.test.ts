import { describe, expect, it } from 'vitest'
import { sampleActionsOf } from './product-sample-actions'

describe('sampleActionsOf', () => {
  it('offers a refresh, and for an uploaded sample an upload, to whoever may edit the product', () => {
    expect(sampleActionsOf({ can_generate: true, source: 'SAMPLE_DATA' }, 'PUBLISHED', true)).toEqual({
      canRefresh: true,
      canUpload: false,
      isReadOnly: false,
    })
    expect(sampleActionsOf({ can_generate: true, source: 'SAMPLE_FILE' }, 'DRAFT', false)).toEqual({
      canRefresh: true,
      canUpload: true,
      isReadOnly: false,
    })
  })

  it('offers a member nothing on a product of the marketplace', () => {
    expect(sampleActionsOf({ can_generate: true, source: 'SAMPLE_FILE' }, 'PUBLISHED', false)).toEqual({
      canRefresh: false,
      canUpload: false,
      isReadOnly: true,
    })
  })

  it('offers no refresh when the dataset has no file to make it from', () => {
    expect(sampleActionsOf({ can_generate: false, source: 'SAMPLE_FILE' }, 'ARCHIVED', true)).toMatchObject({
      canRefresh: false,
      canUpload: true,
    })
  })
})
