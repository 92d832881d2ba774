import type { Product, ProductSampleStatus } from '@lumbung/contract'

export interface SampleActions {
  /** The sample can be made again from the dataset's current version. */
  canRefresh: boolean
  /** The sample is an uploaded file, which the provider may replace on the edit form instead. */
  canUpload: boolean
  /** A member on a product of the marketplace: told who may change it, offered nothing. */
  isReadOnly: boolean
}

/**
 * What a stale sample's notice offers: the same rule as an edit, so members act on drafts only and the
 * owner and admins on products of the marketplace (docs/decisions/0081-stale-product-sample.md).
 */
export function sampleActionsOf(
  status: Pick<ProductSampleStatus, 'can_generate' | 'source'>,
  productStatus: Product['status'],
  canChangeLive: boolean,
): SampleActions {
  const mayChange = productStatus === 'DRAFT' || canChangeLive
  return {
    canRefresh: mayChange && status.can_generate,
    canUpload: mayChange && status.source === 'SAMPLE_FILE',
    isReadOnly: !mayChange,
  }
}
