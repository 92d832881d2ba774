import { Anchor, Box, Container, Group, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link, Outlet } from 'react-router'
import { useT } from '../../lib/i18n/i18n'
import { BrandMark } from './brand-mark'
import { LanguageSwitch } from './language-switch'
import classes from './plain-shell.module.css'

/** The frame of signed-out screens: brand, content, and a quiet footer. */
export function PlainShell({ children }: { children?: ReactNode }) {
  const t = useT()
  return (
    <Box className={classes.shell}>
      <Container size="lg" py="md" component="header">
        <Group justify="space-between">
          <Anchor component={Link} to="/login" underline="never" aria-label={t('shell.home')}>
            <BrandMark />
          </Anchor>
          <LanguageSwitch />
        </Group>
      </Container>
      <Box component="main" className={classes.main}>
        {children ?? <Outlet />}
      </Box>
      <Container size="lg" py="md" component="footer">
        <Group justify="space-between">
          <Text size="xs">{t('shell.tagline')}</Text>
          <Group gap="md" component="nav" aria-label={t('shell.footerNavigation')}>
            <Anchor component={Link} to="/agreement" size="xs">
              {t('shell.agreement')}
            </Anchor>
            <Anchor component={Link} to="/contact" size="xs">
              {t('shell.contact')}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  )
}
