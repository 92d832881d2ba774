import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconDeviceDesktop } from '@tabler/icons-react'
import { useT } from '../../lib/i18n/i18n'

export const mobileWarningQuery = '(max-width: 991.98px)'

/** Covers the whole screen below 992 px; it has no close button on purpose. */
export function MobileWarning() {
  const t = useT()
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
            {t('shell.desktopOnly')}
          </Title>
          <Text ta="center" c="dimmed" id="mobile-warning-text">
            {t('shell.mobileWarning')}
          </Text>
        </Stack>
      </Paper>
    </Center>
  )
}
