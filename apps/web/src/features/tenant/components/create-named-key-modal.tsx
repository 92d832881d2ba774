import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useState } from 'react'
import { consumerApiKeyCreateBody, consumerApiKeyLimits, type ConsumerApiKeyCreated } from '@lumbung/contract'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { KeyValueBlock } from '../../../components/key-value-block'
import { useCreateNamedKey } from '../../../lib/named-keys/create-named-key'
import { useT } from '../../../lib/i18n/i18n'
import { apiKeysTexts } from '../api-keys.texts'

export interface CreateNamedKeyModalProps {
  isOpen: boolean
  onClose: () => void
}

/**
 * Names and makes a key, then shows it whole this one time with a copy button. Closing the modal
 * forgets the key: the server keeps only its hash.
 */
export function CreateNamedKeyModal({ isOpen, onClose }: CreateNamedKeyModalProps) {
  const t = useT(apiKeysTexts)
  const create = useCreateNamedKey()
  const [created, setCreated] = useState<ConsumerApiKeyCreated | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const form = useForm({
    mode: 'controlled',
    initialValues: { label: '' },
    validate: schemaResolver(consumerApiKeyCreateBody, { sync: true }),
    validateInputOnChange: true,
  })

  const close = () => {
    setCreated(null)
    setMessage(null)
    form.reset()
    onClose()
  }

  const submit = form.onSubmit(async (values) => {
    setMessage(null)
    try {
      setCreated(await create.mutateAsync(consumerApiKeyCreateBody.parse(values)))
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.fieldErrors : {}
      form.setErrors(fieldErrors)
      if (!Object.values(fieldErrors).includes(errorMessageOf(error))) setMessage(errorMessageOf(error))
    }
  })

  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title={created ? t('copyTitle') : t('createTitle')}
      centered
      radius="lg"
      // The key is on screen: a stray click outside must not throw it away.
      closeOnClickOutside={!created}
    >
      {created ? (
        <Stack gap="md">
          <Text size="sm">
            {t('readyBefore')} <strong>{created.label}</strong> {t('readyAfter')}
          </Text>
          <KeyValueBlock value={created.key} testId="named-key-value" />
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="status">
            {t('copyNowRevoke')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{t('copied')}</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            {message ? (
              <Alert color="red" variant="light" role="alert">
                {message}
              </Alert>
            ) : null}
            <TextInput
              label={t('label')}
              description={t('labelHint')}
              required
              maxLength={consumerApiKeyLimits.labelMax}
              data-autofocus
              {...form.getInputProps('label')}
            />
            <Text size="xs" c="dimmed">
              {t('passwordAgain')}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={create.isPending}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('createKey')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  )
}
