import { Alert, Button, Code, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import {
  deltaSharingLimits,
  deltaSharingObjectName,
  deltaSharingProfileRoutes,
  isActionRoleAllowed,
  type PurchasedDetail,
} from '@lumbung/contract'
import { useCurrentUser } from '../../../components/layout/current-user-context'
import { errorMessageOf } from '../../../lib/api-error'
import { useDeltaSharingProfile } from '../api/delta-sharing-profile'
import { DeltaSharingProfilesTable } from './delta-sharing-profiles-table'
import { useT } from '../../../lib/i18n/i18n'
import { deltaSharingTexts } from '../transaction-delta-sharing.texts'
import { pandasSnippet, profileFileName, sparkSnippet } from './delta-sharing-snippets'
import { PurchasedCopyButton } from './purchased-copy-button'

/** Products delivered as files are shared as tables: a download product, and a cloud-storage one too. */
const isShared = (purchase: PurchasedDetail) =>
  purchase.data_type === 'FILE' &&
  (purchase.delivery_method === 'DOWNLOAD' || purchase.delivery_method === 'CLOUD_STORAGE')

/** Saves the profile as a file: the browser's own download, nothing kept by the page. */
function saveProfile(fileName: string, profile: object) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(profile, null, 2)], { type: 'application/json' }))
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  anchor.click()
  // Later, not at once: the browser reads the object after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

function Snippet({ code }: { code: string }) {
  const t = useT(deltaSharingTexts)
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Code block style={{ flex: 1 }}>
        {code}
      </Code>
      <PurchasedCopyButton value={code} label={t('copySnippet')} />
    </Group>
  )
}

/**
 * The purchase's Delta Sharing block (docs/decisions/0066-delta-sharing.md): the owner or an admin
 * downloads a profile (the password is asked again when the login is not fresh), sees how to read the
 * table in pandas, Spark and Power BI, and revokes profiles no longer needed.
 */
export function PurchasedDeltaSharing({ purchase }: { purchase: PurchasedDetail }) {
  const { user } = useCurrentUser()
  const t = useT(deltaSharingTexts)
  const profile = useDeltaSharingProfile()
  const [isSaved, setIsSaved] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  if (!isShared(purchase)) return null
  const mayManage = isActionRoleAllowed(
    deltaSharingProfileRoutes.profile.config.access,
    user.application_role,
  )
  const fileName = profileFileName(purchase.transaction_no)
  const table = deltaSharingObjectName(purchase.name)

  const download = async () => {
    setFailure(null)
    setIsSaved(false)
    try {
      saveProfile(fileName, await profile.mutateAsync(purchase.transaction_no))
      setIsSaved(true)
    } catch (error) {
      setFailure(errorMessageOf(error))
    }
  }

  return (
    <Paper withBorder radius="lg" p="lg" data-testid="purchased-delta-sharing">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2} style={{ flex: 1 }}>
            <Title order={2} size="h4">
              {t('title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('intro')}
            </Text>
          </Stack>
          {mayManage ? (
            <Button
              leftSection={<IconDownload size={16} />}
              onClick={() => void download()}
              loading={profile.isPending}
            >
              {t('download')}
            </Button>
          ) : null}
        </Group>
        {mayManage ? null : (
          <Text size="sm" c="dimmed">
            {t('onlyAdmins')}
          </Text>
        )}
        {isSaved ? (
          <Alert color="teal" variant="light" role="status">
            {t('downloaded')}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <Text size="sm">
          {t('tableName')}: <Code>{table}</Code>
        </Text>
        <Tabs defaultValue="pandas" keepMounted={false}>
          <Tabs.List aria-label={t('snippets')}>
            <Tabs.Tab value="pandas">{t('pandas')}</Tabs.Tab>
            <Tabs.Tab value="spark">{t('spark')}</Tabs.Tab>
            <Tabs.Tab value="power-bi">{t('powerBi')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="pandas" pt="sm">
            <Snippet code={pandasSnippet(fileName, table)} />
          </Tabs.Panel>
          <Tabs.Panel value="spark" pt="sm">
            <Snippet code={sparkSnippet(fileName, table)} />
          </Tabs.Panel>
          <Tabs.Panel value="power-bi" pt="sm">
            <Snippet code={t('powerBiSteps', { table })} />
          </Tabs.Panel>
        </Tabs>
        <Text size="xs" c="dimmed">
          {t('linkMinutes', { minutes: deltaSharingLimits.fileLinkSeconds / 60 })}
        </Text>
        {mayManage ? (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('profilesTitle')}
            </Title>
            <DeltaSharingProfilesTable />
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  )
}
