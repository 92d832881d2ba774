import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { formatCount, measuredQualityMessages as words, type MeasuredQuality } from '@lumbung/contract'
import { DetailSection, Fact } from '../../../components/detail'

/** The card's one line: "New" below the minimum of calls, else success rate and median latency. */
export function MeasuredQualityLine({ quality }: { quality: MeasuredQuality | null }) {
  if (!quality) return null
  if (quality.is_new || quality.success_rate === null) {
    return (
      <Group gap={6} data-testid="measured-quality">
        <Badge size="xs" variant="light" color="teal" radius="sm">
          {words.newBadge}
        </Badge>
        <Text size="xs" c="dimmed">
          {words.newHint}
        </Text>
      </Group>
    )
  }
  return (
    <Text size="xs" c="dimmed" data-testid="measured-quality">
      {`${words.successRate(quality.success_rate)} · ${formatCount(quality.latency_p50_ms ?? 0)} ms median · ${words.calls(quality.calls_30d)}`}
    </Text>
  )
}

/** The product page's section: every figure, the target beside the success rate. */
export function MeasuredQualitySection({ quality }: { quality: MeasuredQuality | null }) {
  if (!quality) return null
  const isMeasured = !quality.is_new && quality.success_rate !== null
  return (
    <DetailSection title={words.title}>
      <Stack gap="sm" data-testid="measured-quality-section">
        {isMeasured ? null : (
          <Group gap={6}>
            <Badge size="sm" variant="light" color="teal">
              {words.newBadge}
            </Badge>
            <Text size="sm" c="dimmed">
              {words.newHint}
            </Text>
          </Group>
        )}
        <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="lg">
          <Fact label={words.callsLabel}>{formatCount(quality.calls_30d)}</Fact>
          <Fact label={words.successLabel}>
            {quality.success_rate === null ? null : `${formatCount(quality.success_rate, 2)} %`}
          </Fact>
          <Fact label={words.p50Label}>
            {quality.latency_p50_ms === null ? null : `${formatCount(quality.latency_p50_ms)} ms`}
          </Fact>
          <Fact label={words.p95Label}>
            {quality.latency_p95_ms === null ? null : `${formatCount(quality.latency_p95_ms)} ms`}
          </Fact>
        </SimpleGrid>
        {quality.availability_target !== null ? (
          <Text size="sm">{words.target(quality.availability_target, quality.meets_target)}</Text>
        ) : null}
      </Stack>
    </DetailSection>
  )
}
