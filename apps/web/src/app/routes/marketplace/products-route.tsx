import {
  Alert,
  Button,
  Grid,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { IconAlertCircle, IconMoodEmpty } from '@tabler/icons-react'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { marketplaceLimits, type MarketplaceSort, marketplaceSorts } from '@lumbung/contract'
import { useMarketplaceProducts } from '../../../features/marketplace/api/list-products'
import { MarketplaceDidYouMean } from '../../../features/marketplace/components/did-you-mean'
import { MarketplaceFacetSidebar } from '../../../features/marketplace/components/facet-sidebar'
import { MarketplaceProductCardView } from '../../../features/marketplace/components/product-card'
import { MarketplaceSearchBox } from '../../../features/marketplace/components/search-box'
import {
  clearFilters,
  hasFilters,
  listQueryOf,
  parseSearchState,
  serializeSearchState,
  withChange,
  type MarketplaceSearchState,
} from '../../../features/marketplace/components/search-url-state'
import { errorMessageOf } from '../../../lib/api-error'
import { marketplaceSearchTexts } from '../../../features/marketplace/marketplace-search.texts'
import { useT } from '../../../lib/i18n/i18n'

/** /consumer/marketplace/products: search results with filters; the whole search lives in the URL. */
export function MarketplaceProductsRoute() {
  const t = useT(marketplaceSearchTexts)
  const sortOptions = marketplaceSorts.map((value) => ({ value, label: t(`sort${value}`) }))
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => parseSearchState(params), [params])
  const list = useMarketplaceProducts(listQueryOf(state))
  const go = (next: MarketplaceSearchState) => setParams(new URLSearchParams(serializeSearchState(next)))
  const total = list.data?.total_data ?? 0
  // A lower-bound total counts past this page, so its pages always lead on to the next matches.
  const pages = Math.max(1, Math.ceil(total / marketplaceLimits.pageSizeDefault))

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t('products')}
        </Title>
        <MarketplaceSearchBox value={state.search} onSearch={(search) => go(withChange(state, { search }))} />
        <MarketplaceDidYouMean state={state} suggestion={list.data?.did_you_mean} />
      </Stack>
      {list.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessageOf(list.error)}
        </Alert>
      ) : null}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          {list.data ? (
            <MarketplaceFacetSidebar
              facets={list.data.facets}
              state={state}
              onChange={go}
              onClear={() => go(clearFilters(state))}
              areCountsLowerBounds={list.data.facets_are_lower_bounds}
            />
          ) : null}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            <Group justify="space-between">
              <Text size="sm" c="dimmed" aria-live="polite">
                {list.data
                  ? t(
                      `resultCount${list.data.total_is_lower_bound ? 'AtLeast' : ''}${state.search ? 'For' : ''}`,
                      { count: total, search: state.search },
                    )
                  : ''}
              </Text>
              <Group gap="xs">
                {list.isFetching && list.data ? (
                  <Loader role="status" size="xs" aria-label={t('updatingResults')} />
                ) : null}
                <Select
                  aria-label={t('sortBy')}
                  size="xs"
                  w={180}
                  data={sortOptions}
                  value={state.sort ?? 'newest'}
                  allowDeselect={false}
                  onChange={(value) =>
                    go(withChange(state, { sort: (value as MarketplaceSort | null) ?? null }))
                  }
                />
              </Group>
            </Group>
            {list.isPending ? (
              <Loader role="status" aria-label={t('loadingProducts')} />
            ) : list.data && list.data.data.length === 0 ? (
              <Paper withBorder radius="lg" p="xl">
                <Stack align="center" gap="sm">
                  <IconMoodEmpty size={36} stroke={1.3} aria-hidden />
                  <Text fw={600}>
                    {state.search
                      ? t(hasFilters(state) ? 'noMatchSearchFiltered' : 'noMatchSearch', {
                          search: state.search,
                        })
                      : t('noMatchFilters')}
                  </Text>
                  <Group gap="xs">
                    {hasFilters(state) ? (
                      <Button variant="light" onClick={() => go(clearFilters(state))}>
                        {t('clearFilters')}
                      </Button>
                    ) : null}
                    {state.search ? (
                      <Button
                        variant="subtle"
                        onClick={() => go(withChange(clearFilters(state), { search: '' }))}
                      >
                        {t('showAllProducts')}
                      </Button>
                    ) : null}
                  </Group>
                </Stack>
              </Paper>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {list.data?.data.map((product) => (
                  <MarketplaceProductCardView key={product.id} product={product} />
                ))}
              </SimpleGrid>
            )}
            {pages > 1 ? (
              <Pagination
                total={pages}
                value={Math.min(state.page, pages)}
                onChange={(page) => go({ ...state, page })}
                getControlProps={(control) => ({ 'aria-label': t('pageControl', { control }) })}
              />
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
