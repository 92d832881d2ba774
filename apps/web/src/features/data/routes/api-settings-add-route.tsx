import { Anchor, Breadcrumbs, Paper, Stack, Text, Title } from '@mantine/core'
import { Link, useNavigate } from 'react-router'
import { toast } from '../../../components/feedback'
import { useAddApiSetting } from '../api/api-settings-add'
import { ApiSettingsForm } from '../components/api-settings-form'

export function ApiSettingsAddRoute() {
  const navigate = useNavigate()
  const add = useAddApiSetting()

  return (
    <Stack gap="lg" maw={720}>
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
        <ApiSettingsForm
          isSubmitting={add.isPending}
          error={add.error}
          onCancel={() => void navigate('/provider/settings/api')}
          onSubmit={async (body, isDraft) => {
            const setting = await add.mutateAsync({ body, isDraft })
            void toast({
              color: 'teal',
              message: isDraft ? 'API setting saved as draft' : 'API setting added',
            })
            await navigate(`/provider/settings/api/${setting.id}`)
          }}
        />
      </Paper>
    </Stack>
  )
}
