import { Alert, Badge, Button, Code, Group, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { type SecondFactorStatus, type TotpEnrolment } from '@lumbung/contract'
import { confirm, toast } from '../../../components/feedback'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useConfirmTotp } from '../api/confirm-totp'
import { useEnrolTotp } from '../api/enrol-totp'
import { useRemoveTotp } from '../api/remove-totp'
import { useT } from '../../../lib/i18n/i18n'
import { securityTexts } from '../security.texts'
import { RecoveryCodesShown } from './second-factor-recovery-codes'
import { notice } from '../../../lib/i18n/notices'

// The key and the link wrap rather than scroll: a scrolling block would need a keyboard stop of its own.
const wrapped = { whiteSpace: 'pre-wrap', wordBreak: 'break-all', overflow: 'visible' } as const

/**
 * The authenticator app: set up (the key and its link, shown once, then a first code), or remove.
 * No QR code library is part of the app, so the key is shown as text and as the otpauth link.
 */
export function TotpCard({ status }: { status: SecondFactorStatus }) {
  const t = useT(securityTexts)
  const enrol = useEnrolTotp()
  const confirmTotp = useConfirmTotp()
  const remove = useRemoveTotp()
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null)
  const [code, setCode] = useState('')
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const codeError = isApiError(confirmTotp.error) ? confirmTotp.error.fieldErrors.code : undefined
  const failure = enrol.error ?? (codeError ? null : confirmTotp.error)

  if (recoveryCodes) return <RecoveryCodesShown codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('totpDescription')}
        </Text>
        <Badge color={status.totp.is_enrolled ? 'green' : 'gray'} variant="light">
          {status.totp.is_enrolled ? t('totpOn') : t('totpOff')}
        </Badge>
      </Group>
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessageOf(failure)}
        </Alert>
      ) : null}
      {enrolment ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void confirmTotp
              .mutateAsync(code.trim())
              .then((result) => {
                setEnrolment(null)
                setCode('')
                setRecoveryCodes(result.recovery_codes)
                void toast({ color: 'green', message: notice('secondFactor.totpConfirmed') })
              })
              .catch(() => undefined)
          }}
        >
          <Stack gap="sm" data-testid="totp-enrolment">
            <Text size="sm">{t('totpSteps')}</Text>
            <Text size="sm" fw={600}>
              {t('totpKey')}
            </Text>
            <Code block data-testid="totp-secret" style={wrapped}>
              {enrolment.secret}
            </Code>
            <Text size="sm" fw={600}>
              {t('totpLink')}
            </Text>
            <Code block style={wrapped}>
              {enrolment.otpauth_url}
            </Code>
            <TextInput
              label={t('code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={codeError}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEnrolment(null)}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={confirmTotp.isPending}>
                {t('totpConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group justify="flex-end">
          {status.totp.is_enrolled ? (
            <Button
              variant="default"
              color="red"
              onClick={() =>
                void confirm({
                  title: t('totpRemove'),
                  body: t('totpRemoveConfirm'),
                  actions: [
                    { label: t('cancel'), variant: 'default' },
                    {
                      label: t('totpRemove'),
                      color: 'red',
                      onClick: async () => {
                        await remove.mutateAsync()
                        void toast({ color: 'green', message: notice('secondFactor.totpRemoved') })
                      },
                    },
                  ],
                })
              }
            >
              {t('totpRemove')}
            </Button>
          ) : (
            <Button
              loading={enrol.isPending}
              onClick={() =>
                void enrol
                  .mutateAsync()
                  .then(setEnrolment)
                  .catch(() => undefined)
              }
            >
              {t('totpAdd')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  )
}
