import { Badge, Group } from '@mantine/core'
import { dataCategoryList, describeReference } from '@lumbung/contract'

/** A product's data categories as small grey tags, on the provider's and the marketplace's pages alike. */
export function CategoryBadges({ categories }: { categories: readonly string[] }) {
  return (
    <Group gap={6}>
      {categories.map((category) => (
        <Badge key={category} variant="light" color="gray" radius="sm">
          {describeReference(dataCategoryList, category)}
        </Badge>
      ))}
    </Group>
  )
}
