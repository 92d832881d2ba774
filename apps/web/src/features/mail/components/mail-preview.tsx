import { formatDateTime } from '../../../lib/i18n/format-date'
import { Anchor, Badge, Box, Divider, Group, Stack, Tabs, Text, Title } from '@mantine/core'
import type { MailboxMessage } from '@lumbung/contract'
import { previewDocument, textPieces } from './mail-html'
import classes from './mailbox.module.css'
import { useT } from '../../../lib/i18n/i18n'
import { mailTexts } from '../mail.texts'

/**
 * No scripts, no same-origin access: the mail is untrusted markup. A link the user clicks may still
 * take the whole page to it (or open a new tab), which is what a reader of the mail expects.
 */
const frameSandbox = 'allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation'

function TextBody({ text }: { text: string }) {
  return (
    <Box component="pre" className={classes.text} data-testid="mail-text">
      {textPieces(text).map((piece, index) =>
        piece.kind === 'link' ? (
          <Anchor key={index} href={piece.url}>
            {piece.url}
          </Anchor>
        ) : (
          piece.text
        ),
      )}
    </Box>
  )
}

export function MailPreview({ message }: { message: MailboxMessage }) {
  const t = useT(mailTexts)
  return (
    <Stack gap="sm" h="100%">
      <Stack gap={4}>
        <Title order={2} size="h4" data-testid="mail-subject">
          {message.subject}
        </Title>
        <Group gap="lg">
          <Text size="sm">
            <Text span c="dimmed">
              {t('toLabel')}{' '}
            </Text>
            {message.to}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDateTime(message.created_at)}
          </Text>
        </Group>
        {message.attachments.length > 0 ? (
          <Group gap="xs" data-testid="mail-attachments">
            <Text size="sm" c="dimmed">
              {t('attached')}
            </Text>
            {message.attachments.map((attachment) => (
              <Badge key={attachment.filename} variant="light" radius="sm" tt="none">
                {attachment.filename} ({attachment.content_type})
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
      <Divider />
      <Tabs defaultValue="html" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="html">{t('html')}</Tabs.Tab>
          <Tabs.Tab value="text">{t('plainText')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="html" pt="sm">
          <iframe
            key={message.id}
            title={t('frameTitle', { subject: message.subject })}
            className={classes.frame}
            sandbox={frameSandbox}
            referrerPolicy="no-referrer"
            srcDoc={previewDocument(message.html)}
            data-testid="mail-html"
          />
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="sm">
          <TextBody text={message.text} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}
