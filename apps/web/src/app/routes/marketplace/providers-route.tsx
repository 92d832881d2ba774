import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { Link, useSearchParams } from 'react-router'
import { initialsOf, marketplaceLimits } from '@lumbung/contract'
import { labelOf } from '../../../lib/i18n/enum-labels'
import { useMarketplaceProviders } from '../../../features/marketplace/api/list-providers'
import { marketplaceProviderPath, ProviderName } from '../../../features/marketplace/components/provider-card'
import { MarketplaceSearchBox } from '../../../features/marketplace/components/search-box'
import { errorMessageOf } from '../../../lib/api-error'
import { pageWidth } from '../../../components/layout/page-width'
import { marketplacePagesTexts } from '../../../features/marketplace/marketplace-pages.texts'
import { useT } from '../../../lib/i18n/i18n'

/** /consumer/marketplace/providers: verified providers, searchable, the search and page in the URL. */
export function MarketplaceProvidersRoute() {
  const t = useT(marketplacePagesTexts)
  const [params, setParams] = useSearchParams()
  const search = (params.get('search') ?? '').trim().slice(0, marketplaceLimits.searchMax)
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const providers = useMarketplaceProviders({
    page,
    limit: marketplaceLimits.pageSizeDefault,
    ...(search ? { search } : {}),
  })
  const go = (next: { search: string; page: number }) => {
    const query = new URLSearchParams()
    if (next.search) query.set('search', next.search)
    if (next.page > 1) query.set('page', String(next.page))
    setParams(query)
  }
  const total = providers.data?.total_data ?? 0
  const pages = Math.max(1, Math.ceil(total / marketplaceLimits.pageSizeDefault))

  return (
    <Stack gap="lg" maw={pageWidth}>
      <Title order={1} size="h2">
        {t('providers')}
      </Title>
      <MarketplaceSearchBox value={search} onSearch={(text) => go({ search: text, page: 1 })} />
      {providers.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessageOf(providers.error)}
        </Alert>
      ) : null}
      {providers.isPending ? (
        <Loader role="status" aria-label={t('loadingProviders')} />
      ) : providers.data && providers.data.data.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="sm">
            <Text fw={600}>{search ? t('noProvidersMatch', { search }) : t('noProviders')}</Text>
            {search ? (
              <Button variant="light" onClick={() => go({ search: '', page: 1 })}>
                {t('showAllProviders')}
              </Button>
            ) : null}
          </Stack>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {providers.data?.data.map((provider) => (
            <Card
              key={provider.id}
              component={Link}
              to={marketplaceProviderPath(provider.id)}
              withBorder
              radius="lg"
              aria-label={provider.brand_name ?? provider.legal_name}
              style={{ textDecoration: 'none' }}
            >
              <Stack gap="xs">
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={provider.logo_url} radius="md" color="teal">
                    {initialsOf(provider.brand_name ?? provider.legal_name)}
                  </Avatar>
                  <Stack gap={0}>
                    <ProviderName provider={provider} />
                    <Text size="xs" c="dimmed">
                      {provider.legal_name}
                    </Text>
                  </Stack>
                </Group>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {provider.short_description ?? ''}
                </Text>
                <Group gap={6}>
                  {provider.industry_name ? (
                    <Badge variant="light" color="gray" size="sm">
                      {provider.industry_name}
                    </Badge>
                  ) : null}
                  {provider.data_type.map((type) => (
                    <Badge key={type} variant="light" size="sm">
                      {labelOf('dataType', type)}
                    </Badge>
                  ))}
                </Group>
                <Text size="sm">{t('productCount', { count: provider.total_product })}</Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={(next) => go({ search, page: next })}
        />
      ) : null}
    </Stack>
  )
}
