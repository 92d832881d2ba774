import { Alert, Button, Stack, Text, TextInput } from '@mantine/core'
import { IconAlertCircle, IconFingerprint } from '@tabler/icons-react'
import { useState } from 'react'
import { secondFactorErrorMessages, type SecondFactorChallenge } from '@lumbung/contract'
import { ValidationMessage } from '../../../components/field-error/validation-message'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { verifySecondFactor, verifyWithPasskey } from '../api/verify-second-factor'
import { useT } from '../../../lib/i18n/i18n'
import { securityTexts } from '../security.texts'

export interface SecondFactorStepProps {
  challenge: SecondFactorChallenge
  onSignedIn: () => Promise<void> | void
  onBack: () => void
}

/**
 * The sign-in's second step: a code from the app or a recovery code, or a passkey. Loaded only when a
 * sign-in asks for it, so the sign-in screen's first load stays as it was.
 */
export function SecondFactorStep({ challenge, onSignedIn, onBack }: SecondFactorStepProps) {
  const t = useT(securityTexts)
  const [code, setCode] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const hasPasskey = challenge.mfa_methods.includes('PASSKEY')
  const hasCode = challenge.mfa_methods.includes('TOTP') || challenge.mfa_methods.includes('RECOVERY_CODE')

  async function run(step: () => Promise<unknown>) {
    setFailure(null)
    setFieldError(null)
    setIsBusy(true)
    try {
      await step()
      await onSignedIn()
    } catch (error) {
      const field = isApiError(error) ? error.fieldErrors.code : undefined
      if (field) setFieldError(field)
      else setFailure(errorMessageOf(error))
    } finally {
      setIsBusy(false)
    }
  }

  return (
    <Stack gap="md" data-testid="second-factor-step">
      <Text size="sm" c="dimmed">
        {hasCode ? t('stepDescription') : t('stepPasskeyDescription')}
      </Text>
      {failure ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          <ValidationMessage>{failure}</ValidationMessage>
        </Alert>
      ) : null}
      {hasCode ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (code.trim() === '') {
              // The server's words for the same gap, which the page's language rewrites under the field.
              setFieldError(secondFactorErrorMessages.codeRequired)
              return
            }
            void run(() => verifySecondFactor(challenge.mfa_token, code.trim()))
          }}
        >
          <Stack gap="md">
            <TextInput
              label={t('code')}
              description={t('codeDescription')}
              autoComplete="one-time-code"
              autoFocus
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={fieldError}
            />
            <Button type="submit" fullWidth size="md" loading={isBusy}>
              {t('stepVerify')}
            </Button>
          </Stack>
        </form>
      ) : null}
      {hasPasskey ? (
        <Button
          variant={hasCode ? 'default' : 'filled'}
          fullWidth
          size="md"
          leftSection={<IconFingerprint size={18} aria-hidden />}
          disabled={isBusy}
          onClick={() => void run(() => verifyWithPasskey(challenge.mfa_token))}
        >
          {t('stepUsePasskey')}
        </Button>
      ) : null}
      <Button variant="subtle" onClick={onBack} disabled={isBusy}>
        {t('stepBack')}
      </Button>
    </Stack>
  )
}
