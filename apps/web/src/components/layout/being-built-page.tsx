import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconTools } from '@tabler/icons-react'
import { useMatches } from 'react-router'
import type { RouteHandle } from '../../lib/route-handle'

export const beingBuiltText = 'This page is being built'

/** An honest placeholder for a registered screen whose real page has not shipped yet. */
export function BeingBuiltPage() {
  const matches = useMatches()
  const handle = matches.at(-1)?.handle as RouteHandle | undefined
  const title = handle?.title ?? 'Lumbung'
  return (
    <Paper withBorder radius="lg" p="xl" maw={560} w="100%" mx="auto" mt="xl" data-testid="being-built">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="harvest" aria-hidden>
          <IconTools size={30} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} size="h2" ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center">
          {beingBuiltText}
        </Text>
      </Stack>
    </Paper>
  )
}

export default BeingBuiltPage
