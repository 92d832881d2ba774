import { Button, Group, Text } from '@mantine/core'
import { IconArchive, IconEdit, IconRocket, IconTrash } from '@tabler/icons-react'
import { Link, useNavigate } from 'react-router'
import { productLockMessages, productMessages, type Product } from '@lumbung/contract'
import { confirm, toast } from '../../../components/feedback'
import { useArchiveProduct } from '../api/archive-product'
import { useDeleteProduct } from '../api/delete-product'
import { usePublishProduct } from '../api/publish-product'
import { useCanChangeLiveProducts } from './product-permissions'

/**
 * Edit, publish, archive and delete, each confirmed first; only the moves the status and the user's role
 * allow are shown. Members prepare drafts and read the rest.
 */
export function ProductActions({ product }: { product: Product }) {
  const canChangeLive = useCanChangeLiveProducts()
  const navigate = useNavigate()
  const publish = usePublishProduct()
  const archive = useArchiveProduct()
  const remove = useDeleteProduct()

  const askPublish = () =>
    void confirm({
      title: product.status === 'ARCHIVED' ? 'Publish this product again?' : 'Publish this product?',
      body: product.is_private
        ? `Only ${product.consumer_legal_name ?? 'the chosen consumer'} will see it and can request it.`
        : 'Every consumer on the marketplace will see it and can request it.',
      actions: [
        { label: 'Cancel', variant: 'default' },
        {
          label: 'Publish',
          onClick: async () => {
            await publish.mutateAsync(product.id)
            void toast({ color: 'teal', message: productMessages.published })
          },
        },
      ],
    })

  const askArchive = () =>
    void confirm({
      title: 'Archive this product?',
      body: 'It leaves the marketplace and takes no new requests. Buyers who already have it keep it until their term ends. You can publish it again later.',
      actions: [
        { label: 'Cancel', variant: 'default' },
        {
          label: 'Archive',
          color: 'orange',
          onClick: async () => {
            await archive.mutateAsync({ id: product.id, dataType: product.data_type ?? 'API' })
            void toast({ color: 'teal', message: productMessages.archived })
          },
        },
      ],
    })

  const askDelete = () =>
    void confirm({
      title: 'Delete this draft?',
      body: 'The draft and its files are removed for good.',
      actions: [
        { label: 'Cancel', variant: 'default' },
        {
          label: 'Delete',
          color: 'red',
          onClick: async () => {
            await remove.mutateAsync(product.id)
            void toast({ color: 'teal', message: productMessages.deleted })
            await navigate('/provider/my-products')
          },
        },
      ],
    })

  const isDraft = product.status === 'DRAFT'
  if (!canChangeLive && !isDraft) {
    return (
      <Text size="sm" c="dimmed" maw={420}>
        {productLockMessages.readOnly}
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
        Edit
      </Button>
      {!canChangeLive ? null : product.status !== 'PUBLISHED' ? (
        <Button leftSection={<IconRocket size={16} />} onClick={askPublish}>
          {product.status === 'ARCHIVED' ? 'Publish again' : 'Publish'}
        </Button>
      ) : (
        <Button color="orange" variant="light" leftSection={<IconArchive size={16} />} onClick={askArchive}>
          Archive
        </Button>
      )}
      {product.status === 'DRAFT' ? (
        <Button color="red" variant="subtle" leftSection={<IconTrash size={16} />} onClick={askDelete}>
          Delete
        </Button>
      ) : null}
    </Group>
  )
}
