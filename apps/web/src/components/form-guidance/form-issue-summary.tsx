import { Alert, Anchor, List, Text } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useT } from '../../lib/i18n/i18n'
import { ValidationMessage } from '../field-error/validation-message'
import { formGuidanceTexts } from './form-guidance.texts'

export interface FormIssue {
  path: string
  message: ReactNode
}

/** A form's field nodes by path: Mantine's `form.getInputNode`. */
export type NodeOf = (path: string) => HTMLElement | null

/** The issues in the order their fields stand on the screen; fields not on the screen come last. */
export function issuesInScreenOrder(issues: Record<string, ReactNode>, nodeOf: NodeOf): FormIssue[] {
  const entries = Object.entries(issues).map(([path, message]) => ({ path, message, node: nodeOf(path) }))
  entries.sort((a, b) => {
    if (!a.node || !b.node) return a.node ? -1 : b.node ? 1 : 0
    return a.node.compareDocumentPosition(b.node) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1
  })
  return entries.map(({ path, message }) => ({ path, message }))
}

/** Brings a field into view and puts the cursor in it. */
export function focusField(node: HTMLElement | null) {
  if (!node) return
  node.scrollIntoView({ block: 'center', behavior: 'smooth' })
  node.focus({ preventScroll: true })
}

/**
 * What keeps a form from being saved, one link per field: choosing one goes to the field. Shown above
 * the form when Publish or Save found fields missing, and gone once they are fixed.
 */
export function FormIssueSummary({ issues, nodeOf }: { issues: readonly FormIssue[]; nodeOf: NodeOf }) {
  const t = useT(formGuidanceTexts)
  if (issues.length === 0) return null
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={t('issuesTitle', { count: issues.length })}
      data-testid="form-issue-summary"
    >
      <Text size="sm" mb="xs">
        {t('issuesLead')}
      </Text>
      <List size="sm" spacing={4}>
        {issues.map((issue) => (
          <List.Item key={issue.path}>
            <Anchor component="button" type="button" size="sm" onClick={() => focusField(nodeOf(issue.path))}>
              <ValidationMessage>{issue.message}</ValidationMessage>
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  )
}
