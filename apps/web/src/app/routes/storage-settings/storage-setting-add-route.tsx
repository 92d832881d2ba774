import { Anchor, Breadcrumbs, Paper, Stack, Text, Title } from '@mantine/core'
import { Link, useNavigate } from 'react-router'
import { notify, toast } from '../../../components/feedback'
import { useAddStorageSetting } from '../../../features/storage-settings/api/add-storage-setting'
import { StorageSettingForm } from '../../../features/storage-settings/components/storage-setting-form'
import { useUserTypeOfPath } from '../../../lib/user-type-of-path'
import { formWidth } from '../../../components/layout/page-width'
import { storageSettingsTexts } from '../../../features/storage-settings/storage-settings.texts'
import { useT } from '../../../lib/i18n/i18n'

export function StorageSettingAddRoute() {
  const t = useT(storageSettingsTexts)
  const userType = useUserTypeOfPath()
  const navigate = useNavigate()
  const add = useAddStorageSetting(userType)
  const base = `/${userType}/settings/storage`

  return (
    <Stack gap="lg" maw={formWidth}>
      <Breadcrumbs>
        <Anchor component={Link} to={base} size="sm">
          {t('title')}
        </Anchor>
        <Text size="sm">{t('addCrumb')}</Text>
      </Breadcrumbs>
      <Title order={1} size="h2">
        {t('add')}
      </Title>
      <Paper withBorder radius="lg" p="lg">
        <StorageSettingForm
          isSubmitting={add.isPending}
          error={add.error}
          onCancel={() => void navigate(base)}
          onSubmit={async (body) => {
            const saved = await add.mutateAsync(body)
            if (saved.status === 'CONNECTED') {
              void toast({ color: 'teal', message: t('savedConnected') })
            } else {
              void notify({
                type: 'warning',
                title: t('savedFailed'),
                message: saved.status_message ?? t('refused'),
              })
            }
            await navigate(`${base}/${saved.id}`)
          }}
        />
      </Paper>
    </Stack>
  )
}
