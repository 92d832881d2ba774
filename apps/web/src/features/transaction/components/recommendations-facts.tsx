import { SimpleGrid, Stack, Text } from '@mantine/core'
import { formatRupiah, type RecommendationDetail } from '@lumbung/contract'
import { formatDate } from '../../../lib/i18n/format-date'
import { regionText } from './recommendations-form-values'
import { useT } from '../../../lib/i18n/i18n'
import { transactionRecommendationTexts } from '../transaction-recommendations.texts'
import { labelOf } from '../../../lib/i18n/enum-labels'

type Facts = Pick<
  RecommendationDetail,
  'industry' | 'province_name' | 'district_name' | 'subdistrict_name' | 'budget' | 'needed_by'
>

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  )
}

/** Industry, region, budget and date of a data-need request, as every side reads them. */
export function RecommendationsFacts({ item }: { item: Facts }) {
  const t = useT(transactionRecommendationTexts)
  return (
    <SimpleGrid cols={2} spacing="sm">
      <Fact label={t('industry')} value={labelOf('industry', item.industry) || '—'} />
      <Fact label={t('region')} value={regionText(item)} />
      <Fact label={t('budget')} value={item.budget === null ? t('notGiven') : formatRupiah(item.budget)} />
      <Fact label={t('neededBy')} value={item.needed_by ? formatDate(item.needed_by) : t('noDate')} />
    </SimpleGrid>
  )
}
