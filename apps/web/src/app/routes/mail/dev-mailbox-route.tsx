import { useState } from 'react'
import {
  Alert,
  Badge,
  Button,
  Center,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { IconAlertCircle, IconMailOff, IconRefresh, IconSearch } from '@tabler/icons-react'
import { useSearchParams } from 'react-router'
import { useListSearch } from '../../../components/list-table'
import { errorMessageOf } from '../../../lib/api-error'
import { isMailboxOff, useMailbox } from '../../../features/mail/api/get-mailbox'
import { MailPreview } from '../../../features/mail/components/mail-preview'
import { MailboxList } from '../../../features/mail/components/mailbox-list'
import { mailTexts } from '../../../features/mail/mail.texts'
import { useT } from '../../../lib/i18n/i18n'

function MailboxOff() {
  const t = useT(mailTexts)
  return (
    <Paper withBorder radius="lg" p="xl" maw={560} mx="auto" mt="xl" data-testid="mailbox-off">
      <Stack align="center" gap="sm">
        <IconMailOff size={40} stroke={1.5} aria-hidden />
        <Title order={1} size="h3" ta="center">
          {t('offTitle')}
        </Title>
        <Text c="dimmed" ta="center" size="sm">
          {t('offBody')}
        </Text>
      </Stack>
    </Paper>
  )
}

/** The filter lives in the address, so a link to /dev/mailbox?to=… opens one person's mail. */
function useAddressFilter() {
  const [searchParams, setSearchParams] = useSearchParams()
  const filter = searchParams.get('to')?.trim() ?? ''
  const addressBox = useListSearch(filter, (address) => {
    const next = new URLSearchParams()
    if (address) next.set('to', address)
    setSearchParams(next, { replace: true })
  })
  return { addressBox, filter }
}

export function DevMailboxRoute() {
  const t = useT(mailTexts)
  const { addressBox, filter } = useAddressFilter()
  const mailbox = useMailbox(filter)
  const messages = mailbox.data?.data ?? []
  const [selectedId, setSelectedId] = useState<string | undefined>()
  const selected = messages.find((message) => message.id === selectedId) ?? messages[0]

  if (mailbox.isError && isMailboxOff(mailbox.error)) return <MailboxOff />

  return (
    <Container size="xl" w="100%" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={1} size="h2">
                {t('title')}
              </Title>
              <Badge variant="light" color="orange">
                {t('outbox')}
              </Badge>
            </Group>
            <Text c="dimmed" size="sm">
              {t('description')}
            </Text>
          </Stack>
          <Group gap="xs" align="flex-end">
            <TextInput
              label={t('recipient')}
              placeholder={t('recipientPlaceholder')}
              value={addressBox.text}
              onChange={(event) => addressBox.change(event.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
              w={280}
              type="search"
            />
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={mailbox.isFetching && !mailbox.isLoading}
              onClick={() => void mailbox.refetch()}
            >
              {t('refresh')}
            </Button>
          </Group>
        </Group>

        {mailbox.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('loadFailed')}>
            {errorMessageOf(mailbox.error)}
          </Alert>
        )}

        {mailbox.isLoading ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : messages.length === 0 ? (
          <Paper withBorder radius="md" p="xl" data-testid="mailbox-empty">
            <Text ta="center" c="dimmed">
              {filter ? t('emptyTo', { address: filter }) : t('empty')}
            </Text>
          </Paper>
        ) : (
          <Grid gap="md" align="stretch">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
                <MailboxList messages={messages} selectedId={selected?.id} onSelect={setSelectedId} />
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Paper withBorder radius="md" p="md" h="100%">
                {selected && <MailPreview message={selected} />}
              </Paper>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  )
}
