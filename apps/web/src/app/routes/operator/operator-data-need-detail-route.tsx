import { formatDate, formatDateTime } from '../../../lib/i18n/format-date'
import {
  Alert,
  Anchor,
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react'
import { useParams } from 'react-router'
import type { RecommendationDetail } from '@lumbung/contract'
import { NotFoundScreen } from '../../../components/errors/not-found-screen'
import { PrefetchLink } from '../../../components/navigation/prefetch-link'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useDataNeed } from '../../../features/operator/api/get-data-need'
import { DataNeedTriage } from '../../../features/operator/components/data-need-triage'
import { budgetOf, regionOf } from '../../../features/operator/components/data-need-view'
import { pageWidth } from '../../../components/layout/page-width'
import { operatorDataNeedTexts } from '../../../features/operator/operator-data-needs.texts'
import { operatorLabelTexts } from '../../../features/operator/operator-labels.texts'
import { useT } from '../../../lib/i18n/i18n'
import { labelOf } from '../../../lib/i18n/enum-labels'

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </Stack>
  )
}

function Answers({ item }: { item: RecommendationDetail }) {
  const t = useT(operatorDataNeedTexts)
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('providerAnswers', { count: item.answers.length })}
        </Title>
        {item.answers.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('noAnswers')}
          </Text>
        ) : (
          item.answers.map((answer) => (
            <Paper key={answer.id} withBorder radius="md" p="sm">
              <Group justify="space-between">
                <Text fw={600} size="sm">
                  {answer.product_name}
                  {answer.is_product_available ? '' : t('unpublished')}
                </Text>
                <Text size="xs" c="dimmed">
                  {answer.provider_name} · {formatDateTime(answer.created_date)}
                </Text>
              </Group>
              {answer.message ? (
                <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
                  {answer.message}
                </Text>
              ) : null}
            </Paper>
          ))
        )}
      </Stack>
    </Paper>
  )
}

function DataNeedDetail({ id }: { id: string }) {
  const t = useT(operatorDataNeedTexts)
  const tLabel = useT(operatorLabelTexts)
  const tCore = useT()
  const dataNeed = useDataNeed(id)
  if (dataNeed.isPending)
    return (
      <Center py="xl">
        <Loader role="status" size="sm" aria-label={tCore('state.loading')} />
      </Center>
    )
  if (dataNeed.error) {
    if (isApiError(dataNeed.error) && dataNeed.error.status === 404) return <NotFoundScreen />
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {errorMessageOf(dataNeed.error)}
      </Alert>
    )
  }
  const item = dataNeed.data
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          {t('request')}
        </Text>
        <Title order={1} size="h2" style={{ whiteSpace: 'pre-line' }}>
          {item.data_needed}
        </Title>
        <Text c="dimmed" size="sm">
          {t('sentOn', { company: item.consumer_legal_name, date: formatDateTime(item.created_date) })}
        </Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <Paper withBorder radius="lg" p="lg">
              <Stack gap="md">
                <Fact label={t('purpose')}>{item.purpose}</Fact>
                <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="md">
                  <Fact label={tLabel('industry')}>{labelOf('industry', item.industry) || '—'}</Fact>
                  <Fact label={t('region')}>{regionOf(item)}</Fact>
                  <Fact label={t('budget')}>{budgetOf(item.budget)}</Fact>
                  <Fact label={t('neededBy')}>
                    {item.needed_by ? formatDate(item.needed_by) : t('noDate')}
                  </Fact>
                  <Fact label={tLabel('company')}>
                    <Anchor component={PrefetchLink} to={`/operator/tenants/${item.consumer_id}`} size="sm">
                      {item.consumer_legal_name}
                    </Anchor>
                  </Fact>
                  <Fact label={t('askedBy')}>
                    {item.requester_name} ({item.requester_email})
                  </Fact>
                </SimpleGrid>
              </Stack>
            </Paper>
            <Answers item={item} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <DataNeedTriage item={item} />
        </Grid.Col>
      </Grid>
    </Stack>
  )
}

/** One data-need request: what was asked, by whom, the answers, and the triage step. */
export function OperatorDataNeedDetailRoute() {
  const t = useT(operatorDataNeedTexts)
  const { id = '' } = useParams()
  return (
    <Stack gap="md" maw={pageWidth}>
      <Anchor component={PrefetchLink} to="/operator/data-needs" size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('allRequests')}
      </Anchor>
      {uuidPattern.test(id) ? <DataNeedDetail key={id} id={id} /> : <NotFoundScreen />}
    </Stack>
  )
}

export default OperatorDataNeedDetailRoute
