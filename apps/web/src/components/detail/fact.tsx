import { Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'

const isBlank = (value: ReactNode) => value === null || value === undefined || value === '' || value === false

/** One labelled value of a detail screen; a missing value reads as a dash rather than a gap. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {isBlank(children) ? '—' : children}
      </Text>
    </Stack>
  )
}
