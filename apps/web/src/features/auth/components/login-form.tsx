import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useState, type ChangeEvent } from 'react'
import { Link } from 'react-router'
import { loginEmailError, loginPasswordError, toLoginBody, type LoginBody } from '@lumbung/contract'
import { ValidationMessage } from '../../../components/field-error/validation-message'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/i18n'

export interface LoginFormProps {
  onSubmit: (values: LoginBody) => Promise<unknown>
  isSubmitting: boolean
  error: unknown
}

type LoginField = keyof LoginBody

const checks: Record<LoginField, (value: string) => string | undefined> = {
  email: loginEmailError,
  password: loginPasswordError,
}

/**
 * The two fields' values and messages: a field is checked as the user types and when they leave it,
 * both when they submit. Kept here rather than in a form library, which the first screen would load.
 */
function useLoginFields() {
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' })
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({})

  const check = (field: LoginField, value: string) =>
    setErrors((current) => ({ ...current, [field]: checks[field](value) }))

  const inputProps = (field: LoginField) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value
      setValues((current) => ({ ...current, [field]: value }))
      check(field, value)
    },
    onBlur: () => check(field, values[field]),
  })

  /** Checks both fields and says whether they pass. */
  const checkAll = () => {
    const found = { email: checks.email(values.email), password: checks.password(values.password) }
    setErrors(found)
    return !found.email && !found.password
  }

  return { values, errors, inputProps, checkAll }
}

/**
 * Email and password, validated as the user types with the same rules the server applies: the
 * contract's plain sign-in checks give `loginBody`'s messages without loading zod on the first screen.
 */
export function LoginForm({ onSubmit, isSubmitting, error }: LoginFormProps) {
  const t = useT()
  const form = useLoginFields()

  const fieldErrors = isApiError(error) ? error.fieldErrors : {}
  // A refusal (a wrong password, a limit with its wait) reads in the page's language.
  const serverMessage = error ? errorMessageOf(error) : null

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!form.checkAll()) return
        // Trimmed and the email lower-cased, as `loginBody` parses it: the server receives what it validates.
        void onSubmit(toLoginBody(form.values)).catch(() => undefined)
      }}
    >
      <Stack gap="md">
        {serverMessage ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            data-testid="login-error"
          >
            <ValidationMessage>{serverMessage}</ValidationMessage>
          </Alert>
        ) : null}
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="email"
          placeholder={t('login.emailPlaceholder')}
          {...form.inputProps('email')}
          error={form.errors.email ?? fieldErrors.email}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          {...form.inputProps('password')}
          error={form.errors.password ?? fieldErrors.password}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={isSubmitting}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  )
}
