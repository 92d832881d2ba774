import { Badge } from '@mantine/core'
import { type ProductStatus } from '@lumbung/contract'
import { labelOf } from '../../../lib/i18n/enum-labels'

const colors: Record<ProductStatus, string> = { DRAFT: 'gray', PUBLISHED: 'teal', ARCHIVED: 'orange' }

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return (
    <Badge color={colors[status]} variant="light" radius="sm">
      {labelOf('productStatus', status)}
    </Badge>
  )
}
