import { Button, Group, Text } from '@mantine/core'
import { useState } from 'react'
import { type SecondFactorStatus } from '@lumbung/contract'
import { confirm, toast } from '../../../components/feedback'
import { useReplaceRecoveryCodes } from '../api/replace-recovery-codes'
import { useT } from '../../../lib/i18n/i18n'
import { securityTexts } from '../security.texts'
import { RecoveryCodesShown } from './second-factor-recovery-codes'
import { notice } from '../../../lib/i18n/notices'

/** How many recovery codes are left, and a new set in place of the old (shown once). */
export function RecoveryCodesCard({ status }: { status: SecondFactorStatus }) {
  const t = useT(securityTexts)
  const replace = useReplaceRecoveryCodes()
  const [codes, setCodes] = useState<string[] | null>(null)
  if (codes) return <RecoveryCodesShown codes={codes} onDone={() => setCodes(null)} />
  return (
    <Group justify="space-between">
      <Text size="sm" data-testid="recovery-codes-left">
        {t('recoveryLeft', { left: status.recovery_codes_left })}
      </Text>
      <Button
        variant="default"
        onClick={() =>
          void confirm({
            title: t('recoveryReplace'),
            body: t('recoveryReplaceConfirm'),
            actions: [
              { label: t('cancel'), variant: 'default' },
              {
                label: t('recoveryReplace'),
                onClick: async () => {
                  const result = await replace.mutateAsync()
                  setCodes(result.recovery_codes)
                  void toast({ color: 'green', message: notice('secondFactor.recoveryCodesReplaced') })
                },
              },
            ],
          })
        }
      >
        {t('recoveryReplace')}
      </Button>
    </Group>
  )
}
