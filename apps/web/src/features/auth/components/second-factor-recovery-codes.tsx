import { Alert, Button, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { useT } from '../../../lib/i18n/i18n'
import { securityTexts } from '../security.texts'

/** The recovery codes, shown once after they were made; the user says when they are saved. */
export function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT(securityTexts)
  return (
    <Alert color="yellow" variant="light" title={t('recoveryTitle')} data-testid="recovery-codes">
      <Stack gap="sm">
        <Text size="sm">{t('recoveryDescription')}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} component="ul" aria-label={t('recoveryListLabel')} m={0} p={0}>
          {codes.map((code) => (
            <Code key={code} component="li" fz="md" style={{ listStyle: 'none' }}>
              {code}
            </Code>
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button onClick={onDone}>{t('recoveryDone')}</Button>
        </Group>
      </Stack>
    </Alert>
  )
}
