import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { modals } from '@mantine/modals'
import { useState } from 'react'
import { accountRoutes, freshLoginBody, type FreshLoginBody } from '@lumbung/contract'
import { apiRequest } from '../../lib/api-client'
import { errorMessageOf, isApiError } from '../../lib/api-error'
import { ensureFeedbackHost } from '../feedback/feedback-host'

interface FreshLoginFormProps {
  onConfirmed: () => void
  onCancel: () => void
}

function FreshLoginForm({ onConfirmed, onCancel }: FreshLoginFormProps) {
  const [failure, setFailure] = useState<string | null>(null)
  const [isSubmitting, setIsSubmitting] = useState(false)
  const form = useForm<FreshLoginBody>({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: schemaResolver(freshLoginBody, { sync: true }),
    validateInputOnChange: true,
  })

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        setFailure(null)
        setIsSubmitting(true)
        try {
          await apiRequest(accountRoutes.freshLogin, { body: values })
          onConfirmed()
        } catch (error) {
          const fieldMessage = isApiError(error) ? error.fieldErrors.password : undefined
          if (fieldMessage) form.setFieldError('password', fieldMessage)
          else setFailure(errorMessageOf(error))
        } finally {
          setIsSubmitting(false)
        }
      })}
    >
      <Stack gap="md" data-testid="fresh-login-modal">
        <Text size="sm">For your security, enter your password again to continue.</Text>
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          data-autofocus
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Continue
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
      modals.open({
        modalId,
        title: 'Confirm your password',
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
