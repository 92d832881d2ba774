import { Button, Group, Text } from '@mantine/core'
import { IconArchive, IconEdit, IconRocket, IconTrash } from '@tabler/icons-react'
import { Link, useNavigate } from 'react-router'
import type { Product } from '@lumbung/contract'
import { confirm, toast } from '../../../components/feedback'
import { useArchiveProduct } from '../api/archive-product'
import { useDeleteProduct } from '../api/delete-product'
import { usePublishProduct } from '../api/publish-product'
import { useCanChangeLiveProducts } from './product-permissions'
import { useT } from '../../../lib/i18n/i18n'
import { productPageTexts } from '../product-page.texts'

/**
 * Edit, publish, archive and delete, each confirmed first; only the moves the status and the user's role
 * allow are shown. Members prepare drafts and read the rest.
 */
export function ProductActions({ product }: { product: Product }) {
  const t = useT(productPageTexts)
  const canChangeLive = useCanChangeLiveProducts()
  const navigate = useNavigate()
  const publish = usePublishProduct()
  const archive = useArchiveProduct()
  const remove = useDeleteProduct()

  const askPublish = () =>
    void confirm({
      title: t(product.status === 'ARCHIVED' ? 'publishAgainTitle' : 'publishTitle'),
      body: product.is_private
        ? t('publishPrivate', { consumer: product.consumer_legal_name ?? t('chosenConsumer') })
        : t('publishPublic'),
      actions: [
        { label: t('cancel'), variant: 'default' },
        {
          label: t('publish'),
          onClick: async () => {
            await publish.mutateAsync(product.id)
            void toast({ color: 'teal', message: t('publishedToast') })
          },
        },
      ],
    })

  const askArchive = () =>
    void confirm({
      title: t('archiveTitle'),
      body: t('archiveBody'),
      actions: [
        { label: t('cancel'), variant: 'default' },
        {
          label: t('archive'),
          color: 'orange',
          onClick: async () => {
            await archive.mutateAsync({ id: product.id, dataType: product.data_type ?? 'API' })
            void toast({ color: 'teal', message: t('archivedToast') })
          },
        },
      ],
    })

  const askDelete = () =>
    void confirm({
      title: t('deleteTitle'),
      body: t('deleteBody'),
      actions: [
        { label: t('cancel'), variant: 'default' },
        {
          label: t('delete'),
          color: 'red',
          onClick: async () => {
            await remove.mutateAsync(product.id)
            void toast({ color: 'teal', message: t('deletedToast') })
            await navigate('/provider/my-products')
          },
        },
      ],
    })

  const isDraft = product.status === 'DRAFT'
  if (!canChangeLive && !isDraft) {
    return (
      <Text size="sm" c="dimmed" maw={420}>
        {t('readOnly')}
      </Text>
    )
  }
  return (
    <Group gap="sm">
      <Button
        component={Link}
        to={`/provider/my-products/edit/${product.id}`}
        variant="default"
        leftSection={<IconEdit size={16} />}
      >
        {t('edit')}
      </Button>
      {!canChangeLive ? null : product.status !== 'PUBLISHED' ? (
        <Button leftSection={<IconRocket size={16} />} onClick={askPublish}>
          {t(product.status === 'ARCHIVED' ? 'publishAgain' : 'publish')}
        </Button>
      ) : (
        <Button color="orange" variant="light" leftSection={<IconArchive size={16} />} onClick={askArchive}>
          {t('archive')}
        </Button>
      )}
      {product.status === 'DRAFT' ? (
        <Button color="red" variant="subtle" leftSection={<IconTrash size={16} />} onClick={askDelete}>
          {t('delete')}
        </Button>
      ) : null}
    </Group>
  )
}
