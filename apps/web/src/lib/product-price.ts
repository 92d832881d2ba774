import { formatRupiah, type Product } from '@lumbung/contract'

/** 'Rp 1.500 per call', or a dash while a draft has no price. */
export function priceTextOf(product: Pick<Product, 'price' | 'unit'>): string {
  if (product.price === null) return '—'
  const unit = product.unit ? ` ${product.unit.description.toLowerCase()}` : ''
  return `${formatRupiah(product.price)}${unit}`
}
