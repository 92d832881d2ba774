import { ActionIcon, AppShell, Avatar, Badge, Group, Menu, Text, UnstyledButton } from '@mantine/core'
import {
  IconBuilding,
  IconChevronDown,
  IconFileCertificate,
  IconHelp,
  IconLogout,
  IconMail,
  IconUserCircle,
} from '@tabler/icons-react'
import { Link } from 'react-router'
import { initialsOf, type Language, type UserInformation, type UserType } from '@lumbung/contract'
import { useT } from '../../lib/i18n/i18n'
import { LanguageSwitch } from './language-switch'

/** Only photos stored by Lumbung are shown; anything else falls back to initials. */
export function avatarPhotoOf(profileUrl: string | null | undefined): string | null {
  return profileUrl && profileUrl.startsWith('/storage/') ? profileUrl : null
}

export interface TopBarProps {
  user: UserInformation
  activeUserType: UserType
  onLogout: () => void
  isLoggingOut?: boolean
  /** Saves a language picked in the top bar to the account. */
  onLanguageChange?: (language: Language) => void
}

export function TopBar({
  user,
  activeUserType,
  onLogout,
  isLoggingOut = false,
  onLanguageChange,
}: TopBarProps) {
  const t = useT()
  const photo = avatarPhotoOf(user.profile_url)
  return (
    <AppShell.Header px="lg">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} size="sm" c="dimmed" truncate>
            {user.tenant_name}
          </Text>
          {user.is_operator ? (
            <Badge variant="light" color="gray" size="sm">
              {t('shell.operator')}
            </Badge>
          ) : (
            <Badge variant="light" color={activeUserType === 'provider' ? 'harvest' : 'lumbung'} size="sm">
              {activeUserType === 'provider' ? t('shell.provider') : t('shell.consumer')}
            </Badge>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitch onChange={onLanguageChange} />
          <HelpMenu />
          <Menu position="bottom-end" width={200} shadow="md">
            <Menu.Target>
              <UnstyledButton aria-label={t('shell.accountMenu')} data-testid="account-menu">
                <Group gap="sm" wrap="nowrap">
                  <Avatar
                    src={photo}
                    alt={user.full_name}
                    radius="xl"
                    color="lumbung"
                    size={36}
                    data-testid="user-avatar"
                  >
                    {initialsOf(user.full_name)}
                  </Avatar>
                  <Text size="sm" fw={600} data-testid="user-full-name" truncate maw={220}>
                    {user.full_name}
                  </Text>
                  <IconChevronDown size={16} stroke={1.8} aria-hidden />
                </Group>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to="/my-account/account" leftSection={<IconUserCircle size={16} />}>
                {t('shell.myProfile')}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to="/my-account/company-info"
                leftSection={<IconBuilding size={16} />}
              >
                {t('shell.company')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconLogout size={16} />}
                onClick={onLogout}
                disabled={isLoggingOut}
                closeMenuOnClick={false}
              >
                {t('shell.logout')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </AppShell.Header>
  )
}

/** Help for a signed-in user: the contact form and the standard agreement, both public pages. */
function HelpMenu() {
  const t = useT()
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('shell.help')}
          data-testid="help-menu"
        >
          <IconHelp size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/contact" leftSection={<IconMail size={16} />}>
          {t('shell.contact')}
        </Menu.Item>
        <Menu.Item component={Link} to="/agreement" leftSection={<IconFileCertificate size={16} />}>
          {t('shell.agreement')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
