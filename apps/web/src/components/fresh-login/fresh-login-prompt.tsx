import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { modals } from '@mantine/modals'
import { useState } from 'react'
import {
  accountRoutes,
  freshLoginBody,
  secondFactorRequiredCode,
  type FreshLoginBody,
} from '@lumbung/contract'
import { apiRequest } from '../../lib/api-client'
import { errorMessageOf, isApiError } from '../../lib/api-error'
import { ensureFeedbackHost } from '../feedback/feedback-host'
import { focusWhenShown } from '../feedback/focus-when-shown'
import { openHostModal } from '../feedback/host-modals'
import { freshPasskeyResponse } from './fresh-passkey'
import { translateIn, useT } from '../../lib/i18n/i18n'
import { componentsTexts } from '../components.texts'

interface FreshLoginFormProps {
  onConfirmed: () => void
  onCancel: () => void
}

function FreshLoginForm({ onConfirmed, onCancel }: FreshLoginFormProps) {
  const t = useT(componentsTexts)
  const [failure, setFailure] = useState<string | null>(null)
  const [isSubmitting, setIsSubmitting] = useState(false)
  // A user with a second factor is asked for it once the server says so (docs/decisions/0060).
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false)
  const form = useForm<FreshLoginBody>({
    mode: 'controlled',
    initialValues: { password: '', code: '' },
    validate: schemaResolver(freshLoginBody, { sync: true }),
    validateInputOnChange: true,
  })

  async function confirm(body: FreshLoginBody) {
    setFailure(null)
    setIsSubmitting(true)
    try {
      await apiRequest(accountRoutes.freshLogin, { body })
      onConfirmed()
    } catch (error) {
      if (isApiError(error) && error.code === secondFactorRequiredCode) {
        setNeedsSecondFactor(true)
        return
      }
      const fieldErrors = isApiError(error) ? error.fieldErrors : {}
      if (fieldErrors.password) form.setFieldError('password', fieldErrors.password)
      else if (fieldErrors.code) form.setFieldError('code', fieldErrors.code)
      else setFailure(errorMessageOf(error))
    } finally {
      setIsSubmitting(false)
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        confirm({ password: values.password, ...(values.code ? { code: values.code } : {}) }),
      )}
    >
      <Stack gap="md" data-testid="fresh-login-modal" ref={focusWhenShown}>
        <Text size="sm">{t('passwordAgain')}</Text>
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <PasswordInput
          label={t('password')}
          autoComplete="current-password"
          data-autofocus
          {...form.getInputProps('password')}
        />
        {needsSecondFactor ? (
          <>
            <Text size="sm">{t('freshLoginCode')}</Text>
            <TextInput label={t('code')} autoComplete="one-time-code" {...form.getInputProps('code')} />
            <Button
              variant="default"
              disabled={isSubmitting}
              onClick={() =>
                void freshPasskeyResponse()
                  .then((response) => confirm({ password: form.values.password, passkey_response: response }))
                  .catch((error: unknown) => setFailure(errorMessageOf(error)))
              }
            >
              {t('usePasskey')}
            </Button>
          </>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('continue')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

let pending: Promise<boolean> | null = null

/**
 * Asks for the password in a modal and makes the session fresh. Resolves true once confirmed, false
 * when the user closes the modal. Calls that meet the rule together share one prompt.
 */
export function promptFreshLogin(): Promise<boolean> {
  pending ??= (async () => {
    await ensureFeedbackHost()
    return new Promise<boolean>((resolve) => {
      const modalId = 'fresh-login'
      let isSettled = false
      const settle = (confirmed: boolean) => {
        if (isSettled) return
        isSettled = true
        resolve(confirmed)
        modals.close(modalId)
      }
      openHostModal({
        modalId,
        title: translateIn(componentsTexts, 'confirmPassword'),
        centered: true,
        onClose: () => settle(false),
        children: <FreshLoginForm onConfirmed={() => settle(true)} onCancel={() => settle(false)} />,
      })
    })
  })().finally(() => {
    pending = null
  })
  return pending
}
