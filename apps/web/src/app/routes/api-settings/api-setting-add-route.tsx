import { Paper, Stack, Text, Title } from '@mantine/core'
import { useNavigate } from 'react-router'
import { toast } from '../../../components/feedback'
import { PageBreadcrumbs } from '../../../components/form-guidance/page-breadcrumbs'
import { useAddApiSetting } from '../../../features/api-settings/api/add-api-setting'
import { apiSettingsTexts } from '../../../features/api-settings/api-settings.texts'
import { ApiSettingForm } from '../../../features/api-settings/components/api-setting-form'
import { formWidth } from '../../../components/layout/page-width'
import { useT } from '../../../lib/i18n/i18n'

export function ApiSettingAddRoute() {
  const t = useT(apiSettingsTexts)
  const navigate = useNavigate()
  const add = useAddApiSetting()

  return (
    <Stack gap="lg" maw={formWidth}>
      <PageBreadcrumbs
        items={[{ label: t('listTitle'), to: '/provider/settings/api' }, { label: t('addTitle') }]}
      />
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('addTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('addLead')}
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p="lg">
        <ApiSettingForm
          isSubmitting={add.isPending}
          error={add.error}
          onCancel={() => void navigate('/provider/settings/api')}
          onSubmit={async (body, isDraft) => {
            const setting = await add.mutateAsync({ body, isDraft })
            void toast({ color: 'teal', message: isDraft ? t('savedAsDraft') : t('added') })
            await navigate(`/provider/settings/api/${setting.id}`)
          }}
        />
      </Paper>
    </Stack>
  )
}
