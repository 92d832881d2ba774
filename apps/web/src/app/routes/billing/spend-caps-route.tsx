import { formatDateTime } from '../../../lib/i18n/format-date'
import { Text } from '@mantine/core'
import { toast } from '../../../components/feedback'
import { useCurrentUser } from '../../../components/layout/current-user-context'
import { useSaveSpendCaps, useSpendCaps } from '../../../features/billing/api/spend-caps'
import { useBillingLabels } from '../../../features/billing/components/billing-labels'
import { billingSpendCapTexts } from '../../../features/billing/billing-spend-caps.texts'
import { useT } from '../../../lib/i18n/i18n'
import { BillingPageFrame, QueryState } from '../../../features/billing/components/billing-page-frame'
import { SpendCapsForm } from '../../../features/billing/components/spend-caps-form'

/**
 * Monthly spend caps (docs/decisions/0051-spend-caps.md): the company's and each purchased product's,
 * against this month's spend before VAT.
 */
export function SpendCapsRoute() {
  const t = useT(billingSpendCapTexts)
  const labels = useBillingLabels()
  const { user } = useCurrentUser()
  const caps = useSpendCaps()
  const save = useSaveSpendCaps()
  const settings = caps.data
  return (
    <BillingPageFrame title={t('title')} description={t('description')}>
      <QueryState query={caps}>
        {() => (
          <>
            <Text size="sm" c="dimmed">
              {t('soFar', { period: labels.period(settings!.period) })}
              {settings!.updated_date
                ? t('lastChanged', { date: formatDateTime(settings!.updated_date) })
                : ''}
            </Text>
            <SpendCapsForm
              key={settings!.updated_date ?? 'none'}
              settings={settings!}
              isEditable={user.application_role === 'superadmin'}
              onSave={async (body) => {
                await save.mutateAsync(body)
                void toast({ message: t('saved'), color: 'teal' })
              }}
            />
          </>
        )}
      </QueryState>
    </BillingPageFrame>
  )
}

export default SpendCapsRoute
