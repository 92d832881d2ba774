import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconCheck, IconX } from '@tabler/icons-react'
import type { OperatorTenantDetail } from '@lumbung/contract'
import { confirm, toast } from '../../../components/feedback'
import { useApproveTenant } from '../api/approve-tenant'
import { useRejectTenant } from '../api/reject-tenant'
import { RejectTenantForm } from './reject-tenant-form'
import { VerificationStatusBadge } from './status-badges'

const explanations: Record<OperatorTenantDetail['verification_status'], string> = {
  UNVERIFIED: 'The company has not submitted its registration documents yet.',
  PENDING: 'The company is waiting for review. Check its documents, then approve or reject.',
  VERIFIED: 'The company is verified: its users can use every screen their roles allow.',
  REJECTED: 'The company was rejected and may submit its documents again.',
}

/** Approve or reject a company's verification; either way its owner and admins receive a mail. */
export function VerificationDecision({ tenant }: { tenant: OperatorTenantDetail }) {
  const approve = useApproveTenant()
  const reject = useRejectTenant()
  const [isRejecting, rejecting] = useDisclosure(false)
  const isPending = tenant.verification_status === 'PENDING'

  const askApprove = () =>
    void confirm({
      title: 'Approve verification',
      body: `${tenant.legal_name} becomes verified, and its owner and admins are told by mail.`,
      actions: [
        { label: 'Cancel', variant: 'default' },
        {
          label: 'Approve',
          onClick: async () => {
            await approve.mutateAsync(tenant.id)
            void toast({ color: 'green', message: `${tenant.legal_name} is verified` })
          },
        },
      ],
    })

  return (
    <Paper withBorder radius="lg" p="lg" data-testid="verification-decision">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Verification
          </Title>
          <VerificationStatusBadge status={tenant.verification_status} />
        </Group>
        <Text size="sm" c="dimmed">
          {explanations[tenant.verification_status]}
        </Text>
        {tenant.verification_status === 'REJECTED' && tenant.verification?.reason ? (
          <Alert color="red" variant="light" title="Reason given">
            {tenant.verification.reason}
          </Alert>
        ) : null}
        {isPending ? (
          <Group gap="sm">
            <Button leftSection={<IconCheck size={16} />} onClick={askApprove}>
              Approve
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
              Reject
            </Button>
          </Group>
        ) : null}
      </Stack>
      <Modal opened={isRejecting} onClose={rejecting.close} title="Reject verification" centered radius="lg">
        <RejectTenantForm
          isSubmitting={reject.isPending}
          error={reject.error}
          onCancel={rejecting.close}
          onSubmit={async (body) => {
            await reject.mutateAsync({ tenantId: tenant.id, body })
            rejecting.close()
            void toast({ color: 'green', message: `${tenant.legal_name} is rejected` })
          }}
        />
      </Modal>
    </Paper>
  )
}
