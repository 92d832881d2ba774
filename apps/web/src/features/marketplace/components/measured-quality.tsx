import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { formatCount, type MeasuredQuality } from '@lumbung/contract'
import { DetailSection, Fact } from '../../../components/detail'
import { useT } from '../../../lib/i18n/i18n'
import { marketplaceBrowseTexts } from '../marketplace-browse.texts'

/** The card's one line: "New" below the minimum of calls, else success rate and median latency. */
export function MeasuredQualityLine({ quality }: { quality: MeasuredQuality | null }) {
  const t = useT(marketplaceBrowseTexts)
  if (!quality) return null
  if (quality.is_new || quality.success_rate === null) {
    return (
      <Group gap={6} data-testid="measured-quality">
        <Badge size="xs" variant="light" color="teal" radius="sm">
          {t('qualityNew')}
        </Badge>
        <Text size="xs" c="dimmed">
          {t('qualityNewHint')}
        </Text>
      </Group>
    )
  }
  return (
    <Text size="xs" c="dimmed" data-testid="measured-quality">
      {t('qualityLine', {
        success: t('qualitySuccess', { percent: formatCount(quality.success_rate, 2) }),
        median: formatCount(quality.latency_p50_ms ?? 0),
        calls: t('qualityCalls', { count: quality.calls_30d }),
      })}
    </Text>
  )
}

/** The product page's section: every figure, the target beside the success rate. */
export function MeasuredQualitySection({ quality }: { quality: MeasuredQuality | null }) {
  const t = useT(marketplaceBrowseTexts)
  if (!quality) return null
  const isMeasured = !quality.is_new && quality.success_rate !== null
  return (
    <DetailSection title={t('qualityTitle')}>
      <Stack gap="sm" data-testid="measured-quality-section">
        {isMeasured ? null : (
          <Group gap={6}>
            <Badge size="sm" variant="light" color="teal">
              {t('qualityNew')}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('qualityNewHint')}
            </Text>
          </Group>
        )}
        <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="lg">
          <Fact label={t('qualityCallsLabel')}>{formatCount(quality.calls_30d)}</Fact>
          <Fact label={t('qualitySuccessLabel')}>
            {quality.success_rate === null ? null : `${formatCount(quality.success_rate, 2)} %`}
          </Fact>
          <Fact label={t('qualityP50Label')}>
            {quality.latency_p50_ms === null ? null : `${formatCount(quality.latency_p50_ms)} ms`}
          </Fact>
          <Fact label={t('qualityP95Label')}>
            {quality.latency_p95_ms === null ? null : `${formatCount(quality.latency_p95_ms)} ms`}
          </Fact>
        </SimpleGrid>
        {quality.availability_target !== null ? (
          <Text size="sm">
            {t(
              quality.meets_target === null
                ? 'qualityTarget'
                : quality.meets_target
                  ? 'qualityTargetMet'
                  : 'qualityTargetMissed',
              { target: formatCount(quality.availability_target, 2) },
            )}
          </Text>
        ) : null}
      </Stack>
    </DetailSection>
  )
}
