import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { type SecondFactorStatus } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { confirm, toast } from '../../../components/feedback'
import { errorMessageOf } from '../../../lib/api-error'
import { useRegisterPasskey } from '../api/register-passkey'
import { useRemovePasskey } from '../api/remove-passkey'
import { useT } from '../../../lib/i18n/i18n'
import { securityTexts } from '../security.texts'
import { RecoveryCodesShown } from './second-factor-recovery-codes'
import { notice } from '../../../lib/i18n/notices'

/** The user's passkeys: added through the browser's own prompt, listed, removed one by one. */
export function PasskeysCard({ status }: { status: SecondFactorStatus }) {
  const t = useT(securityTexts)
  const register = useRegisterPasskey()
  const remove = useRemovePasskey()
  const [name, setName] = useState<string>(t('passkeyDefaultName'))
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)

  if (recoveryCodes) return <RecoveryCodesShown codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('passkeysDescription')}
      </Text>
      {register.error ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessageOf(register.error)}
        </Alert>
      ) : null}
      {status.passkeys.length === 0 ? (
        <Text size="sm">{t('passkeysEmpty')}</Text>
      ) : (
        <Table aria-label={t('passkeysTitle')} data-testid="passkey-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('passkeyName')}</Table.Th>
              <Table.Th>{t('passkeyAddedOn')}</Table.Th>
              <Table.Th>{t('passkeyLastUsed')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {status.passkeys.map((passkey) => (
              <Table.Tr key={passkey.id}>
                <Table.Td>{passkey.name}</Table.Td>
                <Table.Td>{formatDateTime(passkey.created_at)}</Table.Td>
                <Table.Td>{formatDateTime(passkey.last_used_at, t('passkeyNeverUsed'))}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    aria-label={t('passkeyRemove', { name: passkey.name })}
                    onClick={() =>
                      void confirm({
                        title: t('passkeyRemove', { name: passkey.name }),
                        body: t('passkeyRemoveConfirm', { name: passkey.name }),
                        actions: [
                          { label: t('cancel'), variant: 'default' },
                          {
                            label: t('passkeyRemove', { name: passkey.name }),
                            color: 'red',
                            onClick: async () => {
                              await remove.mutateAsync(passkey.id)
                              void toast({ color: 'green', message: notice('secondFactor.passkeyRemoved') })
                            },
                          },
                        ],
                      })
                    }
                  >
                    {t('remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void register
            .mutateAsync(name.trim() || t('passkeyDefaultName'))
            .then((result) => {
              void toast({ color: 'green', message: notice('secondFactor.passkeyAdded') })
              if (result.recovery_codes) setRecoveryCodes(result.recovery_codes)
            })
            .catch(() => undefined)
        }}
      >
        <Group align="flex-end">
          <TextInput
            label={t('passkeyName')}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={register.isPending}>
            {t('passkeyAdd')}
          </Button>
        </Group>
      </form>
    </Stack>
  )
}
