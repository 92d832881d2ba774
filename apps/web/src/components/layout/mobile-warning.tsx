import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconDeviceDesktop } from '@tabler/icons-react'

export const mobileWarningQuery = '(max-width: 991.98px)'
export const mobileWarningText =
  'The mobile view is still being worked on. Please use a desktop browser to use Lumbung.'

/** Covers the whole screen below 992 px; it has no close button on purpose. */
export function MobileWarning() {
  return (
    <Center
      data-testid="mobile-warning"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="mobile-warning-title"
      aria-describedby="mobile-warning-text"
      pos="fixed"
      inset={0}
      p="lg"
      bg="gray.0"
      style={{ zIndex: 1000 }}
    >
      <Paper withBorder radius="lg" p="xl" maw={420} shadow="sm">
        <Stack align="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
            <IconDeviceDesktop size={36} stroke={1.5} />
          </ThemeIcon>
          <Title order={2} size="h3" ta="center" id="mobile-warning-title">
            Desktop only for now
          </Title>
          <Text ta="center" c="dimmed" id="mobile-warning-text">
            {mobileWarningText}
          </Text>
        </Stack>
      </Paper>
    </Center>
  )
}
