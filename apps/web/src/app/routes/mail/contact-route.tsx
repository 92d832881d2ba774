import { Alert, Box, Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { IconCircleCheck, IconSend } from '@tabler/icons-react'
import { useState } from 'react'
import { contactBody, contactLimits, type ContactInput } from '@lumbung/contract'
import { ValidationMessage } from '../../../components/field-error/validation-message'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useSendContact } from '../../../features/mail/api/send-contact'
import { contactTexts } from '../../../features/mail/contact.texts'
import { useT } from '../../../lib/i18n/i18n'

// Off screen rather than display:none, which some robots skip; hidden from assistive technology and
// out of the tab order, so people never meet it.
const honeypotStyle = {
  position: 'absolute',
  left: '-10000px',
  width: 1,
  height: 1,
  overflow: 'hidden',
} as const

/** The contact form: a message to the Lumbung team, from the public pages and the signed-in help menu. */
export function ContactRoute() {
  const t = useT(contactTexts)
  const send = useSendContact()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<Required<ContactInput>>({
    mode: 'controlled',
    initialValues: { full_name: '', email: '', company_name: '', message: '', website: '' },
    validate: schemaResolver(contactBody, { sync: true }),
    validateInputOnBlur: true,
  })

  const submit = form.onSubmit(async (values) => {
    setFailure(null)
    try {
      await send.mutateAsync(contactBody.parse(values))
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) form.setErrors(error.fieldErrors)
      // The server's one refusal without a field has a code, so it reads in the page's language.
      else if (isApiError(error) && error.code === 'CONTACT_UNAVAILABLE') setFailure(t('unavailable'))
      else setFailure(error instanceof Error ? errorMessageOf(error) : null)
    }
  })

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={620} w="100%">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
        </Stack>
        {send.isSuccess ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {t('sent')}
          </Alert>
        ) : (
          <form noValidate onSubmit={submit}>
            <Stack gap="md">
              {failure ? (
                <Alert color="red" variant="light" role="alert">
                  <ValidationMessage>{failure}</ValidationMessage>
                </Alert>
              ) : null}
              <TextInput
                label={t('fullName')}
                required
                autoComplete="name"
                maxLength={contactLimits.fullNameMax}
                {...form.getInputProps('full_name')}
              />
              <TextInput
                label={t('email')}
                description={t('emailHelp')}
                required
                type="email"
                autoComplete="email"
                {...form.getInputProps('email')}
              />
              <TextInput
                label={t('companyName')}
                autoComplete="organization"
                maxLength={contactLimits.companyNameMax}
                {...form.getInputProps('company_name')}
              />
              <Textarea
                label={t('message')}
                required
                autosize
                minRows={5}
                maxLength={contactLimits.messageMax}
                {...form.getInputProps('message')}
              />
              <Text size="xs" c="dimmed" ta="right" mt={-12}>
                {`${form.values.message.length} / ${contactLimits.messageMax}`}
              </Text>
              <Box style={honeypotStyle} aria-hidden>
                <TextInput
                  label={t('honeypotLabel')}
                  tabIndex={-1}
                  autoComplete="off"
                  {...form.getInputProps('website')}
                />
              </Box>
              <Button
                type="submit"
                loading={send.isPending}
                leftSection={<IconSend size={16} />}
                w="fit-content"
              >
                {t('send')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  )
}
