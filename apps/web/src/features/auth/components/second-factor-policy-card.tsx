import { Alert, Loader, Stack, Switch, Text } from '@mantine/core'
import { toast } from '../../../components/feedback'
import { errorMessageOf } from '../../../lib/api-error'
import { useSecondFactorPolicy } from '../api/get-second-factor-policy'
import { useSaveSecondFactorPolicy } from '../api/save-second-factor-policy'
import { useT } from '../../../lib/i18n/i18n'
import { securityTexts } from '../security.texts'
import { notice } from '../../../lib/i18n/notices'

/** The company rule, shown to every member and changed by the owner alone. */
export function SecondFactorPolicyCard({ isOwner }: { isOwner: boolean }) {
  const t = useT(securityTexts)
  const policy = useSecondFactorPolicy()
  const save = useSaveSecondFactorPolicy()
  if (policy.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessageOf(policy.error)}
      </Alert>
    )
  }
  if (!policy.data) return <Loader role="status" size="sm" aria-label={t('policyTitle')} />
  return (
    <Stack gap="xs">
      {save.error ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessageOf(save.error)}
        </Alert>
      ) : null}
      <Switch
        label={t('policySwitch')}
        description={isOwner ? t('policyDescription') : t('policyOwnerOnly')}
        checked={policy.data.is_required}
        disabled={!isOwner || save.isPending}
        onChange={(event) =>
          void save
            .mutateAsync(event.currentTarget.checked)
            .then(() => toast({ color: 'green', message: notice('secondFactor.policySaved') }))
            .catch(() => undefined)
        }
      />
      {!isOwner ? null : (
        <Text size="xs" c="dimmed">
          {t('policyDescription')}
        </Text>
      )}
    </Stack>
  )
}
