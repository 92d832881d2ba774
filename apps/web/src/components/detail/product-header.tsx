import { Group, Image, Paper, Stack, Title } from '@mantine/core'
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

/** The picture, name and badges that open every product's detail card. */
export function ProductHeader({
  imageUrl,
  icon: Icon,
  imageSize,
  iconSize,
  title,
  badges,
  children,
}: ProductHeaderProps) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group align="flex-start" gap="lg" wrap="nowrap">
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
            <Icon size={iconSize} stroke={1.2} color="var(--mantine-color-gray-5)" aria-hidden />
          </Paper>
        )}
        <Stack gap="xs" style={{ flex: 1 }}>
          <Group gap="sm">
            <Title order={1} size="h2">
              {title}
            </Title>
            {badges}
          </Group>
          {children}
        </Stack>
      </Group>
    </Paper>
  )
}
