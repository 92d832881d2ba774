import { Button } from '@mantine/core'
import { IconBuildingStore } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { Product } from '@lumbung/contract'
import { useT } from '../../../lib/i18n/i18n'
import { productsTexts } from '../products.texts'

/** A published product as buyers see it in the marketplace; drafts and archived ones are not there. */
export function ViewInMarketplace({ product }: { product: Pick<Product, 'id' | 'status'> }) {
  const t = useT(productsTexts)
  if (product.status !== 'PUBLISHED') return null
  return (
    <Button
      component={Link}
      to={`/consumer/marketplace/products/${product.id}`}
      variant="light"
      leftSection={<IconBuildingStore size={16} />}
    >
      {t('viewInMarketplace')}
    </Button>
  )
}
