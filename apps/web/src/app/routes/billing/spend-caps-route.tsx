import { formatDateTime, spendCapMessages } from '@lumbung/contract'
import { Text } from '@mantine/core'
import { toast } from '../../../components/feedback'
import { useCurrentUser } from '../../../components/layout/current-user-context'
import { useSaveSpendCaps, useSpendCaps } from '../../../features/billing/api/spend-caps'
import { periodLabel } from '../../../features/billing/components/billing-format'
import { BillingPageFrame, QueryState } from '../../../features/billing/components/billing-page-frame'
import { SpendCapsForm } from '../../../features/billing/components/spend-caps-form'

/**
 * Monthly spend caps (docs/decisions/0051-spend-caps.md): the company's and each purchased product's,
 * against this month's spend before VAT.
 */
export function SpendCapsRoute() {
  const { user } = useCurrentUser()
  const caps = useSpendCaps()
  const save = useSaveSpendCaps()
  const settings = caps.data
  return (
    <BillingPageFrame
      title="Spend caps"
      description="A monthly limit on what your company spends, before VAT, counted per calendar month (Asia/Jakarta). You are told at 80 % and 100 % of each cap."
    >
      <QueryState query={caps}>
        {() => (
          <>
            <Text size="sm" c="dimmed">
              {periodLabel(settings!.period)} so far
              {settings!.updated_date ? ` · caps last changed ${formatDateTime(settings!.updated_date)}` : ''}
            </Text>
            <SpendCapsForm
              key={settings!.updated_date ?? 'none'}
              settings={settings!}
              isEditable={user.application_role === 'superadmin'}
              onSave={async (body) => {
                await save.mutateAsync(body)
                void toast({ message: spendCapMessages.saved, color: 'teal' })
              }}
            />
          </>
        )}
      </QueryState>
    </BillingPageFrame>
  )
}

export default SpendCapsRoute
