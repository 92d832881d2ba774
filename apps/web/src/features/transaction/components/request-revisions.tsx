import { formatDateTime } from '../../../lib/i18n/format-date'
import { Group, Paper, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core'
import { IconArrowRight, IconHistory } from '@tabler/icons-react'
import type { TransactionRequestRevision } from '@lumbung/contract'
import { changesOf } from './request-terms'
import { useT } from '../../../lib/i18n/i18n'
import { transactionRequestTexts } from '../transaction-requests.texts'

// The words of changesOf's labels, which stay English for its tests and the server's wording.
const changeKeys: Record<string, 'changePrice' | 'changeMonthlyQuota' | 'changePeriod'> = {
  Price: 'changePrice',
  'Monthly quota': 'changeMonthlyQuota',
  Period: 'changePeriod',
}

/** Each change of terms the provider made while the request waited, newest first. */
export function RequestRevisions({ revisions }: { revisions: TransactionRequestRevision[] }) {
  const t = useT(transactionRequestTexts)
  const newestFirst = [...revisions].sort((a, b) => b.revision_no - a.revision_no)
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group gap="xs">
          <ThemeIcon variant="light" radius="md">
            <IconHistory size={18} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {t('revisionHistory')}
          </Title>
        </Group>
        {newestFirst.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="revisions-empty">
            {t('noRevisions')}
          </Text>
        ) : (
          <Timeline active={newestFirst.length} bulletSize={22} lineWidth={2} data-testid="revisions">
            {newestFirst.map((revision) => {
              const changes = changesOf(revision)
              return (
                <Timeline.Item
                  key={revision.revision_no}
                  title={
                    <Text size="sm" fw={600}>
                      {t('revision', { number: revision.revision_no })}
                    </Text>
                  }
                >
                  <Text size="xs" c="dimmed">
                    {revision.changed_by_name ?? t('theProvider')} · {formatDateTime(revision.created_date)}
                  </Text>
                  <Stack gap={4} mt={6}>
                    {changes.length === 0 ? (
                      <Text size="sm">{t('termsConfirmed')}</Text>
                    ) : (
                      changes.map((change) => (
                        <Group key={change.label} gap={6} wrap="nowrap">
                          <Text size="sm" c="dimmed" w={110}>
                            {t(changeKeys[change.label] ?? 'changePrice')}
                          </Text>
                          <Text size="sm" td="line-through" c="dimmed">
                            {change.from}
                          </Text>
                          <IconArrowRight size={14} aria-label={t('changedTo')} />
                          <Text size="sm" fw={600}>
                            {change.to}
                          </Text>
                        </Group>
                      ))
                    )}
                    {revision.note ? (
                      <Text size="sm" fs="italic" style={{ whiteSpace: 'pre-wrap' }}>
                        “{revision.note}”
                      </Text>
                    ) : null}
                  </Stack>
                </Timeline.Item>
              )
            })}
          </Timeline>
        )}
      </Stack>
    </Paper>
  )
}
