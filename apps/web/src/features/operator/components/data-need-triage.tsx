import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useState } from 'react'
import {
  fieldErrors,
  type RecommendationDetail,
  recommendationLimits,
  recommendationStatusBody,
} from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { toast } from '../../../components/feedback'
import { errorMessageOf } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/i18n'
import { operatorDataNeedTexts } from '../operator-data-needs.texts'
import { useChangeDataNeedStatus } from '../api/change-data-need-status'
import { DataNeedStatusBadge } from './data-need-status-badge'
import { statusLabel, triageActionsOf, type TriageAction } from './data-need-view'

const explanations = {
  OPEN: 'explainOpen',
  IN_REVIEW: 'explainInReview',
  FULFILLED: 'explainFulfilled',
  CLOSED: 'explainClosed',
} as const

/** Move a data-need request one step, with an optional note the consumer reads in the mail and on screen. */
export function DataNeedTriage({ item }: { item: RecommendationDetail }) {
  const t = useT(operatorDataNeedTexts)
  const change = useChangeDataNeedStatus()
  const [note, setNote] = useState('')
  const [pending, setPending] = useState<TriageAction | null>(null)
  const actions = triageActionsOf(item.status)
  const noteCheck = recommendationStatusBody.safeParse({ status: item.status, note })
  const noteError = noteCheck.success ? undefined : fieldErrors(noteCheck.error).note

  const move = async (action: TriageAction) => {
    if (noteError) return
    setPending(action)
    try {
      await change.mutateAsync({
        id: item.id,
        body: { status: action.status, ...(note.trim() ? { note } : {}) },
      })
      setNote('')
      void toast({
        color: 'green',
        message: t('statusChanged', { status: statusLabel(action.status) }),
      })
    } catch {
      // The error shows in the panel.
    } finally {
      setPending(null)
    }
  }

  return (
    <Paper withBorder radius="lg" p="lg" data-testid="data-need-triage">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('triage')}
          </Title>
          <DataNeedStatusBadge status={item.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {t(explanations[item.status])}
        </Text>
        {item.operator_note ? (
          <Alert variant="light" color="blue" title={t('noteSent')}>
            {item.operator_note}
            <Text size="xs" c="dimmed" mt={4}>
              {item.triaged_by_name ?? t('anOperator')} · {formatDateTime(item.triaged_date)}
            </Text>
          </Alert>
        ) : null}
        {change.error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessageOf(change.error)}
          </Alert>
        ) : null}
        {actions.length > 0 ? (
          <>
            <Textarea
              label={t('note')}
              description={t('noteHint')}
              autosize
              minRows={2}
              maxRows={5}
              maxLength={recommendationLimits.noteMax + 50}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              error={noteError}
            />
            <Group gap="sm">
              {actions.map((action) => (
                <Button
                  key={action.status}
                  color={action.color}
                  variant={action.status === 'CLOSED' ? 'light' : 'filled'}
                  loading={pending?.status === action.status}
                  disabled={pending !== null && pending.status !== action.status}
                  onClick={() => void move(action)}
                >
                  {action.label}
                </Button>
              ))}
            </Group>
          </>
        ) : null}
      </Stack>
    </Paper>
  )
}
