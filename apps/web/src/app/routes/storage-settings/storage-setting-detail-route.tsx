import { Alert, Button, Loader, Paper, Stack } from '@mantine/core'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { IconAlertCircle, IconTrash } from '@tabler/icons-react'
import { useNavigate, useParams } from 'react-router'
import { addedOn, RecordHeader } from '../../../components/detail'
import { confirm, toast } from '../../../components/feedback'
import { useDeleteStorageSetting } from '../../../features/storage-settings/api/delete-storage-setting'
import { useStorageSetting } from '../../../features/storage-settings/api/get-storage-setting'
import { useUpdateStorageSetting } from '../../../features/storage-settings/api/update-storage-setting'
import {
  StorageSettingProviderBadge,
  StorageSettingStatusBadge,
} from '../../../features/storage-settings/components/storage-setting-badges'
import { StorageSettingForm } from '../../../features/storage-settings/components/storage-setting-form'
import { errorMessageOf } from '../../../lib/api-error'
import { useUserTypeOfPath } from '../../../lib/user-type-of-path'
import { formWidth } from '../../../components/layout/page-width'
import { storageSettingsTexts } from '../../../features/storage-settings/storage-settings.texts'
import { useT } from '../../../lib/i18n/i18n'

/** One storage setting: its connection state, an edit form that tests again on save, and delete. */
export function StorageSettingDetailRoute() {
  const t = useT(storageSettingsTexts)
  const userType = useUserTypeOfPath()
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const setting = useStorageSetting(userType, id)
  const update = useUpdateStorageSetting(userType)
  const remove = useDeleteStorageSetting(userType)
  const base = `/${userType}/settings/storage`

  if (setting.isPending) return <Loader role="status" aria-label={t('loadingOne')} />
  if (setting.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {errorMessageOf(setting.error)}
      </Alert>
    )
  }
  const current = setting.data

  const askDelete = () =>
    void confirm({
      title: t('deleteTitle'),
      body: t('deleteBody', { name: current.name }),
      actions: [
        { label: t('cancel'), variant: 'default' },
        {
          label: t('delete'),
          color: 'red',
          onClick: async () => {
            await remove.mutateAsync(current.id)
            void toast({ color: 'teal', message: t('removed') })
            await navigate(base)
          },
        },
      ],
    })

  return (
    <Stack gap="lg" maw={formWidth}>
      <RecordHeader
        listPath={base}
        listLabel={t('title')}
        title={current.name}
        badges={
          <>
            <StorageSettingProviderBadge cloudProvider={current.cloud_provider} />
            <StorageSettingStatusBadge status={current.status} />
          </>
        }
        meta={t('meta', { date: formatDateTime(current.checked_date), added: addedOn(current) })}
        actions={
          <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={askDelete}>
            {t('delete')}
          </Button>
        }
      />
      {current.status === 'ERROR' ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('testFailed')}>
          {current.status_message ?? t('refused')}
        </Alert>
      ) : null}
      {remove.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessageOf(remove.error)}
        </Alert>
      ) : null}
      <Paper withBorder radius="lg" p="lg">
        <StorageSettingForm
          key={current.modified_date}
          setting={current}
          isSubmitting={update.isPending}
          error={update.error}
          onCancel={() => void navigate(base)}
          onSubmit={async (body) => {
            const saved = await update.mutateAsync({ ...body, id: current.id })
            void toast({
              color: saved.status === 'CONNECTED' ? 'teal' : 'red',
              message: saved.status === 'CONNECTED' ? t('savedConnected') : t('savedFailed'),
            })
          }}
        />
      </Paper>
    </Stack>
  )
}
