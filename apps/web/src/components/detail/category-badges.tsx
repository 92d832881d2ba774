import { Badge, Group } from '@mantine/core'
import { labelOf } from '../../lib/i18n/enum-labels'

/** A product's data categories as small grey tags, on the provider's and the marketplace's pages alike. */
export function CategoryBadges({ categories }: { categories: readonly string[] }) {
  return (
    <Group gap={6}>
      {categories.map((category) => (
        <Badge key={category} variant="light" color="gray" radius="sm">
          {labelOf('dataCategory', category)}
        </Badge>
      ))}
    </Group>
  )
}
