import { Badge } from '@mantine/core'

export function SideStatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge color={isActive ? 'teal' : 'gray'} variant="light">
      {isActive ? 'Active' : 'Not subscribed'}
    </Badge>
  )
}
