import { Badge } from '@mantine/core'
import { productStatusLabels, type ProductStatus } from '@lumbung/contract'

const colors: Record<ProductStatus, string> = { DRAFT: 'gray', PUBLISHED: 'teal', ARCHIVED: 'orange' }

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return (
    <Badge color={colors[status]} variant="light" radius="sm">
      {productStatusLabels[status]}
    </Badge>
  )
}
