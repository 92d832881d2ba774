import { Alert, Button, Loader, Paper, Stack } from '@mantine/core'
import { IconAlertCircle, IconTrash } from '@tabler/icons-react'
import { useNavigate, useParams } from 'react-router'
import { addedAndChanged, RecordHeader } from '../../../components/detail'
import { confirm, toast } from '../../../components/feedback'
import { useDeleteApiSetting } from '../../../features/api-settings/api/delete-api-setting'
import { useApiSetting } from '../../../features/api-settings/api/get-api-setting'
import { useUpdateApiSetting } from '../../../features/api-settings/api/update-api-setting'
import { ApiSettingStatusBadge } from '../../../features/api-settings/components/api-setting-badges'
import { ApiSettingForm } from '../../../features/api-settings/components/api-setting-form'
import { ApiSettingConnectionTest } from '../../../features/api-settings/components/api-setting-connection-test'
import { apiSettingsTexts } from '../../../features/api-settings/api-settings.texts'
import { useT } from '../../../lib/i18n/i18n'
import { errorMessageOf } from '../../../lib/api-error'
import { formWidth } from '../../../components/layout/page-width'

/** One API setting: its details in an edit form, and delete. */
export function ApiSettingDetailRoute() {
  const t = useT(apiSettingsTexts)
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const setting = useApiSetting(id)
  const update = useUpdateApiSetting()
  const remove = useDeleteApiSetting()

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
            void toast({ color: 'teal', message: t('deleted') })
            await navigate('/provider/settings/api')
          },
        },
      ],
    })

  return (
    <Stack gap="lg" maw={formWidth}>
      <RecordHeader
        listPath="/provider/settings/api"
        listLabel={t('listTitle')}
        title={current.name}
        badges={<ApiSettingStatusBadge status={current.status} />}
        meta={addedAndChanged(current)}
        actions={
          <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={askDelete}>
            {t('delete')}
          </Button>
        }
      />
      <Paper withBorder radius="lg" p="lg">
        <ApiSettingForm
          // A fresh form after each save, so the stored (masked) secret shows again.
          key={current.modified_date}
          setting={current}
          isSubmitting={update.isPending}
          error={update.error}
          onCancel={() => void navigate('/provider/settings/api')}
          onSubmit={async (body, isDraft) => {
            await update.mutateAsync({ body: { ...body, id: current.id }, isDraft })
            void toast({
              color: 'teal',
              message: isDraft ? t('savedAsDraft') : t('updated'),
            })
          }}
        />
      </Paper>
      <ApiSettingConnectionTest setting={current} />
    </Stack>
  )
}
