import { ActionIcon, Code, CopyButton, Group, Tooltip } from '@mantine/core'
import { IconCheck, IconCopy } from '@tabler/icons-react'
import { useT } from '../lib/i18n/i18n'
import { componentsTexts } from './components.texts'

export interface KeyValueBlockProps {
  value: string
  testId: string
  /** A masked key has nothing worth copying. */
  isCopyable?: boolean
}

/** A key on screen, whole or masked, with a copy button while it is whole. */
export function KeyValueBlock({ value, testId, isCopyable = true }: KeyValueBlockProps) {
  const t = useT(componentsTexts)
  return (
    <Group gap="xs" wrap="nowrap">
      {/* A long key scrolls inside its block, so the block takes focus to scroll from the keyboard. */}
      <Code block tabIndex={0} style={{ flex: 1, wordBreak: 'break-all' }} data-testid={testId}>
        {value}
      </Code>
      {isCopyable ? (
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('copied') : t('copyKey')}>
              <ActionIcon variant="light" onClick={copy} aria-label={t('copyKey')} size="lg">
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      ) : null}
    </Group>
  )
}
