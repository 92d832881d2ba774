import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { IconAlertCircle, IconArrowRight, IconBuildingStore } from '@tabler/icons-react'
import { Link, useNavigate } from 'react-router'
import { formatCount } from '@lumbung/contract'
import { labelOf } from '../../../lib/i18n/enum-labels'
import { useMarketplaceProducts } from '../../../features/marketplace/api/list-products'
import { MarketplaceProductCardView } from '../../../features/marketplace/components/product-card'
import { MarketplaceSearchBox } from '../../../features/marketplace/components/search-box'
import {
  emptySearchState,
  serializeSearchState,
} from '../../../features/marketplace/components/search-url-state'
import { errorMessageOf } from '../../../lib/api-error'
import { pageWidth } from '../../../components/layout/page-width'
import { marketplacePagesTexts } from '../../../features/marketplace/marketplace-pages.texts'
import { useT } from '../../../lib/i18n/i18n'

const productsPath = '/consumer/marketplace/products'
const searchPath = (change: Partial<typeof emptySearchState>) => {
  const query = serializeSearchState({ ...emptySearchState, ...change })
  return query ? `${productsPath}?${query}` : productsPath
}

/** /consumer/marketplace: search, browse by category, and the newest products. */
export function MarketplaceLandingRoute() {
  const t = useT(marketplacePagesTexts)
  const navigate = useNavigate()
  const newest = useMarketplaceProducts({ page: 1, limit: 8, sort: 'newest' })
  const categories = newest.data?.facets.category ?? []

  return (
    <Stack gap="xl" maw={pageWidth}>
      <Paper radius="lg" p="xl" bg="teal.0">
        <Stack gap="md">
          <Group gap="sm">
            <IconBuildingStore size={28} stroke={1.5} aria-hidden />
            <Title order={1} size="h2">
              {t('title')}
            </Title>
          </Group>
          <Text c="dimmed">{t('intro')}</Text>
          <MarketplaceSearchBox value="" size="lg" onSearch={(search) => navigate(searchPath({ search }))} />
          <Group gap="md">
            <Anchor component={Link} to={productsPath} size="sm">
              {t('browseProducts')}
            </Anchor>
            <Anchor component={Link} to="/consumer/marketplace/providers" size="sm">
              {t('browseProviders')}
            </Anchor>
            <Anchor component={Link} to="/consumer/marketplace/request" size="sm">
              {t('requestData')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>

      {newest.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessageOf(newest.error)}
        </Alert>
      ) : null}

      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('categories')}
        </Title>
        {newest.isPending ? (
          <Loader role="status" size="sm" aria-label={t('loadingCategories')} />
        ) : categories.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('noCategories')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
            {categories.map((category) => (
              <UnstyledButton
                key={category.value}
                component={Link}
                to={searchPath({ category: [category.value] })}
              >
                <Paper withBorder radius="md" p="sm">
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {labelOf('dataCategory', category.value)}
                    </Text>
                    <Badge variant="light" color="gray">
                      {newest.data?.facets_are_lower_bounds
                        ? t('categoryCountAtLeast', { count: category.count })
                        : formatCount(category.count)}
                    </Badge>
                  </Group>
                </Paper>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        )}
      </Stack>

      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('newestProducts')}
          </Title>
          <Button
            component={Link}
            to={searchPath({ sort: 'newest' })}
            variant="subtle"
            rightSection={<IconArrowRight size={14} />}
          >
            {t('seeAll')}
          </Button>
        </Group>
        {newest.isPending ? (
          <Loader role="status" aria-label={t('loadingProducts')} />
        ) : newest.data && newest.data.data.length === 0 ? (
          <Paper withBorder radius="lg" p="xl">
            <Text c="dimmed" ta="center">
              {t('noProducts')}
            </Text>
          </Paper>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            {newest.data?.data.map((product) => (
              <MarketplaceProductCardView key={product.id} product={product} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  )
}
