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
import { useT } from '../../../lib/i18n/i18n'
import { companyTexts } from '../company.texts'

const stepLooks = {
  done: { color: 'teal', icon: IconCircleCheck, status: 'stepDone' },
  open: { color: 'gray', icon: IconCircleDashed, status: 'stepOpen' },
  waiting: { color: 'yellow', icon: IconClockHour4, status: 'stepWaiting' },
  failed: { color: 'red', icon: IconAlertTriangle, status: 'stepFailed' },
} as const satisfies Record<StepState, { color: string; icon: typeof IconCircleCheck; status: string }>

function StepItem({ step }: { step: VerificationStep }) {
  const t = useT(companyTexts)
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
            ({t(look.status)})
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
  const t = useT(companyTexts)
  const company = useVerificationProgress(user)

  if (company.isError && !company.data) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('stepsFailed')}>
        <Text size="sm">{errorMessageOf(company.error)}</Text>
        <Button mt="sm" size="xs" variant="light" onClick={() => void company.refetch()}>
          {t('tryAgain')}
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
              {t('getVerified')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('checklistHint')}
            </Text>
          </Stack>
        </Group>
        {company.data ? (
          <Steps steps={verificationStepsOf(user, company.data)} />
        ) : (
          <Group gap="xs" aria-live="polite">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              {t('stepsLoading')}
            </Text>
          </Group>
        )}
      </Stack>
    </Card>
  )
}

function Steps({ steps }: { steps: VerificationStep[] }) {
  const t = useT(companyTexts)
  const done = stepsDone(steps)
  return (
    <>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="get-verified-progress">
          {t('stepsDoneCount', { done, total: steps.length })}
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
