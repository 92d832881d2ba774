import { Button, Group } from '@mantine/core'
import { IconPackage } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { ProductDataType } from '@lumbung/contract'
import { useT } from '../../../lib/i18n/i18n'
import { productsTexts } from '../products.texts'

/** The product form for a new product, with this dataset already chosen as its source. */
export const productFromDatasetPath = (dataType: ProductDataType, datasetId: string) =>
  `/provider/my-products/add?${new URLSearchParams({ data_type: dataType, dataset: datasetId })}`

/** On a dataset's page: the way on from an active dataset to a product that sells it. */
export function CreateProductFromDataset({
  dataset,
}: {
  dataset: { id: string; data_type: ProductDataType; status: string }
}) {
  const t = useT(productsTexts)
  if (dataset.status !== 'ACTIVE') return null
  return (
    <Group justify="flex-end">
      <Button
        component={Link}
        to={productFromDatasetPath(dataset.data_type, dataset.id)}
        leftSection={<IconPackage size={16} />}
      >
        {t('createFromDataset')}
      </Button>
    </Group>
  )
}
