import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconArrowLeft, IconLock } from '@tabler/icons-react'
import { Link, useParams } from 'react-router'
import { useMinimumLoading } from '../../../components/feedback'
import { useMarketplaceProduct } from '../../../features/marketplace/api/get-product'
import { requestBlockOf } from '../../../features/transaction/components/request-eligibility'
import { ApprovalOffer } from '../../../features/marketplace/components/approval-offer'
import { TrialOffer } from '../../../features/marketplace/components/trial-offer'
import { RequestProductForm } from '../../../features/transaction/components/request-product-form'
import { RequestProductSummary } from '../../../features/transaction/components/request-product-summary'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { formWidth } from '../../../components/layout/page-width'
import { useT } from '../../../lib/i18n/i18n'
import { marketplaceBrowseTexts } from '../../../features/marketplace/marketplace-browse.texts'

/** The consumer requests a product; those who may not are told why instead of seeing the form. */
export function RequestProductRoute() {
  const t = useT(marketplaceBrowseTexts)
  const { id = '' } = useParams()
  const product = useMarketplaceProduct(id)
  const isLoaderShown = useMinimumLoading(product.isPending)
  const productPath = `/consumer/marketplace/products/${id}`

  let body
  if (product.isError) {
    const isMissing = isApiError(product.error) && [400, 404].includes(product.error.status)
    body = (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        role="alert"
        title={isMissing ? t('productNotFound') : t('productLoadFailed')}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{isMissing ? t('productNotOffered') : errorMessageOf(product.error)}</Text>
          {isMissing ? (
            <Button component={Link} to="/consumer/marketplace" size="xs" variant="light" color="red">
              {t('backToMarketplace')}
            </Button>
          ) : (
            <Button size="xs" variant="light" color="red" onClick={() => void product.refetch()}>
              {t('tryAgain')}
            </Button>
          )}
        </Stack>
      </Alert>
    )
  } else if (!product.data || isLoaderShown) {
    body = (
      <Center py="xl">
        <Loader role="status" aria-label={t('loadingProduct')} />
      </Center>
    )
  } else {
    const block = requestBlockOf(product.data)
    body = (
      <>
        <RequestProductSummary product={product.data} />
        {block ? (
          <Alert
            color="harvest"
            variant="light"
            icon={<IconLock size={18} />}
            title={block.title}
            data-testid="request-blocked"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{block.explanation}</Text>
              {block.next ? (
                <Button component={Link} to={block.next.to} size="xs" variant="light" color="harvest">
                  {block.next.label}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : (
          <>
            <TrialOffer trial={product.data.trial} pricingModel={product.data.pricing_model?.value ?? null} />
            <ApprovalOffer approvesAtOnce={product.data.approves_at_once} />
            <RequestProductForm product={product.data} />
          </>
        )}
      </>
    )
  }

  return (
    <Stack gap="lg" maw={formWidth}>
      <Anchor component={Link} to={productPath} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> {t('productDetail')}
        </Group>
      </Anchor>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('requestProduct')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('requestProductHint')}
        </Text>
      </Stack>
      {body}
    </Stack>
  )
}
