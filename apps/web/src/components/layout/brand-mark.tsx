import { Group, Text, ThemeIcon } from '@mantine/core'
import { IconBuildingWarehouse } from '@tabler/icons-react'

/** The product's name: the same in every language. */
const brandName = 'Lumbung'

export function BrandMark({ isCompact = false }: { isCompact?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap">
      <ThemeIcon size={36} radius="md" variant="filled" aria-hidden>
        <IconBuildingWarehouse size={22} stroke={1.8} />
      </ThemeIcon>
      {isCompact ? null : (
        <Text fw={700} size="lg" c="lumbung.9" lh={1}>
          {brandName}
        </Text>
      )}
    </Group>
  )
}
