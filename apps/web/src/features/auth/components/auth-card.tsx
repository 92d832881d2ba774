import { Alert, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { ValidationMessage } from '../../../components/field-error/validation-message'

export interface AuthCardProps {
  title: string
  description?: ReactNode
  width?: number
  children: ReactNode
}

/** The card every signed-out account screen sits in. */
export function AuthCard({ title, description, width = 440, children }: AuthCardProps) {
  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 40 }} w="100%" maw={width} mt="xl">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  )
}

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      <ValidationMessage>{message}</ValidationMessage>
    </Alert>
  )
}
