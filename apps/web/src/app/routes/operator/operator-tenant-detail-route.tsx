import { Alert, Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react'
import { useParams } from 'react-router'
import { NotFoundScreen } from '../../../components/errors/not-found-screen'
import { PrefetchLink } from '../../../components/navigation/prefetch-link'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useOperatorTenant } from '../../../features/operator/api/get-operator-tenant'
import { TenantDocuments } from '../../../features/operator/components/tenant-documents'
import { TenantProfile } from '../../../features/operator/components/tenant-profile'
import { TenantUsersTable } from '../../../features/operator/components/tenant-users-table'
import { VerificationDecision } from '../../../features/operator/components/verification-decision'
import { pageWidth } from '../../../components/layout/page-width'
import { operatorTenantTexts } from '../../../features/operator/operator-tenants.texts'
import { useT } from '../../../lib/i18n/i18n'

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function TenantDetail({ tenantId }: { tenantId: string }) {
  const t = useT(operatorTenantTexts)
  const tCore = useT()
  const tenant = useOperatorTenant(tenantId)

  if (tenant.isPending)
    return (
      <Center py="xl">
        <Loader role="status" size="sm" aria-label={tCore('state.loading')} />
      </Center>
    )
  if (tenant.error) {
    if (isApiError(tenant.error) && tenant.error.status === 404) return <NotFoundScreen />
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {errorMessageOf(tenant.error)}
      </Alert>
    )
  }

  const detail = tenant.data
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          {t('tenant')}
        </Text>
        <Title order={1} size="h2">
          {detail.legal_name}
        </Title>
      </Stack>
      <VerificationDecision tenant={detail} />
      <TenantDocuments submission={detail.verification} />
      <TenantProfile tenant={detail} />
      <TenantUsersTable users={detail.users} />
    </Stack>
  )
}

/** One tenant: its verification, documents, details and users. */
export function OperatorTenantDetailRoute() {
  const t = useT(operatorTenantTexts)
  const { id = '' } = useParams()
  return (
    <Stack gap="md" maw={pageWidth}>
      <Anchor component={PrefetchLink} to="/operator/tenants" size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('allTenants')}
      </Anchor>
      {uuidPattern.test(id) ? <TenantDetail key={id} tenantId={id} /> : <NotFoundScreen />}
    </Stack>
  )
}

export default OperatorTenantDetailRoute
