import { Anchor, Box, Container, Group, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link, Outlet } from 'react-router'
import { agreementMessages, contactMessages } from '@lumbung/contract'
import { BrandMark } from './brand-mark'
import classes from './plain-shell.module.css'

/** The frame of signed-out screens: brand, content, and a quiet footer. */
export function PlainShell({ children }: { children?: ReactNode }) {
  return (
    <Box className={classes.shell}>
      <Container size="lg" py="md" component="header">
        <Anchor component={Link} to="/login" underline="never" aria-label="Lumbung home">
          <BrandMark />
        </Anchor>
      </Container>
      <Box component="main" className={classes.main}>
        {children ?? <Outlet />}
      </Box>
      <Container size="lg" py="md" component="footer">
        <Group justify="space-between">
          <Text size="xs">Lumbung, the data marketplace for organisations</Text>
          <Group gap="md" component="nav" aria-label={contactMessages.footerNavigation}>
            <Anchor component={Link} to="/agreement" size="xs">
              {agreementMessages.standardName}
            </Anchor>
            <Anchor component={Link} to="/contact" size="xs">
              {contactMessages.menuEntry}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  )
}
