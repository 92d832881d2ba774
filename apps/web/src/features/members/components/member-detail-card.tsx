import { Avatar, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { formatDateTime, initialsOf, type MemberDetail } from '@lumbung/contract'
import { MemberRoleBadge, MemberStatusBadge } from './member-badges'

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  )
}

export function MemberDetailCard({ member }: { member: MemberDetail }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap">
          <Avatar src={member.profile_url} size={56} radius="xl" color="harvest">
            {initialsOf(member.full_name)}
          </Avatar>
          <Stack gap={4}>
            <Title order={2} size="h3">
              {member.full_name}
              {member.is_self ? (
                <Text span c="dimmed" size="sm" fw={400}>
                  {' '}
                  (you)
                </Text>
              ) : null}
            </Title>
            <Group gap="xs">
              <MemberRoleBadge role={member.application_role} />
              <MemberStatusBadge status={member.status} />
            </Group>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Fact label="Email" value={member.email} />
          <Fact label="Email confirmed" value={member.is_email_verified ? 'Yes' : 'Not yet'} />
          <Fact label="Phone number" value={member.phone_number ? `+62 ${member.phone_number}` : '—'} />
          <Fact label="Position" value={member.employee_position ?? '—'} />
          <Fact label="Last sign-in" value={formatDateTime(member.last_login_at, 'Never')} />
          <Fact label="Added" value={formatDateTime(member.created_at)} />
          {member.status === 'INVITED' ? (
            <Fact
              label="Invitation link"
              value={
                member.invitation_expires_at
                  ? `Works until ${formatDateTime(member.invitation_expires_at)}`
                  : 'Expired; send a new invitation'
              }
            />
          ) : null}
        </SimpleGrid>
      </Stack>
    </Paper>
  )
}
