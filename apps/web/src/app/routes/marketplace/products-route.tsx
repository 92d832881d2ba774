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
import {
  formatCount,
  marketplaceLimits,
  type MarketplaceSort,
  marketplaceSortLabels,
  marketplaceSorts,
} from '@lumbung/contract'
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

const sortOptions = marketplaceSorts.map((value) => ({ value, label: marketplaceSortLabels[value] }))

/** /consumer/marketplace/products: search results with filters; the whole search lives in the URL. */
export function MarketplaceProductsRoute() {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => parseSearchState(params), [params])
  const list = useMarketplaceProducts(listQueryOf(state))
  const go = (next: MarketplaceSearchState) => setParams(new URLSearchParams(serializeSearchState(next)))
  const total = list.data?.total_data ?? 0
  const pages = Math.max(1, Math.ceil(total / marketplaceLimits.pageSizeDefault))

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1} size="h2">
          Products
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
            />
          ) : null}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            <Group justify="space-between">
              <Text size="sm" c="dimmed" aria-live="polite">
                {list.data
                  ? `${formatCount(total)} product${total === 1 ? '' : 's'}${state.search ? ` for “${state.search}”` : ''}`
                  : ''}
              </Text>
              <Group gap="xs">
                {list.isFetching && list.data ? <Loader size="xs" aria-label="Updating results" /> : null}
                <Select
                  aria-label="Sort by"
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
              <Loader aria-label="Loading products" />
            ) : list.data && list.data.data.length === 0 ? (
              <Paper withBorder radius="lg" p="xl">
                <Stack align="center" gap="sm">
                  <IconMoodEmpty size={36} stroke={1.3} aria-hidden />
                  <Text fw={600}>
                    {state.search ? `No products match “${state.search}”` : 'No products match these filters'}
                    {state.search && hasFilters(state) ? ' with these filters' : ''}
                  </Text>
                  <Group gap="xs">
                    {hasFilters(state) ? (
                      <Button variant="light" onClick={() => go(clearFilters(state))}>
                        Clear filters
                      </Button>
                    ) : null}
                    {state.search ? (
                      <Button
                        variant="subtle"
                        onClick={() => go(withChange(clearFilters(state), { search: '' }))}
                      >
                        Show all products
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
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
