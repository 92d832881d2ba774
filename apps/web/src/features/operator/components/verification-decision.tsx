import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconCheck, IconX } from '@tabler/icons-react'
import type { OperatorTenantDetail } from '@lumbung/contract'
import { confirm, toast } from '../../../components/feedback'
import { useApproveTenant } from '../api/approve-tenant'
import { useRejectTenant } from '../api/reject-tenant'
import { useT } from '../../../lib/i18n/i18n'
import { operatorLabelTexts } from '../operator-labels.texts'
import { operatorTenantTexts } from '../operator-tenants.texts'
import { RejectTenantForm } from './reject-tenant-form'
import { VerificationStatusBadge } from './status-badges'

const explanations = {
  UNVERIFIED: 'explainUnverified',
  PENDING: 'explainPending',
  VERIFIED: 'explainVerified',
  REJECTED: 'explainRejected',
} as const satisfies Record<OperatorTenantDetail['verification_status'], string>

/** Approve or reject a company's verification; either way its owner and admins receive a mail. */
export function VerificationDecision({ tenant }: { tenant: OperatorTenantDetail }) {
  const t = useT(operatorTenantTexts)
  const tLabel = useT(operatorLabelTexts)
  const approve = useApproveTenant()
  const reject = useRejectTenant()
  const [isRejecting, rejecting] = useDisclosure(false)
  const isPending = tenant.verification_status === 'PENDING'

  const askApprove = () =>
    void confirm({
      title: t('approveTitle'),
      body: t('approveBody', { company: tenant.legal_name }),
      actions: [
        { label: tLabel('cancel'), variant: 'default' },
        {
          label: t('approve'),
          onClick: async () => {
            await approve.mutateAsync(tenant.id)
            void toast({ color: 'green', message: t('approved', { company: tenant.legal_name }) })
          },
        },
      ],
    })

  return (
    <Paper withBorder radius="lg" p="lg" data-testid="verification-decision">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('verification')}
          </Title>
          <VerificationStatusBadge status={tenant.verification_status} />
        </Group>
        <Text size="sm" c="dimmed">
          {t(explanations[tenant.verification_status])}
        </Text>
        {tenant.verification_status === 'REJECTED' && tenant.verification?.reason ? (
          <Alert color="red" variant="light" title={t('reasonGiven')}>
            {tenant.verification.reason}
          </Alert>
        ) : null}
        {isPending ? (
          <Group gap="sm">
            <Button leftSection={<IconCheck size={16} />} onClick={askApprove}>
              {t('approve')}
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconX size={16} />}
              onClick={() => {
                reject.reset()
                rejecting.open()
              }}
            >
              {t('reject')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <Modal opened={isRejecting} onClose={rejecting.close} title={t('rejectTitle')} centered radius="lg">
        <RejectTenantForm
          isSubmitting={reject.isPending}
          error={reject.error}
          onCancel={rejecting.close}
          onSubmit={async (body) => {
            await reject.mutateAsync({ tenantId: tenant.id, body })
            rejecting.close()
            void toast({ color: 'green', message: t('rejected', { company: tenant.legal_name }) })
          }}
        />
      </Modal>
    </Paper>
  )
}
