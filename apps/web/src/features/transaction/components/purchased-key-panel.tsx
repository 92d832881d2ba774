import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconAlertTriangle, IconKey } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import {
  consumerApiKeyCreateBody,
  consumerApiKeyLimits,
  isActionRoleAllowed,
  tenantRoutes,
  type ConsumerApiKeyCreated,
  type PurchasedDetail,
} from '@lumbung/contract'
import { useCurrentUser } from '../../../components/layout/current-user-context'
import { errorMessageOf } from '../../../lib/api-error'
import { useCreateNamedKey } from '../../../lib/named-keys/create-named-key'
import { KeyValueBlock } from '../../../components/key-value-block'
import { ValidationMessage } from '../../../components/field-error/validation-message'
import { firstCallAreaTexts } from '../../../components/first-call.texts'
import { translateIn, useT } from '../../../lib/i18n/i18n'

const keysPath = '/my-account/company-info'

/** The name a new key is offered, in the page's language, cut to the label's limit as the contract cuts it. */
const keyLabelDefault = (productName: string) =>
  translateIn(firstCallAreaTexts, 'keyLabelDefault', { productName }).slice(0, consumerApiKeyLimits.labelMax)

export interface PurchasedKeyPanelProps {
  purchase: Pick<PurchasedDetail, 'name' | 'status' | 'access_status' | 'api_base_url'>
  /** Told the whole key once it is made, so a panel beside this one can call with it. */
  onKeyCreated?: (key: string) => void
}

/**
 * Makes a named key on the purchase page itself (docs/decisions/0068), through the same endpoint as My
 * Account: a fresh sign-in, the key shown whole this once with a copy button. The key lives only in
 * this component's state; leaving the page forgets it, as the server keeps only its hash.
 */
export function PurchasedKeyPanel({ purchase, onKeyCreated }: PurchasedKeyPanelProps) {
  const { user } = useCurrentUser()
  const create = useCreateNamedKey()
  const t = useT(firstCallAreaTexts)
  const [label, setLabel] = useState(() => keyLabelDefault(purchase.name))
  const [created, setCreated] = useState<ConsumerApiKeyCreated | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const isUsable = purchase.status === 'APPROVED' && purchase.access_status === 'ACTIVE'
  if (!purchase.api_base_url || !isUsable) return null
  if (!isActionRoleAllowed(tenantRoutes.createApiKey.config.access, user.application_role)) return null

  const submit = async () => {
    setMessage(null)
    const body = consumerApiKeyCreateBody.safeParse({ label })
    if (!body.success) {
      setMessage(body.error.issues[0]?.message ?? null)
      return
    }
    try {
      const key = await create.mutateAsync(body.data)
      setCreated(key)
      onKeyCreated?.(key.key)
    } catch (error) {
      setMessage(errorMessageOf(error))
    }
  }

  return (
    <Paper withBorder radius="lg" p="lg" data-testid="purchased-key-panel">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('keySectionTitle')}
        </Title>
        {created ? (
          <Stack gap="sm">
            <Text size="sm">
              {t('keyCreatedTitle')}: <strong>{created.label}</strong>
            </Text>
            <KeyValueBlock value={created.key} testId="purchased-key-value" />
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="status">
              {t('keyShownOnce')}
            </Alert>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Text size="sm">{t('keySectionBody')}</Text>
            {message ? (
              <Alert color="red" variant="light" role="alert">
                <ValidationMessage>{message}</ValidationMessage>
              </Alert>
            ) : null}
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t('keyLabel')}
                value={label}
                maxLength={consumerApiKeyLimits.labelMax}
                onChange={(event) => setLabel(event.currentTarget.value)}
                style={{ flex: 1, minWidth: 220 }}
              />
              <Button leftSection={<IconKey size={16} />} loading={create.isPending} onClick={submit}>
                {t('createKey')}
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {t('keyFreshLoginHint')}
            </Text>
          </Stack>
        )}
        <Anchor component={Link} to={keysPath} size="sm">
          {t('manageKeys')}
        </Anchor>
      </Stack>
    </Paper>
  )
}
