import { formatDateTime } from '../../../lib/i18n/format-date'
import { Stack, Text } from '@mantine/core'
import { IconUsers } from '@tabler/icons-react'
import type { Member } from '@lumbung/contract'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { MemberRoleBadge, MemberStatusBadge } from './member-badges'
import { useT } from '../../../lib/i18n/i18n'
import { membersTexts } from '../members.texts'

export function MembersTable(props: ListTablePageProps<Member>) {
  const t = useT(membersTexts)
  return (
    <ListTable<Member>
      {...props}
      loadingText={t('loadingMembers')}
      recordsName={t('recordsName')}
      empty={{
        testId: 'members-empty',
        icon: IconUsers,
        title: t('emptyTitle'),
        hint: t('emptyHint'),
        filteredTitle: t('filteredTitle'),
        filteredHint: t('filteredHint'),
      }}
      columns={[
        {
          accessor: 'full_name',
          title: t('name'),
          render: (member) => (
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {member.full_name}
              </Text>
              <Text size="xs" c="dimmed">
                {member.email}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'application_role',
          title: t('role'),
          render: (member) => <MemberRoleBadge role={member.application_role} />,
        },
        {
          accessor: 'status',
          title: t('status'),
          render: (member) => <MemberStatusBadge status={member.status} />,
        },
        {
          accessor: 'last_login_at',
          title: t('lastSignIn'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (member) => formatDateTime(member.last_login_at, t('never')),
        },
        {
          accessor: 'created_at',
          title: t('added'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          render: (member) => formatDateTime(member.created_at),
        },
      ]}
    />
  )
}
