import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  List,
  Loader,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleDashed,
  IconClockHour4,
  IconShieldCheck,
} from '@tabler/icons-react'
import type { UserInformation } from '@lumbung/contract'
import { PrefetchLink } from '../../../components/navigation/prefetch-link'
import { errorMessageOf } from '../../../lib/api-error'
import { useVerificationProgress } from './use-verification-progress'
import { stepsDone, verificationStepsOf, type StepState, type VerificationStep } from './verification-steps'

const stepLooks: Record<StepState, { color: string; icon: typeof IconCircleCheck; status: string }> = {
  done: { color: 'teal', icon: IconCircleCheck, status: 'Done' },
  open: { color: 'gray', icon: IconCircleDashed, status: 'Not started' },
  waiting: { color: 'yellow', icon: IconClockHour4, status: 'In progress' },
  failed: { color: 'red', icon: IconAlertTriangle, status: 'Needs attention' },
}

function StepItem({ step }: { step: VerificationStep }) {
  const look = stepLooks[step.state]
  const StepIcon = look.icon
  return (
    <List.Item
      data-testid={`verification-step-${step.key}`}
      data-state={step.state}
      icon={
        <ThemeIcon color={look.color} variant="light" radius="xl" size={28} aria-hidden>
          <StepIcon size={18} />
        </ThemeIcon>
      }
    >
      <Stack gap={2}>
        <Text fw={600} size="sm">
          {step.label}{' '}
          <Text span size="xs" c="dimmed" fw={500}>
            ({look.status})
          </Text>
        </Text>
        <Text size="sm" c={step.state === 'failed' ? 'red.8' : 'dimmed'}>
          {step.detail}
        </Text>
        {step.link && step.state !== 'done' ? (
          <Anchor component={PrefetchLink} to={step.link.to} size="sm" fw={600} w="fit-content">
            {step.link.label}
          </Anchor>
        ) : null}
      </Stack>
    </List.Item>
  )
}

/**
 * "Get verified": what stands between a new company and the whole marketplace, read from the server,
 * each step linking to where it is done. Shown on the landing screen until the company is verified.
 */
export function GetVerifiedChecklist({ user }: { user: UserInformation }) {
  const company = useVerificationProgress(user)

  if (company.isError && !company.data) {
    return (
      <Alert color="red" variant="light" role="alert" title="Your verification steps could not be loaded">
        <Text size="sm">{errorMessageOf(company.error)}</Text>
        <Button mt="sm" size="xs" variant="light" onClick={() => void company.refetch()}>
          Try again
        </Button>
      </Alert>
    )
  }

  return (
    <Card withBorder radius="md" padding="lg" data-testid="get-verified-checklist">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light" color="harvest" aria-hidden>
            <IconShieldCheck size={24} />
          </ThemeIcon>
          <Stack gap={0}>
            <Title order={2} size="h4">
              Get verified
            </Title>
            <Text size="sm" c="dimmed">
              Until your company is verified you can browse the marketplace and manage your account and
              subscription. These steps open everything else.
            </Text>
          </Stack>
        </Group>
        {company.data ? (
          <Steps steps={verificationStepsOf(user, company.data)} />
        ) : (
          <Group gap="xs" aria-live="polite">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              Loading your verification steps…
            </Text>
          </Group>
        )}
      </Stack>
    </Card>
  )
}

function Steps({ steps }: { steps: VerificationStep[] }) {
  const done = stepsDone(steps)
  return (
    <>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="get-verified-progress">
          {done} of {steps.length} steps done
        </Text>
        {/* The bar itself (the section) is the progressbar, so it carries the name. */}
        <Progress.Root>
          <Progress.Section
            value={(done / steps.length) * 100}
            color="lumbung"
            aria-labelledby="get-verified-progress"
          />
        </Progress.Root>
      </Stack>
      <List spacing="md" center={false}>
        {steps.map((step) => (
          <StepItem key={step.key} step={step} />
        ))}
      </List>
    </>
  )
}
