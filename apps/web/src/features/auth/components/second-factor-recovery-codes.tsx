import { Alert, Button, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { securityLabels as labels } from '../second-factor.labels'

/** The recovery codes, shown once after they were made; the user says when they are saved. */
export function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Alert color="yellow" variant="light" title={labels.recoveryTitle} data-testid="recovery-codes">
      <Stack gap="sm">
        <Text size="sm">{labels.recoveryDescription}</Text>
        <SimpleGrid
          cols={{ base: 1, xs: 2 }}
          component="ul"
          aria-label={labels.recoveryListLabel}
          m={0}
          p={0}
        >
          {codes.map((code) => (
            <Code key={code} component="li" fz="md" style={{ listStyle: 'none' }}>
              {code}
            </Code>
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button onClick={onDone}>{labels.recoveryDone}</Button>
        </Group>
      </Stack>
    </Alert>
  )
}
