import { Paper, Stack, Title, type MantineSpacing } from '@mantine/core'
import type { ReactNode } from 'react'

/** A titled card of a detail screen. */
export function DetailSection({
  title,
  gap = 'sm',
  children,
}: {
  title: string
  gap?: MantineSpacing
  children: ReactNode
}) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap={gap}>
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  )
}
