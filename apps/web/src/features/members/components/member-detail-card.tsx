import { Avatar, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { initialsOf, type MemberDetail } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { MemberRoleBadge, MemberStatusBadge } from './member-badges'
import { useT } from '../../../lib/i18n/i18n'
import { membersTexts } from '../members.texts'

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
  const t = useT(membersTexts)
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
                  {t('you')}
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
          <Fact label={t('email')} value={member.email} />
          <Fact label={t('emailConfirmed')} value={member.is_email_verified ? t('yes') : t('notYet')} />
          <Fact label={t('phoneNumber')} value={member.phone_number ? `+62 ${member.phone_number}` : '—'} />
          <Fact label={t('position')} value={member.employee_position ?? '—'} />
          <Fact label={t('lastSignIn')} value={formatDateTime(member.last_login_at, t('never'))} />
          <Fact label={t('added')} value={formatDateTime(member.created_at)} />
          {member.status === 'INVITED' ? (
            <Fact
              label={t('invitationLink')}
              value={
                member.invitation_expires_at
                  ? t('worksUntil', { date: formatDateTime(member.invitation_expires_at) })
                  : t('expired')
              }
            />
          ) : null}
        </SimpleGrid>
      </Stack>
    </Paper>
  )
}
