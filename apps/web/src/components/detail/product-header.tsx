import { Box, Group, Image, Paper, Stack, Title } from '@mantine/core'
import type { TablerIcon } from '@tabler/icons-react'
import type { ReactNode } from 'react'

export interface ProductHeaderProps {
  imageUrl: string | null
  /** Stands in for a product without a picture. */
  icon: TablerIcon
  /** The picture's side and the stand-in icon's size, in pixels. */
  imageSize?: number
  iconSize?: number
  title: string
  /** Status and kind badges beside the title. */
  badges?: ReactNode
  /** The lines under the title. */
  children?: ReactNode
}

/**
 * The picture, name and badges that open every product's detail card. The picture keeps a modest fixed
 * square so the name has the card's width: a picture sized by the row took most of it and wrapped the
 * name one word per line.
 */
export function ProductHeader({
  imageUrl,
  icon: Icon,
  imageSize = 96,
  iconSize = 36,
  title,
  badges,
  children,
}: ProductHeaderProps) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Box w={imageSize} h={imageSize} style={{ flex: '0 0 auto' }}>
          {imageUrl ? (
            <Image src={imageUrl} alt="" w={imageSize} h={imageSize} radius="md" fit="cover" />
          ) : (
            <Paper
              w={imageSize}
              h={imageSize}
              radius="md"
              bg="gray.1"
              style={{ display: 'grid', placeItems: 'center' }}
            >
              <Icon size={iconSize} stroke={1.2} color="var(--mantine-color-gray-6)" aria-hidden />
            </Paper>
          )}
        </Box>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {badges ? <Group gap="xs">{badges}</Group> : null}
          {children}
        </Stack>
      </Group>
    </Paper>
  )
}
