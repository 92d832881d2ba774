import { SegmentedControl, Text } from '@mantine/core'
import { isEnumValue, userTypes, type UserType } from '@lumbung/contract'
import classes from './user-type-switch.module.css'

export interface UserTypeSwitchProps {
  value: UserType
  available: readonly UserType[]
  onChange: (userType: UserType) => void
}

/** CONSUMER / PROVIDER; a side the tenant does not have is shown but cannot be picked. */
export function UserTypeSwitch({ value, available, onChange }: UserTypeSwitchProps) {
  return (
    <div>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" mb={6} id="user-type-label">
        User type
      </Text>
      <SegmentedControl
        fullWidth
        size="xs"
        radius="md"
        aria-label="User type"
        classNames={{ input: classes.input }}
        value={value}
        onChange={(next) => {
          if (isEnumValue(userTypes, next) && next !== value) onChange(next)
        }}
        data={[
          { value: 'consumer', label: 'CONSUMER', disabled: !available.includes('consumer') },
          { value: 'provider', label: 'PROVIDER', disabled: !available.includes('provider') },
        ]}
      />
    </div>
  )
}
