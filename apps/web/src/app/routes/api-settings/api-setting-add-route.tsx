import { Anchor, Breadcrumbs, Paper, Stack, Text, Title } from '@mantine/core'
import { Link, useNavigate } from 'react-router'
import { apiSettingMessages } from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { useAddApiSetting } from '../../../features/api-settings/api/add-api-setting'
import { ApiSettingForm } from '../../../features/api-settings/components/api-setting-form'
import { formWidth } from '../../../components/layout/page-width'

export function ApiSettingAddRoute() {
  const navigate = useNavigate()
  const add = useAddApiSetting()

  return (
    <Stack gap="lg" maw={formWidth}>
      <Breadcrumbs>
        <Anchor component={Link} to="/provider/settings/api" size="sm">
          API settings
        </Anchor>
        <Text size="sm">Add API setting</Text>
      </Breadcrumbs>
      <Stack gap={4}>
        <Title order={1} size="h2">
          Add API setting
        </Title>
        <Text c="dimmed" size="sm">
          API datasets use it to call your upstream. Save a draft to finish it later.
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p="lg">
        <ApiSettingForm
          isSubmitting={add.isPending}
          error={add.error}
          onCancel={() => void navigate('/provider/settings/api')}
          onSubmit={async (body, isDraft) => {
            const setting = await add.mutateAsync({ body, isDraft })
            void toast({
              color: 'teal',
              message: isDraft ? apiSettingMessages.savedAsDraft : apiSettingMessages.added,
            })
            await navigate(`/provider/settings/api/${setting.id}`)
          }}
        />
      </Paper>
    </Stack>
  )
}
