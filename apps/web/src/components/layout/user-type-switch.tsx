import { SegmentedControl, Text } from '@mantine/core'
import { isEnumValue, userTypes, type UserType } from '@lumbung/contract'
import { useT } from '../../lib/i18n/i18n'
import classes from './user-type-switch.module.css'

export interface UserTypeSwitchProps {
  value: UserType
  available: readonly UserType[]
  onChange: (userType: UserType) => void
}

/** CONSUMER / PROVIDER; a side the tenant does not have is shown but cannot be picked. */
export function UserTypeSwitch({ value, available, onChange }: UserTypeSwitchProps) {
  const t = useT()
  return (
    <div>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" mb={6} id="user-type-label">
        {t('shell.userType')}
      </Text>
      <SegmentedControl
        fullWidth
        size="xs"
        radius="md"
        aria-label={t('shell.userType')}
        classNames={{ input: classes.input }}
        value={value}
        onChange={(next) => {
          if (isEnumValue(userTypes, next) && next !== value) onChange(next)
        }}
        data={[
          {
            value: 'consumer',
            label: t('shell.consumer').toUpperCase(),
            disabled: !available.includes('consumer'),
          },
          {
            value: 'provider',
            label: t('shell.provider').toUpperCase(),
            disabled: !available.includes('provider'),
          },
        ]}
      />
    </div>
  )
}
