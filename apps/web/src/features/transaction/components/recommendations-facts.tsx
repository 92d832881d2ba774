import { SimpleGrid, Stack, Text } from '@mantine/core'
import { formatDate, formatRupiah, type RecommendationDetail } from '@lumbung/contract'
import { regionText } from './recommendations-form-values'

type Facts = Pick<
  RecommendationDetail,
  'industry_description' | 'province_name' | 'district_name' | 'subdistrict_name' | 'budget' | 'needed_by'
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
  return (
    <SimpleGrid cols={2} spacing="sm">
      <Fact label="Industry" value={item.industry_description ?? '—'} />
      <Fact label="Region" value={regionText(item)} />
      <Fact label="Budget" value={item.budget === null ? 'Not given' : formatRupiah(item.budget)} />
      <Fact label="Needed by" value={item.needed_by ? formatDate(item.needed_by) : 'No date'} />
    </SimpleGrid>
  )
}
